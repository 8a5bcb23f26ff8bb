import type { EntityManager } from 'typeorm';
import { refreshCrewWarn, refreshWarnings } from '../credentials/credential-warn';
import { localToday } from '../../../core/config/local-date';
import { ClientsSql } from '../../clients/clients.api';
import { topUpClients } from '../../clients/clients-generator';
import { sqlText } from '../../../core/database/sql-literal';
import { BOARD_STATE } from '../crew.states';

// Believable crew data made inside PostgreSQL (generate_series over name and port arrays), so the
// same code fills the demo (2,000 seafarers) and the bench (100,000 seafarers, 1,000,000 stints,
// 500,000 certificates) in seconds. Deterministic: a seafarer's id decides its name, rank, ships,
// dates and certificates, so two runs of the same size look the same.
export interface CrewSizes {
  shipowners: number; // totals, counting what is there already
  ships: number;
  seafarers: number; // added
  stintsPer: number; // sea-service rows per seafarer
  familyAndBank?: boolean;
}

export const DEMO_SIZES: CrewSizes = { shipowners: 50, ships: 200, seafarers: 2000, stintsPer: 4, familyAndBank: true };
export const BENCH_SIZES: CrewSizes = { shipowners: 50, ships: 200, seafarers: 100_000, stintsPer: 10, familyAndBank: false };

const SURNAMES: Array<[string, string]> = [
  ['王', 'WANG'], ['李', 'LI'], ['张', 'ZHANG'], ['刘', 'LIU'], ['陈', 'CHEN'], ['杨', 'YANG'], ['赵', 'ZHAO'], ['黄', 'HUANG'], ['周', 'ZHOU'], ['吴', 'WU'],
  ['徐', 'XU'], ['孙', 'SUN'], ['胡', 'HU'], ['朱', 'ZHU'], ['高', 'GAO'], ['林', 'LIN'], ['何', 'HE'], ['郭', 'GUO'], ['马', 'MA'], ['罗', 'LUO'],
  ['梁', 'LIANG'], ['宋', 'SONG'], ['郑', 'ZHENG'], ['谢', 'XIE'], ['韩', 'HAN'], ['唐', 'TANG'], ['冯', 'FENG'], ['于', 'YU'], ['董', 'DONG'], ['程', 'CHENG'],
  ['曹', 'CAO'], ['袁', 'YUAN'], ['邓', 'DENG'], ['傅', 'FU'], ['沈', 'SHEN'], ['曾', 'ZENG'], ['彭', 'PENG'], ['吕', 'LYU'], ['姜', 'JIANG'], ['崔', 'CUI'],
];
const GIVEN: Array<[string, string]> = [
  ['海涛', 'HAITAO'], ['建国', 'JIANGUO'], ['志强', 'ZHIQIANG'], ['明辉', 'MINGHUI'], ['国华', 'GUOHUA'], ['立新', 'LIXIN'], ['文博', 'WENBO'], ['振华', 'ZHENHUA'],
  ['永刚', 'YONGGANG'], ['俊杰', 'JUNJIE'], ['浩然', 'HAORAN'], ['宇航', 'YUHANG'], ['晓东', 'XIAODONG'], ['春生', 'CHUNSHENG'], ['德胜', 'DESHENG'], ['洪波', 'HONGBO'],
  ['海军', 'HAIJUN'], ['卫东', 'WEIDONG'], ['子豪', 'ZIHAO'], ['鹏飞', 'PENGFEI'], ['家乐', 'JIALE'], ['天佑', 'TIANYOU'], ['成龙', 'CHENGLONG'], ['剑锋', 'JIANFENG'],
  ['新民', 'XINMIN'], ['长江', 'CHANGJIANG'], ['金龙', 'JINLONG'], ['瑞祥', 'RUIXIANG'], ['国庆', 'GUOQING'], ['海峰', 'HAIFENG'], ['学军', 'XUEJUN'], ['庆丰', 'QINGFENG'],
];
// seafarers from the Philippines and Myanmar sail with Chinese crews; their names are written in English
// (the first six of each list are Filipino, the last four Burmese)
const FOREIGN_FIRST = ['JOSE', 'MARK', 'JOHN PAUL', 'RAMON', 'ARIEL', 'NOEL', 'AUNG', 'KYAW', 'MIN', 'ZAW'];
const FOREIGN_LAST = ['SANTOS', 'REYES', 'DELA CRUZ', 'BAUTISTA', 'GARCIA', 'MENDOZA', 'HTET', 'NAING', 'OO', 'THANT'];
const PROVINCES = ['山东青岛', '山东烟台', '山东威海', '江苏连云港', '辽宁大连', '浙江舟山', '福建泉州', '河北秦皇岛', '湖北武汉', '安徽安庆'];
// the administrative division codes of those places (one district each), the first six characters of
// a resident identity card number
const REGION_CODES = ['370202', '370602', '371002', '320703', '210202', '330902', '350502', '130302', '420102', '340802'];
// certificate types a new database offers: [group, kind, English, category, warn value, unit (1 days, 2 months)]
export const CERT_TYPES: Array<[string, string, string, string, number, string]> = [
  ['适任证书', '适任证书（驾驶）', 'CoC – deck', '1', 6, '2'],
  ['适任证书', '适任证书（轮机）', 'CoC – engine', '1', 6, '2'],
  ['培训合格证', '基本安全培训合格证', 'Basic safety training', '2', 3, '2'],
  ['培训合格证', '精通救生艇筏和救助艇', 'Survival craft and rescue boats', '2', 3, '2'],
  ['培训合格证', '高级消防', 'Advanced fire fighting', '2', 3, '2'],
  ['其他证书', '海员证', "Seaman's book", '3', 6, '2'],
  ['其他证书', '护照', 'Passport', '3', 6, '2'],
  ['其他证书', '健康证明', 'Medical certificate', '3', 30, '1'],
];

