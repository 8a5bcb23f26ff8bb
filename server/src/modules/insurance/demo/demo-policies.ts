import dayjs from 'dayjs';
import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../../../core/auth/current-user';
import { CrudService } from '../../../core/resource/crud.service';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { sqlText } from '../../../core/database/sql-literal';
import { POLICY_STATE } from '../insurance.states';
import type { DemoSeafarer } from './demo-crew';
import { SHANGHAI, QINGDAO } from './demo-params';

// The insurers of the company's commercial policies (supplier category 8, 保险公司): [code, name, city, contact]
const INSURERS: Array<[string, string, string, string]> = [
  ['SP101', '中国人民财产保险股份有限公司青岛市分公司', QINGDAO, '王海燕'],
  ['SP102', '中国平安财产保险股份有限公司上海分公司', SHANGHAI, '陈立伟'],
];
const INSURER_CATEGORY = '8';

// [kind (busiInsuranceType), yearly premium, sum insured]: officers carry crew liability, ratings personal
// accident, every seventh seafarer the employer's liability cover instead
const OFFICER: [string, number, number] = ['2', 1280, 1_000_000];
const RATING: [string, number, number] = ['1', 680, 600_000];
const EMPLOYER: [string, number, number] = ['3', 960, 800_000];

// Three disability cases and their fees: [grade, days ago injured, what happened, [fee kind, amount, paid days after]].
// No grade 10 (十级): the disability_type column holds one character, and '10' does not fit.
const CASES: Array<[string, number, string, Array<[string, number, number | null]>]> = [
  ['9', 470, '靠泊作业时右手被缆绳夹伤，经青岛市劳动能力鉴定委员会鉴定为九级伤残', [['3', 18650, 40], ['1', 64800, 120]]],
  ['8', 270, '机舱检修时左踝被吊落的缸套砸伤骨折，经鉴定为八级伤残', [['3', 6420.5, 30], ['4', 3600, 60]]],
  ['7', 130, '甲板作业时高处坠落致腰椎骨折，经鉴定为七级伤残', [['3', 42310, 35], ['1', 97200, 100], ['5', 8500, null]]],
];

// The insurers, through the suppliers' own resource (the clients module keeps its tables and exports no
// call that makes a supplier): found by their codes, else added.
export async function seedInsurers(m: EntityManager, user: CurrentUser, crud: CrudService, registry: ResourceRegistry): Promise<number[]> {
  const resource = registry.resource('BoatSupplier')!;
  const ids: number[] = [];
  for (const [code, name, city, hostlinker] of INSURERS) {
    const ctx = { user, lang: 'zh' as const, manager: m, resource, operation: 'getList', body: { code }, files: [] };
    const [found] = (await crud.getList(ctx)).list;
    const [row] = found ? [found] : await crud.insert({ ...ctx, operation: 'insert', body: { code, name, category: INSURER_CATEGORY, city, hostlinker, nation: 'CN', area: '1', isBusiness: '1', remarks: '船员商业保险承保公司' } });
    ids.push(row.id as number);
  }
  return ids;
}

export interface PolicyHolder extends DemoSeafarer {
  coverFrom: string;
}

// A year's policy from the day each seafarer's cover began, of the insurer of his office; those who came
// home had theirs stopped on their last day on board.
export async function seedPolicies(m: EntityManager, by: number, insurers: number[], holders: PolicyHolder[]): Promise<number> {
  const rows = holders.map((h, i) => {
    const [kind, premium, insured] = h.userId % 7 === 0 ? EMPLOYER : Number(h.duty) <= 9 ? OFFICER : RATING;
    const shanghai = h.userId % 5 === 0;
    const year = h.coverFrom.slice(0, 4);
    return {
      userId: h.userId,
      kind,
      supplier: insurers[shanghai ? 1 : 0],
      policyNo: shanghai ? `1180${year}310${String(400_000 + i).padStart(7, '0')}` : `PEAC${year}3702${String(i + 1).padStart(6, '0')}`,
      start: h.coverFrom,
      end: dayjs(h.coverFrom).add(1, 'year').subtract(1, 'day').format('YYYY-MM-DD'),
      premium,
      insured,
      stopDate: h.endedOn ?? null,
    };
  });
  const made = await m.query(
    `INSERT INTO boat_insurance_busi (user_id, busi_insurance_type, supplier_id, policy_no, start_date, end_date, premium, insured_amount, state, stop_date, stop_reason,
                                      created_by, updated_by, created_at, updated_at)
     SELECT x."userId", x.kind, x.supplier, x."policyNo", x.start, x."end", x.premium, x.insured,
            CASE WHEN x."stopDate" IS NULL THEN ${sqlText(POLICY_STATE.InForce)} ELSE ${sqlText(POLICY_STATE.Stopped)} END,
            x."stopDate", CASE WHEN x."stopDate" IS NOT NULL THEN '船员下船，保单停保' END, $2, $2, x.start - 5, COALESCE(x."stopDate", x.start - 5)
       FROM jsonb_to_recordset($1::jsonb) AS x("userId" int, kind text, supplier int, "policyNo" text, start date, "end" date, premium numeric, insured numeric, "stopDate" date)
      ORDER BY x.start, x."userId"
     RETURNING id`,
    [JSON.stringify(rows), by],
  );
  return made.length;
}

// the disability cases of three seafarers, a fee a row (the last one not paid yet)
export async function seedDisability(m: EntityManager, by: number, seafarers: DemoSeafarer[], today: string): Promise<number> {
  const rows = CASES.flatMap(([grade, ago, description, fees], i) => {
    const s = seafarers[i];
    if (!s) return [];
    const injured = dayjs(today).subtract(ago, 'day');
    return fees.map(([fee, amount, paidAfter]) => ({
      userId: s.userId,
      caseNo: `SC${injured.year()}${String(i + 1).padStart(3, '0')}`,
      injured: injured.format('YYYY-MM-DD'),
      grade,
      fee,
      amount,
      paid: paidAfter === null ? null : injured.add(paidAfter, 'day').format('YYYY-MM-DD'),
      description,
    }));
  });
  const made = await m.query(
    `INSERT INTO boat_insurance_disability (user_id, case_no, injury_date, disability_type, fee_type, amount, pay_date, description, created_by, updated_by)
     SELECT x."userId", x."caseNo", x.injured, x.grade, x.fee, x.amount, x.paid, x.description, $2, $2
       FROM jsonb_to_recordset($1::jsonb) AS x("userId" int, "caseNo" text, injured date, grade text, fee text, amount numeric, paid date, description text)
     RETURNING id`,
    [JSON.stringify(rows), by],
  );
  return made.length;
}
