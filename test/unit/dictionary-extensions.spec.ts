import fs from 'node:fs';
import path from 'node:path';
import { type ShippedIds } from '../../server/src/core/access/shipped-ids';
import { openDict, dict } from '../../server/src/core/dictionary/dict-dsl';
import { type DeclaredDictionary, type Extension, shippedDictionaries, withExtensions } from '../../server/src/core/dictionary/dictionary-declarations';
import { WORKFLOW_DICTIONARIES } from '../../server/src/workflow/workflow.dictionaries';
// every module, as the application loads them: each declares its dictionaries and flow types on import
import '../../server/src/app.module';

// Issue 20 §3: a module owns its dictionaries, and adds its items to another owner's open one (the
// workflow's flowType: the module shipping a process declares its type). The items keep their shipped
// order, so the rows seeded stay the same, whatever order the modules load in.
const SNAPSHOT: ShippedIds = JSON.parse(fs.readFileSync(path.join(__dirname, 'shipped-ids.snapshot.json'), 'utf8'));

const owned = (owner: string, d: ReturnType<typeof dict>): DeclaredDictionary => ({ ...d, owner });
const kinds = owned('workflow', openDict(900, 'kind', '类型', 'Kind'));
const items = (owner: string, from: number, values: string[]): Extension => ({ owner, mark: 'kind', from, items: values.map((v) => [v, v, v]) });

describe('dictionaries other modules add items to', () => {
  it('the workflow declares flowType open and none of the modules’ flow types', () => {
    const flowType = WORKFLOW_DICTIONARIES.find((d) => d.mark === 'flowType')!;
    expect([flowType.id, flowType.open, flowType.items]).toEqual([361, true, []]);
  });

  it('an open dictionary ships its items in their shipped order (the order the seed numbers its rows by)', () => {
    const shipped = new Map(SNAPSHOT.dictionaries.map(([id, , values]) => [id, values]));
    for (const d of shippedDictionaries().filter((x) => x.open)) {
      expect(d.items.map((i) => i.value).slice(0, shipped.get(d.id)!.length)).toEqual(shipped.get(d.id));
    }
    expect(shippedDictionaries().find((d) => d.mark === 'flowType')!.items.map((i) => i.value)).toContain('dispatchPlan');
  });

  it('places items by their declared place, not by the order modules declare them', () => {
    const a = items('hr', 0, ['vacation', 'overtime']);
    const b = items('crew', 2, ['credentialDeal']);
    const c = items('dispatch', 3, ['dispatchPlan']);
    const order = (xs: Extension[]) => withExtensions([kinds], xs)[0].items.map((i) => i.value);
    expect(order([c, a, b])).toEqual(['vacation', 'overtime', 'credentialDeal', 'dispatchPlan']);
    expect(order([b, c, a])).toEqual(order([a, b, c]));
  });

  it('refuses items added to a dictionary not open or not declared, one place or one value twice, naming the modules', () => {
    const closed = owned('workflow', dict(901, 'closed', '封闭', 'Closed', [['1', '一', 'One']]));
    expect(() => withExtensions([closed], [{ ...items('hr', 1, ['x']), mark: 'closed' }])).toThrow('hr adds items to dictionary "closed", which workflow does not declare open');
    expect(() => withExtensions([kinds], [{ ...items('hr', 0, ['x']), mark: 'nothing' }])).toThrow('hr adds items to dictionary "nothing", which nobody declares');
    expect(() => withExtensions([kinds], [items('hr', 0, ['a', 'b']), items('crew', 1, ['c'])])).toThrow('dictionary "kind" has place 1 taken by hr ("b") and by crew ("c")');
    expect(() => withExtensions([kinds], [items('hr', 0, ['a']), items('crew', 1, ['a'])])).toThrow('dictionary "kind" has the value "a" from hr and from crew');
  });
});
