import { newIdempotencyKey, outcomeUnknown } from '../idempotency-key';

describe('Idempotency-Key', () => {
  it('is 128 random bits in hex, another each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is kept for the next attempt only when the outcome is unknown (no answer, or a fault of the server)', () => {
    expect(['network', 'timeout', '500', '503'].map(outcomeUnknown)).toEqual([true, true, true, true]);
    expect(['400', '409', '422', '428', 'cancelled'].map(outcomeUnknown)).toEqual([false, false, false, false, false]);
  });
});
