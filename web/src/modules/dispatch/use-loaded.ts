import { useCallback, useEffect, useState } from 'react';

// Reads something when its key changes (or reload() is called); a failure was shown by the client and
// leaves `failed` set; `done` once the first read settled. A null load (nothing to read yet) answers nothing.
export function useLoaded<T>(load: (() => Promise<T>) | null, key: string) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
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
