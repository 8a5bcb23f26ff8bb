import { Injectable } from '@nestjs/common';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import { RequestService } from './request.service';
import { YES_NO } from '../../../system/system.states';

const SUBMIT_BODY = { id: { type: 'ref', label: L('机票申请', 'Request'), required: true } } satisfies OperationBody;

// The request's own operation beyond the generic ones (SPEC §2 boatTicket: submit).
@Injectable()
export class RequestOperations {
  constructor(private readonly requests: RequestService) {}

  @Operation('BoatTicket', 'submit', {
    perm: 'boatTicket:submit',
    write: true,
    body: SUBMIT_BODY,
    ui: { label: L('提交', 'Submit'), placement: 'row', confirm: true, when: { submitted: [YES_NO.No] } },
  })
  submit(ctx: OpContext<BodyOf<typeof SUBMIT_BODY>>) {
    return this.requests.submit(ctx, ctx.body.id);
  }
}
