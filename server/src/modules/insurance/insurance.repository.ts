import type { EntityManager } from 'typeorm';
import { sqlIn, sqlText } from '../../core/database/sql-literal';
import type { BoatInsuranceBase } from './entities/boat-insurance-base.entity';
import { COVER_STATE, DECLARATION_STATE, DECLARE_TYPE } from './insurance.states';

// The insurance module's SQL (issue 20 §2: a module's SQL lives in its repository files). Lock order,
// as every workflow command takes it: the flow instance, then the declaration, then the seafarer's
// covers (coverInForce ... FOR UPDATE), then stop-pay rows.

export type Params = Pick<BoatInsuranceBase, 'id' | 'city' | 'cityEn' | 'year' | 'baseFloor' | 'baseCeiling' | 'cardFee'> & Record<string, string | number | null>;

export async function paramsById(m: EntityManager, id: number): Promise<Params | undefined> {
  const [row] = await m.query(
    `SELECT id, city, city_en AS "cityEn", year, base_floor AS "baseFloor", base_ceiling AS "baseCeiling", card_fee AS "cardFee",
            pension_company AS "pensionCompany", pension_person AS "pensionPerson", medical_company AS "medicalCompany",
            medical_person AS "medicalPerson", unemployment_company AS "unemploymentCompany", unemployment_person AS "unemploymentPerson",
            injury_company AS "injuryCompany", injury_person AS "injuryPerson", maternity_company AS "maternityCompany",
            maternity_person AS "maternityPerson", fund_company AS "fundCompany", fund_person AS "fundPerson"
       FROM boat_insurance_base WHERE id = $1`,
    [id],
  );
  return row;
}


export interface CoverRow {
  id: number;
  apply_id: number;
  base_id: number;
  start_date: string;
  insurance_base: string;
  fund_base: string | null;
  assume_type: string;
  code: string | null;
}

// The seafarer's cover in force (at most one), with the code of the declaration that made it; locked
// when a declaration's effect is written.
export async function coverInForce(m: EntityManager, userId: number, lock = false): Promise<CoverRow | undefined> {
  const [row] = await m.query(
    `SELECT c.id, c.apply_id, c.base_id, to_char(c.start_date, 'YYYY-MM-DD') AS start_date, c.insurance_base, c.fund_base, c.assume_type, a.code
       FROM boat_insurance_cover c JOIN boat_insurance_apply a ON a.id = c.apply_id
      WHERE c.user_id = $1 AND c.state = ${sqlText(COVER_STATE.InForce)}
      ORDER BY c.id DESC LIMIT 1 ${lock ? 'FOR UPDATE OF c' : ''}`,
    [userId],
  );
  return row;
}

// A declaration of the seafarer still open (waiting, revoked or in review), other than `exceptId`.
export async function openDeclaration(m: EntityManager, userId: number, exceptId: number | null): Promise<{ id: number; code: string | null } | undefined> {
  const [row] = await m.query(
    `SELECT id, code FROM boat_insurance_apply
      WHERE user_id = $1 AND insurance_status IN ${sqlIn(DECLARATION_STATE.WaitingToPay, DECLARATION_STATE.Revoked, DECLARATION_STATE.ManagerReview)}
        AND id IS DISTINCT FROM $2
      ORDER BY id LIMIT 1`,
    [userId, exceptId],
  );
  return row;
}

export interface NewCover {
  userId: number;
  applyId: number;
  baseId: number;
  startDate: string;
  insuranceBase: string;
  fundBase: string | null;
  assumeType: string;
  personAssume: string;
  companyAssume: string;
  busiInsuranceType: string | null;
  busiInsurancePay: string | null;
  isSocialCard: string;
  by: number | null;
}

