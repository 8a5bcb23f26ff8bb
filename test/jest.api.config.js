const base = require('./jest.swc');
// On a PostgreSQL server the files run in parallel workers, each in its own copy of the run's template
// database (setup/worker-database.ts); on the embedded database (one in-memory server) one at a time.
module.exports = {
  ...base,
  rootDir: '..',
  reporters: ['default', ['<rootDir>/test/setup/json-reporter.js', { name: 'api' }]],
  displayName: 'api',
  testMatch: ['<rootDir>/test/api/**/*.spec.ts', '<rootDir>/server/src/**/__tests__/**/*.spec.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  testSequencer: '<rootDir>/test/setup/slow-first-sequencer.js',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/setup/worker-database.ts'],
  // three workers on two cores: many files wait on timers, leases, terminated connections and sockets
  // more than they compute, and a third worker fills that time (331 s in two, 215 s in three, measured)
  maxWorkers: process.env.DATABASE_URL ? Number(process.env.API_WORKERS ?? 3) : 1,
  testTimeout: 120000,
};
