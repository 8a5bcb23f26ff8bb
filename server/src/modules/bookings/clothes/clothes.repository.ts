import type { EntityManager } from 'typeorm';
import { returning } from '../../../core/database/sql';
import { sqlText } from '../../../core/database/sql-literal';
import { YES_NO } from '../../system/system.states';
import type { StockMove } from './clothes-transitions';

// The work-clothes module's SQL. Lock order, kept by every write: the orders (by id), then their lines
// (by id), then the catalogue rows whose stock moves (by id), so two clerks never wait on each other in
// a circle. A line's own edit (the generic update, which locks the line first) never takes its order's
// lock: it changes nothing of the order (a draft's line edited leaves the draft a draft). A stock count
// (adjustStock) locks its catalogue row alone.

export interface CatalogueRow {
  id: number;
  garment_type: string;
  clothing_small_class: string;
  size: string;
  unit: string;
  stock: number;
  reserved: number;
  available: number;
}

const CATALOGUE_COLUMNS = 'id, garment_type, clothing_small_class, size, unit, stock, reserved, available';

export async function catalogueRow(m: EntityManager, id: number): Promise<CatalogueRow | undefined> {
  const [row] = await m.query(`SELECT ${CATALOGUE_COLUMNS} FROM boat_clothing_clothes WHERE id = $1`, [id]);
  return row;
}

// The catalogue rows of a garment, of a sub-class and a size where given, in catalogue order (sub-class,
// then the row made first): where a line names no sub-class, the first with enough free is taken.
export async function catalogueRows(m: EntityManager, garmentType: string, smallClass: string | null, size: string | null): Promise<CatalogueRow[]> {
  return m.query(
    `SELECT ${CATALOGUE_COLUMNS} FROM boat_clothing_clothes
      WHERE garment_type = $1 AND ($2::varchar IS NULL OR clothing_small_class = $2) AND ($3::varchar IS NULL OR size = $3)
      ORDER BY clothing_small_class, id`,
    [garmentType, smallClass, size],
  );
}

// How a move changes a row, and when it may: never below zero (the conditions), in one statement so two
// clerks taking the last pieces at once cannot both have them (the second re-reads the row it waited for).
const MOVES: Record<StockMove, { set: string; when: string }> = {
  reserve: { set: 'reserved = reserved + $2, available = available - $2', when: 'available >= $2' },
  release: { set: 'reserved = reserved - $2, available = available + $2', when: 'reserved >= $2' },
  send: { set: 'stock = stock - $2, reserved = reserved - $2', when: 'reserved >= $2 AND stock >= $2' },
  restock: { set: 'stock = stock + $2, available = available + $2', when: 'TRUE' },
};
// a row's moves in one call: releases before reservations (a line changed to more of the same size)
const ORDER: Record<StockMove, number> = { release: 0, restock: 1, send: 2, reserve: 3 };

export interface StockChange {
  clothesId: number;
  move: StockMove;
  n: number;
}

// Moves the stock, by catalogue row in id order; answers the first move refused (nothing of the call is
// to be kept then: the caller throws and the transaction rolls back), with the row as it stood.
export async function moveStock(m: EntityManager, changes: StockChange[]): Promise<{ change: StockChange; row: CatalogueRow } | null> {
  const sorted = [...changes].filter((c) => c.n > 0).sort((a, b) => a.clothesId - b.clothesId || ORDER[a.move] - ORDER[b.move]);
  for (const c of sorted) {
    const { set, when } = MOVES[c.move];
    const done = await returning(m, `UPDATE boat_clothing_clothes SET ${set}, version = version + 1, updated_at = now() WHERE id = $1 AND ${when} RETURNING id`, [c.clothesId, c.n]);
    if (!done.length) return { change: c, row: (await catalogueRow(m, c.clothesId))! };
  }
  return null;
}

// A stock count or a delivery in (adjustStock): `change` pieces more (or fewer) in the store, never
// fewer than are reserved. Answers the row after, or undefined when refused.
export async function adjustStock(m: EntityManager, id: number, change: number, by: number | null): Promise<CatalogueRow | undefined> {
  const [row] = await returning<CatalogueRow>(
    m,
    `UPDATE boat_clothing_clothes SET stock = stock + $2, available = available + $2, version = version + 1, updated_at = now(), updated_by = $3
      WHERE id = $1 AND available + $2 >= 0 RETURNING ${CATALOGUE_COLUMNS}`,
    [id, change, by],
  );
  return row;
}

