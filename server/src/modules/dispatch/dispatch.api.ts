import type { EntityManager } from 'typeorm';
import { orderCodeOfApplication } from './orders/order.repository';

// What other modules may ask of the dispatch module (issue 20 §2: a table is read or written only by its
// owning module). A module with a link kind registers it (links/link-kinds.ts); its applications are
// made from a plan through BoatPlanDispatch.checkItem (OrderLifecycleOperations, exported by the module).

// the order (its code) an application of this kind was made for, if it was made from a plan
export function linkedOrderCode(m: EntityManager, kind: string, appId: number): Promise<string | undefined> {
  return orderCodeOfApplication(m, kind, appId);
}

export { registerDispatchLinkKind, type DispatchLinkKind } from './links/link-kinds';
export { dispatchOperation, DISPATCH_OPERATION } from './dispatch.states';
