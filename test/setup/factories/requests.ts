import { DataSource } from 'typeorm';
import { ApprovalResult, BusinessStatus } from '../../../server/src/workflow/flow-entity';
import { freshWeek } from '../dates';
import type { TestApp } from '../test-app';
import { LEAVE_TYPE } from './codes';
import { driveToEnd, FlowOrg, openTasks, OpenTask } from './flow-org';

// Staff requests (leave, overtime, travel, ...): `newRequest` makes one through the API as its applicant
// does, submits it through the real engine and, if asked, approves or rejects it to the end;
// `newRequestRecord` saves one in any state through its entity, for reports that count many.
type Row = Record<string, any>;

// `days` working days (1 to 5) of personal leave from the Monday of a week without holidays, a week of
// its own (one person's leave may not overlap): the server counts the days from the dates, and the count
// decides the approval steps
export const leaveBody = (days = 2, extra: Row = {}): Row => {
  const week = freshWeek();
  return { vacationType: LEAVE_TYPE.personal, startDate: week(0), endDate: week(days - 1), ...extra };
};

// a body each kind is valid with, unless the test gives its own
const DEFAULT_BODIES: Record<string, () => Row> = {
  EmployVacation: () => leaveBody(2),
};

export interface NewRequest {
  id: number;
  // the record as its applicant reads it afterwards
  row: Row;
}

export interface SubmittedRequest extends NewRequest {
  instanceId: string;
  code: string;
  // the first open task (none once driven to the end)
  task?: OpenTask;
  // the steps it went through when driven to the end
  steps?: string[];
}

interface RequestOptions {
  body?: Row;
  // the applicant, when not the organisation's staff member
  as?: { token: string };
  submit?: boolean;
  // approve or reject every step until the flow ends
  end?: 'approve' | 'reject';
}

export async function newRequest(t: TestApp, org: FlowOrg, resource: string, opts: RequestOptions & ({ submit: true } | { end: 'approve' | 'reject' })): Promise<SubmittedRequest>;
export async function newRequest(t: TestApp, org: FlowOrg, resource: string, opts?: RequestOptions): Promise<NewRequest>;
export async function newRequest(t: TestApp, org: FlowOrg, resource: string, opts: RequestOptions = {}): Promise<NewRequest | SubmittedRequest> {
  const token = (opts.as ?? org.staff).token;
  const body = opts.body ?? DEFAULT_BODIES[resource]?.();
  if (!body) throw new Error(`newRequest: no default body for ${resource}; pass one`);
  const ins = await t.call(resource, 'insert', body, token);
  if (ins.body.code !== '200') throw new Error(`newRequest ${resource}: ${ins.body.msg}`);
  const id = ins.body.list[0].id;
  if (!opts.submit && !opts.end) return { id, row: ins.body.list[0] };
  const sub = await t.call(resource, 'submit', { id }, token);
  if (sub.body.code !== '200') throw new Error(`newRequest ${resource} submit: ${sub.body.msg}`);
  const { instanceId, code } = sub.body.list[0];
  const steps = opts.end ? await driveToEnd(t, org, instanceId, opts.end) : undefined;
  const [task] = opts.end ? [] : await openTasks(t, instanceId);
  const row = (await t.call(resource, 'getById', { id }, token)).body.list[0];
  return { id, row, instanceId, code, task, steps };
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
