// camunda:dueDate as an ISO 8601 duration (P2D, PT4H, P1DT12H): milliseconds, or null if it is not one.
export function durationMs(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(text.trim());
  if (!m || text.trim() === 'P' || text.trim().endsWith('T')) return null;
  const [w, d, h, min, s] = m.slice(1).map((x) => Number(x ?? 0));
  return ((((w * 7 + d) * 24 + h) * 60 + min) * 60 + s) * 1000;
}
