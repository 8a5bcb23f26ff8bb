import type { EntityManager } from 'typeorm';
import type { Warning } from '../../../core/errors/confirmations';
import { CrewError } from '../crew.errors';
import { warnedSeafarers } from './credential.repository';

// SPEC §5 "a warning or expired certificate prompts whether to continue", once for every path that puts
// a seafarer on a ship or into a new rank there: a sign-on from their file, the generic add of an open
// stint, a promotion or ship change (the next stint), and a dispatch order (dispatch calls this). The
// warning names the seafarer and the certificates, so its token confirms exactly those (confirmations.ts).
// Reads the state the certificates keep (credential-warn.ts): current certificates warning or expired.
export async function certificateWarnings(m: EntityManager, userIds: number[]): Promise<Map<number, Warning>> {
  const ids = [...new Set(userIds.filter((x) => typeof x === 'number'))];
  if (!ids.length) return new Map();
  const rows = await warnedSeafarers(m, ids);
  // the certificates in each reader's language (a type's English name where it has one)
  return new Map(rows.map((r) => [r.id, { key: CrewError.certWarning, params: { name: r.name, certs: { zh: r.certs ?? '', en: r.certsEn ?? '' } }, subject: r.id }]));
}
