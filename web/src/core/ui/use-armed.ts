import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../util/when-idle';

// Whether a popup's machinery may be set up yet. antd's Tooltip and Dropdown set up a trigger (its hooks,
// alignment, resize observer) whether they ever open or not: the header's few were a noticeable part of
// the dashboard's first drawing (issue 21 §2). So they are set up when the browser is first idle after the
// page is drawn, out of the way of the first drawing, and not on the pointer's arrival: setting one up
// replaces its element, and a click whose press and release fell on either side of that went nowhere.
// A click that comes before is the caller's to pass on; `arm` then sets it up at once.
export function useArmed(): readonly [boolean, () => void] {
  const [armed, setArmed] = useState(false);
  const arm = useCallback(() => setArmed(true), []);
  useEffect(() => (armed ? undefined : whenIdle(arm, 2000)), [armed, arm]);
  return [armed, arm] as const;
}
