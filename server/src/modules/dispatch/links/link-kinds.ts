import type { MessageRef } from '../../../core/notify/message-texts';
import type { OpContext } from '../../../core/resource/op-context';
import type { Row } from '../../../core/resource/row';
import type { DispatchOrder } from '../entities/dispatch-order.entity';

// The applications a dispatch order may carry (SPEC §5: insurance, ticket, hotel and clothes are made in
// the dispatch plan, never linked afterwards). Each module registers its kind here with what making one
// for an order and closing one mean for it; the dispatch module keeps the links (boat_dispatch_link)
// and closes them with their order or check item.
export interface DispatchLinkKind {
  kind: string; // a value of the dispatchLinkKind dictionary
  // the application's resource (its label names the application to the user)
  resource: string;
  // makes the application for the order from the dialog's values (the kind's own form: open), as the
  // caller; answers its id
  create(ctx: OpContext, order: DispatchOrder, values: Row): Promise<number>;
  // ends the applications (the order was cancelled, closed or regenerated): the module decides what
  // ending means for its records (a running approval ends unapproved, a booking is cancelled ...);
  // the reason is a declared message, kept as its key and rendered in each reader's language
  close(ctx: OpContext, appIds: number[], reason: MessageRef): Promise<void>;
  // how the user is told to update one by hand (a date moved within two weeks)
  describe(ctx: OpContext, appIds: number[]): Promise<string[]>;
  // the plan view offers it on orders of these kinds (dispatchOperation values) through this operation,
  // whose declared dialog asks the application's own fields (body: { orderId, ...the dialog's values });
  // absent: made through checkItem only
  // `neededFor`: the order kinds whose crew change is not ready without one (a joining seafarer's ticket
  // and hotel): the plan view names it as missing until it is made and ready
  maker?: { resource: string; operation: string; orderOperations: string[]; neededFor?: string[] };
  // each application's number and state as the plan view shows them beside its order, in the reader's
  // language
  summarize?(ctx: OpContext, appIds: number[]): Promise<Map<number, LinkSummary>>;
}

export interface LinkSummary {
  code: string;
  state: string;
  // done as far as the crew change needs it (a hotel booked, a ticket issued, clothes sent): the plan view
  // shows an order's logistics as ready or still missing from this; absent counts as not ready
  ready?: boolean;
}

const kinds = new Map<string, DispatchLinkKind>();

export function registerDispatchLinkKind(kind: DispatchLinkKind): void {
  kinds.set(kind.kind, kind);
}

export function dispatchLinkKind(kind: string): DispatchLinkKind | undefined {
  return kinds.get(kind);
}

export function dispatchLinkKinds(): DispatchLinkKind[] {
  return [...kinds.values()];
}
