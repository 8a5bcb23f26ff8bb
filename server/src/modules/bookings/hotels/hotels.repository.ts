import type { EntityManager } from 'typeorm';
import { sqlIn, sqlText } from '../../../core/database/sql-literal';
import { ClientsSql } from '../../clients/clients.api';
import { BoatHotel } from './entities/boat-hotel.entity';
import { BoatHotelStaff } from './entities/boat-hotel-staff.entity';
import { HOLDING_STATES, SETTLE_STATUS, STAY_STATE } from './hotels.states';

// The hotels' SQL (issue 20 §2: a module's SQL lives in its repository files). Lock order, as every
// workflow command takes it: the flow instance, then the application (boat_hotel), then its stays
// (boat_hotel_staff, in id order). A command on one stay finds its application without locking the stay,
// locks the instance and the application, then the stay.

export interface StayRow {
  id: number;
  hotel_apply_id: number;
  user_id: number;
  hotel_id: number;
  room_type: string;
  check_in: string;
  check_out: string;
  nights: number;
  price: string;
  currency: string;
  amount: string;
  reason: string | null;
  reservations_status: string;
  settle_status: string;
  settled_at: Date | null;
  renews_id: number | null;
}

const STAY_COLUMNS = `s.id, s.hotel_apply_id, s.user_id, s.hotel_id, s.room_type, to_char(s.check_in, 'YYYY-MM-DD') AS check_in,
  to_char(s.check_out, 'YYYY-MM-DD') AS check_out, s.nights, s.price, s.currency, s.amount, s.reason, s.reservations_status,
  s.settle_status, s.settled_at, s.renews_id`;

export interface ApplicationRow {
  id: number;
  code: string | null;
  status: string;
  instance_id: string | null;
  origin_id: number | null;
}

// ---- contracts

export async function roomPrice(m: EntityManager, hotelId: number, roomType: string): Promise<{ price: string; currency: string } | undefined> {
  const [row] = await m.query('SELECT price, currency FROM boat_hotel_room WHERE hotel_id = $1 AND room_type = $2', [hotelId, roomType]);
  return row;
}

export async function hotelOf(m: EntityManager, id: number): Promise<{ id: number; name: string; en_name: string | null; city: string } | undefined> {
  const [row] = await m.query('SELECT id, name, en_name, city FROM boat_hotel_base WHERE id = $1', [id]);
  return row;
}

export async function hotelNamed(m: EntityManager, city: string, name: string): Promise<number | undefined> {
  const [row] = await m.query('SELECT id FROM boat_hotel_base WHERE city = $1 AND lower(name) = lower($2)', [city, name]);
  return row?.id;
}

export async function roomOfHotel(m: EntityManager, hotelId: number, roomType: string): Promise<number | undefined> {
  const [row] = await m.query('SELECT id FROM boat_hotel_room WHERE hotel_id = $1 AND room_type = $2', [hotelId, roomType]);
  return row?.id;
}

export async function hotelStayCount(m: EntityManager, hotelId: number): Promise<number> {
  const [row] = await m.query('SELECT count(*)::int AS n FROM boat_hotel_staff WHERE hotel_id = $1', [hotelId]);
  return row.n;
}

export async function dropRooms(m: EntityManager, hotelIds: number[]): Promise<void> {
  await m.query('DELETE FROM boat_hotel_room WHERE hotel_id = ANY($1)', [hotelIds]);
}

// The hotel a sign-on in this port books by default, and its room: a contracted hotel of the port (the
// one used most, then the first made) and its twin room where contracted, else its cheapest room.
export async function hotelInPort(m: EntityManager, port: string, preferredRoom: string): Promise<{ hotelId: number; roomType: string } | undefined> {
  const [row] = await m.query(
    `SELECT h.id AS "hotelId", r.room_type AS "roomType"
       FROM boat_hotel_base h
       JOIN LATERAL (SELECT room_type FROM boat_hotel_room WHERE hotel_id = h.id
                      ORDER BY room_type = $2 DESC, price, room_type LIMIT 1) r ON true
      WHERE h.city = $1
      ORDER BY (SELECT count(*) FROM boat_hotel_staff s WHERE s.hotel_id = h.id) DESC, h.id
      LIMIT 1`,
    [port, preferredRoom],
  );
  return row;
}

