import dayjs from 'dayjs';
import type { EntityManager } from 'typeorm';
import { sqlIn, sqlText } from '../../../core/database/sql-literal';
import { BOARD_STATE, CREDENTIAL_STATUS } from '../crew.states';

// What other modules' demo seeds may write into crew's tables (issue 20 §2: a table is written only by its
// owner). Dispatch's demo plans carry out their finished orders as the sea-service operations would, in
// bulk and without the operations' checks (the demo's data are made consistent by construction).

export interface DemoExecution {
  op: '1' | '2' | '3' | '4'; // sign-on, sign-off, promotion, ship change
  userId: number;
  workId?: number; // the stint a sign-off, promotion or ship change ends
  shipId: number; // where the seafarer is after it
  shipownerId: number | undefined;
  duty: string; // the rank after it
  date: string;
  dispatchType: string; // the kind of plan the order came from
  orderId: number;
  by: number;
}

// Carries an order out: the stint ended or begun carries the order's id and the seafarer's state follows.
// Answers the stint the order is recorded on (the one begun, or for a sign-off the one ended).
export async function seedExecution(m: EntityManager, x: DemoExecution): Promise<number> {
  const open = async () => {
    const [w] = await m.query(
      `INSERT INTO boat_work (user_id, shipowner_id, ship_id, duty, report_duty_one, leave_date, onboat_date, onboat_port, plan_leaveboat_date, dispatch_type, dispatch_id, wages, currency, state, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $4, $5, $6, '1', $7, $8, $9, $10, 'USD', '1', $11, $11) RETURNING id`,
      [
        x.userId,
        x.shipownerId,
        x.shipId,
        x.duty,
        // a sign-on flies out the day before; a promotion or ship change starts on board
        x.op === '1' ? dayjs(x.date).subtract(1, 'day').format('YYYY-MM-DD') : null,
        x.date,
        dayjs(x.date).add(270, 'day').format('YYYY-MM-DD'),
        x.dispatchType,
        x.orderId,
        1500 + (21 - Number(x.duty)) * 450,
        x.by,
      ],
    );
    return w.id as number;
  };
  if (x.op === '1') {
    const workId = await open();
    await m.query(`UPDATE boat_user_info SET board_state = ${sqlText(BOARD_STATE.OnBoard)}, ship_id = $2, shipowner_id = $3 WHERE id = $1`, [x.userId, x.shipId, x.shipownerId]);
    return workId;
  }
  const end =
    x.op === '2'
      ? `leaveboat_date = $3, enter_date = $3, offboat_port = onboat_port, leaveboat_reason = '1', leaveboat_evaluate = '1'`
      : x.op === '3'
        ? `promote_date = $3, new_duty = $5`
        : `changeboat_date = $3, new_shipid = $5::int`;
  const params = [x.workId, x.orderId, x.date, x.by, ...(x.op === '2' ? [] : [x.op === '3' ? x.duty : x.shipId])];
  await m.query(`UPDATE boat_work SET state = ${sqlText(BOARD_STATE.Ashore)}, dispatch_id = $2, ${end}, updated_by = $4 WHERE id = $1`, params);
  if (x.op === '2') await m.query(`UPDATE boat_user_info SET board_state = ${sqlText(BOARD_STATE.Ashore)}, ship_id = NULL WHERE id = $1`, [x.userId]);
  else {
    await open();
    await m.query(`UPDATE boat_user_info SET duty = $2, ship_id = $3 WHERE id = $1`, [x.userId, x.duty, x.shipId]);
  }
  return x.workId!;
}

// Gives each seafarer the certificate of each kind asked (issued 400 days before the day, valid 1,500 days
// after it) unless they hold one valid for 300 days beyond that day. Answers the certificates made.
export async function seedCertificates(m: EntityManager, wants: Array<{ userId: number; kindId: number; day: string }>, by: number): Promise<number[]> {
  const made: Array<{ id: number }> = await m.query(
    `INSERT INTO boat_user_credential (user_id, credential_id, name, certificate_type, code, organization, sign_date, valid_date, credential_status, warnstatus, created_by, updated_by)
     SELECT DISTINCT ON (w.user_id, k.id) w.user_id, k.id, k.name, k.certificate_type, upper(substr(md5(w.user_id || '-' || k.id), 1, 10)), '中华人民共和国山东海事局',
            w.day - 400, w.day + 1500, '1', '0', $4::int, $4::int
       FROM unnest($1::int[], $2::int[], $3::date[]) AS w(user_id, kind_id, day)
       JOIN sys_credential k ON k.id = w.kind_id
      WHERE NOT EXISTS (SELECT 1 FROM boat_user_credential c WHERE c.user_id = w.user_id AND c.credential_id = k.id AND c.credential_status IN ${sqlIn(CREDENTIAL_STATUS.Valid, CREDENTIAL_STATUS.BeingProcessed)} AND c.valid_date > w.day + 300)
     RETURNING id`,
    [wants.map((w) => w.userId), wants.map((w) => w.kindId), wants.map((w) => w.day), by],
  );
  return made.map((c) => c.id);
}
