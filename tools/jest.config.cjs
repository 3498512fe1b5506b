// Tests of the build, release and site tooling written in TypeScript (site app, webpack factory, route tables). They
// run as CommonJS through the shared swc transform, ESM-only packages (typebox, cookie) included. The registry's
// native ES modules have their own config (jest.esm.config.cjs).
const { createJestConfig } = require('./jest/base.cjs');

const base = createJestConfig({ rootDir: __dirname, environment: 'node' });

module.exports = {
  ...base,
  // light-my-request (Fastify's inject) requires `cookie`, which ships ES modules only.
  transformIgnorePatterns: base.transformIgnorePatterns.map((pattern) => pattern.replace('typebox)', 'typebox|cookie)')),
  testMatch: ['<rootDir>/**/*.test.ts'],
  // tools/art is a project of its own (tools/art/project.json) with its own tests.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/art/'],
};
