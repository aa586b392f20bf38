// End-to-end journeys: the whole app started as `npm start` starts it, driven in Debian's
// Chromium with playwright-core. Run alone (`jest -c jest.e2e.config.js --runInBand`).
const { swcTransform } = require('./jest.swc');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  // tests/: journeys in the browser; reliability/: fault, fuzz and restart checks of the API.
  testMatch: ['**/tests/**/*.test.ts', '<rootDir>/e2e/reliability/**/*.test.ts'],
  transform: { '^.+\\.ts$': swcTransform() },
  // Builds the front end first, skipping what is up to date.
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  testTimeout: 120_000,
};
