import { Injectable } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception';
import type { OpContext } from '../../core/resource/op-context';
import { L } from '../../core/resource/label';
import { Hook } from '../../core/resource/resource.decorators';
import { BusinessStatus } from '../../workflow/flow-entity';
import type { EmployOverTime } from './entities/employ-over-time.entity';
import type { EmployTravel } from './entities/employ-travel.entity';
import type { EmployVacation } from './entities/employ-vacation.entity';
import { HrError } from './hr.errors';
import { lockPerson, overlappingRequest, TIMED_REQUESTS, type OverlapHit, type TimedRequest } from './request-overlap.repository';

type Timed = EmployVacation | EmployTravel | EmployOverTime;
type Row = Record<string, unknown>;

// how the refusal names the other request
const KIND = {
  EmployVacation: L('请假申请', 'leave request'),
  EmployTravel: L('出差申请', 'business trip'),
  EmployOverTime: L('加班申请', 'overtime request'),
} satisfies Record<TimedRequest, unknown>;
const STATE = (hit: OverlapHit) => (hit.status === BusinessStatus.InApproval ? L('审批中', 'in approval') : L('已同意', 'approved'));

// A person is in one place at a time: their leave, business trips and overtime that are in approval or
// agreed do not overlap. Submitting enforces it, under a lock on the person, so two overlapping requests
// submitted at once do not both pass. Saving a draft refuses too, as soon as its times are written:
// a draft is kept only to be submitted, and "save and submit" would otherwise leave behind a draft that
// can never go, with the reason given only afterwards. Drafts, withdrawn requests (drafts again) and
// disagreed ones hold no time, so they neither refuse nor are refused.
@Injectable()
export class RequestOverlapHooks {
  @Hook('EmployVacation.insert:before')
  @Hook('EmployVacation.update:before')
  @Hook('EmployTravel.insert:before')
  @Hook('EmployTravel.update:before')
  @Hook('EmployOverTime.insert:before')
  @Hook('EmployOverTime.update:before')
  async onSave(ctx: OpContext, { input, current }: { input: Partial<Timed>; current?: Timed }) {
    const kind = ctx.resource.name as TimedRequest;
    const [from, to] = TIMED_REQUESTS[kind].fields;
    if (current && !(from in input) && !(to in input)) return;
    const person = current ? current.createdBy : ctx.user?.userId;
    if (person) await refuseOverlap(ctx, kind, person, { ...current, ...input } as Row);
  }

  @Hook('EmployVacation.submit:before')
  @Hook('EmployTravel.submit:before')
  @Hook('EmployOverTime.submit:before')
  async onSubmit(ctx: OpContext, { record }: { record: Timed }) {
    // the submitter becomes the starter: the person whose time it is (flow.service.ts)
    const person = ctx.user!.userId;
    await lockPerson(ctx.manager, person);
    await refuseOverlap(ctx, ctx.resource.name as TimedRequest, person, record as unknown as Row);
  }
}

async function refuseOverlap(ctx: OpContext, kind: TimedRequest, person: number, row: Row): Promise<void> {
  const [from, to] = TIMED_REQUESTS[kind].fields;
  // a time is handed to the driver as the Date it is: it writes any year the column takes (toISOString
  // writes years past 9999 in a form PostgreSQL does not read)
  const hit = await overlappingRequest(ctx.manager, person, kind, row[from], row[to]);
  if (!hit) return;
  throw new AppException(HrError.overlaps, { kind: KIND[hit.kind], code: hit.code ?? '', from: hit.from, to: hit.to, state: STATE(hit) }, [{ field: from, reason: 'overlap' }]);
}
