const base = require('./jest.swc');
module.exports = {
  ...base,
  rootDir: '..',
  reporters: ['default', ['<rootDir>/test/setup/json-reporter.js', { name: 'api' }]],
  displayName: 'api',
  testMatch: ['<rootDir>/test/api/**/*.spec.ts', '<rootDir>/server/src/**/__tests__/**/*.spec.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 120000,
};
