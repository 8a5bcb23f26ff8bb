import { sqlIn } from '../../core/database/sql-literal';
import { CREDENTIAL_STATUS } from './crew.states';

// What other modules may ask of the crew module's tables (issue 20 §2: a table is read or written only by
// its owning module, which the layering test holds every file to). Writes go through crew's operations
// (WorkOperations: sign on, sign off, promote, change ship) and the functions here; reads that need crew's
// facts row by row in one statement join the relations of CrewSql.

// Database objects crew owns beside its entities' tables (the seafarers' crew numbers).
export const CREW_SQL = { views: [], sequences: ['boat_user_code_seq'] } as const;

// Relations other modules may join (the relief search, the 500-order compliance check, a plan's counts
// and manning table): each a plain sub-select of one crew table with the columns crew promises. The
// planner pulls a plain sub-select up into the query (as it inlines a view), so a query reads crew's
// indexes as before, in one statement; a lock on one (FOR UPDATE OF its alias) locks the table's rows.
export const CrewSql = {
  // seafarers: id, name, internal_code, duty, board_state ('1' on board, '2' ashore), cred_warn, dimissiontime
  seafarers: '(SELECT id, name, internal_code, duty, board_state, cred_warn, dimissiontime FROM boat_user_info)',
  // sea service, a row per stint: id, user_id, ship_id, shipowner_id, duty, state ('1' the open stint),
  // onboat_date, plan_leaveboat_date, ended_on (the day it ended however it ended; null while on board),
  // leaveboat_evaluate (the sign-off appraisal, evaluateGrade)
  stints: `(SELECT id, user_id, ship_id, shipowner_id, duty, state, onboat_date, plan_leaveboat_date,
                   COALESCE(leaveboat_date, promote_date, changeboat_date) AS ended_on, leaveboat_evaluate FROM boat_work)`,
  // certificate kinds: id, parent_id (null for a group), name, en_name, sort
  certificateKinds: '(SELECT id, parent_id, name, en_name, sort FROM sys_credential)',
  // a seafarer's money: id, balance, is_salary_deduct ('1': personal shares come from his wages)
  balances: '(SELECT id, balance, is_salary_deduct FROM boat_user_info)',
  // evaluations of a seafarer: id, user_id, grade, evaluate_date
  evaluations: '(SELECT id, user_id, grade, evaluate_date FROM boat_evaluate)',
} as const;

// The certificate of a kind that counts for a seafarer (SQL over two expressions of the caller's query,
// for a LATERAL join): the one held (registered or renewed, not invalid or handed back) valid longest, an
// open-ended one first; columns id, valid_date. Dispatch's compliance check and relief search judge it
// against their dates (valid through the planned sign-off, expiring, expired or missing).
export function heldCertificateSql(userId: string, kindId: string): string {
  return `(SELECT c.id, c.valid_date FROM boat_user_credential c
            WHERE c.user_id = ${userId} AND c.credential_id = ${kindId} AND c.credential_status IN ${sqlIn(CREDENTIAL_STATUS.Valid, CREDENTIAL_STATUS.BeingProcessed)}
            ORDER BY c.valid_date DESC NULLS FIRST LIMIT 1)`;
}

// the open stint of seafarers, and what a carried-out dispatch order writes on one
export { stintsOf, stampDispatch, type OpenStint } from './work/work.repository';
// the codes of certificate renewals (a dispatch order's linked applications), and whose a certificate is
export { certificateOwner, credentialDealCodes } from './credentials/credential.repository';
// the insurance status and the balance of a seafarer's file, which the insurance module keeps; a
// seafarer named in a message in the reader's language
export { addToBalance, salaryDeducted, seafarerLabel, setInsuranceStatus } from './crew.repository';
