import dayjs from 'dayjs';
import { YES_NO } from '../../../system/system.states';
import { STAY_STATE } from '../hotels.states';

// The arithmetic of a stay, pure: nights from the dates (the check-out day is not a night), the amount
// from the contract price, and what the hotel bills for it in each state.

export function nightsBetween(checkIn: string, checkOut: string): number {
  return dayjs(checkOut).diff(dayjs(checkIn), 'day');
}

// the price of a night times the nights, to the cent (as the hotel's bill shows it), with four places;
// in whole ten-thousandths, so 333.335 × 3 is 1000.01 and not a float's 1000.00
export function amountOf(price: string | number, nights: number): string {
  const units = Math.round(Number(price) * 10_000) * nights;
  return (Math.round(units / 100) / 100).toFixed(4);
}

export const addDays = (d: string, n: number): string => dayjs(d).add(n, 'day').format('YYYY-MM-DD');

// whether the hotel bills a stay and how much: a booked stay its amount, one cancelled after booking the
// fee the hotel charged (if any); nothing else
export function billing(state: string, amount: string, fee: string | null): { billable: string; payable: string } {
  if (state === STAY_STATE.Booked) return { billable: YES_NO.Yes, payable: amount };
  if (state === STAY_STATE.CancelConfirmed && Number(fee ?? 0) > 0) return { billable: YES_NO.Yes, payable: Number(fee).toFixed(4) };
  return { billable: YES_NO.No, payable: '0.0000' };
}
