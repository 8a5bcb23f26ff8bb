import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { applyDataScope } from '../../../core/access/data-scope';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import type { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { FieldDecl, Label } from '../../../core/resource/resource.types';

// The columns and filters the dispatch reports share, and the conditions of those not yet declared as
// reports (core/reports): their paging and exports by key are core's (report-rows.ts), as are their
// period and date range.

// A column the report works out.
export const column = (type: FieldDecl['type'], label: Label, more: Partial<FieldDecl> = {}): FieldDecl => ({ type, label, readOnly: true, sortable: false, ...more });

export const shipownerFilter: FieldDecl = { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), readOnly: true, filter: 'eq' };
export const shipFilter: FieldDecl = { type: 'ref', ref: 'BoatShip', refLabel: 'name', refFilter: { shipownerId: 'shipownerId' }, label: L('船舶', 'Ship'), readOnly: true, filter: 'eq' };
export const dutyFilter: FieldDecl = { type: 'dict', dict: 'duty', label: L('职务', 'Rank'), readOnly: true, filter: 'eq' };
export const seafarerColumn: FieldDecl = { type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), readOnly: true, sortable: false };
// The declared eq filters the caller sent, on the query's columns (name → SQL column).
export function eqFilters(qb: SelectQueryBuilder<ObjectLiteral>, ctx: OpContext, columns: Record<string, string>): void {
  for (const [name, col] of Object.entries(columns)) {
    const v = ctx.body[name];
    if (v !== undefined && v !== null && v !== '') qb.andWhere(`${col} = :rf_${name}`, { [`rf_${name}`]: v });
  }
}

// Rows the caller may see, as the resource `scopeOf` (BoatPlanDispatch, BoatWork) shows them: orders and
// stints are seen with their seafarer (the crew rights).
export function scoped<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, ctx: OpContext, registry: ResourceRegistry, scopeOf: string): SelectQueryBuilder<T> {
  const def = registry.resource(scopeOf);
  if (!def) throw new Error(`dispatch reports: no resource ${scopeOf}`);
  return applyDataScope(qb, def, ctx.user, (n) => registry.resource(n));
}
