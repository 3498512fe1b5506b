// Tests of the build, release and site tooling. The .mjs modules run as native ES modules, so the `test`
// target starts Jest with --experimental-vm-modules; TypeScript goes through the shared swc transform.
const { createJestConfig } = require('./jest/base.cjs');

const base = createJestConfig({ rootDir: __dirname, environment: 'node' });
const [, swcTransform] = Object.entries(base.transform)[0];

module.exports = {
  ...base,
  transform: {
    '^.+\\.tsx?$': swcTransform,
    // light-my-request (Fastify's inject) requires `cookie`, which ships ES modules only.
    '/node_modules/cookie/.+\\.js$': swcTransform,
  },
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  testMatch: ['<rootDir>/**/*.test.{ts,mjs}'],
  testPathIgnorePatterns: ['/node_modules/'],
};
