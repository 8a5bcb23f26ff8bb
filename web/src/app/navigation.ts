// Navigation for code outside the router's components (the API client's 401, sign-out, dialogs).
// The router binds itself here, so those callers do not import the router (and its pages) back.
type Navigate = (to: string) => unknown;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function bindNavigation(n: Navigate): void {
  navigateImpl = n;
}

// Navigation failures (a redirect racing another, an aborted loader) are swallowed (SPEC §8).
export function go(to: string): void {
  try {
    void Promise.resolve(navigateImpl(to)).catch(() => undefined);
  } catch {
    /* swallowed on purpose */
  }
}
