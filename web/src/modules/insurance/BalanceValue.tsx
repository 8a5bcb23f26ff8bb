// A balance below zero is shown in red (issue 22 §3: listed, never refused): the seafarer owes it.
export function BalanceValue({ value }: { value: unknown }) {
  if (value == null || value === '') return null;
  const n = Number(value);
  return (
    <span className={n < 0 ? 'balance-negative' : undefined} data-testid="balance" data-negative={n < 0 ? '1' : '0'}>
      {n.toFixed(2)}
    </span>
  );
}
