import type { EntityManager } from 'typeorm';
import { sqlText } from '../../core/database/sql-literal';
import { SHIP_STATUS } from './clients.states';

// The clients module's SQL (issue 20 §2: a module's SQL lives in its repository files). Other modules ask
// through clients.api.ts and ship-owner.rule.ts, which call these.

// the shipowners a staff user serves
export async function shipownerIdsOfUser(m: EntityManager, userId: number): Promise<number[]> {
  const rows: Array<{ shipowner_id: number }> = await m.query('SELECT shipowner_id FROM sys_user_shipowner WHERE user_id = $1', [userId]);
  return rows.map((r) => r.shipowner_id);
}

// the ships named, with their shipowners
export function shipsWithOwners(m: EntityManager, ids: number[]): Promise<Array<{ id: number; shipowner_id: number }>> {
  return m.query('SELECT id, shipowner_id FROM boat_ship WHERE id = ANY($1::int[])', [ids]);
}

export interface CompanyWithShips {
  id: number;
  code: string;
  name: string;
  ships: number;
}

// shipowners that have ships, with how many
export function companiesWithShips(m: EntityManager): Promise<CompanyWithShips[]> {
  return m.query(
    `SELECT o.id, o.code, o.name, count(s.id)::int AS ships FROM boat_ship_owner o JOIN boat_ship s ON s.shipowner_id = o.id
        GROUP BY o.id ORDER BY o.code`,
  );
}

export interface ShipChoice {
  id: number;
  name: string;
  enName: string | null;
  shipownerId: number;
}

// ships in service, of one shipowner or of all (null), by name
export function shipsInService(m: EntityManager, shipownerId: number | null): Promise<ShipChoice[]> {
  return m.query(
    `SELECT id, name, en_name AS "enName", shipowner_id AS "shipownerId" FROM boat_ship
        WHERE status = ${sqlText(SHIP_STATUS.InService)} AND ($1::int IS NULL OR shipowner_id = $1) ORDER BY name LIMIT 2000`,
    [shipownerId],
  );
}
