import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import { confirmWarnings } from '../../../core/errors/confirmations';
import { assertShipOfOwner, shipOwners } from '../../clients/ship-owner.rule';
import { certificateWarnings } from '../credentials/certificate-warning.rule';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { hasOtherOpenStint, overlappingStint, syncCrewState } from './work.repository';
import { END_FIELDS } from './work.resources';
import { CrewError } from '../crew.errors';
import type { BoatWork } from '../entities/boat-work.entity';
import { BOARD_STATE } from '../crew.states';

// Sea service rows, however written (the stint actions, the generic add and edit, a dispatch order
// carried out): one open stint per seafarer, no overlaps, the ship its shipowner's, the certificates'
// "continue?" on opening one, and the seafarer's ship, rank and on-board state re-read from the history.
@Injectable()
export class WorkHooks {
  // A row is open until it records an end. Only one open stint per seafarer, and stints do not overlap.
  @Hook('BoatWork.insert:before')
  @Hook('BoatWork.update:before')
  async stintRules(ctx: OpContext, { input, current }: { input: Partial<BoatWork>; current?: BoatWork }) {
    const row = { ...current, ...input };
    if (row.reportDutyTwo && row.reportDutyTwo === row.reportDutyOne) {
      throw new AppException(CrewError.sameReportedRank, {}, [{ field: 'reportDutyTwo', reason: 'same' }]);
    }
    input.state = END_FIELDS.some((f) => row[f]) ? '2' : '1';
    const end = row.leaveboatDate ?? row.promoteDate ?? row.changeboatDate ?? null;
    const hit = await overlappingStint(ctx.manager, row.userId, row.id ?? 0, row.onboatDate, end);
    if (hit?.state === BOARD_STATE.OnBoard && input.state === BOARD_STATE.OnBoard) throw new AppException(CrewError.alreadyOnBoard);
    if (hit) throw new AppException(CrewError.serviceOverlap, {}, [{ field: 'onboatDate', reason: 'overlap' }]);
    if (input.state === BOARD_STATE.OnBoard) {
      if (await hasOtherOpenStint(ctx.manager, row.userId, row.id ?? 0)) throw new AppException(CrewError.alreadyOnBoard);
    }
    // the ship is the shipowner's, as a dispatch order's must be (one rule, clients/ship-owner.rule.ts);
    // on an edit only when either changes: a ship sold since keeps the past stints made on it
    if ((['shipId', 'shipownerId'] as const).some((k) => k in input && (!current || input[k] !== current[k]))) {
      assertShipOfOwner((await shipOwners(ctx.manager, [row.shipId as number])).get(row.shipId as number), row.shipownerId, 'shipId');
    }
    // a stint opened (a sign-on, or the next stint of a promotion or ship change) asks, after every
    // refusal, what a dispatch order asks: go on with certificates warning or expired? (SPEC §5)
    if (!current && input.state === BOARD_STATE.OnBoard) {
      const warning = (await certificateWarnings(ctx.manager, [row.userId!])).get(row.userId!);
      if (warning) confirmWarnings(ctx, [warning]);
    }
  }

  @Hook('BoatWork.insert:after')
  @Hook('BoatWork.update:after')
  async afterWrite(ctx: OpContext, { record, before }: { record: BoatWork; before?: BoatWork }) {
    await syncCrewState(ctx.manager, [record.userId, ...(before ? [before.userId] : [])]);
  }

  @Hook('BoatWork.delete:after')
  async afterDelete(ctx: OpContext, { records }: { records: BoatWork[] }) {
    await syncCrewState(ctx.manager, records.map((r) => r.userId));
  }
}
