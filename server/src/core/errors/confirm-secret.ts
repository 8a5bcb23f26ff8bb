import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

const NAME = 'confirmToken';
// per data source (tests run several applications in one process, each on its own database)
const cache = new WeakMap<DataSource, Promise<Buffer>>();

// The HMAC key of "continue?" tokens: one for every process on the database (a token one worker signs
// another checks), made by whichever asks first. Read outside the call's transaction, which may roll
// back (a 428 does) and take a key just made with it while this process had cached it.
export function confirmSecret(ds: DataSource): Promise<Buffer> {
  let secret = cache.get(ds);
  if (!secret) {
    secret = load(ds);
    cache.set(ds, secret);
    secret.catch(() => cache.delete(ds));
  }
  return secret;
}

async function load(ds: DataSource): Promise<Buffer> {
  await ds.query('INSERT INTO sys_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [NAME, randomBytes(32).toString('base64url')]);
  const [row] = await ds.query('SELECT value FROM sys_secret WHERE name = $1', [NAME]);
  return Buffer.from(row.value as string, 'base64url');
}
