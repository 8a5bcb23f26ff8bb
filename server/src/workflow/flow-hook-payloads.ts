import type { Row } from '../core/resource/row';
import type { WfInstance } from './engine/wf-instance.entity';

// The phases the flow operations add to a flow resource's hooks: a record about to be submitted (a module
// may refuse it), one withdrawn, and one whose flow ended with `result` (ApprovalResult).
export interface FinishPayload<R extends object = Row> {
  record: R;
  result: string;
  instance: WfInstance;
}

declare module '../core/resource/hook-payloads' {
  interface HookPayloads<R extends object = Row> {
    'submit:before': { record: R };
    'withdraw:after': { record: R };
    'finish:after': FinishPayload<R>;
  }
}
