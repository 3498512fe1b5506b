const { createConfig } = require('../tools/webpack/create-config.cjs');
const { CloudPwaPlugin } = require('./pwa/cloud-pwa.cjs');

const base = createConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  runtimePlugins: ['./src/runtime-plugins/retry.ts', './src/runtime-plugins/reporting.ts'],
  devPort: 4000,
});

/** The shell's build plus the cloud game's installable-app files (pwa/cloud-pwa.cjs). */
const config = (env, argv) => {
  const built = base(env, argv);
  return { ...built, plugins: [...(built.plugins ?? []), new CloudPwaPlugin()] };
};
// tools/site/dev.mjs reads `fc` to find the shell's dev server.
config.fc = base.fc;
module.exports = config;
