import type { EntityManager } from 'typeorm';
import { dictLabels } from '../../../core/dictionary/dictionary';
import type { Warning } from '../../../core/errors/confirmations';
import { DispatchError } from '../dispatch.errors';
import { parseSlots } from '../plans/template-slots';
import { manningTemplate, plannedHolders, shipOf } from '../search/manning.repository';
import { Op, OPEN_STATUSES, type OrderColumns } from './order-rules';

type Change = Pick<OrderColumns, 'operation' | 'shipId' | 'duty' | 'newDuty' | 'newShipId'>;

// Issue 21: what a batch of changes does to each ship's ranks: a sign-on, a promotion's new rank and a
// ship change's new ship add a holder; a sign-off, a promotion's old rank and a ship change's old ship
// take one away (a relief's two halves: none).
function netHolders(rows: Change[]): Map<number, Map<string, number>> {
  const out = new Map<number, Map<string, number>>();
  const add = (ship: number | null, duty: string | null, n: number) => {
    if (ship == null || !duty) return;
    const ranks = out.get(ship) ?? new Map<string, number>();
    out.set(ship, ranks.set(duty, (ranks.get(duty) ?? 0) + n));
  };
  for (const r of rows) {
    if (r.operation === Op.SignOn) add(r.shipId, r.duty, 1);
    if (r.operation === Op.SignOff) add(r.shipId, r.duty, -1);
    if (r.operation === Op.Promotion) {
      add(r.shipId, r.newDuty, 1);
      add(r.shipId, r.duty, -1);
    }
    if (r.operation === Op.ShipChange) {
      add(r.newShipId, r.duty, 1);
      add(r.shipId, r.duty, -1);
    }
  }
  return out;
}

// After orders are written (in the same transaction): each rank they add holders to whose planned
// holders now exceed the places of the ship's manning template (the plan's, else its ship type's) is a "continue?".
// A ship without a template is not counted.
export async function overManningWarnings(m: EntityManager, planId: number, rows: Change[]): Promise<Warning[]> {
  const warnings: Warning[] = [];
  let labels: { zh: Map<string, string>; en: Map<string, string> } | undefined;
  for (const [shipId, net] of netHolders(rows)) {
    const duties = [...net].filter(([, n]) => n > 0).map(([duty]) => duty);
    if (!duties.length) continue;
    const ship = await shipOf(m, shipId);
    const tpl = ship && (await manningTemplate(m, planId, ship.ship_type));
    const slots = tpl ? parseSlots(tpl.slots) : null;
    if (!ship || !slots) continue;
    const planned = await plannedHolders(m, shipId, duties, OPEN_STATUSES);
    for (const duty of duties) {
      const places = slots.find((s) => s.duty === duty)?.count ?? 0;
      const n = planned.get(duty) ?? 0;
      if (n <= places) continue;
      labels ??= { zh: await dictLabels(m, 'duty', 'zh'), en: await dictLabels(m, 'duty', 'en') };
      warnings.push({
        key: DispatchError.overManned,
        params: { ship: { zh: ship.name, en: ship.en_name || ship.name }, duty: { zh: labels.zh.get(duty) ?? duty, en: labels.en.get(duty) ?? duty }, planned: n, places },
        subject: `${shipId}:${duty}`,
      });
    }
  }
  return warnings;
}
