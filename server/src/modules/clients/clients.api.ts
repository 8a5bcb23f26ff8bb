import type { EntityManager } from 'typeorm';
import { shipownerIdsOfUser } from './clients.repository';

// What other modules may ask of the clients module's tables (issue 20 §2: a table is read or written only
// by its owning module, which the layering test holds every file to). The rule for a ship and its
// shipowner is in ship-owner.rule.ts (shipOwners, assertShipOfOwner).

// Database objects clients owns beside its entities' tables.
export const CLIENTS_SQL = { views: [], sequences: [] } as const;

// Relations other modules may join where a list needs clients' facts row by row in one statement (a plan's
// ships, the compliance check of 500 orders, a data scope's condition): a plain sub-select of one table
// with the columns clients promises. The planner pulls a plain sub-select up into the query, so it reads
// the table's indexes as before; clients may change its tables behind them.
export const ClientsSql = {
  // id, name, en_name, ship_type, shipowner_id
  ships: '(SELECT id, name, en_name, ship_type, shipowner_id FROM boat_ship)',
  // the shipowners a staff user serves: user_id, shipowner_id
  userShipowners: '(SELECT user_id, shipowner_id FROM sys_user_shipowner)',
} as const;

// the shipowners a staff user serves (none: not limited to some)
export function shipownersOfUser(m: EntityManager, userId: number): Promise<number[]> {
  return shipownerIdsOfUser(m, userId);
}
