// The fast tier: pure domain rules (case actions, paging cursors, report coordinates, the
// policy) and other code that needs no server, no database and no browser. No global set-up,
// so it starts in a second; `npm test` runs it first.
const { swcTransform } = require('./jest.swc');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'unit',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/services', '<rootDir>/gateway', '<rootDir>/packages', '<rootDir>/lint'],
  // test/unit/ of a service or package (not src/, which the images ship); the api project
  // leaves these folders out.
  testMatch: ['**/test/unit/**/*.test.ts'],
  transform: { '^.+\\.ts$': swcTransform() },
};
