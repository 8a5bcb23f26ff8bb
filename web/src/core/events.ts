import { useEffect, useRef } from 'react';

// App-wide signals between parts that do not share a parent (header badge ↔ dashboard panels).
export type AppEvent = 'messagesChanged' | 'dispSettingsChanged' | 'tasksChanged';

const handlers = new Map<AppEvent, Set<() => void>>();

export function emit(e: AppEvent): void {
  handlers.get(e)?.forEach((h) => h());
}

export function on(e: AppEvent, h: () => void): () => void {
  const set = handlers.get(e) ?? new Set();
  set.add(h);
  handlers.set(e, set);
  return () => set.delete(h);
}

export function useAppEvent(e: AppEvent, h: () => void): void {
  const ref = useRef(h);
  ref.current = h;
  useEffect(() => on(e, () => ref.current()), [e]);
}
