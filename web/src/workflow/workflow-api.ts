import { callAhead } from '../core/api/call-ahead';
import { call, type CallOptions } from '../core/api/client';
import { emit } from '../core/events';

// The server's approval calls (MyProcess, activiti), typed once for the workflow screens.
export interface TaskRow {
  id: number;
  instanceId: string;
  flowType: string;
  elementId: string;
  name: string;
  title: string;
  businessEntity: string;
  businessId: number;
  starterId: number;
  starterName: string;
  assigneeId: number | null;
  onBehalfOf: number | null;
  onBehalfOfName: string | null;
  createdAt: string;
  dueAt: string | null;
  status: string;
  result: string | null;
  comment: string | null;
  completedAt: string | null;
}

export interface StartedRow {
  instanceId: string;
  flowType: string;
  title: string;
  businessEntity: string;
  businessId: number;
  businessCode: string | null;
  status: 'running' | 'completed' | 'withdrawn' | 'error';
  result: string;
  startedAt: string;
  endedAt: string | null;
  currentStep: string | null;
}

export interface HistoryRow {
  id: string;
  action: 'submit' | 'approve' | 'reject' | 'withdraw' | 'remind' | 'timer' | 'end' | 'close';
  elementId: string | null;
  elementName: string | null;
  comment: string | null;
  at: string;
  actorId: number | null;
  actorName: string | null;
  onBehalfOf: number | null;
  onBehalfOfName: string | null;
}

export interface StepRow {
  id?: number;
  elementId: string;
  name: string;
  dueAt?: string | null;
  approverNames: string[];
  roleNames: string[];
  onBehalfOfName?: string | null;
  mine?: boolean; // an open step the reader may act on
}

export interface FlowDetail {
  instance: { id: string; flowType: string; title: string; status: string; result: string; startedAt: string; endedAt: string | null; businessCode: string | null };
  resource: string;
  record: Record<string, unknown> | null;
  history: HistoryRow[];
  pending: StepRow[];
  upcoming: StepRow[];
}

export interface Diagram {
  xml: string;
  flowType: string;
  version: number;
  completed: string[];
  active: string[];
}

// how the drawer names the flow it shows: an instance, a task, or the latest flow of a record
export type FlowRef = { instanceId: string } | { taskId: number } | { businessEntity: string; businessId: number };

export type ListKind = 'getUpcomingList' | 'getDoneList' | 'getPageList';

export const listTasks = <T>(kind: ListKind, body: Record<string, unknown>) => call<T>('MyProcess', kind, body);

export async function flowDetail(ref: FlowRef): Promise<FlowDetail | undefined> {
  return (await call<FlowDetail>('MyProcess', 'getDetail', ref)).list[0];
}

export async function flowDiagram(ref: FlowRef): Promise<Diagram | undefined> {
  return (await call<Diagram>('activiti', 'getActivitiAddress', ref)).list[0];
}

// Where a link to a task leads (?task=12 from a mail): open and mine to act on; open for someone else,
// completed or cancelled (read-only); or not available to me, which the screen says instead of failing.
export interface TaskState {
  taskId: number;
  state: 'mine' | 'others' | 'completed' | 'cancelled' | 'unavailable';
  instanceId?: string;
  result?: string | null;
  completedAt?: string | null;
  completedByName?: string | null;
}

export async function taskState(taskId: number): Promise<TaskState> {
  return (await call<TaskState>('MyProcess', 'getTask', { taskId })).list[0] ?? { taskId, state: 'unavailable' };
}

// what waits for me: how many tasks, how many past due, since when the oldest waits
export interface TaskCounts {
  upcoming: number;
  overdue: number;
  oldestAt: string | null;
}

export async function taskCounts(opts: CallOptions = {}): Promise<TaskCounts> {
  return (await callAhead<TaskCounts>('MyProcess', 'getCounts', {}, opts)).list[0] ?? { upcoming: 0, overdue: 0, oldestAt: null };
}


// approve or reject one task; the badge and the lists refresh on the signal
export async function completeTask(taskId: number, result: 'approve' | 'reject', comment: string): Promise<void> {
  await call('MyProcess', result, { taskId, comment });
  emit('tasksChanged');
}

export interface BatchOutcome {
  taskId: number;
  ok: boolean;
  code?: string;
  msg?: string;
}

export async function completeTasks(taskIds: number[], result: '1' | '2', comment: string): Promise<BatchOutcome[]> {
  const { list } = await call<BatchOutcome>('MyProcess', 'batchComplete', { taskIds, result, comment });
  emit('tasksChanged');
  return list;
}
