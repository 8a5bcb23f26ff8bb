import type { EntityManager } from 'typeorm';
import type { Rates } from '../params/contribution.rule';

// The two offices the demo company pays at, last year's and this year's figures (the offices publish a
// new base range each year; the rates stay). Rates in per cent of the base; the injury and maternity
// insurances are the employer's alone.
interface Office {
  city: string;
  cityEn: string;
  ranges: [last: [floor: number, ceiling: number], current: [floor: number, ceiling: number]];
  rates: Record<keyof Rates, number>;
}

const OFFICES: Office[] = [
  {
    city: '青岛',
    cityEn: 'Qingdao',
    ranges: [[4_600, 25_300], [4_850, 26_400]],
    rates: {
      pensionCompany: 16, pensionPerson: 8, medicalCompany: 9, medicalPerson: 2, unemploymentCompany: 0.5, unemploymentPerson: 0.5,
      injuryCompany: 0.4, injuryPerson: 0, maternityCompany: 0.8, maternityPerson: 0, fundCompany: 10, fundPerson: 10,
    },
  },
  {
    city: '上海',
    cityEn: 'Shanghai',
    ranges: [[6_980, 34_900], [7_160, 35_800]],
    rates: {
      pensionCompany: 16, pensionPerson: 8, medicalCompany: 10, medicalPerson: 2, unemploymentCompany: 0.5, unemploymentPerson: 0.5,
      injuryCompany: 0.26, injuryPerson: 0, maternityCompany: 0.8, maternityPerson: 0, fundCompany: 7, fundPerson: 7,
    },
  },
];

export const QINGDAO = OFFICES[0].city;
export const SHANGHAI = OFFICES[1].city;
const CARD_FEE = 20;

export interface DemoParams extends Rates {
  id: number;
  city: string;
  year: number;
  baseFloor: number;
  baseCeiling: number;
}

// "青岛 2026" → its parameters
export type ParamsBook = Map<string, DemoParams>;
export const paramsKey = (city: string, year: number) => `${city} ${year}`;

// Inserted directly, so the names the parameters' hook gives an API insert are written here. A city and
// year already kept (an administrator's) stays as it is and is used as it is.
export async function seedParams(m: EntityManager, thisYear: number, by: number): Promise<{ book: ParamsBook; made: number }> {
  let made = 0;
  for (const o of OFFICES) {
    for (const [i, [floor, ceiling]] of o.ranges.entries()) {
      const year = thisYear - 1 + i;
      const r = o.rates;
      const rows: unknown[] = await m.query(
        `INSERT INTO boat_insurance_base (city, city_en, year, name, en_name, base_floor, base_ceiling, pension_company, pension_person, medical_company, medical_person,
                                         unemployment_company, unemployment_person, injury_company, injury_person, maternity_company, maternity_person,
                                         fund_company, fund_person, card_fee, remarks, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22)
         ON CONFLICT (city, year) DO NOTHING RETURNING id`,
        [
          o.city, o.cityEn, year, paramsKey(o.city, year), `${o.cityEn} ${year}`, floor, ceiling,
          r.pensionCompany, r.pensionPerson, r.medicalCompany, r.medicalPerson, r.unemploymentCompany, r.unemploymentPerson,
          r.injuryCompany, r.injuryPerson, r.maternityCompany, r.maternityPerson, r.fundCompany, r.fundPerson,
          CARD_FEE, `${o.city}市社会保险事业中心公布的 ${year} 年度缴费基数与费率`, by,
        ],
      );
      made += rows.length;
    }
  }
  const book: ParamsBook = new Map();
  const rows: DemoParams[] = await m.query(
    `SELECT id, city, year, base_floor::float8 AS "baseFloor", base_ceiling::float8 AS "baseCeiling",
            pension_company AS "pensionCompany", pension_person AS "pensionPerson", medical_company AS "medicalCompany", medical_person AS "medicalPerson",
            unemployment_company AS "unemploymentCompany", unemployment_person AS "unemploymentPerson", injury_company AS "injuryCompany",
            injury_person AS "injuryPerson", maternity_company AS "maternityCompany", maternity_person AS "maternityPerson",
            fund_company AS "fundCompany", fund_person AS "fundPerson"
       FROM boat_insurance_base WHERE city = ANY($1) AND year BETWEEN $2 AND $3`,
    [OFFICES.map((o) => o.city), thisYear - 1, thisYear],
  );
  for (const p of rows) book.set(paramsKey(p.city, p.year), p);
  return { book, made };
}
