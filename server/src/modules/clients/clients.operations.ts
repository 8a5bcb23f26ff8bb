import { Injectable } from '@nestjs/common';
import type { OpContext } from '../../core/resource/op-context';
import { Operation } from '../../core/resource/resource.decorators';
import { sqlText } from '../../core/database/sql-literal';
import { SHIP_STATUS } from './clients.states';

// The two dropdown calls SPEC §7 names on BoatShip; the clients' rules are clients.hooks.ts.
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
        WHERE status = ${sqlText(SHIP_STATUS.InService)} AND ($1::int IS NULL OR shipowner_id = $1) ORDER BY name LIMIT 2000`,
      [owner ?? null],
    );
  }
}
