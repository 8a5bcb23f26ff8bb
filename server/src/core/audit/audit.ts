import type { OpContext } from '../resource/op-context';
import type { FieldDecl } from '../resource/resource.types';
import { AuditLog } from './audit-log.entity';
import type { Row } from '../resource/row';

const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);
const same = (a: unknown, b: unknown) => JSON.stringify(norm(a)) === JSON.stringify(norm(b));

// The changed fields between two states of a record. Secrets (passwords, tokens) never leave
// their values here: only that they changed.
export function diffFields(fields: Record<string, FieldDecl>, before: Row | null, after: Row | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(fields)) {
    const o = before?.[name];
    const n = after?.[name];
    if (same(o, n)) continue;
    if (f.secret || f.type === 'password') out[name] = { changed: true };
    else out[name] = { old: norm(o), new: norm(n) };
  }
  return out;
}

// Written through the operation's own transaction, so the log and the change commit together.
export async function writeAudit(ctx: OpContext, action: string, recordId: unknown, changes: Record<string, unknown>): Promise<void> {
  if (ctx.resource.audit === false) return;
  // an update that changed nothing leaves no row: the log lists changes, not attempts
  if (action === 'update' && !Object.keys(changes).length) return;
  await ctx.manager.insert(AuditLog, {
    userId: ctx.user?.userId ?? null,
    username: ctx.user?.username ?? null,
    entity: ctx.resource.name,
    recordId: recordId == null ? null : String(recordId),
    action,
    changes: changes as never,
  });
}

// Many rows written by one call (a plan's 500 orders): one statement, one log row each.
export async function writeAuditMany(ctx: OpContext, action: string, entries: Array<{ id: unknown; changes: Record<string, unknown> }>): Promise<void> {
  if (ctx.resource.audit === false || !entries.length) return;
  await ctx.manager.insert(
    AuditLog,
    entries.map((e) => ({
      userId: ctx.user?.userId ?? null,
      username: ctx.user?.username ?? null,
      entity: ctx.resource.name,
      recordId: e.id == null ? null : String(e.id),
      action,
      changes: e.changes as never,
    })),
  );
}
