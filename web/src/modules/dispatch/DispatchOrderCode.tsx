import { useEffect, useState } from 'react';
import { call } from '../../core/api/client';
import type { FieldDisplayProps } from '../../core/resource/overrides';
import { ORDERS } from './dispatch-api';

// The order numbers already read, by id: a sea-service list shows a page of stints, many from one order.
const codes = new Map<number, Promise<string | null>>();

function codeOf(id: number): Promise<string | null> {
  let p = codes.get(id);
  if (!p) {
    p = call<{ dispatchCode?: string }>(ORDERS, 'getById', { id }, { toast: false, overlay: false }).then(
      (a) => a.list[0]?.dispatchCode ?? null,
      () => null,
    );
    codes.set(id, p);
  }
  return p;
}

// A stint written by a dispatch order (BoatWork.dispatchId) names the order by its number, as the
// dispatch screens do; a reader who may not see the order reads its id.
export function DispatchOrderCode({ value }: Pick<FieldDisplayProps, 'value'>) {
  const id = typeof value === 'number' ? value : null;
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (id != null) void codeOf(id).then((c) => live && setCode(c));
    return () => {
      live = false;
    };
  }, [id]);
  if (id == null) return <>-</>;
  return <span data-testid="stint-dispatch-code">{code ?? `#${id}`}</span>;
}
