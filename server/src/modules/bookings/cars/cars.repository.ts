import type { EntityManager } from 'typeorm';
import { localTimeZone } from '../../../core/config/local-date';
import { sqlIn } from '../../../core/database/sql-literal';
import { CrewSql } from '../../crew/crew.api';
import { HOLDING } from './cars.states';

// The car module's SQL (issue 20 §2: a module's SQL lives in its repository files). Lock order, as every
// workflow command takes it: the flow instance, then the request, then its car, then its driver
// (lockCar before lockDriver). Booking a car or a driver is decided under the car's and the driver's row
// locks, so two requests racing for one car queue and the second sees the first.

export interface CarRow {
  id: number;
  plate_no: string;
  seats: number;
  in_service: string;
}

export interface DriverRow {
  id: number;
  name: string;
  on_duty: string;
}

export async function lockCar(m: EntityManager, id: number): Promise<CarRow | undefined> {
  const [row] = await m.query('SELECT id, plate_no, seats, in_service FROM boat_car WHERE id = $1 FOR UPDATE', [id]);
  return row;
}

export async function lockDriver(m: EntityManager, id: number): Promise<DriverRow | undefined> {
  const [row] = await m.query('SELECT id, name, on_duty FROM boat_car_driver WHERE id = $1 FOR UPDATE', [id]);
  return row;
}

export async function usualDriver(m: EntityManager, carId: number): Promise<number | null> {
  const [row] = await m.query('SELECT driver_id FROM boat_car WHERE id = $1', [carId]);
  return row?.driver_id ?? null;
}

export interface Clash {
  id: number;
  code: string | null;
  // its times on the company's wall clock, as the refusal names them
  from: string;
  to: string;
}

// Another request holding the car (or the driver) for times that overlap [start, end): in approval,
// approved and not yet completed. Touching ends do not overlap (one trip ends as the next begins).
async function clash(m: EntityManager, column: 'car_id' | 'driver_id', id: number, start: Date | string, end: Date | string, exceptId: number | null): Promise<Clash | undefined> {
  const [row] = await m.query(
    `SELECT id, code, to_char(gmt_start AT TIME ZONE $5, 'YYYY-MM-DD HH24:MI') AS "from", to_char(gmt_end AT TIME ZONE $5, 'YYYY-MM-DD HH24:MI') AS "to"
       FROM boat_use_car
      WHERE ${column} = $1 AND car_status IN ${sqlIn(...HOLDING)}
        AND gmt_start < $3 AND gmt_end > $2 AND id IS DISTINCT FROM $4
      ORDER BY gmt_start LIMIT 1`,
    [id, start, end, exceptId, localTimeZone()],
  );
  return row;
}

export const carClash = (m: EntityManager, carId: number, start: Date | string, end: Date | string, exceptId: number | null) => clash(m, 'car_id', carId, start, end, exceptId);
export const driverClash = (m: EntityManager, driverId: number, start: Date | string, end: Date | string, exceptId: number | null) => clash(m, 'driver_id', driverId, start, end, exceptId);

export interface RequestRow {
  id: number;
  code: string | null;
  status: string;
  car_status: string;
  instance_id: string | null;
  gmt_start: Date;
  gmt_end: Date;
  type: string;
  car_id: number | null;
  driver_id: number | null;
  passenger_count: number;
}

const REQUEST_COLUMNS = 'id, code, status, car_status, instance_id, gmt_start, gmt_end, type, car_id, driver_id, passenger_count';

// the request as it stands, not locked (the lock order wants its instance first)
export async function requestState(m: EntityManager, id: number): Promise<RequestRow | undefined> {
  const [row] = await m.query(`SELECT ${REQUEST_COLUMNS} FROM boat_use_car WHERE id = $1`, [id]);
  return row;
}

