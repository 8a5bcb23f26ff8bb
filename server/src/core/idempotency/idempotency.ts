import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { canonicalJson } from '../api/canonical-json';
import { AppException } from '../errors/app.exception';

// Idempotency-Key on creations (ARCHITECTURE §5a), as payment APIs do it: a creation retried after a
// timeout or a crash answers its first answer instead of making a second record. The key's row is
// written in the operation's own transaction, so a crash or a refusal leaves neither (sending the key
// again runs the call again). A concurrent duplicate's INSERT waits on the first one's uncommitted row
// (the primary key), then reads the answer it committed. Rows live 24 hours; a caller's expired rows
// go when that caller next sends a key, and everyone's with the nightly housekeeping job
// (systemTask.cleanExpiredTokens); the created_at index serves both.

export const KEY_HOURS = 24;
const KEY = /^[\x21-\x7e]{1,128}$/; // printable ASCII: UUIDs, ULIDs, anything a client makes

export interface IdempotentCall {
  userId: number;
  key: string;
  operation: string; // '<Resource>.<operation>' as declared
  bodyHash: string;
}

// The header as sent; absent: the call is not idempotent. A malformed one is refused, not ignored: a
// caller who meant a key must not make duplicates unknowingly.
export function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.join(',') : header.trim();
  if (!KEY.test(key)) throw new AppException('BadHeader', { header: 'Idempotency-Key' });
  return key;
}

export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

// Answers the first answer of this key, or claims the key for the call about to run (null). The same
// key on another operation or with another body is refused: it is a client's mistake, not a retry.
export async function replayOrClaim(m: EntityManager, call: IdempotentCall): Promise<{ answer: unknown } | null> {
  // SKIP LOCKED: a caller's rows another of their calls is sweeping are left to that call
  await m.query(
    `DELETE FROM sys_idempotency WHERE ctid IN (SELECT ctid FROM sys_idempotency WHERE user_id = $1 AND created_at < now() - make_interval(hours => $2) FOR UPDATE SKIP LOCKED)`,
    [call.userId, KEY_HOURS],
  );
  const claimed = await m.query(
    `INSERT INTO sys_idempotency (user_id, key, operation, body_hash, answer) VALUES ($1, $2, $3, $4, '') ON CONFLICT (user_id, key) DO NOTHING RETURNING user_id`,
    [call.userId, call.key, call.operation, call.bodyHash],
  );
  if (claimed.length) return null;
  // READ COMMITTED: this statement sees the row the call that held the key committed
  const [first] = await m.query(`SELECT operation, body_hash AS "bodyHash", answer FROM sys_idempotency WHERE user_id = $1 AND key = $2`, [call.userId, call.key]);
  // gone between the two statements (expired and swept by another of the caller's calls): still busy
  if (!first) throw new AppException('IdempotencyInProgress');
  if (first.operation !== call.operation || first.bodyHash !== call.bodyHash) throw new AppException('IdempotencyKeyReused');
  return { answer: JSON.parse(first.answer) };
}

export async function keepAnswer(m: EntityManager, call: IdempotentCall, answer: unknown): Promise<void> {
  await m.query(`UPDATE sys_idempotency SET answer = $3 WHERE user_id = $1 AND key = $2`, [call.userId, call.key, JSON.stringify(answer ?? null)]);
}

// Every expired row, in batches so the job never holds many locks at once; SKIP LOCKED leaves rows a
// caller's own sweep holds. Answers how many went.
export async function sweepExpiredKeys(m: EntityManager): Promise<number> {
  let total = 0;
  for (;;) {
    const gone: unknown[] = await m.query(
      `DELETE FROM sys_idempotency WHERE ctid IN (SELECT ctid FROM sys_idempotency WHERE created_at < now() - make_interval(hours => $1) LIMIT 5000 FOR UPDATE SKIP LOCKED) RETURNING 1`,
      [KEY_HOURS],
    );
    total += gone.length;
    if (gone.length < 5000) return total;
  }
}
