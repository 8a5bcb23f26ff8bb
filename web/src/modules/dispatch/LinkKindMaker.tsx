import { useEffect } from 'react';
import { useOperations } from '../../core/resource/use-operation';
import type { LinkKind } from './dispatch-api';

// Makes one check item for an order: opens its kind's declared dialog, which calls the operation
export type MakeCheckItem = (orderId: number, subject: string) => void;

// One kind of check item: its maker operation with its own dialog. The kinds are data read from the
// server, so each gets a component of its own (a hook per kind), and tells the view whether the user may
// make one (null: not) once its rights are known.
export function LinkKindMaker({ kind, changed, onReady }: { kind: LinkKind; changed: () => void; onReady: (kind: string, make: MakeCheckItem | null) => void }) {
  const ops = useOperations(kind.resource, { onChanged: changed });
  const maker = ops.of(kind.operation);
  useEffect(() => {
    // the controller behind open() is the same on every render: the first handle stays good
    onReady(kind.kind, maker.allowed ? (orderId, subject) => void maker.open({ base: { orderId }, subject }) : null);
    return () => onReady(kind.kind, null);
    // the handle is a new object every render; what it answers changes with the kind and the rights only
  }, [kind.kind, maker.allowed, onReady]);
  return <>{ops.dialog}</>;
}
