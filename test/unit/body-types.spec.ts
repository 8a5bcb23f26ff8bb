import type { BodyOf, OperationBody } from '../../server/src/core/resource/operation-body';
import type { OpContext } from '../../server/src/core/resource/op-context';
import { L } from '../../server/src/core/resource/label';

// Issue 20 §4: an operation's handler is handed the body its declaration checked, typed from that
// declaration (BodyOf), so a handler reading a field it did not declare, or as the wrong type, fails to
// compile (`npm test` typechecks first; each @ts-expect-error below must meet its error).
const PROBE = {
  id: { type: 'ref', label: L('编号', 'Id'), required: true },
  reason: { type: 'string', label: L('原因', 'Reason') },
  at: { type: 'datetime', label: L('时间', 'At') },
  ids: { type: 'refs', label: L('编号', 'Ids') },
  amount: { type: 'money', label: L('金额', 'Amount'), filter: 'range' },
} satisfies OperationBody;

export function probe(ctx: OpContext<BodyOf<typeof PROBE>>) {
  const id: number = ctx.body.id;
  const reason: string | null | undefined = ctx.body.reason;
  const at: Date | null | undefined = ctx.body.at;
  const ids: number[] | null | undefined = ctx.body.ids;
  const amount: [number | null, number | null] | null | undefined = ctx.body.amount;
  // @ts-expect-error an optional field may be absent
  const must: string = ctx.body.reason;
  // @ts-expect-error a field the body does not declare is not there
  const other = ctx.body.other;
  // @ts-expect-error a ref is a number
  const wrong: string = ctx.body.id;
  return [id, reason, at, ids, amount, must, other, wrong];
}

describe('operation body types', () => {
  it('are checked where handlers are written (by the typecheck)', () => {
    expect(Object.keys(PROBE)).toEqual(['id', 'reason', 'at', 'ids', 'amount']);
  });
});
