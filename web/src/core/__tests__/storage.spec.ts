import { hasToken, isSessionIdle, SESSION_IDLE_MS } from '../storage';

describe('session rule (SPEC §4)', () => {
  it('is idle after more than 1,000,000 ms', () => {
    const now = 5_000_000;
    expect(SESSION_IDLE_MS).toBe(1_000_000);
    expect(isSessionIdle(String(now - SESSION_IDLE_MS), now)).toBe(false);
    expect(isSessionIdle(String(now - SESSION_IDLE_MS - 1), now)).toBe(true);
  });

  it('treats a missing or broken timestamp as idle', () => {
    expect(isSessionIdle(null)).toBe(true);
    expect(isSessionIdle('abc')).toBe(true);
  });

  it('does not take the text "null" for a token', () => {
    expect(hasToken('null')).toBe(false);
    expect(hasToken('')).toBe(false);
    expect(hasToken('t0k')).toBe(true);
  });
});
