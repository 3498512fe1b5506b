const { createJestConfig } = require('../tools/jest/base.cjs');

const base = createJestConfig({ rootDir: __dirname, environment: 'node' });
const [swcTransform] = Object.values(base.transform);

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    // PGlite's CommonJS build loads node built-ins with import(), which Jest's VM refuses without
    // --experimental-vm-modules; compiled by swc those become require() calls.
    '/@electric-sql/pglite/dist/.+\\.cjs$': swcTransform,
  },
  // typebox 1.x (the TypeBox of @fastify/type-provider-typebox) ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(typebox|otplib|@otplib|@electric-sql|cookie)/)'],
  // Each test file starts its own database (PGlite takes a few seconds to boot).
  testTimeout: 30_000,
};