export async function lockCatalogueRow(m: EntityManager, id: number): Promise<CatalogueRow | undefined> {
  const [row] = await m.query(`SELECT ${CATALOGUE_COLUMNS} FROM boat_clothing_clothes WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

// how many order lines take their stock from a catalogue row (it is not deleted while any does)
export async function linesOfCatalogueRow(m: EntityManager, id: number): Promise<number> {
  const [{ n }] = await m.query('SELECT count(*)::int AS n FROM boat_clothing_staff WHERE clothes_id = $1', [id]);
  return n;
}

export interface OrderRow {
  id: number;
  code: string;
  user_id: number;
  clothes_status: string;
  return_due: string;
  dispatch_code: string | null;
}

// orders locked in id order (the first lock of every write)
export async function lockOrders(m: EntityManager, ids: number[]): Promise<OrderRow[]> {
  if (!ids.length) return [];
  return m.query(
    'SELECT id, code, user_id, clothes_status, return_due, dispatch_code FROM boat_clothing_order WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [[...new Set(ids)]],
  );
}

export interface LineRow {
  id: number;
  order_id: number;
  user_id: number;
  clothes_id: number;
  garment_type: string;
  clothing_small_class: string | null;
  size: string | null;
  number_of_units: number;
  clothes_status: string;
  shipped_on: string | null;
  received_on: string | null;
}

const LINE_COLUMNS = 'id, order_id, user_id, clothes_id, garment_type, clothing_small_class, size, number_of_units, clothes_status, shipped_on::text, received_on::text';

// the orders the lines belong to, read before any lock so the orders are locked first
export async function ordersOfLines(m: EntityManager, lineIds: number[]): Promise<number[]> {
  if (!lineIds.length) return [];
  const rows: Array<{ order_id: number }> = await m.query('SELECT DISTINCT order_id FROM boat_clothing_staff WHERE id = ANY($1::int[])', [lineIds]);
  return rows.map((r) => r.order_id);
}

// lines locked in id order, by their ids or by their orders'
export async function lockLines(m: EntityManager, of: { ids: number[] } | { orderIds: number[] }): Promise<LineRow[]> {
  const [column, ids] = 'ids' in of ? ['id', of.ids] : ['order_id', of.orderIds];
  if (!ids.length) return [];
  return m.query(`SELECT ${LINE_COLUMNS} FROM boat_clothing_staff WHERE ${column} = ANY($1::int[]) ORDER BY id FOR UPDATE`, [ids]);
}

export interface LinePatch {
  state: string;
  returnDue?: string;
  courier?: string | null;
  trackingNo?: string | null;
  shippedOn?: string | null;
  receivedOn?: string | null;
  returnedOn?: string | null;
}

// a move of lines' state with what it records (who moved them, when; the parcel sent)
export async function setLines(m: EntityManager, ids: number[], p: LinePatch, by: number | null): Promise<void> {
  if (!ids.length) return;
  const sets = ['clothes_status = $2', 'version = version + 1', 'updated_at = now()', 'updated_by = $3'];
  const params: unknown[] = [ids, p.state, by];
  const columns: Array<[keyof LinePatch, string]> = [['returnDue', 'return_due'], ['courier', 'courier'], ['trackingNo', 'tracking_no'], ['shippedOn', 'shipped_on'], ['receivedOn', 'received_on'], ['returnedOn', 'returned_on']];
  for (const [key, column] of columns) {
    if (p[key] === undefined) continue;
    params.push(p[key]);
    sets.push(`${column} = $${params.length}`);
  }
  await m.query(`UPDATE boat_clothing_staff SET ${sets.join(', ')} WHERE id = ANY($1::int[])`, params);
}

export async function deleteLines(m: EntityManager, orderIds: number[]): Promise<void> {
  if (orderIds.length) await m.query('DELETE FROM boat_clothing_staff WHERE order_id = ANY($1::int[])', [orderIds]);
}

// Each order's lines as its state reads them (order-state.rule.ts): their states, and whether any is to
// be returned.
export async function linesByOrder(m: EntityManager, orderIds: number[]): Promise<Map<number, { states: string[]; returnDue: boolean }>> {
  const rows: Array<{ order_id: number; states: string[]; due: boolean }> = orderIds.length
    ? await m.query(
        `SELECT order_id, array_agg(clothes_status) AS states, bool_or(return_due = ${sqlText(YES_NO.Yes)}) AS due
           FROM boat_clothing_staff WHERE order_id = ANY($1::int[]) GROUP BY order_id`,
        [orderIds],
      )
    : [];
  return new Map(rows.map((r) => [r.order_id, { states: r.states, returnDue: r.due }]));
}

export async function setOrder(m: EntityManager, id: number, p: { state: string; returnDue: string; submitted?: boolean }, by: number | null): Promise<void> {
  await m.query(
    `UPDATE boat_clothing_order SET clothes_status = $2, return_due = $3, submitted_at = CASE WHEN $4 THEN now() ELSE submitted_at END,
            version = version + 1, updated_at = now(), updated_by = $5
      WHERE id = $1`,
    [id, p.state, p.returnDue, !!p.submitted, by],
  );
}

// the orders' numbers and states (the dispatch plan's check items)
export async function orderSummaries(m: EntityManager, ids: number[]): Promise<Array<{ id: number; code: string; clothes_status: string; return_due: string }>> {
  if (!ids.length) return [];
  return m.query('SELECT id, code, clothes_status, return_due FROM boat_clothing_order WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
}
