import { DataSource } from 'typeorm';
import { ApprovalResult, BusinessStatus } from '../../../server/src/workflow/flow-entity';
import type { TestApp } from '../test-app';
import { LEAVE_TYPE } from './codes';
import { driveToEnd, FlowOrg, openTasks, OpenTask } from './flow-org';

// Staff requests (leave, overtime, travel, ...): `newRequest` makes one through the API as its applicant
// does, submits it through the real engine and, if asked, approves or rejects it to the end;
// `newRequestRecord` saves one in any state through its entity, for reports that count many.
type Row = Record<string, any>;

// the next Monday at least a week ahead (planned dates may not be in the past)
function nextMonday(): Date {
  const d = new Date(Date.now() + 7 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d;
}
const iso = (d: Date, plusDays = 0) => new Date(d.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);

// a body each kind is valid with, unless the test gives its own
const DEFAULT_BODIES: Record<string, () => Row> = {
  // two working days of personal leave
  EmployVacation: () => ({ vacationType: LEAVE_TYPE.personal, startDate: iso(nextMonday()), endDate: iso(nextMonday(), 1) }),
};

export interface NewRequest {
  id: number;
  // the record as its applicant reads it afterwards
  row: Row;
  instanceId?: string;
  code?: string;
  // the first open task, once submitted (and not driven to the end)
  task?: OpenTask;
  // the steps it went through when driven to the end
  steps?: string[];
}

export async function newRequest(
  t: TestApp,
  org: FlowOrg,
  resource: string,
  opts: { body?: Row; as?: { token: string }; submit?: boolean; end?: 'approve' | 'reject' } = {},
): Promise<NewRequest> {
  const token = (opts.as ?? org.staff).token;
  const body = opts.body ?? DEFAULT_BODIES[resource]?.();
  if (!body) throw new Error(`newRequest: no default body for ${resource}; pass one`);
  const ins = await t.call(resource, 'insert', body, token);
  if (ins.body.code !== '200') throw new Error(`newRequest ${resource}: ${ins.body.msg}`);
  const id = ins.body.list[0].id;
  const made: NewRequest = { id, row: ins.body.list[0] };
  if (!opts.submit && !opts.end) return made;
  const sub = await t.call(resource, 'submit', { id }, token);
  if (sub.body.code !== '200') throw new Error(`newRequest ${resource} submit: ${sub.body.msg}`);
  made.instanceId = sub.body.list[0].instanceId;
  made.code = sub.body.list[0].code;
  if (opts.end) made.steps = await driveToEnd(t, org, made.instanceId!, opts.end);
  else [made.task] = await openTasks(t, made.instanceId!);
  made.row = (await t.call(resource, 'getById', { id }, token)).body.list[0];
  return made;
}

// A request as stored: by `starter` of `deptId`, finished and agreed unless told.
export async function newRequestRecord(
  t: TestApp,
  table: string,
  starter: { id: number },
  where: { deptId: number; companyId: number },
  cols: Row,
  state: { status?: string; result?: string | null } = {},
): Promise<number> {
  const { status = BusinessStatus.Finished, result = ApprovalResult.Agree } = state;
  const saved = await t.app.get(DataSource).getRepository(table).save({ ...cols, status, result, starterId: starter.id, createdBy: starter.id, ...where });
  return saved.id;
}
