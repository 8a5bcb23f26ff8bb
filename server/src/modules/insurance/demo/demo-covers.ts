import dayjs from 'dayjs';
import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../../../core/auth/current-user';
import { localTimeZone } from '../../../core/config/local-date';
import { returning } from '../../../core/database/sql';
import { sqlText } from '../../../core/database/sql-literal';
import { APPROVAL_RESULT, BUSINESS_STATUS } from '../../../workflow/workflow.states';
import { nextCodes } from '../../../workflow/workflow.api';
import { ASSUME_TYPE, DECLARATION_STATE, DECLARE_TYPE } from '../insurance.states';
import { monthlyShares } from '../params/contribution.rule';
import type { DemoSeafarer } from './demo-crew';
import { paramsKey, QINGDAO, SHANGHAI, type DemoParams, type ParamsBook } from './demo-params';

// The terms a seafarer is declared on, as a clerk would fill the form: the office (about one in five
// through the Shanghai branch), a base that grows with the rank inside the office's range, the housing
// fund on the same base for most, and the shares worked out by the rule the declarations use.
export interface DemoTerms {
  baseId: number;
  startDate: string;
  insuranceBase: string;
  fundBase: string | null;
  assumeType: string;
  isSocialCard: string;
  personAssume: string;
  companyAssume: string;
  monthlyCost: string;
}

export function demoTerms(book: ParamsBook, s: Pick<DemoSeafarer, 'userId' | 'duty'>, startDate: string): DemoTerms | null {
  const city = s.userId % 5 === 0 ? SHANGHAI : QINGDAO;
  const p: DemoParams | undefined = book.get(paramsKey(city, Number(startDate.slice(0, 4))));
  if (!p) return null;
  const rank = Math.min(Math.max(Number(s.duty) || 12, 1), 20);
  const raw = (15_000 - (rank - 1) * 520) * (city === SHANGHAI ? 1.3 : 1) + (s.userId % 7) * 100;
  const base = Math.min(p.baseCeiling, Math.max(p.baseFloor, Math.round(raw / 100) * 100)).toFixed(2);
  const fundBase = s.userId % 9 === 4 ? null : base;
  const assumeType = s.userId % 23 === 0 ? ASSUME_TYPE.Company : s.userId % 29 === 0 ? ASSUME_TYPE.Personal : ASSUME_TYPE.Shared;
  const shares = monthlyShares(p, { insuranceBase: base, fundBase, assumeType });
  return { baseId: p.id, startDate, insuranceBase: base, fundBase, assumeType, isSocialCard: s.userId % 10 === 3 ? '1' : '0', ...shares };
}

// A cover starts on the sign-on day, and no earlier than the first year the demo keeps parameters for.
export const coverStart = (signedOn: string, firstDay: string) => (signedOn < firstDay ? firstDay : signedOn);

// Paid ahead: a third of the seafarers six months of their personal share, one in six three months, so
// after four paid months some balances are in credit and most below zero.
function prePay(userId: number, personAssume: string): number {
  const months = userId % 3 === 0 ? 6 : userId % 6 === 1 ? 3 : 0;
  return months && Number(personAssume) > 0 ? Math.ceil((Number(personAssume) * months) / 100) * 100 : 0;
}

export interface Covered {
  userId: number;
  applyId: number;
  coverId: number;
}

// The approved pay declaration of each seafarer and the cover it made, as an approval would have left
// them (approved a few days before the cover starts, the prepayment credited by the balance history the
// payments' seed writes): two set-wide statements, whatever the number of seafarers.
export async function seedCovers(m: EntityManager, maker: CurrentUser, book: ParamsBook, seafarers: DemoSeafarer[], firstDay: string): Promise<Covered[]> {
  const rows = seafarers.flatMap((s) => {
    const t = demoTerms(book, s, coverStart(s.signedOn, firstDay));
    if (!t) return [];
    const declared = dayjs(t.startDate).subtract(3 + (s.userId % 5), 'day').format('YYYY-MM-DD');
    return [{ ...t, userId: s.userId, declared, prePay: prePay(s.userId, t.personAssume), code: '' }];
  });
  // business codes dated the day each was declared, from the one sequence every flow shares
  const byDay = new Map<string, typeof rows>();
  for (const r of rows) byDay.set(r.declared, [...(byDay.get(r.declared) ?? []), r]);
  for (const [d, group] of byDay) (await nextCodes(m, 'INS', group.length, d)).forEach((code, i) => (group[i].code = code));
  const made: Array<{ id: number; user_id: number }> = await m.query(
    `INSERT INTO boat_insurance_apply (code, status, result, start_time, starter_id, dept_id, company_id, user_id, declare_type, insurance_status, start_date, base_id,
                                       insurance_base, fund_base, assume_type, person_assume, company_assume, monthly_cost, is_social_card, pre_pay,
                                       created_by, updated_by, created_at, updated_at)
     SELECT x.code, ${sqlText(BUSINESS_STATUS.Finished)}, ${sqlText(APPROVAL_RESULT.Agree)}, (x.declared + time '10:00') AT TIME ZONE $5, $2, $3, $4,
            x."userId", ${sqlText(DECLARE_TYPE.Pay)}, ${sqlText(DECLARATION_STATE.Approved)}, x."startDate", x."baseId",
            x."insuranceBase", x."fundBase", x."assumeType", x."personAssume", x."companyAssume", x."monthlyCost", x."isSocialCard", x."prePay",
            $2, $2, (x.declared + time '09:30') AT TIME ZONE $5, (x.declared + time '16:00') AT TIME ZONE $5
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, declared date, "userId" int, "startDate" date, "baseId" int, "insuranceBase" numeric, "fundBase" numeric,
                                                "assumeType" text, "personAssume" numeric, "companyAssume" numeric, "monthlyCost" numeric, "isSocialCard" text, "prePay" numeric)
      ORDER BY x.declared, x."userId"
     RETURNING id, user_id`,
    [JSON.stringify(rows), maker.userId, maker.deptId, maker.companyId, localTimeZone()],
  );
  const covers = await returning<{ id: number; apply_id: number; user_id: number }>(
    m,
    `WITH c AS (
       INSERT INTO boat_insurance_cover (user_id, apply_id, base_id, start_date, insurance_base, fund_base, assume_type, person_assume, company_assume, is_social_card,
                                         created_by, updated_by, created_at, updated_at)
       SELECT user_id, id, base_id, start_date, insurance_base, fund_base, assume_type, person_assume, company_assume, is_social_card, created_by, created_by, updated_at, updated_at
         FROM boat_insurance_apply WHERE id = ANY($1::int[]) ORDER BY id
       RETURNING id, apply_id, user_id)
     UPDATE boat_insurance_apply a SET cover_id = c.id FROM c WHERE a.id = c.apply_id RETURNING c.id, c.apply_id, c.user_id`,
    [made.map((r) => r.id)],
  );
  return covers.map((c) => ({ userId: c.user_id, applyId: c.apply_id, coverId: c.id }));
}
