import { useCallback, useState } from 'react';
import { linkKindsRead, type LinkKind } from './dispatch-api';
import { LinkKindMaker, type MakeCheckItem } from './LinkKindMaker';
import { useLoaded } from '../../core/util/use-loaded';

const NONE: LinkKind[] = [];

// The kinds of check item the view offers (read once when it opens, by holders of the orders screen
// only: getLinkKinds is theirs), and for each the user may make, its maker. `elements`: the makers'
// dialogs, rendered once by the view.
export function useCheckItemMakers(readable: boolean, changed: () => void) {
  const kinds = useLoaded(readable ? linkKindsRead : null, readable ? 'link-kinds' : '').data ?? NONE;
  const [makers, setMakers] = useState<Record<string, MakeCheckItem>>({});
  const ready = useCallback(
    (kind: string, make: MakeCheckItem | null) =>
      setMakers((all) => {
        const { [kind]: _was, ...rest } = all;
        return make ? { ...rest, [kind]: make } : rest;
      }),
    [],
  );
  const elements = kinds.map((k) => <LinkKindMaker key={k.kind} kind={k} changed={changed} onReady={ready} />);
  return { kinds, makers, elements };
}
