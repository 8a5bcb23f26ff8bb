import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CrewSql } from '../../crew/crew.api';
import { withSchemaLock } from '../../../core/database/database.providers';

const ALL_RANKS = Array.from({ length: 20 }, (_, i) => String(i + 1));
// duty dictionary values: 1–4 deck officers, 5–8 engine officers, 9 ETO, 10 bosun, 12 AB
const DECK_OFFICERS = ['1', '2', '3', '4'];
const ENGINE_OFFICERS = ['5', '6', '7', '8'];

// The default compliance matrix, after STCW: the certificates every seafarer carries (seaman's book,
// passport, medical certificate, basic safety training), the certificate of competency of officers in
// charge of a watch (II/1–II/2 deck, III/1–III/2 engine), advanced fire fighting for the masters, chief
// mates, chief and second engineers who lead fire parties (VI/3), and survival craft for those who take
// charge of a boat (VI/2: officers of the deck, ETO, bosun, ABs). Certificate kinds are matched by the
// names a new database's certificate types carry (crew-generator CERT_TYPES); a kind not there is skipped.
export const DEFAULT_COMPLIANCE: Array<[kind: string, duties: string[]]> = [
  ['海员证', ALL_RANKS],
  ['护照', ALL_RANKS],
  ['健康证明', ALL_RANKS],
  ['基本安全培训合格证', ALL_RANKS],
  ['适任证书（驾驶）', DECK_OFFICERS],
  ['适任证书（轮机）', ENGINE_OFFICERS],
  ['高级消防', ['1', '2', '5', '6']],
  ['精通救生艇筏和救助艇', [...DECK_OFFICERS, '9', '10', '12']],
];

// Fills an empty matrix with the defaults (every ship type); answers the rows made. A matrix the company
// has filled in, even with one row, is theirs and is left alone.
export async function ensureComplianceDefaults(m: EntityManager): Promise<number> {
  if ((await m.query('SELECT 1 FROM boat_compliance_rule LIMIT 1')).length) return 0;
  const pairs = DEFAULT_COMPLIANCE.flatMap(([kind, duties]) => duties.map((duty) => [kind, duty]));
  const made: unknown[] = await m.query(
    `INSERT INTO boat_compliance_rule (duty, ship_type, credential_id, remark)
     SELECT r.duty, NULL, c.id, 'STCW 默认 / STCW default'
       FROM unnest($1::text[], $2::text[]) AS r(kind, duty)
       JOIN LATERAL (SELECT id FROM ${CrewSql.certificateKinds} k WHERE name = r.kind AND parent_id IS NOT NULL ORDER BY id LIMIT 1) c ON true
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [pairs.map(([k]) => k), pairs.map(([, d]) => d)],
  );
  return made.length;
}

// On every start, once the modules have seeded (the demo's certificate types among them): an empty
// matrix gets the defaults, so a new database checks dispatch orders against STCW from the first plan.
@Injectable()
export class ComplianceDefaults implements OnApplicationBootstrap {
  private readonly log = new Logger('Seed');

  constructor(private readonly ds: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    const made = await withSchemaLock(this.ds, () => this.ds.transaction((m) => ensureComplianceDefaults(m)));
    if (made) this.log.log(`compliance matrix: ${made} default requirements (STCW)`);
  }
}
