// One test command for the whole tree: the unit tier (pure rules, no server), the API
// (node, real database) and the front end (jsdom, msw).
/** @type {import('jest').Config} */
module.exports = {
  // A project's own testTimeout is ignored when projects run together: set it here.
  testTimeout: 30000,
  projects: [
    '<rootDir>/jest.unit.config.js',
    '<rootDir>/jest.api.config.js',
    '<rootDir>/jest.web.config.js',
  ],
};
