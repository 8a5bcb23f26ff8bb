import type { OrderRow, PlanRow } from './dispatch-api';

// What the view offers follows the plan's and the order's states (the server decides anyway):
// orders change while the plan is a draft, and are carried out once it is approved (planStatus 2).
export const isDraft = (p: PlanRow): boolean => p.status === '1';
export const isExecutable = (p: PlanRow): boolean => p.planStatus === '2';

export const isPending = (o: OrderRow): boolean => o.status === '1';
export const isDispatching = (o: OrderRow): boolean => o.status === '2';
export const isOpen = (o: OrderRow): boolean => o.status === '1' || o.status === '2';
export const notCompliant = (o: OrderRow): boolean => o.compliant === '0';
