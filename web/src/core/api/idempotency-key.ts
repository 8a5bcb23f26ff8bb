// A fresh Idempotency-Key: 128 random bits as hex. crypto.randomUUID exists only in secure contexts
// (an office server reached over plain http is not one); getRandomValues exists everywhere.
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// A failure after which the call may have been carried out (no answer, or the server's own fault): a
// dialog keeps its key for the next attempt. Any other answer made nothing, and a changed dialog is a
// new request with a new key (the server refuses a key sent again with another body).
export function outcomeUnknown(code: string): boolean {
  return code === 'network' || code === 'timeout' || /^5\d\d$/.test(code);
}
