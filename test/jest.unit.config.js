const base = require('./jest.swc');
module.exports = {
  ...base,
  rootDir: '..',
  reporters: ['default', ['<rootDir>/test/setup/json-reporter.js', { name: 'unit' }]],
  displayName: 'unit',
  testMatch: ['<rootDir>/test/unit/**/*.spec.ts', '<rootDir>/web/src/**/__tests__/**/*.spec.ts'],
};