export async function insertCover(m: EntityManager, c: NewCover): Promise<number> {
  const [row] = await m.query(
    `INSERT INTO boat_insurance_cover (user_id, apply_id, base_id, start_date, insurance_base, fund_base, assume_type, person_assume, company_assume,
                                       busi_insurance_type, busi_insurance_pay, is_social_card, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
    [c.userId, c.applyId, c.baseId, c.startDate, c.insuranceBase, c.fundBase, c.assumeType, c.personAssume, c.companyAssume, c.busiInsuranceType, c.busiInsurancePay, c.isSocialCard, c.by],
  );
  return row.id;
}

// a cover ends on `endDate` (its last day of cover), stopped, replaced by a change or cancelled
export async function endCover(m: EntityManager, coverId: number, endDate: string | null, state: string, by: number | null): Promise<void> {
  await m.query(`UPDATE boat_insurance_cover SET end_date = $2, state = $3, updated_by = $4, updated_at = now(), version = version + 1 WHERE id = $1`, [coverId, endDate, state, by]);
}

export async function coverById(m: EntityManager, coverId: number): Promise<{ id: number; apply_id: number; user_id: number; state: string; start_date: string } | undefined> {
  const [row] = await m.query(`SELECT id, apply_id, user_id, state, to_char(start_date, 'YYYY-MM-DD') AS start_date FROM boat_insurance_cover WHERE id = $1`, [coverId]);
  return row;
}

// The declaration's own state columns, written without the checks of a user's edit (the transition
// table has decided): its state, and its business status where the move ends it (no pay, cancelled).
export async function setDeclaration(m: EntityManager, id: number, patch: { state: string; status?: string; coverId?: number | null }): Promise<void> {
  await m.query(
    `UPDATE boat_insurance_apply SET insurance_status = $2, status = COALESCE($3, status),
            cover_id = CASE WHEN $4::boolean THEN $5::int ELSE cover_id END, updated_at = now(), version = version + 1
      WHERE id = $1`,
    [id, patch.state, patch.status ?? null, patch.coverId !== undefined, patch.coverId ?? null],
  );
}

// the declaration locked, after its instance where it has one (the caller took that lock)
export async function lockDeclaration(m: EntityManager, id: number): Promise<{ id: number; user_id: number; insurance_status: string; status: string; instance_id: string | null; declare_type: string; cover_id: number | null; code: string | null; must_pay: string } | undefined> {
  const [row] = await m.query(`SELECT id, user_id, insurance_status, status, instance_id, declare_type, cover_id, code, must_pay FROM boat_insurance_apply WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export async function declarationState(m: EntityManager, id: number): Promise<{ insurance_status: string; instance_id: string | null } | undefined> {
  const [row] = await m.query(`SELECT insurance_status, instance_id FROM boat_insurance_apply WHERE id = $1`, [id]);
  return row;
}

export async function insertStopPay(m: EntityManager, row: { userId: number; coverId: number; payApplyId: number; stopApplyId: number | null; stopDate: string; by: number | null }): Promise<void> {
  await m.query(
    `INSERT INTO boat_insurance_stop_pay (user_id, cover_id, pay_apply_id, stop_apply_id, stop_date, created_by, updated_by) VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [row.userId, row.coverId, row.payApplyId, row.stopApplyId, row.stopDate, row.by],
  );
}

export async function lockStopPay(m: EntityManager, id: number): Promise<{ id: number; user_id: number; pay_apply_id: number; continued: string } | undefined> {
  const [row] = await m.query(`SELECT id, user_id, pay_apply_id, continued FROM boat_insurance_stop_pay WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export async function stopPayOfDeclaration(m: EntityManager, payApplyId: number): Promise<number | undefined> {
  const [row] = await m.query(`SELECT id FROM boat_insurance_stop_pay WHERE pay_apply_id = $1 AND continued = '0' ORDER BY id DESC LIMIT 1`, [payApplyId]);
  return row?.id;
}

export async function markContinued(m: EntityManager, stopPayId: number, continueApplyId: number, by: number | null): Promise<void> {
  await m.query(`UPDATE boat_insurance_stop_pay SET continued = '1', continue_apply_id = $2, updated_by = $3, updated_at = now(), version = version + 1 WHERE id = $1`, [stopPayId, continueApplyId, by]);
}

// what a declaration continuing a stopped one copies of it
export async function declarationTerms(m: EntityManager, id: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await m.query(
    `SELECT user_id AS "userId", base_id AS "baseId", insurance_base AS "insuranceBase", fund_base AS "fundBase", assume_type AS "assumeType",
            busi_insurance_type AS "busiInsuranceType", busi_insurance_pay AS "busiInsurancePay", disability_type AS "disabilityType", must_pay AS "mustPay"
       FROM boat_insurance_apply WHERE id = $1`,
    [id],
  );
  return row;
}

// The seafarer's insurance status as the crew file shows it: the state of his latest declaration, a
// stop that was approved reading "stop pay".
export async function latestDeclarationState(m: EntityManager, userId: number): Promise<string | null> {
  const [row] = await m.query(
    `SELECT CASE WHEN declare_type = ${sqlText(DECLARE_TYPE.Stop)} AND insurance_status = ${sqlText(DECLARATION_STATE.Approved)}
                 THEN ${sqlText(DECLARATION_STATE.StopPay)} ELSE insurance_status END AS state
       FROM boat_insurance_apply WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return row?.state ?? null;
}


// the parameters of an office (any case of its name) for a year
export async function paramsOfCity(m: EntityManager, city: string, year: number): Promise<number | undefined> {
  const [row] = await m.query(`SELECT id FROM boat_insurance_base WHERE lower(city) = lower($1) AND year = $2`, [city, year]);
  return row?.id;
}

export function declarationCodes(m: EntityManager, ids: number[]): Promise<Array<{ id: number; code: string | null; insurance_status: string; declare_type: string }>> {
  return m.query('SELECT id, code, insurance_status, declare_type FROM boat_insurance_apply WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
}

// every city's parameters, the cities in name order, each city's latest year first
export function paramsTree(m: EntityManager): Promise<Array<{ id: number; city: string; cityEn: string | null; year: number; name: string; enName: string | null; baseFloor: string; baseCeiling: string }>> {
  return m.query(
    `SELECT id, city, city_en AS "cityEn", year, name, en_name AS "enName", base_floor AS "baseFloor", base_ceiling AS "baseCeiling"
       FROM boat_insurance_base ORDER BY lower(city), year DESC`,
  );
}
