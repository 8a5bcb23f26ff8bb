import { Injectable, OnModuleInit } from '@nestjs/common';
import { CrudService } from '../../../core/resource/crud.service';
import type { OpContext } from '../../../core/resource/op-context';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { Row } from '../../../core/resource/row';
import type { DispatchOrder } from '../entities/dispatch-order.entity';
import { FlowService } from '../../../workflow/flows/flow.service';
import { credentialDealCodes } from '../../crew/crew.api';
import { registerDispatchLinkKind } from './link-kinds';

// The first kind of linked application: a certificate renewal made for a seafarer's order (a medical
// that runs out before the planned sign-off). Closing it ends it unapproved: a running approval stops
// and the certificate is current again (the crew module's own finish hook), a draft is finished.
@Injectable()
export class CredentialDealLink implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly registry: ResourceRegistry,
    private readonly flows: FlowService,
  ) {}

  onModuleInit(): void {
    const resource = 'BoatCredentialDeal';
    registerDispatchLinkKind({
      kind: 'credentialDeal',
      resource,
      create: async (ctx: OpContext, order: DispatchOrder, values: Row) => {
        const [made] = await this.crud.insert({ ...ctx, resource: this.registry.resource(resource)!, operation: 'insert', body: { ...values, userId: order.userId } });
        return made.id as number;
      },
      close: async (ctx: OpContext, appIds: number[], reason) => {
        for (const id of appIds) await this.flows.closeUnapproved(ctx, resource, id, reason);
      },
      describe: async (ctx: OpContext, appIds: number[]) => {
        const rows = await credentialDealCodes(ctx.manager, appIds);
        const label = this.registry.resource(resource)!.label[ctx.lang];
        return rows.map((r) => `${label} ${r.code ?? `#${r.id}`}`);
      },
    });
  }
}
