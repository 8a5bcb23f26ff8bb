import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (plain: string) => hash(plain);

// A hash to verify against when the user does not exist, so that timing does not tell.
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash('not-a-real-password');
    await verify(await dummy, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}
