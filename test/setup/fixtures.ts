// Kept for branches written before test/setup/factories.ts: new tests import the factories.
export * from './factories';
