import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception';
import { addToBalance, salaryDeducted } from '../../crew/crew.api';
import { BALANCE_ADJUST_TYPE as T } from '../insurance.states';
import { insertAdjustment, personalShares, setRowBalance, type NewAdjustment } from './balance.repository';

const neg = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

// A seafarer's balance and its history change together, always: every change adds a history row with
// the balance before and after, so the balance is the sum of its history. A balance may go below zero
// (a share taken before his prepayment came): it is shown in red and listed, never refused.
@Injectable()
export class BalanceService {
  // adds `amount` (signed) and records it; answers the balance after
  async change(m: EntityManager, a: Omit<NewAdjustment, 'previousBalance' | 'newBalance'>): Promise<{ previous: string; next: string }> {
    const moved = await addToBalance(m, a.userId, a.amount);
    if (!moved) throw new AppException('NotFound');
    await insertAdjustment(m, { ...a, previousBalance: moved.previous, newBalance: moved.next });
    return moved;
  }

  // Confirmed paid: each row's personal share is taken from the seafarer's balance, unless his shares
  // come from his wages (isSalaryDeduct); the row keeps the balance it left. Reversed: given back.
  async sharesTaken(m: EntityManager, ids: number[], by: number | null, taken: boolean): Promise<void> {
    const rows = await personalShares(m, ids);
    const fromWages = await salaryDeducted(m, [...new Set(rows.map((r) => r.user_id))]);
    for (const r of rows) {
      if (fromWages.has(r.user_id)) continue;
      const month = `${r.year}-${String(r.month).padStart(2, '0')}`;
      const { next } = await this.change(m, {
        userId: r.user_id,
        adjustType: taken ? T.InsuranceShare : T.InsuranceShareReturned,
        amount: taken ? neg(r.person_amount) : r.person_amount,
        reason: month,
        detailId: r.id,
        by,
      });
      await setRowBalance(m, r.id, taken ? next : null);
    }
  }
}
