import type { EntityManager } from 'typeorm';
import { ApprovalUser } from './approvers/approval-user.entity';
import { SysDeptLeader } from './approvers/sys-dept-leader.entity';

// What modules may ask of the workflow's tables (issue 20 §2: a table is read or written only by its
// owner; the layering test holds every module to it). The workflow's tables and its code sequence are
// its own; a module asks here.

// Database objects the workflow owns beside its entities' tables (no view is offered to modules).
export const WORKFLOW_SQL = { views: [], sequences: ['wf_code_seq'] } as const;

// The next `n` business codes, one per record: the prefix, today's date and a number from the one
// sequence every flow and dispatch record shares (DIS2026112600042), so codes never collide across kinds.
// `on` (YYYY-MM-DD or YYYYMMDD) dates a code otherwise than today (the demo seed's past plans).
export async function nextCodes(m: EntityManager, prefix: string, n: number, on?: string): Promise<string[]> {
  if (n <= 0) return [];
  const rows: Array<{ seq: string }> = await m.query(`SELECT nextval('wf_code_seq')::text AS seq FROM generate_series(1, $1)`, [n]);
  const day = (on ?? new Date().toISOString().slice(0, 10)).replace(/-/g, '');
  return rows.map((r) => `${prefix}${day}${r.seq.padStart(5, '0')}`);
}

export async function nextCode(m: EntityManager, prefix: string, on?: string): Promise<string> {
  return (await nextCodes(m, prefix, 1, on))[0];
}

// the first open task of an instance (the demo seed approves its requests step by step)
export async function firstOpenTask(m: EntityManager, instanceId: string): Promise<number | null> {
  const [task] = await m.query(`SELECT id FROM wf_task WHERE instance_id = $1 AND status = 'open' ORDER BY id LIMIT 1`, [instanceId]);
  return task?.id ?? null;
}

// Who approves: a department's head ('1') or deputy, and the named approvers of a flow type (the system
// module's seed and screens fill these).
export async function addDeptLeader(m: EntityManager, deptId: number, userId: number, leaderType = '1'): Promise<void> {
  await m.insert(SysDeptLeader, { deptId, userId, leaderType });
}

export async function addFlowApprover(m: EntityManager, flowType: string, userId: number): Promise<void> {
  await m.insert(ApprovalUser, { flowType, userId });
}
