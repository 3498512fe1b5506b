// Browser tests of the composed site: one site (built, deployed to a temp folder, served with an in-memory
// database) for the whole run, started by src/global-setup.mjs; tests run one at a time against it.
// The one jest base (tools/jest/base.cjs, node environment) with the e2e overrides.
const path = require('node:path');
const { createJestConfig } = require('../tools/jest/base.cjs');

// The repository root, so that paths read as in the brief: e2e/test/**/*.e2e.test.ts.
const base = createJestConfig({ rootDir: path.resolve(__dirname, '..'), environment: 'node' });
const [swcTransform] = Object.values(base.transform);

module.exports = {
  ...base,
  roots: ['<rootDir>/e2e'],
  testMatch: ['<rootDir>/e2e/test/**/*.e2e.test.ts'],
  // TypeScript, and typebox (ES modules only, reached through @fc/shared/contracts); the .mjs harness (global setup,
  // registry tooling) runs as native ES modules.
  transform: { '^.+\\.tsx?$': swcTransform, '/node_modules/typebox/.+\\.mjs$': swcTransform },
  globalSetup: '<rootDir>/e2e/src/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/src/global-teardown.mjs',
  maxWorkers: 1,
  // The first page of a run compiles nothing but still waits on a cold server and browser.
  testTimeout: 180_000,
  slowTestThreshold: 30,
  verbose: true,
};
