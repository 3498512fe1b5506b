// Browser tests of the composed site: one site (built, deployed to a temp folder, served with an in-memory
// database) for the whole run, started by src/global-setup.mjs; tests run one at a time against it.
module.exports = {
  // The repository root (relative to this file), so that paths read as in the brief: e2e/test/**/*.e2e.test.ts.
  rootDir: '..',
  roots: ['<rootDir>/e2e'],
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/test/**/*.e2e.test.ts'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  globalSetup: '<rootDir>/e2e/src/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/src/global-teardown.mjs',
  maxWorkers: 1,
  // The first page of a run compiles nothing but still waits on a cold server and browser.
  testTimeout: 180_000,
  slowTestThreshold: 30,
  verbose: true,
};
