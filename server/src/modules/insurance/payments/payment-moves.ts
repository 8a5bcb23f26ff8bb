import { L } from '../../../core/resource/label';
import type { Label } from '../../../core/resource/resource.types';
import { PAY_STATUS as P } from '../insurance.states';

// The moves of a payment row (SPEC §7 boatInsurance): each from one state to another, the clerk's
// submission, its withdrawal, finance's confirmation and its reversal.
export const PAY_MOVES = {
  submitPay: { from: P.NotPaid, to: P.Submitted, label: L('提交缴纳', 'submitted') },
  cancelSubmitPay: { from: P.Submitted, to: P.NotPaid, label: L('取消提交', 'withdrawn') },
  comfirmPay: { from: P.Submitted, to: P.Paid, label: L('确认缴纳', 'confirmed') },
  cancelPay: { from: P.Paid, to: P.Submitted, label: L('取消缴纳', 'cancelled') },
} satisfies Record<string, { from: string; to: string; label: Label }>;

export type PayMove = keyof typeof PAY_MOVES;
