// Waits until `condition` answers a truthy value, polling (50 ms doubling to 500 ms), and answers it; past
// the timeout it fails naming what it waited for and the last value. Tests await a condition rather than
// sleeping a fixed time: a fixed sleep is either too short on a loaded machine or time wasted. An error
// the condition throws ends the wait at once (a server that exited will not start listening later).
export type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

export async function until<T>(condition: () => Promise<T> | T, what: string, timeoutMs = 30_000): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    const v = await condition();
    if (v) return v as Truthy<T>;
    last = v;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what} (last value: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, delay));
  }
}
