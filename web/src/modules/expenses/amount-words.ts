import { amountInWords } from '../../../../server/src/core/amount/amount-in-words';

// What the printed form says of the amount to pay (SPEC §5, the server's own conversion): paid to the
// seafarer, or, when his advances came to more than his expenses, returned by him; in capitals, of the
// amount without its sign.
export function amountToPay(total: string | number): { returns: boolean; capitals: string; amount: string } {
  const n = Number(total);
  const abs = String(total).replace(/^-/, '');
  return { returns: n < 0, capitals: amountInWords(abs), amount: Math.abs(n).toFixed(2) };
}
