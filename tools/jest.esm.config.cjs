// Tests of the registry tooling, which is native ES modules (import.meta): Jest runs them with
// --experimental-vm-modules (the `test` target), untransformed.
const { createJestConfig } = require('./jest/base.cjs');

const base = createJestConfig({ rootDir: __dirname, environment: 'node' });

module.exports = {
  ...base,
  transform: {},
  testMatch: ['<rootDir>/**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/'],
};
