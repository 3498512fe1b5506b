// One jest base for every package: swc for TS/TSX, jsdom for the browser packages, node for the API.
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ rootDir: string, environment?: 'jsdom' | 'node', setupFiles?: string[] }} options */
function createJestConfig({ rootDir, environment = 'jsdom', setupFiles = [] }) {
  const browser = environment === 'jsdom';
  return {
    rootDir,
    testEnvironment: environment,
    transform: { '^.+\\.(t|j|mj)sx?$': swcTransform },
    // ESM-only packages in node_modules are transformed too.
    transformIgnorePatterns: ['/node_modules/(?!(wagmi|@wagmi|viem|ox|nanoid|jose|otplib|@otplib|typebox)/)'],
    moduleNameMapper: {
      // A JSON file imported whole under a query (a module of its own for webpack: mfe-market/src/routes.tsx).
      '^(.+\\.json)\\?all$': '$1',
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      '\\.(png|svg|jpg|jpeg|webp|gif)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [...(browser ? [path.join(__dirname, 'setup-dom.cjs')] : []), ...setupFiles],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    clearMocks: true,
  };
}

module.exports = { createJestConfig };
