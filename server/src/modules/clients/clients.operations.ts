import { Injectable } from '@nestjs/common';
import { localToday } from '../../core/config/local-date';
import type { OpContext } from '../../core/resource/op-context';
import { RuleException } from '../../core/errors/app.exception';
import { Hook, Operation } from '../../core/resource/resource.decorators';

type Row = Record<string, any>;

// The two dropdown calls SPEC §7 names on BoatShip, and the clients' rules.
@Injectable()
export class ClientOperations {
  // shipowners that have ships, for the ship pickers of dispatch and crew forms
  @Operation('BoatShip', 'getCompanyList', { perm: null, body: {} })
  companies(ctx: OpContext) {
    return ctx.manager.query(
      `SELECT o.id, o.code, o.name, count(s.id)::int AS ships FROM boat_ship_owner o JOIN boat_ship s ON s.shipowner_id = o.id
        GROUP BY o.id ORDER BY o.code`,
    );
  }

  // ships in service, optionally of one shipowner: {id, name, enName, shipownerId}
  @Operation('BoatShip', 'getListForDropDown', { perm: null, body: { shipownerId: { type: 'ref', ref: 'BoatShipOwner', label: { zh: '船东', en: 'Shipowner' } } } })
  dropdown(ctx: OpContext) {
    const owner = ctx.body.shipownerId;
    return ctx.manager.query(
      `SELECT id, name, en_name AS "enName", shipowner_id AS "shipownerId" FROM boat_ship
        WHERE status = '1' AND ($1::int IS NULL OR shipowner_id = $1) ORDER BY name LIMIT 2000`,
      [owner ?? null],
    );
  }

  // a visit records something that happened: not in the future; a next contact not before it
  @Hook('CustomerVisit.insert:before')
  @Hook('CustomerVisit.update:before')
  visitDates(_ctx: OpContext, { input, current }: { input: Row; current?: Row }) {
    const row = { ...current, ...input };
    // the company's date: before 08:00 in China the UTC date is still yesterday
    const today = localToday();
    if (row.visitDate && String(row.visitDate) > today) throw new RuleException('拜访日期不能晚于今天', 'The visit date cannot be later than today', [{ field: 'visitDate', reason: 'max' }]);
    if (row.nextDate && row.visitDate && String(row.nextDate) < String(row.visitDate)) {
      throw new RuleException('下次联系日期不能早于拜访日期', 'The next contact cannot be before the visit', [{ field: 'nextDate', reason: 'min' }]);
    }
  }

  // customers and visits belong to the department of whoever keeps them
  @Hook('CustomerInfo.insert:before')
  @Hook('CustomerVisit.insert:before')
  ownDept(ctx: OpContext, { input }: { input: Row }) {
    input.deptId = ctx.user?.deptId ?? null;
    if ('visitorId' in ctx.resource.fields && input.visitorId == null) input.visitorId = ctx.user?.userId ?? null;
  }
}
