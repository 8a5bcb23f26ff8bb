import { Injectable } from '@nestjs/common';
import { AppException } from '../../../../core/errors/app.exception';
import type { HookPayloads } from '../../../../core/resource/hook-payloads';
import type { OpContext } from '../../../../core/resource/op-context';
import { Hook } from '../../../../core/resource/resource.decorators';
import { ApprovalResult } from '../../../../workflow/flow-entity';
import { linkedOrderCode } from '../../../dispatch/dispatch.api';
import type { BoatHotel } from '../entities/boat-hotel.entity';
import { HotelsError } from '../hotels.errors';
import { deleteStaysOf } from '../hotels.repository';
import { StayService } from '../stays/stay.service';

type App = HookPayloads<BoatHotel>;

// The application's own rules on the generic operations and the flow's phases (the workflow layer keeps
// a submitted application from being edited or deleted): what submit, approval and rejection mean for
// its stays.
@Injectable()
export class ApplicationHooks {
  constructor(private readonly stays: StayService) {}

  // a draft goes with its guests; one made from a dispatch plan goes with its check item (SPEC §5)
  @Hook('BoatHotel.delete:before')
  async deleting(ctx: OpContext, { records }: App['delete:before']) {
    for (const r of records) {
      const code = await linkedOrderCode(ctx.manager, 'hotel', r.id);
      if (code) throw new AppException(HotelsError.linkedToOrder, { code });
    }
    await deleteStaysOf(ctx.manager, records.map((r) => r.id));
  }

  @Hook('BoatHotel.submit:before')
  submitting(ctx: OpContext, { record }: App['submit:before']) {
    return this.stays.submitting(ctx, record);
  }

  @Hook('BoatHotel.finish:after')
  finished(ctx: OpContext, { record, result }: App['finish:after']) {
    return this.stays.finished(ctx, record, result === ApprovalResult.Agree);
  }
}
