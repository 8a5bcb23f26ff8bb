import { reportColumn } from '../../../core/reports/define-report';
import { L } from '../../../core/resource/label';
import type { FieldDecl, Label } from '../../../core/resource/resource.types';

// The columns and filters the dispatch reports share.

// A column the report works out (core's).
export const column = reportColumn;

export const shipownerFilter: FieldDecl = { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), readOnly: true, filter: 'eq' };
export const shipFilter: FieldDecl = { type: 'ref', ref: 'BoatShip', refLabel: 'name', refFilter: { shipownerId: 'shipownerId' }, label: L('船舶', 'Ship'), readOnly: true, filter: 'eq' };
export const dutyFilter: FieldDecl = { type: 'dict', dict: 'duty', label: L('职务', 'Rank'), readOnly: true, filter: 'eq' };
export const seafarerColumn: FieldDecl = { type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), readOnly: true, sortable: false };

// A date column as the API answers dates (YYYY-MM-DD), not as the driver's Date of local midnight.
export const dateColumn = (sql: string, label: Label) => ({ sql: `to_char(${sql}, 'YYYY-MM-DD')`, field: column('date', label) });

// Stints are seen with their seafarer (the crew rights), as the sea-service list shows them.
export const STINT_SCOPE = { of: 'BoatWork' };

// The columns of a stint (crew's view crew_stint as `w`) that lists of stints show, each report in its order.
export const STINT = {
  userId: { sql: 'w.userId', labelSql: 'w.seafarerName', field: seafarerColumn },
  shipId: { sql: 'w.shipId', field: shipFilter },
  shipownerId: { sql: 'w.shipownerId', field: shipownerFilter },
  duty: { sql: 'w.duty', field: dutyFilter },
  onboatDate: dateColumn('w.onboatDate', L('上船日期', 'Signed on')),
  planLeaveboatDate: dateColumn('w.planLeaveboatDate', L('计划下船日期', 'Planned sign-off')),
};
