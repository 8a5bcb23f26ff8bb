// A fresh Idempotency-Key: 128 random bits as hex. crypto.randomUUID exists only in secure contexts
// (an office server reached over plain http is not one); getRandomValues exists everywhere.
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
