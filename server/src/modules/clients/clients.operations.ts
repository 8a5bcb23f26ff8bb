import { Injectable } from '@nestjs/common';
import type { OpContext } from '../../core/resource/op-context';
import type { OperationBody, BodyOf } from '../../core/resource/operation-body';
import { Operation } from '../../core/resource/resource.decorators';
import { companiesWithShips, shipsInService } from './clients.repository';

const DROPDOWN_BODY = { shipownerId: { type: 'ref', ref: 'BoatShipOwner', label: { zh: '船东', en: 'Shipowner' } } } satisfies OperationBody;

// The two dropdown calls SPEC §7 names on BoatShip; the clients' rules are clients.hooks.ts.
@Injectable()
export class ClientOperations {
  // shipowners that have ships, for the ship pickers of dispatch and crew forms
  @Operation('BoatShip', 'getCompanyList', { perm: null, body: {} })
  companies(ctx: OpContext) {
    return companiesWithShips(ctx.manager);
  }

  // ships in service, optionally of one shipowner: {id, name, enName, shipownerId}
  @Operation('BoatShip', 'getListForDropDown', { perm: null, body: DROPDOWN_BODY })
  dropdown(ctx: OpContext<BodyOf<typeof DROPDOWN_BODY>>) {
    return shipsInService(ctx.manager, ctx.body.shipownerId ?? null);
  }
}
