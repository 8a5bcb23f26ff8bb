import { workerDatabase } from './test-database';

// Runs before every test file (setupFiles): on a PostgreSQL server each worker works in its own copy of
// the run's template, so files in parallel workers never see each other's rows.
const template = process.env.TEST_TEMPLATE_URL;
if (template) {
  const worker = process.env.JEST_WORKER_ID ?? '1';
  beforeAll(async () => {
    process.env.TEST_DATABASE_URL = await workerDatabase(template, worker);
  });
}
