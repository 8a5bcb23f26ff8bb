const base = require('./jest.swc');
module.exports = {
  ...base,
  rootDir: '..',
  reporters: ['default', ['<rootDir>/test/setup/json-reporter.js', { name: 'browser' }]],
  displayName: 'browser',
  testMatch: ['<rootDir>/test/browser/**/*.spec.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  testSequencer: '<rootDir>/test/setup/slow-first-sequencer.js',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  // each worker in its own copy of the run's database, as the API tier: two files in parallel never
  // meet each other's rows (compliance rules, settings, plans)
  setupFilesAfterEnv: ['<rootDir>/test/setup/worker-database.ts'],
  // two browsers and two servers on two cores: the tests wait on the pages more than they compute; on the
  // embedded database (one in-memory server shared by the files) one at a time
  maxWorkers: process.env.DATABASE_URL ? Number(process.env.BROWSER_WORKERS ?? 2) : 1,
  testTimeout: 180000,
};
