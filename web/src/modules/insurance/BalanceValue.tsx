// A balance below zero is shown in red (issue 22 §3: listed, never refused): the seafarer owes it.
// Written as the other money columns are (grouped thousands).
export function BalanceValue({ value }: { value: unknown }) {
  if (value == null || value === '') return null;
  const n = Number(value);
  return (
    <span className={n < 0 ? 'balance-negative' : undefined} data-testid="balance" data-negative={n < 0 ? '1' : '0'}>
      {n.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
    </span>
  );
}
