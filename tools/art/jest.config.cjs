// The art generator's tests: pure functions in Node, plus one build of the whole resources folder.
const { createJestConfig } = require('../jest/base.cjs');

module.exports = { ...createJestConfig({ rootDir: __dirname, environment: 'node' }), testMatch: ['<rootDir>/src/**/*.test.ts'] };