const pick = (arr: Array<[string, string]>, i: 0 | 1) => arr.map((x) => x[i]);

export async function ensureCertTypes(m: EntityManager): Promise<void> {
  if ((await m.query('SELECT 1 FROM sys_credential LIMIT 1')).length) return;
  const groups = new Map<string, number>();
  let sort = 0;
  for (const [group, kind, en, category, warnValue, warnUnit] of CERT_TYPES) {
    if (!groups.has(group)) {
      const enGroup = { 适任证书: 'Certificates of Competency', 培训合格证: 'Certificates of Proficiency', 其他证书: 'Other certificates' }[group];
      const [g] = await m.query('INSERT INTO sys_credential (name, en_name, certificate_type, sort) VALUES ($1, $2, $3, $4) RETURNING id', [group, enGroup, category, sort++]);
      groups.set(group, g.id);
    }
    await m.query('INSERT INTO sys_credential (parent_id, name, en_name, certificate_type, warn_value, warn_unit, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      groups.get(group),
      kind,
      en,
      category,
      warnValue,
      warnUnit,
      sort++,
    ]);
  }
}

export interface GeneratedCounts {
  seafarers: number;
  stints: number;
  certificates: number;
}

export async function generateCrew(m: EntityManager, sizes: CrewSizes, owners: { deptIds: number[]; creatorIds: number[] }): Promise<GeneratedCounts> {
  await topUpClients(m, sizes);
  await ensureCertTypes(m);
  const [{ first }] = await m.query('SELECT COALESCE(max(id), 0) + 1 AS first FROM boat_user_info');
  const today = localToday();

  // seafarers: about one in twelve from abroad; ranks spread as on a real ship (more ratings than officers)
  await m.query(
    `INSERT INTO boat_user_info (name, enname, sex, birthday, nationality, nativeplace, marital, id_number, linkertel, email, address, airport,
                                 entrytime, crewcategory, crewtype, shipowner_id, duty, certificateduty, boattype, zone, branchoffice, dept_id,
                                 education, height, weight, clothes_size, shoesize, internal_code, is_confirm, is_salary_deduct, created_by, updated_by)
     SELECT CASE WHEN f THEN fe ELSE s.zh || gv.zh END, CASE WHEN f THEN fe ELSE s.en || ' ' || gv.en END,
            '1', bd, CASE WHEN f THEN CASE WHEN ph THEN 'PH' ELSE 'MM' END ELSE 'CN' END,
            CASE WHEN f THEN NULL ELSE ($6::text[])[1 + g % cardinality($6::text[])] END, (1 + g % 3)::text,
            CASE WHEN f THEN NULL ELSE id17 || substr('10X98765432', 1 + idsum % 11, 1) END,
            '13' || lpad(((g * 7727) % 1000000000)::text, 9, '0'), CASE WHEN g % 3 = 0 THEN lower(s.en) || g || '@163.com' END,
            CASE WHEN f THEN NULL ELSE ($6::text[])[1 + g % cardinality($6::text[])] || '市海滨路' || (g % 300) || '号' END,
            ($7::text[])[1 + g % cardinality($7::text[])],
            DATE '2008-01-01' + (g * 31) % 6000, CASE WHEN d <= 9 THEN '1' WHEN d = 20 THEN '3' ELSE '2' END, (1 + g % 3)::text,
            NULL, d::text, d::text, (1 + g % 11)::text, (1 + g % 7)::text, (1 + g % 5)::text,
            ($4::int[])[1 + g % cardinality($4::int[])], (1 + g % 5)::text, 165 + g % 20, 60 + g % 25,
            (ARRAY['M', 'L', 'XL', 'XXL'])[1 + g % 4], (40 + g % 5)::text,
            'C' || lpad(nextval('boat_user_code_seq')::text, 6, '0'), CASE WHEN g % 10 = 0 THEN '0' ELSE '1' END, '0',
            ($5::int[])[1 + g % cardinality($5::int[])], ($5::int[])[1 + g % cardinality($5::int[])]
       FROM generate_series(1, $1) g,
            LATERAL (SELECT g % 12 = 5 AS f,
                            (g / 12) % 3 <> 0 AS ph,
                            CASE WHEN (g / 12) % 3 <> 0 THEN ($8::text[])[1 + (g / 12) % 6] || ' ' || ($9::text[])[1 + (g / 7) % 6]
                                 ELSE ($8::text[])[7 + (g / 12) % 4] || ' ' || ($9::text[])[7 + (g / 7) % 4] END AS fe,
                            (ARRAY[1,2,3,4,5,6,7,8,9,10,11,12,12,12,13,14,15,15,16,17,18,19,20,12,15])[1 + (g * 13) % 25] AS d) x,
            LATERAL (SELECT ($2::text[])[1 + g % cardinality($2::text[])] AS zh, ($3::text[])[1 + g % cardinality($3::text[])] AS en) s,
            -- a valid resident identity card number (GB 11643): the place of origin's code, the date of
            -- birth, a sequence that is odd for men and tells apart the seafarers sharing a birthday
            -- (g and g + 13000), and the check character over the first 17 digits (OFFSET 0 keeps the
            -- 17 digits computed once per row rather than once per digit read: 0.5 s, not 2.5 s, a 100,000)
            LATERAL (SELECT DATE '1966-01-01' + (g * 7919) % 13000 AS bd) b,
            LATERAL (SELECT ($12::text[])[1 + g % cardinality($12::text[])] || to_char(b.bd, 'YYYYMMDD') || lpad(((g / 13000) % 500 * 2 + 1)::text, 3, '0') AS id17 OFFSET 0) i,
            LATERAL (SELECT sum(substr(i.id17, k, 1)::int * (ARRAY[7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2])[k])::int AS idsum FROM generate_series(1, 17) k) c,
            LATERAL (SELECT ($10::text[])[1 + (g * 7 + g / 40) % cardinality($10::text[])] AS zh, ($11::text[])[1 + (g * 7 + g / 40) % cardinality($11::text[])] AS en) gv`,
    [
      sizes.seafarers,
      pick(SURNAMES, 0),
      pick(SURNAMES, 1),
      owners.deptIds,
      owners.creatorIds,
      PROVINCES,
      ['青岛流亭', '上海浦东', '大连周水子', '天津滨海', '宁波栎社', '厦门高崎'],
      FOREIGN_FIRST,
      FOREIGN_LAST,
      pick(GIVEN, 0),
      pick(GIVEN, 1),
      REGION_CODES,
    ],
  );
  const [{ last }] = await m.query('SELECT max(id) AS last FROM boat_user_info');

  // sea service, newest first: stint s ends about 300·(s-1) days ago; 45 % are on board now (the newest
  // stint open); older stints are a rank lower for officers who have since been promoted
  await m.query(
    `WITH ships AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(shipowner_id ORDER BY id) AS owners FROM ${ClientsSql.ships} s)
     INSERT INTO boat_work (user_id, shipowner_id, ship_id, duty, report_duty_one, leave_date, onboat_date, onboat_port, plan_leaveboat_date,
                            leaveboat_date, offboat_port, enter_date, leaveboat_reason, leaveboat_evaluate, dispatch_type, is_social_insurance,
                            wages, currency, state, created_by, updated_by)
     SELECT u.id, ships.owners[k], ships.ids[k], dd::text, dd::text, st - 1, st, (1 + (u.id + s) % 10)::text, st + 270,
            en, CASE WHEN en IS NOT NULL THEN (1 + (u.id + s * 3) % 10)::text END, en + 1,
            CASE WHEN en IS NOT NULL THEN (1 + (u.id + s) % 3)::text END, CASE WHEN en IS NOT NULL THEN (1 + (u.id * s) % 3)::text END,
            (1 + s % 2)::text, '1', 1500 + (21 - dd) * 450, 'USD', CASE WHEN en IS NULL THEN '1' ELSE '2' END, u.created_by, u.created_by
       FROM boat_user_info u CROSS JOIN ships CROSS JOIN generate_series(1, $3::int) s,
            LATERAL (SELECT $4::date - ((s - 1) * 300 + u.id % 40) AS base, 1 + (u.id * 13 + s * 7) % cardinality(ships.ids) AS k,
                            CASE WHEN s > $3::int / 2 AND u.duty::int IN (2, 3, 4, 6, 7, 8) THEN u.duty::int + 1 ELSE u.duty::int END AS dd) b,
            LATERAL (SELECT b.base - (200 + (u.id * 7 + s) % 60) AS st,
                            CASE WHEN s = 1 AND u.id % 20 < 9 THEN NULL ELSE b.base END AS en) d
      WHERE u.id BETWEEN $1 AND $2`,
    [first, last, sizes.stintsPer, today],
  );
  await planManning(m, first, last, today);
  await m.query(
    `UPDATE boat_user_info u SET board_state = CASE WHEN w.id IS NULL THEN ${sqlText(BOARD_STATE.Ashore)} ELSE ${sqlText(BOARD_STATE.OnBoard)} END, ship_id = w.ship_id,
            shipowner_id = COALESCE(w.shipowner_id, l.shipowner_id)
       FROM boat_user_info x
       LEFT JOIN boat_work w ON w.user_id = x.id AND w.state = ${sqlText(BOARD_STATE.OnBoard)}
       LEFT JOIN LATERAL (SELECT shipowner_id FROM boat_work WHERE user_id = x.id ORDER BY onboat_date DESC LIMIT 1) l ON true
      WHERE u.id = x.id AND x.id BETWEEN $1 AND $2`,
    [first, last],
  );

  // certificates: seaman's book, passport, medical, basic safety, and a CoC (officers) or survival craft
  // (ratings); most valid for years, some warning and a few expired
  await m.query(
    `WITH t AS (SELECT id, name, certificate_type, warn_value, warn_unit FROM sys_credential WHERE parent_id IS NOT NULL),
          pick AS (SELECT u.id AS user_id, u.created_by, c.n, u.duty::int AS duty FROM boat_user_info u CROSS JOIN generate_series(1, 5) c(n) WHERE u.id BETWEEN $1 AND $2)
     INSERT INTO boat_user_credential (user_id, credential_id, name, certificate_type, code, organization, sign_date, valid_date, credential_status, warnstatus, created_by, updated_by)
     SELECT p.user_id, t.id, t.name, t.certificate_type, upper(substr(md5(p.user_id || '-' || p.n), 1, 10)),
            (ARRAY['中华人民共和国山东海事局', '中华人民共和国上海海事局', '中华人民共和国辽宁海事局', '青岛出入境检验检疫局'])[1 + (p.user_id + p.n) % 4],
            v - CASE WHEN t.warn_unit = '1' THEN 365 ELSE 1825 END, v, '1', '0', p.created_by, p.created_by
       FROM pick p
       JOIN t ON t.name = CASE p.n WHEN 1 THEN '海员证' WHEN 2 THEN '护照' WHEN 3 THEN '健康证明' WHEN 4 THEN '基本安全培训合格证'
                                   ELSE CASE WHEN p.duty <= 4 THEN '适任证书（驾驶）' WHEN p.duty <= 9 THEN '适任证书（轮机）' ELSE '精通救生艇筏和救助艇' END END,
            LATERAL (SELECT (p.user_id * 31 + p.n * 17) % 1000 AS h) x,
            LATERAL (SELECT $3::date + CASE WHEN x.h < 40 THEN -(1 + x.h * 5)
                                            WHEN x.h < 120 THEN CASE WHEN t.warn_unit = '1' THEN 1 + x.h % 25 ELSE 1 + x.h % 80 END
                                            ELSE 200 + (x.h * 7) % 1600 END AS v) y`,
    [first, last, today],
  );
  if (sizes.familyAndBank) {
    await m.query(
      `INSERT INTO boat_family (user_id, name, relationship, first_relationman, telephone, profession, address, created_by)
       SELECT u.id, CASE r.n WHEN 1 THEN ($3::text[])[1 + u.id % cardinality($3::text[])] ELSE left(u.name, 1) || '父' END,
              CASE r.n WHEN 1 THEN '2' ELSE '3' END, CASE r.n WHEN 1 THEN '1' ELSE '0' END,
              '139' || lpad(((u.id * 3571 + r.n) % 100000000)::text, 8, '0'), (ARRAY['教师', '个体经营', '退休', '公司职员'])[1 + (u.id + r.n) % 4], u.address, u.created_by
         FROM boat_user_info u CROSS JOIN generate_series(1, 2) r(n)
        WHERE u.id BETWEEN $1 AND $2 AND u.nationality = 'CN' AND (r.n = 2 OR u.marital = '2')`,
      [first, last, ['李秀英', '王丽', '张敏', '刘静', '陈燕', '杨娟', '赵霞', '黄芳']],
    );
    await m.query(
      `INSERT INTO boat_bank (user_id, cardholder, account, currency, deposit_bank, branch, priority_used, relationship, created_by)
       SELECT u.id, u.name, '6222' || lpad(((u.id::bigint * 982451653) % 1000000000000000)::text, 15, '0'), CASE WHEN u.id % 3 = 0 THEN 'USD' ELSE 'CNY' END,
              (ARRAY['中国工商银行', '中国银行', '中国建设银行', '招商银行'])[1 + u.id % 4], '青岛分行', '1', '1', u.created_by
         FROM boat_user_info u WHERE u.id BETWEEN $1 AND $2`,
      [first, last],
    );
  }
  // fresh statistics before the set-wide updates, or the planner guesses from empty tables
  for (const table of ['boat_user_info', 'boat_work', 'boat_user_credential']) await m.query(`ANALYZE ${table}`);
  await refreshWarnings(m, today, { users: [first, last] });
  const warned: Array<{ id: number }> = await m.query('SELECT id FROM boat_user_info WHERE id BETWEEN $1 AND $2', [first, last]);
  await refreshCrewWarn(m, warned.map((r) => r.id));
  const [{ stints }] = await m.query('SELECT count(*)::int AS stints FROM boat_work WHERE user_id BETWEEN $1 AND $2', [first, last]);
  const [{ certificates }] = await m.query('SELECT count(*)::int AS certificates FROM boat_user_credential WHERE user_id BETWEEN $1 AND $2', [first, last]);
  return { seafarers: last - first + 1, stints, certificates };
}