// the room type of a hotel to book when none was chosen: the preferred one where contracted, else the cheapest
export async function defaultRoom(m: EntityManager, hotelId: number, preferredRoom: string): Promise<string | undefined> {
  const [row] = await m.query('SELECT room_type FROM boat_hotel_room WHERE hotel_id = $1 ORDER BY room_type = $2 DESC, price, room_type LIMIT 1', [hotelId, preferredRoom]);
  return row?.room_type;
}

// getTree: every hotel with its rooms, city by city
export function hotelsWithRooms(m: EntityManager): Promise<Array<Record<string, unknown>>> {
  return m.query(
    `SELECT h.id, h.city, h.name, h.en_name AS "enName", h.address, h.phone, h.supplier_id AS "supplierId", h.remarks,
            COALESCE(json_agg(json_build_object('id', r.id, 'hotelId', r.hotel_id, 'roomType', r.room_type, 'price', r.price,
                                                'currency', r.currency, 'breakfast', r.breakfast) ORDER BY r.room_type) FILTER (WHERE r.id IS NOT NULL), '[]') AS rooms
       FROM boat_hotel_base h LEFT JOIN boat_hotel_room r ON r.hotel_id = h.id
      GROUP BY h.id ORDER BY h.city, h.name, h.id`,
  );
}

// ---- seafarers and ships

// a ship's names (the clients module's), for the reason a dispatch order's hotel is booked for
export async function shipOf(m: EntityManager, id: number): Promise<{ name: string; en_name: string | null } | undefined> {
  const [row] = await m.query(`SELECT name, en_name FROM ${ClientsSql.ships} s WHERE id = $1`, [id]);
  return row;
}

// Another stay of the seafarer holding a room on one of these nights (check-out day excluded: the next
// guest of the room checks in that day).
export async function overlappingStay(m: EntityManager, userId: number, checkIn: string, checkOut: string, exceptId: number | null): Promise<{ id: number; code: string | null; check_in: string; check_out: string } | undefined> {
  const [row] = await m.query(
    `SELECT s.id, a.code, to_char(s.check_in, 'YYYY-MM-DD') AS check_in, to_char(s.check_out, 'YYYY-MM-DD') AS check_out
       FROM boat_hotel_staff s JOIN boat_hotel a ON a.id = s.hotel_apply_id
      WHERE s.user_id = $1 AND s.reservations_status IN ${sqlIn(...HOLDING_STATES)}
        AND s.check_in < $3::date AND s.check_out > $2::date AND s.id IS DISTINCT FROM $4
      ORDER BY s.check_in LIMIT 1`,
    [userId, checkIn, checkOut, exceptId],
  );
  return row;
}

// ---- applications and stays

