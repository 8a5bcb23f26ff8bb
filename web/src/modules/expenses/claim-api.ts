import { call } from '../../core/api/client';
import type { Row } from '../../core/resource/use-resource-list';
import type { FlowDetail } from '../../workflow/workflow-api';

export const CLAIMS = 'boatExpenseAccount';
export const LINES = 'boatExpenseAccountDetail';
export const PRINT_OP = 'updatePrintFlg';
export { PRINTABLE } from './claim-states';
export const printPath = (id: number) => `/home/${CLAIMS}/print/${id}`;

export async function claimById(id: number): Promise<Row | undefined> {
  return (await call<Row>(CLAIMS, 'getById', { id })).list[0];
}

export async function claimLines(accountId: number): Promise<Row[]> {
  return (await call<Row>(LINES, 'getClaimLines', { accountId })).list;
}

// the approval history, for those who may read the claim's flow; nothing for the others (not an error)
export async function claimHistory(id: number): Promise<FlowDetail | null> {
  try {
    return (await call<FlowDetail>(CLAIMS, 'getInfoById', { id }, { toast: false })).list[0] ?? null;
  } catch {
    return null;
  }
}

export async function markPrinted(id: number): Promise<Row | undefined> {
  return (await call<Row>(CLAIMS, PRINT_OP, { id })).list[0];
}

export async function bookingKinds(): Promise<Array<{ kind: string; label: string }>> {
  return (await call<{ kind: string; label: string }>(LINES, 'getBookingKinds', {}, { overlay: false })).list;
}
