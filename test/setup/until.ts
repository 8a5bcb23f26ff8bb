// Waits until `condition` answers a truthy value, polling (50 ms doubling to 500 ms), and answers it; past
// the timeout it fails naming what it waited for and the last value or error. Tests await a condition
// rather than sleeping a fixed time: a fixed sleep is either too short on a loaded machine or wasted.
export async function until<T>(condition: () => Promise<T> | T, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  let lastError: unknown;
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    try {
      const v = await condition();
      if (v) return v;
      last = v;
      lastError = undefined;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() > deadline) {
      const why = lastError ? `last error: ${(lastError as Error).message}` : `last value: ${JSON.stringify(last)}`;
      throw new Error(`timed out after ${timeoutMs} ms waiting until ${what} (${why})`);
    }
    await new Promise((r) => setTimeout(r, delay));
  }
}