export async function applicationOf(m: EntityManager, id: number, lock = false): Promise<ApplicationRow | undefined> {
  const [row] = await m.query(`SELECT id, code, status, instance_id, origin_id FROM boat_hotel WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
  return row;
}

export function staysOf(m: EntityManager, applyId: number, lock = false): Promise<StayRow[]> {
  return m.query(`SELECT ${STAY_COLUMNS} FROM boat_hotel_staff s WHERE s.hotel_apply_id = $1 ORDER BY s.id ${lock ? 'FOR UPDATE' : ''}`, [applyId]);
}

export async function stayOf(m: EntityManager, id: number, lock = false): Promise<StayRow | undefined> {
  const [row] = await m.query(`SELECT ${STAY_COLUMNS} FROM boat_hotel_staff s WHERE s.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
  return row;
}

export async function setStay(m: EntityManager, id: number, patch: Partial<BoatHotelStaff>): Promise<void> {
  await m.createQueryBuilder().update(BoatHotelStaff).set(patch).where('id = :id', { id }).execute();
}

export async function setApplication(m: EntityManager, id: number, patch: Partial<BoatHotel>): Promise<void> {
  await m.createQueryBuilder().update(BoatHotel).set(patch).where('id = :id', { id }).execute();
}

export async function deleteStaysOf(m: EntityManager, applyIds: number[]): Promise<void> {
  await m.query('DELETE FROM boat_hotel_staff WHERE hotel_apply_id = ANY($1)', [applyIds]);
}

// The application's totals from its stays still open or done (cancelled and rejected ones count for
// nothing): guests, the longest stay, the amount, its one currency.
export async function refreshTotals(m: EntityManager, applyId: number): Promise<{ guests: number; nights: number; amount: string; currency: string | null; amountCny: string | null }> {
  const [t] = await m.query(
    `SELECT count(*)::int AS guests, COALESCE(max(nights), 0)::int AS nights, COALESCE(sum(amount), 0)::numeric(19,4)::text AS amount, min(currency) AS currency
       FROM boat_hotel_staff WHERE hotel_apply_id = $1 AND reservations_status NOT IN ${sqlIn(STAY_STATE.CancelConfirmed, STAY_STATE.Rejected)}`,
    [applyId],
  );
  const totals = { ...t, amountCny: t.currency === 'CNY' ? t.amount : null };
  await setApplication(m, applyId, totals);
  return totals;
}

// the one currency of the application's other stays, if any
export async function currencyOf(m: EntityManager, applyId: number, exceptId: number | null): Promise<string | undefined> {
  const [row] = await m.query('SELECT currency FROM boat_hotel_staff WHERE hotel_apply_id = $1 AND id IS DISTINCT FROM $2 LIMIT 1', [applyId, exceptId]);
  return row?.currency;
}

// The extension of a stay still standing (not cancelled nor rejected), with its application's number.
export async function openExtension(m: EntityManager, stayId: number): Promise<{ id: number; code: string | null } | undefined> {
  const [row] = await m.query(
    `SELECT s.id, a.code FROM boat_hotel_staff s JOIN boat_hotel a ON a.id = s.hotel_apply_id
      WHERE s.renews_id = $1 AND s.reservations_status NOT IN ${sqlIn(STAY_STATE.CancelConfirmed, STAY_STATE.Rejected)} LIMIT 1`,
    [stayId],
  );
  return row;
}

// the applications of these (check items' applications) and the renewals extending their stays
export async function withRenewals(m: EntityManager, ids: number[]): Promise<number[]> {
  const rows: Array<{ id: number }> = await m.query('SELECT id FROM boat_hotel WHERE id = ANY($1) OR origin_id = ANY($1) ORDER BY id', [ids]);
  return rows.map((r) => r.id);
}

// each application's number, state and hotel as the plan view shows them beside its order (its first
// stay: a check item's application has the one)
export function linkSummaries(m: EntityManager, ids: number[]): Promise<Array<{ id: number; code: string | null; state: string | null; hotel: string | null; hotel_en: string | null }>> {
  return m.query(
    `SELECT a.id, a.code, s.reservations_status AS state, h.name AS hotel, h.en_name AS hotel_en
       FROM boat_hotel a
       LEFT JOIN LATERAL (SELECT reservations_status, hotel_id FROM boat_hotel_staff WHERE hotel_apply_id = a.id ORDER BY id LIMIT 1) s ON true
       LEFT JOIN boat_hotel_base h ON h.id = s.hotel_id
      WHERE a.id = ANY($1)`,
    [ids],
  );
}

// ---- settlement

export interface SettleRow {
  id: number;
  reservations_status: string;
  settle_status: string;
  billable: string;
}

export function lockForSettle(m: EntityManager, ids: number[]): Promise<SettleRow[]> {
  return m.query('SELECT id, reservations_status, settle_status, billable FROM boat_hotel_staff WHERE id = ANY($1) ORDER BY id FOR UPDATE', [ids]);
}

export async function markSettled(m: EntityManager, ids: number[], by: number | null): Promise<void> {
  await m.query(`UPDATE boat_hotel_staff SET settle_status = ${sqlText(SETTLE_STATUS.Settled)}, settled_by = $2, settled_at = now(), updated_at = now(), version = version + 1 WHERE id = ANY($1)`, [ids, by]);
}

// the applications the stays belong to, in id order (the order they are locked in)
export async function applicationsOfStays(m: EntityManager, ids: number[]): Promise<number[]> {
  const rows: Array<{ id: number }> = await m.query('SELECT DISTINCT hotel_apply_id AS id FROM boat_hotel_staff WHERE id = ANY($1) ORDER BY 1', [ids]);
  return rows.map((r) => r.id);
}

// The stays of these ids as an expense claim sees them (expenses.api.ts): whose, and whether the company
// paid the hotel: booked with it (or being cancelled with it, its fee the company's), or settled
export async function staysForClaims(m: EntityManager, ids: number[]): Promise<Array<{ id: number; seafarerId: number; companyPaid: boolean }>> {
  return m.query(
    `SELECT id, user_id AS "seafarerId",
            (reservations_status IN ${sqlIn(STAY_STATE.Booked, STAY_STATE.BookedAwaitingCancel)} OR settle_status = ${sqlText(SETTLE_STATUS.Settled)}) AS "companyPaid"
       FROM boat_hotel_staff WHERE id = ANY($1::int[])`,
    [ids],
  );
}
