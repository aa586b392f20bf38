// One test command for the whole tree: the API projects (node, real database) and,
// as they arrive, the front-end projects (jsdom, msw).
/** @type {import('jest').Config} */
module.exports = {
  // A project's own testTimeout is ignored when projects run together: set it here.
  testTimeout: 30000,
  projects: ['<rootDir>/jest.api.config.js', '<rootDir>/jest.web.config.js'],
};