export async function lockRequest(m: EntityManager, id: number): Promise<RequestRow | undefined> {
  const [row] = await m.query(`SELECT ${REQUEST_COLUMNS} FROM boat_use_car WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export interface RequestPatch {
  state?: string;
  carId?: number | null;
  driverId?: number | null;
  plateNo?: string | null;
  driverName?: string | null;
  driverPhone?: string | null;
  reviewedBy?: number | null;
  km?: number;
  closedBy?: number | null;
}

// the module's own columns of a request, as its operations and flow hooks write them
export async function setRequest(m: EntityManager, id: number, p: RequestPatch): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const put = (column: string, v: unknown) => {
    params.push(v);
    sets.push(`${column} = $${params.length}`);
  };
  if (p.state !== undefined) put('car_status', p.state);
  if (p.carId !== undefined) put('car_id', p.carId);
  if (p.driverId !== undefined) put('driver_id', p.driverId);
  if (p.plateNo !== undefined) put('plate_no', p.plateNo);
  if (p.driverName !== undefined) put('driver_name', p.driverName);
  if (p.driverPhone !== undefined) put('driver_phone', p.driverPhone);
  if (p.reviewedBy !== undefined) {
    put('reviewed_by', p.reviewedBy);
    sets.push('reviewed_at = now()');
  }
  if (p.km !== undefined) put('km', p.km);
  if (p.closedBy !== undefined) {
    put('closed_by', p.closedBy);
    sets.push('closed_at = now()');
  }
  if (!sets.length) return;
  await m.query(`UPDATE boat_use_car SET ${sets.join(', ')}, updated_at = now(), version = version + 1 WHERE id = $1`, params);
}

// Trips approved whose end has passed while their km is still to be entered: not closed. Answers how many.
export async function endDueTrips(m: EntityManager, from: string, to: string): Promise<number> {
  const rows = await m.query(`UPDATE boat_use_car SET car_status = $2, updated_at = now(), version = version + 1 WHERE car_status = $1 AND gmt_end <= now() RETURNING id`, [from, to]);
  return rows.length;
}

// passengers: counted on their request, and each once on it
export async function setPassengerCount(m: EntityManager, useCarId: number): Promise<void> {
  await m.query('UPDATE boat_use_car SET passenger_count = (SELECT count(*) FROM boat_use_car_passenger WHERE use_car_id = $1) WHERE id = $1', [useCarId]);
}

export async function deletePassengersOf(m: EntityManager, useCarIds: number[]): Promise<void> {
  await m.query('DELETE FROM boat_use_car_passenger WHERE use_car_id = ANY($1::int[])', [useCarIds]);
}

export async function passengerOnRequest(m: EntityManager, useCarId: number, who: { userId?: number | null; staffId?: number | null }, exceptId: number | null): Promise<boolean> {
  const rows = await m.query(
    `SELECT 1 FROM boat_use_car_passenger
      WHERE use_car_id = $1 AND id IS DISTINCT FROM $4 AND ((user_id = $2) OR (staff_id = $3)) LIMIT 1`,
    [useCarId, who.userId ?? null, who.staffId ?? null, exceptId],
  );
  return rows.length > 0;
}

export async function insertPassenger(m: EntityManager, useCarId: number, userId: number, name: string, by: number | null): Promise<void> {
  await m.query('INSERT INTO boat_use_car_passenger (use_car_id, user_id, name, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)', [useCarId, userId, name, by]);
  await setPassengerCount(m, useCarId);
}

export async function seafarerName(m: EntityManager, userId: number): Promise<string | undefined> {
  const [row] = await m.query(`SELECT name FROM ${CrewSql.seafarers} s WHERE id = $1`, [userId]);
  return row?.name;
}

export async function staffName(m: EntityManager, userId: number): Promise<string | undefined> {
  const [row] = await m.query('SELECT name FROM sys_user WHERE id = $1', [userId]);
  return row?.name;
}

// a car or a driver named by any request is kept (the requests name it): taken out of service instead
export async function namedByRequests(m: EntityManager, column: 'car_id' | 'driver_id', id: number): Promise<boolean> {
  const rows = await m.query(`SELECT 1 FROM boat_use_car WHERE ${column} = $1 LIMIT 1`, [id]);
  return rows.length > 0;
}

// the plan view's line for each linked request: its number and state
export async function requestSummaries(m: EntityManager, ids: number[]): Promise<Array<{ id: number; code: string | null; car_status: string; starts: string }>> {
  return m.query(`SELECT id, code, car_status, to_char(gmt_start AT TIME ZONE $2, 'MM-DD HH24:MI') AS starts FROM boat_use_car WHERE id = ANY($1::int[])`, [ids, localTimeZone()]);
}

// a time of day on a date, on the company's wall clock (a sign-on day's 08:00), as an instant
export async function localInstant(m: EntityManager, date: string, hour: number): Promise<Date> {
  const [row] = await m.query(`SELECT (($1::date + make_interval(hours => $2)) AT TIME ZONE $3) AS at`, [date, hour, localTimeZone()]);
  return row.at;
}

// an instant on the company's wall clock, as refusals name it
export async function localMinute(m: EntityManager, at: Date | string): Promise<string> {
  const [row] = await m.query(`SELECT to_char($1::timestamptz AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') AS t`, [at, localTimeZone()]);
  return row.t;
}
