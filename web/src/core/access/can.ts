// THE one permission rule, shared with the server's guard (imported, never copied).
// Relative path rather than an alias so Vite, tsc and the jest unit tests resolve it without extra config.
export { ADMIN_ROLE_ID, can } from '../../../../server/src/core/access/can';
export type { Grant } from '../../../../server/src/core/access/can';
