// Integration tests of the services and the gateway: real HTTP, real database.
const { swcTransform } = require('./jest.swc');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/services', '<rootDir>/gateway', '<rootDir>/packages'],
  testMatch: ['**/test/**/*.test.ts'],
  // Tests that need no server run in the unit project (jest.unit.config.js).
  testPathIgnorePatterns: ['/node_modules/', '/test/unit/'],
  transform: { '^.+\\.ts$': swcTransform() },
  globalSetup: '<rootDir>/packages/testkit/src/global-setup.ts',
  globalTeardown: '<rootDir>/packages/testkit/src/global-teardown.ts',
  testTimeout: 30000,
};
