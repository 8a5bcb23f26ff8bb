import { useCallback, useEffect, useRef, useState } from 'react';
import type { AheadRead } from '../api/call-ahead';

// Reads something when its key changes (or reload() is called); a failure was shown by the client and
// leaves `failed` set; `done` once the first read settled. A null load (nothing to read yet) answers nothing.
// `landed`: the answer when it is already here (asked ahead): the first render has it, and the first read
// is not made.
export function useLoaded<T>(load: (() => Promise<T>) | null, key: string, landed?: () => T | undefined) {
  const [data, setData] = useState<T | undefined>(() => landed?.());
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(data !== undefined);
  const [round, setRound] = useState(0);
  const hadIt = useRef(data !== undefined);

  useEffect(() => {
    if (hadIt.current) return void (hadIt.current = false);
    if (!load) return setData(undefined);
    let live = true;
    setLoading(true);
    load()
      .then((d) => {
        if (!live) return;
        setData(d);
        setFailed(false);
      })
      .catch(() => live && setFailed(true))
      .finally(() => {
        if (!live) return;
        setLoading(false);
        setDone(true);
      });
    return () => {
      live = false;
    };
    // the key names what load reads; load itself is a new closure every render
  }, [key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, loading, failed, done, reload };
}

// A read answered ahead (call-ahead's AheadRead), drawn at once when its answer has come.
export function useAheadRead<T>(read: AheadRead<T> | null, key: string) {
  return useLoaded(read ? read.read : null, key, read ? read.landed : undefined);
}
