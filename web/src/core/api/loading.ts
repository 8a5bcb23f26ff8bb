// The loading overlay's state (SPEC §8/§9): shown while any request is pending, hidden 300 ms after
// the last answer (at once after uploads) so back-to-back calls do not make it flicker.
export const OVERLAY_CLOSE_DELAY_MS = 300;

type Listener = () => void;

let pending = 0;
let visible = false;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function setVisible(v: boolean) {
  if (visible === v) return;
  visible = v;
  listeners.forEach((l) => l());
}

export function beginLoading(): (immediate?: boolean) => void {
  pending += 1;
  if (closeTimer) clearTimeout(closeTimer);
  closeTimer = undefined;
  setVisible(true);
  let ended = false;
  return (immediate = false) => {
    if (ended) return;
    ended = true;
    pending = Math.max(0, pending - 1);
    if (pending > 0) return;
    if (immediate) setVisible(false);
    else closeTimer = setTimeout(() => pending === 0 && setVisible(false), OVERLAY_CLOSE_DELAY_MS);
  };
}

export const isLoadingVisible = (): boolean => visible;

export function subscribeLoading(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
