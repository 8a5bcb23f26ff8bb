const base = require('./jest.swc');
// The README's start on a machine with nothing installed: real server processes on the embedded
// database (their own data directories), apart from the API tier.
module.exports = {
  ...base,
  rootDir: '..',
  reporters: ['default', ['<rootDir>/test/setup/json-reporter.js', { name: 'start' }]],
  displayName: 'start',
  testMatch: ['<rootDir>/test/start/**/*.spec.ts'],
  testTimeout: 180000,
};
