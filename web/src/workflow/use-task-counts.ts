import { useEffect, useState } from 'react';
import { useAppEvent } from '../core/events';
import { taskCounts, type TaskCounts } from './workflow-api';

const POLL_MS = 60_000;
// a background call: no overlay, no toast, and it does not keep the session alive
const quiet = { overlay: false, toast: false };

// One reading of what waits for the user, shared by the menu badge, the header bell and the home page's
// panel: read when the first of them appears, every minute while the tab is visible, when the window
// regains focus and after every approval (tasksChanged), once for all of them.
let current: TaskCounts | null = null;
const listeners = new Set<(c: TaskCounts | null) => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let reading: Promise<void> | null = null;

function refresh(): void {
  if (reading || (current && document.visibilityState !== 'visible')) return;
  reading = taskCounts(quiet)
    .then((c) => void (current = c))
    .catch(() => undefined)
    .finally(() => {
      reading = null;
      for (const l of listeners) l(current);
    });
}

export function useTaskCounts(): TaskCounts | null {
  const [value, setValue] = useState(current);
  useAppEvent('tasksChanged', refresh);
  useEffect(() => {
    listeners.add(setValue);
    if (listeners.size === 1) {
      refresh();
      timer = setInterval(refresh, POLL_MS);
      window.addEventListener('focus', refresh);
    }
    return () => {
      listeners.delete(setValue);
      if (listeners.size) return;
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      // the frame is gone (signed out): the next user starts from nothing
      current = null;
    };
  }, []);
  return value;
}
