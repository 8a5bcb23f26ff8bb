import type { EntityManager } from 'typeorm';
import { sqlIn, sqlText } from '../../../../core/database/sql-literal';
import { TICKET_SETTLEMENT, TICKET_STATUS } from '../tickets.states';

// The tickets demo's own SQL, over the module's own table.

export async function demoTicketCount(m: EntityManager): Promise<number> {
  const [row] = await m.query('SELECT count(*)::int AS n FROM boat_ticket');
  return row.n;
}

// a flown ticket issued (and refunded) on the days it was, not on the day the demo ran
export async function backdate(m: EntityManager, id: number, issued: string, refunded: string | null): Promise<void> {
  await m.query('UPDATE boat_ticket_staff SET issue_date = $2, refund_date = COALESCE($3::date, refund_date) WHERE id = $1', [id, issued, refunded]);
}

// the tickets a month's bill holds: issued that month, their cost known, not yet settled
export async function ticketsIssuedIn(m: EntityManager, month: string): Promise<number[]> {
  const rows: Array<{ id: number }> = await m.query(
    `SELECT id FROM boat_ticket_staff
      WHERE to_char(issue_date, 'YYYY-MM') = $1 AND ticket_status IN ${sqlIn(TICKET_STATUS.Issued, TICKET_STATUS.Refunded)} AND settlement = ${sqlText(TICKET_SETTLEMENT.NotSettled)}
      ORDER BY id`,
    [month],
  );
  return rows.map((r) => r.id);
}

// a month's bill settled when finance settled it, at the month's end
export async function settledOn(m: EntityManager, ids: number[], at: Date): Promise<void> {
  await m.query('UPDATE boat_ticket_staff SET settled_at = $2 WHERE id = ANY($1::int[])', [ids, at]);
}

// ticketType (334): 国际机票
const INTERNATIONAL = '2';

// a flight to or from Hong Kong is an international ticket
export async function internationalTicket(m: EntityManager, id: number): Promise<void> {
  await m.query('UPDATE boat_ticket_staff SET ticket_type = $2 WHERE id = $1', [id, INTERNATIONAL]);
  await m.query('UPDATE boat_ticket SET ticket_type = $2 WHERE id = (SELECT ticket_id FROM boat_ticket_staff WHERE id = $1)', [id, INTERNATIONAL]);
}
