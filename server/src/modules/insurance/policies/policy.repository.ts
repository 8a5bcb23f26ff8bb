import type { EntityManager } from 'typeorm';
import { sqlText } from '../../../core/database/sql-literal';
import { POLICY_STATE } from '../insurance.states';

// The insurance module's SQL about commercial policies (issue 20 §2).

export async function stopPolicy(m: EntityManager, id: number, stopDate: string, reason: string, by: number | null): Promise<void> {
  await m.query(
    `UPDATE boat_insurance_busi SET state = ${sqlText(POLICY_STATE.Stopped)}, stop_date = $2, stop_reason = $3, updated_by = $4, updated_at = now(), version = version + 1 WHERE id = $1`,
    [id, stopDate, reason, by],
  );
}
