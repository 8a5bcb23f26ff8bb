const base = require('./jest.swc');
module.exports = {
  ...base,
  rootDir: '..',
  reporters: ['default', ['<rootDir>/test/setup/json-reporter.js', { name: 'browser' }]],
  displayName: 'browser',
  testMatch: ['<rootDir>/test/browser/**/*.spec.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 180000,
};
