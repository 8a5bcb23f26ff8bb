// The medium tier's factories (immich's test/medium.factory is the model): every API file makes its own
// rows through these, with unique codes and names per call, so no file depends on what another left.
export * from './factories/codes';
export * from './factories/people';
export * from './factories/flow-org';
export * from './factories/crew';
export * from './factories/dispatch';
export * from './factories/requests';
export { until } from './until';
export { BusinessStatus, ApprovalResult } from '../../server/src/workflow/flow-entity';