// Places a ship has for each rank on board at once (issue 12 §6: one master per ship, not ten): one for
// every officer and petty officer, more for the ratings a ship carries several of (duty dictionary
// values: 12 AB, 13 OS, 15 motorman, 16 wiper, 19 messman, 20 cadet).
const PLACES: Array<[duty: string, places: number]> = [
  ['12', 3],
  ['13', 2],
  ['15', 3],
  ['16', 2],
  ['19', 2],
  ['20', 2],
];

// The generated crew on board make a plausible manning: a seafarer whose rank's places on their ship are
// taken moves to a ship with a free one (and that ship's shipowner); one for whom no ship has room signs
// off the day before today, at the port the stint would have ended in.
async function planManning(m: EntityManager, first: number, last: number, today: string) {
  const places = `(SELECT duty, places FROM unnest($3::text[], $4::int[]) AS c(duty, places))`;
  const params = [first, last, PLACES.map(([d]) => d), PLACES.map(([, n]) => n)];
  const open = `open AS (SELECT w.id, w.user_id, w.duty, w.ship_id, COALESCE(c.places, 1) AS places,
                                row_number() OVER (PARTITION BY w.ship_id, w.duty ORDER BY w.user_id NOT BETWEEN $1 AND $2 DESC, w.onboat_date, w.id) AS nth
                           FROM boat_work w LEFT JOIN ${places} c ON c.duty = w.duty WHERE w.state = ${sqlText(BOARD_STATE.OnBoard)})`;
  await m.query(
    `WITH ${open},
          extra AS (SELECT o.id, o.duty, row_number() OVER (PARTITION BY o.duty ORDER BY o.id) AS k FROM open o
                     WHERE o.nth > o.places AND o.user_id BETWEEN $1 AND $2),
          taken AS (SELECT ship_id, duty, count(*) FILTER (WHERE nth <= places) AS n FROM open GROUP BY ship_id, duty),
          free AS (SELECT s.id AS ship_id, s.shipowner_id, d.duty, row_number() OVER (PARTITION BY d.duty ORDER BY s.id) AS k
                     FROM ${ClientsSql.ships} s CROSS JOIN (SELECT DISTINCT duty FROM extra) d
                     LEFT JOIN ${places} c ON c.duty = d.duty
                     LEFT JOIN taken t ON t.ship_id = s.id AND t.duty = d.duty
                    WHERE COALESCE(t.n, 0) < COALESCE(c.places, 1))
     UPDATE boat_work w SET ship_id = f.ship_id, shipowner_id = f.shipowner_id
       FROM extra e JOIN free f ON f.duty = e.duty AND f.k = e.k
      WHERE w.id = e.id`,
    params,
  );
  // those who found no free place: ashore since yesterday
  await m.query(
    `WITH ${open}
     UPDATE boat_work w SET state = ${sqlText(BOARD_STATE.Ashore)}, leaveboat_date = $5::date - 1, enter_date = $5::date, offboat_port = w.onboat_port,
                            leaveboat_reason = '1', leaveboat_evaluate = '1'
       FROM open o WHERE w.id = o.id AND o.nth > o.places AND o.user_id BETWEEN $1 AND $2`,
    [...params, today],
  );
}
