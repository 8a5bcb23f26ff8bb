import dayjs from 'dayjs';
import { ApiError } from '../api/api-error';
import { OperationController, type OperationDeps, type OperationState } from '../resource/operation-controller';
import { dialogFields, initialValues, operationAction, visibleIn } from '../resource/operation-dialog';
import type { ActionMeta, FieldDecl, ResourceMeta } from '../resource/resource.types';

// useOperation's controller, without React: the declared dialog (what it asks, where it starts), the
// "are you sure?", the call with one Idempotency-Key per opening, the result and the busy flag.

const L = (zh: string, en: string) => ({ zh, en });
const finishForm: Record<string, FieldDecl> = {
  date: { type: 'date', label: L('实际日期', 'Actual date'), notFuture: true },
  leaveboatReason: { type: 'dict', dict: 'leaveboatReason', label: L('下船原因', 'Reason'), visibleWhen: { operation: ['2'] } },
};
const actions: ActionMeta[] = [
  { name: 'finish', label: L('执行', 'Carry out'), placement: 'row', confirm: true, when: { status: ['2'] }, form: finishForm },
  { name: 'close', label: L('关闭', 'Close'), placement: 'row', confirm: true },
  { name: 'update', label: L('改期', 'Change dates'), placement: 'screen', form: { planDate: { type: 'date', label: L('计划日期', 'Planned date'), required: true, prefill: 'planDate' } } },
  { name: 'signOn', label: L('上船', 'Sign on'), placement: 'add', form: { userId: { type: 'ref', label: L('船员', 'Seafarer') }, port: { type: 'dict', dict: 'port', label: L('港口', 'Port') } } },
];
const resource: ResourceMeta = { name: 'Orders', label: L('派遣单', 'Orders'), fields: {}, operations: ['finish', 'close', 'update', 'signOn', 'delete'], access: {}, actions, editWhen: { status: ['1'] } };

function harness(answers: Array<() => Promise<{ list: Record<string, unknown>[]; msg?: string }>> = [], confirmAnswer = true) {
  const calls: Array<{ op: string; body: Record<string, unknown>; key: string }> = [];
  const said: string[] = [];
  const questions: string[] = [];
  const changed: string[] = [];
  const states: OperationState[] = [];
  let keys = 0;
  const deps: OperationDeps = {
    call: (_r, op, body, key) => {
      calls.push({ op, body, key });
      const next = answers.shift();
      return next ? next() : Promise.resolve({ list: [{ id: body.id }], msg: '操作成功' });
    },
    download: async () => undefined,
    confirm: async (q) => {
      questions.push(q);
      return confirmAnswer;
    },
    success: (text) => void said.push(text),
    words: { label: (a) => a.label.en, confirmAction: (label) => `${label}?`, confirmDelete: 'Delete?', done: 'Done' },
    changed: (op) => void changed.push(op),
    newKey: () => `key-${++keys}`,
  };
  const c = new OperationController(resource, deps, (s) => void states.push(s));
  return { c, calls, said, questions, changed, states };
}

