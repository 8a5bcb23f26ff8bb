import type { EntityManager } from 'typeorm';
import { sqlIn, sqlText } from '../../../core/database/sql-literal';
import { CrewSql } from '../../crew/crew.api';
import { YES_NO } from '../../system/system.states';
import { TICKET_SETTLEMENT, TICKET_STATUS } from './tickets.states';

// The air tickets' SQL (issue 20 §2: a module's SQL lives in its repository files). Lock order: a request,
// then its tickets (boat_ticket_staff by id); the clerk's moves and the dispatch link lock tickets alone,
// and never a request after them.

export interface RequestRow {
  id: number;
  code: string | null;
  ticket_type: string;
  depart_city: string;
  purpose_city: string;
  travel_date: string;
  submitted: string;
}

export async function lockRequest(m: EntityManager, id: number): Promise<RequestRow | undefined> {
  const [row] = await m.query(
    `SELECT id, code, ticket_type, depart_city, purpose_city, to_char(travel_date, 'YYYY-MM-DD') AS travel_date, submitted
       FROM boat_ticket WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

export interface TicketRow {
  id: number;
  ticket_id: number;
  user_id: number;
  ticket_status: string;
  ticket_price: string | null;
  refund_fee: string | null;
  net_cost: string | null;
  settlement: string;
  settled_amount: string | null;
  code: string | null;
  name: string;
}

// the tickets, locked in id order, with their request's number and the seafarer's name (for refusals)
export async function lockTickets(m: EntityManager, ids: number[]): Promise<TicketRow[]> {
  if (!ids.length) return [];
  return m.query(
    `SELECT s.id, s.ticket_id, s.user_id, s.ticket_status, s.ticket_price, s.refund_fee, s.net_cost, s.settlement, s.settled_amount, t.code,
            COALESCE(u.name, '#' || s.user_id) AS name
       FROM boat_ticket_staff s
       JOIN boat_ticket t ON t.id = s.ticket_id
       LEFT JOIN ${CrewSql.seafarers} u ON u.id = s.user_id
      WHERE s.id = ANY($1::int[])
      ORDER BY s.id
        FOR UPDATE OF s`,
    [ids],
  );
}

// a request's tickets, locked after it
export async function lockTicketsOfRequest(m: EntityManager, ticketId: number): Promise<TicketRow[]> {
  const rows: Array<{ id: number }> = await m.query('SELECT id FROM boat_ticket_staff WHERE ticket_id = $1 ORDER BY id', [ticketId]);
  return lockTickets(m, rows.map((r) => r.id));
}

// the traveller already on the request, if the seafarer is
export async function travellerOnRequest(m: EntityManager, ticketId: number, userId: number): Promise<boolean> {
  const rows = await m.query('SELECT 1 FROM boat_ticket_staff WHERE ticket_id = $1 AND user_id = $2', [ticketId, userId]);
  return rows.length > 0;
}

export async function seafarer(m: EntityManager, userId: number): Promise<{ name: string; duty: string | null } | undefined> {
  const [row] = await m.query(`SELECT name, duty FROM ${CrewSql.seafarers} u WHERE u.id = $1`, [userId]);
  return row;
}

export async function countTravellers(m: EntityManager, ticketId: number): Promise<void> {
  await m.query('UPDATE boat_ticket SET travellers = (SELECT count(*) FROM boat_ticket_staff s WHERE s.ticket_id = $1) WHERE id = $1', [ticketId]);
}

// the trip of a request, copied to its tickets not yet submitted
export async function copyTrip(m: EntityManager, ticketId: number): Promise<void> {
  await m.query(
    `UPDATE boat_ticket_staff s SET ticket_type = t.ticket_type, depart_city = t.depart_city, purpose_city = t.purpose_city, travel_date = t.travel_date
       FROM boat_ticket t WHERE t.id = s.ticket_id AND s.ticket_id = $1 AND s.ticket_status = ${sqlText(TICKET_STATUS.Pending)}`,
    [ticketId],
  );
}

export async function deleteTicketsOfRequest(m: EntityManager, ticketIds: number[]): Promise<void> {
  await m.query('DELETE FROM boat_ticket_staff WHERE ticket_id = ANY($1::int[])', [ticketIds]);
}

export async function setSubmitted(m: EntityManager, ticketId: number, by: number | null): Promise<void> {
  await m.query(`UPDATE boat_ticket SET submitted = $3, updated_by = $2, updated_at = now(), version = version + 1 WHERE id = $1`, [ticketId, by, YES_NO.Yes]);
}

// What a move writes on a ticket: the state and the columns that go with it. Columns by property name:
// the entity's own mapping names them.
export type TicketPatch = Partial<{
  ticketStatus: string;
  travelDate: string;
  flightInformation: string;
  supplierId: number;
  ticketPrice: string;
  currency: string;
  refundFee: string | null;
  netCost: string | null;
  issueDate: string;
  issuedBy: number | null;
  refundDate: string;
  settlement: string;
  settledAmount: string | null;
  settledBy: number | null;
  settledAt: Date;
  cancelReason: string | null;
}>;

const COLUMNS: Record<keyof TicketPatch, string> = {
  ticketStatus: 'ticket_status',
  travelDate: 'travel_date',
  flightInformation: 'flight_information',
  supplierId: 'supplier_id',
  ticketPrice: 'ticket_price',
  currency: 'currency',
  refundFee: 'refund_fee',
  netCost: 'net_cost',
  issueDate: 'issue_date',
  issuedBy: 'issued_by',
  refundDate: 'refund_date',
  settlement: 'settlement',
  settledAmount: 'settled_amount',
  settledBy: 'settled_by',
  settledAt: 'settled_at',
  cancelReason: 'cancel_reason',
};

export async function setTickets(m: EntityManager, ids: number[], patch: TicketPatch, by: number | null): Promise<void> {
  const keys = Object.keys(patch) as Array<keyof TicketPatch>;
  const sets = keys.map((k, i) => `${COLUMNS[k]} = $${i + 3}`);
  await m.query(
    `UPDATE boat_ticket_staff SET ${[...sets, 'updated_by = $2', 'updated_at = now()', 'version = version + 1'].join(', ')} WHERE id = ANY($1::int[])`,
    [ids, by, ...keys.map((k) => patch[k])],
  );
}

export interface TicketCode {
  id: number;
  code: string | null;
  ticket_status: string;
  purpose_city: string;
}

// what the plan view and the "update by hand" answer name a ticket by
export async function ticketCodes(m: EntityManager, ids: number[]): Promise<TicketCode[]> {
  return m.query(
    `SELECT s.id, t.code, s.ticket_status, s.purpose_city FROM boat_ticket_staff s JOIN boat_ticket t ON t.id = s.ticket_id WHERE s.id = ANY($1::int[]) ORDER BY s.id`,
    [ids],
  );
}

// settles the tickets (their settlement checked by the caller): what was not settled is, a refund owed
// after settling is settled in turn; what the agency has been paid becomes the ticket's net cost
export async function settleTickets(m: EntityManager, ids: number[], by: number | null): Promise<void> {
  await m.query(
    `UPDATE boat_ticket_staff
        SET settlement = CASE WHEN settlement = ${sqlText(TICKET_SETTLEMENT.NotSettled)} THEN ${sqlText(TICKET_SETTLEMENT.Settled)} ELSE ${sqlText(TICKET_SETTLEMENT.RefundSettled)} END,
            settled_amount = net_cost, settled_by = $2, settled_at = now(), updated_by = $2, updated_at = now(), version = version + 1
      WHERE id = ANY($1::int[])`,
    [ids, by],
  );
}

// the requests of these tickets, locked before the tickets are (a traveller removed)
export async function lockRequestsOfTickets(m: EntityManager, ids: number[]): Promise<void> {
  await m.query(
    'SELECT id FROM boat_ticket WHERE id IN (SELECT ticket_id FROM boat_ticket_staff WHERE id = ANY($1::int[])) ORDER BY id FOR UPDATE',
    [ids],
  );
}

// The tickets of these ids as an expense claim sees them (expenses.api.ts): whose, and whether the company
// bought it from the agency (issued, awaiting its refund or refunded: the fare or the fee is the company's)
export async function ticketsForClaims(m: EntityManager, ids: number[]): Promise<Array<{ id: number; seafarerId: number; companyPaid: boolean }>> {
  return m.query(
    `SELECT id, user_id AS "seafarerId",
            ticket_status IN ${sqlIn(TICKET_STATUS.Issued, TICKET_STATUS.IssuedAwaitingRefund, TICKET_STATUS.Refunded)} AS "companyPaid"
       FROM boat_ticket_staff WHERE id = ANY($1::int[])`,
    [ids],
  );
}
