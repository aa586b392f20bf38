// One test command for the whole tree: the API projects (node, real database) and,
// as they arrive, the front-end projects (jsdom, msw).
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/jest.api.config.js', '<rootDir>/jest.web.config.js'],
};
