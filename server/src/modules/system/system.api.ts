// What other modules may ask of the system module's tables (issue 20 §2).

// Database objects the system module owns beside its entities' tables.
export const SYSTEM_SQL = { views: [], sequences: [] } as const;

export { spreadsheetTemplate } from './templates/template.repository';
