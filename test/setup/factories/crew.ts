import { DataSource } from 'typeorm';
import type { TestApp } from '../test-app';
import { uniq } from '../test-app';
import { BOARD_STATE, code, STINT } from './codes';

// Shipowners, ships, certificate kinds, seafarers and their sea service. What a test acts on goes through
// the API as an administrator makes it; the bulk a report counts (seafarers of a department, past stints)
// is saved through the entities, which is what the API would have stored.
type Row = Record<string, any>;

const first = (what: string, res: { body: { code: string; msg: string; list: Row[] } }) => {
  if (res.body.code !== '200') throw new Error(`${what}: ${res.body.msg}`);
  return res.body.list[0];
};

export async function newShipowner(t: TestApp, fields: Row = {}): Promise<Row> {
  return first('newShipowner', await t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: uniq('船东'), ...fields }, await t.adminToken()));
}

// a ship of the shipowner; an oil tanker unless told
export async function newShip(t: TestApp, shipownerId: number, fields: Row = {}): Promise<Row> {
  return first('newShip', await t.call('BoatShip', 'insert', { name: uniq('船'), shipownerId, shipType: code('shipType', 'Oil tanker'), ...fields }, await t.adminToken()));
}

// a kind of certificate (SysCredential), warned 30 days before it runs out unless told
export async function newCertificateKind(t: TestApp, fields: Row = {}): Promise<Row> {
  return first('newCertificateKind', await t.call('SysCredential', 'insert', { name: uniq('证书'), code: uniq('CK'), warnValue: 30, warnUnit: code('warnUnit', 'Days'), ...fields }, await t.adminToken()));
}

// a seafarer's certificate of that kind, valid until the date, entered as `token`'s holder enters it
export async function newCertificate(t: TestApp, userId: number, credentialId: number, validDate: string, token?: string, fields: Row = {}): Promise<Row> {
  const body = { userId, credentialId, code: uniq('M'), organization: '青岛', signDate: '2020-01-01', validDate, ...fields };
  return first('newCertificate', await t.call('boatUserCredential', 'submitInsert', body, token ?? (await t.adminToken())));
}

export interface SeafarerOptions {
  // made through the API by this user (their crew rights and "created by" apply); else saved directly
  by?: string;
  deptId?: number;
  duty?: string;
  readyDate?: string;
  fields?: Row;
}

// A seafarer, an Able Seaman ashore unless told; answers the stored row (id, name, ...).
export async function newSeafarer(t: TestApp, opts: SeafarerOptions = {}): Promise<Row> {
  const duty = opts.duty ?? code('duty', 'Able Seaman (AB)');
  const name = uniq('王');
  let row: Row;
  if (opts.by) {
    row = first('newSeafarer', await t.call('BoatUserInfo', 'insert', { name, sex: code('gender', 'Male'), duty, ...(opts.deptId && { deptId: opts.deptId }), ...opts.fields }, opts.by));
  } else {
    row = await t.app.get(DataSource).getRepository('boat_user_info').save({ name, internalCode: uniq('C'), deptId: opts.deptId ?? null, duty, boardState: BOARD_STATE.Ashore, ...opts.fields });
  }
  if (opts.readyDate) await readyOn(t, row.id, opts.readyDate);
  return row;
}

// the day the seafarer is ready to join again (the dispatch module's readiness, beside the crew file)
export async function readyOn(t: TestApp, userId: number, readyDate: string): Promise<void> {
  await t.app.get(DataSource).getRepository('boat_user_ready').upsert({ userId, readyDate }, ['userId']);
}

// A stint of sea service saved as the crew module stores it: ended unless `state` says open.
export async function newStint(t: TestApp, userId: number, cols: Row & { shipId: number; shipownerId: number; duty: string; onboatDate: string }): Promise<number> {
  const saved = await t.app.get(DataSource).getRepository('boat_work').save({ userId, reportDutyOne: cols.duty, state: STINT.ended, ...cols });
  return saved.id;
}
