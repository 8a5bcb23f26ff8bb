import type { Row } from '../../server/src/core/resource/row';
import type { OpContext } from '../../server/src/core/resource/op-context';
import { Hook } from '../../server/src/core/resource/resource.decorators';
import '../../server/src/workflow/flow-hook-payloads';

// Issue 10 §3: a hook's payload is typed by its phase, so a hook that reads what its phase does not hand
// over fails to compile (`npm test` typechecks first; each @ts-expect-error below must meet its error).
export class HookTypeProbe {
  @Hook('Probe.update:before')
  @Hook('Probe.insert:before')
  writes(_ctx: OpContext, { input }: { input: Row; current?: Row }) {
    return input;
  }

  @Hook('Probe.finish:after')
  finished(_ctx: OpContext, { record, result }: { record: Row; result: string }) {
    return [record, result];
  }

  // @ts-expect-error a before-update hook is handed the input and the current row, not `records`
  @Hook('Probe.update:before')
  wrongPayload(_ctx: OpContext, { records }: { records: Row[] }) {
    return records;
  }

  // @ts-expect-error no operation hands over a phase of that name
  @Hook('Probe.update:whenever')
  unknownPhase() {
    return null;
  }
}

describe('hook payload types', () => {
  it('are checked where hooks are declared (by the typecheck; at run time the keys register)', () => {
    expect(Reflect.getMetadata('resource:hook', HookTypeProbe.prototype, 'writes')).toEqual(['Probe.insert:before', 'Probe.update:before']);
  });
});
