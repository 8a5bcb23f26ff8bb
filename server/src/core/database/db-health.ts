// When this process last saw the database fail (a connection lost, a call answered 503). /health answers
// 503 for a while after, not only when its own SELECT 1 fails: with connections cut every 100 ms a
// single probe succeeds most of the time, and a load balancer must see the outage to act on it.
export const RECENT_FAILURE_MS = 5_000;

let lastFailureAt = 0;

export function noteDatabaseFailure(at = Date.now()): void {
  if (at > lastFailureAt) lastFailureAt = at;
}

// Milliseconds until the last failure is no longer recent; 0 when there was none in the window.
export function recentDatabaseFailureMs(now = Date.now()): number {
  return Math.max(0, lastFailureAt + RECENT_FAILURE_MS - now);
}
