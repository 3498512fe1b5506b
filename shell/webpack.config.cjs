module.exports = require('../tools/webpack/create-config.cjs').createConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  runtimePlugins: ['./src/runtime-plugins/retry.ts', './src/runtime-plugins/reporting.ts'],
  devPort: 4000,
});
