import { useEffect, useState } from 'react';
import { useCatalog } from '../../catalog/CatalogProvider';
import { answeredRefItems, loadRefItems, subscribeRefItems, type RefItem } from '../ref-sources';

export function useRefItems(resource: string | undefined, refLabel?: string): RefItem[] | undefined {
  const { resources } = useCatalog();
  const [items, setItems] = useState<RefItem[] | undefined>(() => (resource ? answeredRefItems(resource, refLabel) : undefined));
  const [round, setRound] = useState(0);
  useEffect(() => subscribeRefItems(() => setRound((r) => r + 1)), []);
  useEffect(() => {
    if (!resource) return;
    const ready = answeredRefItems(resource, refLabel);
    if (ready) return void setItems(ready); // the same list as drawn: React skips it
    let live = true;
    void loadRefItems(resource, resources, refLabel).then((list) => live && setItems(list));
    return () => {
      live = false;
    };
  }, [resource, refLabel, resources, round]);
  return items;
}

// one map per answered list, shared by every cell that shows its labels (a list's page has hundreds)
const labelMaps = new WeakMap<RefItem[], Map<number, RefItem>>();
const NO_LABELS = new Map<number, RefItem>();

export function useRefLabels(resource: string | undefined, refLabel?: string): Map<number, RefItem> {
  const items = useRefItems(resource, refLabel);
  if (!items) return NO_LABELS;
  let labels = labelMaps.get(items);
  if (!labels) labelMaps.set(items, (labels = new Map(items.map((i) => [i.id, i]))));
  return labels;
}
