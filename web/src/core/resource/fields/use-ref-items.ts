import { useEffect, useMemo, useState } from 'react';
import { useCatalog } from '../../catalog/CatalogProvider';
import { loadRefItems, subscribeRefItems, type RefItem } from '../ref-sources';

export function useRefItems(resource: string | undefined, refLabel?: string): RefItem[] | undefined {
  const { resources } = useCatalog();
  const [items, setItems] = useState<RefItem[]>();
  const [round, setRound] = useState(0);
  useEffect(() => subscribeRefItems(() => setRound((r) => r + 1)), []);
  useEffect(() => {
    if (!resource) return;
    let live = true;
    void loadRefItems(resource, resources, refLabel).then((list) => live && setItems(list));
    return () => {
      live = false;
    };
  }, [resource, refLabel, resources, round]);
  return items;
}

export function useRefLabels(resource: string | undefined, refLabel?: string): Map<number, RefItem> {
  const items = useRefItems(resource, refLabel);
  return useMemo(() => new Map((items ?? []).map((i) => [i.id, i])), [items]);
}
