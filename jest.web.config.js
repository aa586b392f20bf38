// Front-end tests: the shell, the areas and the shared kit in jsdom, with React Testing
// Library, and msw answering the API at the network level.
const { swcTransform } = require('./jest.swc');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/packages/web-kit/testing/jsdom-environment.ts',
  // msw must load its Node build, not the browser one that jsdom's conditions would pick.
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: [
    '<rootDir>/shell',
    '<rootDir>/mfe-public',
    '<rootDir>/mfe-ngo',
    '<rootDir>/mfe-volunteer',
    '<rootDir>/mfe-user',
    '<rootDir>/mfe-admin',
    '<rootDir>/packages/web-kit',
  ],
  testMatch: ['**/src/**/*.test.ts?(x)'],
  // CPU-bound and sharing nothing: a worker per core (jest's default leaves one idle, which on
  // two cores runs one file at a time). Ignored inside jest.config.js's projects, so
  // scripts/test.mjs passes it too.
  maxWorkers: '100%',
  // .ts files are parsed as plain TypeScript, so `<T>value` casts and generic arrows still parse.
  transform: {
    '^.+\\.tsx$': swcTransform({ tsx: true }),
    '^.+\\.ts$': swcTransform(),
  },
  // Jest cannot load a federated module: the runtime is replaced by local mock areas.
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/shell/test/federation-runtime-mock.tsx',
    // A font file is a URL in the bundle; jsdom loads no fonts.
    '\\.woff2$': '<rootDir>/packages/web-kit/testing/file-url.js',
    // Jest cannot load react-leaflet (ES modules only): the kit's Leaflet chunks are stubs.
    '^\\./leaflet-(incident-map|location-picker)$':
      '<rootDir>/packages/web-kit/testing/leaflet-$1.js',
    // jsdom has no canvas for Chart.js: the NGO analytics' chart module is a stub (the charts
    // are drawn in the e2e test).
    '^\\./analytics-chart$': '<rootDir>/mfe-ngo/src/testing/analytics-chart-stub.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/packages/web-kit/testing/jest-setup.ts'],
  globals: { __RELEASE_NOTE__: '' },
};
