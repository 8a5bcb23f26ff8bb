import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import { unknownDictValues } from '../../../core/dictionary/dictionary';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import type { Row } from '../../../core/resource/row';
import { DispatchError } from '../dispatch.errors';

export interface Slot {
  duty: string;
  count: number;
}

// A template's rank slots are kept as [{ duty, count }] (the manning table reads them) and typed as
// "1:1, 2:1, 12:3": rank and places, ranks once each, 1–20 places.
export function parseSlots(text: string): Slot[] | null {
  const parts = text.split(/[,，;；\s]+/).filter(Boolean);
  const slots: Slot[] = [];
  for (const p of parts) {
    const m = /^(\d{1,3})[:：](\d{1,2})$/.exec(p);
    if (!m || slots.some((s) => s.duty === m[1])) return null;
    const count = Number(m[2]);
    if (count < 1 || count > 20) return null;
    slots.push({ duty: m[1], count });
  }
  return slots.length ? slots : null;
}

export const slotsText = (slots: Slot[]): string => slots.map((s) => `${s.duty}:${s.count}`).join(', ');

@Injectable()
export class TemplateHooks {
  @Hook('BoatPlanDispatchTemp.insert:before')
  @Hook('BoatPlanDispatchTemp.update:before')
  async slotsIn(ctx: OpContext, { input }: { input: Row }) {
    if (typeof input.slots !== 'string') return;
    const slots = parseSlots(input.slots);
    const bad = () => new AppException(DispatchError.badSlots, {}, [{ field: 'slots', reason: 'format' }]);
    if (!slots) throw bad();
    if ((await unknownDictValues(ctx.manager, 'duty', slots.map((s) => s.duty))).length) throw bad();
    input.slots = slots as never;
  }

  @Hook('BoatPlanDispatchTemp.read:read')
  slotsOut(_ctx: OpContext, { rows }: { rows: Row[] }) {
    for (const r of rows) if (Array.isArray(r.slots)) r.slots = slotsText(r.slots as Slot[]);
  }
}
