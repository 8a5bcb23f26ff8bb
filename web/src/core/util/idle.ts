// Runs fn when the browser is first idle (requestIdleCallback, within `timeout` ms at the latest; a
// timer where the browser has none). Returns the cancel.
export function onIdle(fn: () => void, timeout = 3000): () => void {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(fn, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(fn, Math.min(timeout, 1000));
  return () => window.clearTimeout(id);
}
