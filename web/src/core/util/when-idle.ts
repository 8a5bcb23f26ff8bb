// Runs `fn` when the browser is first idle (at the latest after `timeoutMs`), or after a short pause where
// it cannot tell (Safari has no requestIdleCallback), or at once outside a browser (unit tests); answers
// the way to call it off.
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof window === 'undefined') {
    fn();
    return () => undefined;
  }
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(fn, Math.min(timeoutMs, 1000));
  return () => window.clearTimeout(id);
}