describe('operation dialog declarations', () => {
  it('asks only what the context leaves open: fixed fields of an add action, and fields whose visibleWhen holds', () => {
    const finish = operationAction(resource, 'finish')!;
    expect(dialogFields(finish, { operation: '2' }).map(([n]) => n)).toEqual(['date', 'leaveboatReason']);
    expect(dialogFields(finish, { operation: '1' }).map(([n]) => n)).toEqual(['date']);
    expect(dialogFields(operationAction(resource, 'signOn')!, { userId: 7 }).map(([n]) => n)).toEqual(['port']);
    expect(visibleIn({ visibleWhen: { operation: ['3'] } }, {})).toBe(false);
  });
  it('starts a field from the context field it names as prefill, as the form widgets want it', () => {
    const update = operationAction(resource, 'update')!;
    const start = initialValues(dialogFields(update, { planDate: '2026-12-01' }), { planDate: '2026-12-01' });
    expect(dayjs.isDayjs(start.planDate) && (start.planDate as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-12-01');
  });
  it('gives delete its "are you sure?" and the rows the declaration lets change', () => {
    expect(operationAction(resource, 'delete')).toMatchObject({ confirm: true, danger: true, when: { status: ['1'] } });
    expect(operationAction(resource, 'nothing')).toBeUndefined();
  });
});

describe('OperationController (useOperation)', () => {
  it('opens the declared dialog, then asks "are you sure?", calls with the row id and the values as the server takes them, and answers the rows', async () => {
    const h = harness();
    const done = h.c.open('finish', { base: { id: 5 }, context: { id: 5, operation: '1', status: '2' } });
    const opening = h.c.current().opening!;
    expect(opening.title).toBe('Carry out');
    expect(opening.fields.map(([n]) => n)).toEqual(['date']);
    await h.c.submit({ date: dayjs('2026-11-20'), leaveboatReason: 'not asked' });
    await expect(done).resolves.toEqual([{ id: 5 }]);
    expect(h.questions).toEqual(['Carry out?']);
    expect(h.calls).toEqual([{ op: 'finish', body: { id: 5, date: '2026-11-20' }, key: 'key-1' }]);
    expect(h.said).toEqual(['操作成功']);
    expect(h.changed).toEqual(['finish']);
    expect(h.c.current().opening).toBeNull();
  });

  it('is busy while the call runs, and only then', async () => {
    let release!: () => void;
    const h = harness([() => new Promise((r) => (release = () => r({ list: [] })))]);
    const done = h.c.run('close', { id: 1 });
    await Promise.resolve();
    await Promise.resolve();
    expect(h.c.current().busy).toBe(true);
    release();
    await done;
    expect(h.c.current().busy).toBe(false);
  });

  it('calls nothing when "are you sure?" is answered no, and the dialog stays open', async () => {
    const h = harness([], false);
    const done = h.c.open('finish', { base: { id: 5 }, context: { operation: '2' } });
    await h.c.submit({});
    expect(h.calls).toHaveLength(0);
    expect(h.c.current().opening).not.toBeNull();
    h.c.cancel();
    await expect(done).resolves.toBeNull();
  });

  it('keeps the dialog open on a refusal, throws it for the fields, and sends the next values with a new key; a lost answer keeps the key', async () => {
    const h = harness([() => Promise.reject(new ApiError('400', 'bad', [{ field: 'planDate', reason: 'past' }])), () => Promise.reject(new ApiError('network', 'lost')), () => Promise.resolve({ list: [{ id: 9 }] })]);
    const done = h.c.open('update', { base: { id: 9 }, context: { id: 9, planDate: '2026-12-01' } });
    await expect(h.c.submit({ planDate: dayjs('2026-12-02') })).rejects.toMatchObject({ code: '400' });
    expect(h.c.current().opening).not.toBeNull();
    await expect(h.c.submit({ planDate: dayjs('2026-12-03') })).rejects.toMatchObject({ code: 'network' });
    await h.c.submit({ planDate: dayjs('2026-12-03') });
    await expect(done).resolves.toEqual([{ id: 9 }]);
    expect(h.calls.map((c) => c.key)).toEqual(['key-1', 'key-2', 'key-2']);
    expect(h.said).toEqual(['Done']);
  });

  it('goes straight to "are you sure?" and the call when the operation asks nothing, delete with its own question', async () => {
    const h = harness();
    await expect(h.c.open('close', { base: { id: 3 } })).resolves.toEqual([{ id: 3 }]);
    await expect(h.c.run('delete', { id: 4 })).resolves.toEqual([{ id: 4 }]);
    expect(h.questions).toEqual(['Close?', 'Delete?']);
    expect(h.calls.map((c) => [c.op, c.body])).toEqual([['close', { id: 3 }], ['delete', { id: 4 }]]);
  });

  it('keeps one key over the sends of one keyed opening until a refusal, and answers null for a failure', async () => {
    const h = harness([() => Promise.reject(new ApiError('503', 'away')), () => Promise.reject(new ApiError('409', 'taken')), () => Promise.resolve({ list: [{ id: 1 }] })]);
    const send = h.c.keyed('update');
    await expect(send({ id: 1 })).resolves.toBeNull();
    await expect(send({ id: 1 })).resolves.toBeNull();
    await expect(send({ id: 1 })).resolves.toEqual([{ id: 1 }]);
    expect(h.calls.map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('an add action sends the fixed fields with the values it asked', async () => {
    const h = harness();
    const done = h.c.open('signOn', { base: { userId: 7 }, context: { userId: 7 } });
    await h.c.submit({ port: '12' });
    await done;
    expect(h.calls[0].body).toEqual({ userId: 7, port: '12' });
  });
});
