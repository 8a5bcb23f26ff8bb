import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import { unknownDictValues } from '../../../core/dictionary/dictionary';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { DispatchError } from '../dispatch.errors';
import { parseSlots, slotsText } from './template-slots';
import type { DispatchTemplate } from '../entities/dispatch-template.entity';

// A template's rank slots as typed, checked and written back in one form ("1:1, 2:1, 12:3").
@Injectable()
export class TemplateHooks {
  @Hook('BoatPlanDispatchTemp.insert:before')
  @Hook('BoatPlanDispatchTemp.update:before')
  async slotsIn(ctx: OpContext, { input }: { input: Partial<DispatchTemplate> }) {
    if (typeof input.slots !== 'string') return;
    const slots = parseSlots(input.slots);
    const bad = () => new AppException(DispatchError.badSlots, {}, [{ field: 'slots', reason: 'format' }]);
    if (!slots) throw bad();
    if ((await unknownDictValues(ctx.manager, 'duty', slots.map((s) => s.duty))).length) throw bad();
    input.slots = slotsText(slots);
  }
}
