import { Injectable } from '@nestjs/common';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import { Operation } from '../../../core/resource/resource.decorators';
import { inputBody, type BodyOf, type OperationBody } from '../../../core/resource/operation-body';
import type { FieldDecl } from '../../../core/resource/resource.types';
import { BusinessStatus } from '../../../workflow/flow-entity';
import { boatInsuranceApplyResource } from '../insurance.resources';
import { DECLARATION_STATE as S, DECLARE_TYPE } from '../insurance.states';
import { DeclarationService } from './declaration.service';

const ID = { type: 'ref', label: L('申报', 'Declaration'), required: true } satisfies FieldDecl;
const STOP_FORM = { stopDate: { type: 'date', label: L('停缴日期', 'Last day of cover'), required: true, startsToday: true } } satisfies OperationBody;
const CONTINUE_FORM = { startDate: { type: 'date', label: L('续缴日期', 'Cover again from'), required: true, startsToday: true } } satisfies OperationBody;
const STOP_BODY = { id: ID, ...STOP_FORM } satisfies OperationBody;
const CONTINUE_BODY = { id: ID, ...CONTINUE_FORM } satisfies OperationBody;
const NO_PAY_BODY = { id: ID } satisfies OperationBody;
// the seafarers declared together and their shared terms: the declaration's own fields but the seafarer,
// read as values (the list's filters read startDate as a [from, to] range)
const { userId: _one, ...TERMS } = boatInsuranceApplyResource.fields;
const MANY_BODY = {
  userIds: { type: 'refs', ref: 'BoatUserInfo', label: L('船员', 'Seafarers'), required: true, min: 1, max: 500 },
  ...inputBody(Object.fromEntries(Object.entries(TERMS).filter(([, f]) => !f.readOnly))),
} satisfies OperationBody;
// an approved pay or change whose cover is in force
const STOPPABLE = { insuranceStatus: [S.Approved], declareType: [DECLARE_TYPE.Pay, DECLARE_TYPE.Change] };

// The declarations' operations beyond the generic ones and the flow's (SPEC §7 boatInsuranceApply).
@Injectable()
export class DeclarationOperations {
  constructor(private readonly declarations: DeclarationService) {}

  // several seafarers on the same terms: a declaration each, made in one transaction (one refused, none made)
  @Operation('boatInsuranceApply', 'declareMany', { perm: 'boatApplyInstruance:add', write: true, creates: true, body: MANY_BODY })
  async declareMany(ctx: OpContext<BodyOf<typeof MANY_BODY>>) {
    const { userIds, ...terms } = ctx.body;
    const out = [];
    for (const userId of userIds) out.push(...(await this.declarations.declare(ctx, { ...terms, userId }, false)));
    return out;
  }

  @Operation('boatInsuranceApply', 'no', {
    perm: 'boatApplyInstruance:noPay',
    write: true,
    body: NO_PAY_BODY,
    ui: { label: L('不缴纳', 'No pay'), placement: 'row', confirm: true, danger: true, when: { insuranceStatus: [S.WaitingToPay, S.Revoked], status: [BusinessStatus.Draft] } },
  })
  async no(ctx: OpContext<BodyOf<typeof NO_PAY_BODY>>) {
    await this.declarations.noPay(ctx, ctx.body.id);
    return this.declarations.read(ctx, ctx.body.id);
  }

  // a stop declaration for this one's cover, as a draft
  @Operation('boatInsuranceApply', 'stop', {
    perm: 'boatApplyInstruance:stop',
    write: true,
    creates: true,
    body: STOP_BODY,
    ui: { label: L('停缴', 'Stop paying'), placement: 'row', confirm: true, when: STOPPABLE, form: STOP_FORM },
  })
  stop(ctx: OpContext<BodyOf<typeof STOP_BODY>>) {
    return this.declarations.stop(ctx, ctx.body.id, ctx.body.stopDate, false);
  }

  // the same, sent to approval at once
  @Operation('boatInsuranceApply', 'stopAndSubmit', {
    perm: 'boatApplyInstruance:stop',
    write: true,
    creates: true,
    body: STOP_BODY,
    ui: { label: L('停缴并提交', 'Stop and submit'), placement: 'row', confirm: true, when: STOPPABLE, form: STOP_FORM },
  })
  stopAndSubmit(ctx: OpContext<BodyOf<typeof STOP_BODY>>) {
    return this.declarations.stop(ctx, ctx.body.id, ctx.body.stopDate, true);
  }

  // continue paying a stopped cover: a pay declaration on its terms, sent to approval
  @Operation('boatInsuranceApply', 'stopContinue', {
    perm: 'boatInsurancePayStop:continue',
    write: true,
    creates: true,
    body: CONTINUE_BODY,
    ui: { label: L('续缴', 'Continue paying'), placement: 'row', confirm: true, when: { insuranceStatus: [S.StopPay] }, form: CONTINUE_FORM },
  })
  stopContinue(ctx: OpContext<BodyOf<typeof CONTINUE_BODY>>) {
    return this.declarations.continueStopped(ctx, ctx.body.id, ctx.body.startDate);
  }

  @Operation('boatInsuranceStopPay', 'continueById', {
    perm: 'boatInsurancePayStop:continue',
    write: true,
    creates: true,
    body: { id: { type: 'ref', label: L('停缴记录', 'Stopped cover'), required: true }, ...CONTINUE_FORM },
    ui: { label: L('续缴', 'Continue paying'), placement: 'row', confirm: true, when: { continued: ['0'] }, form: CONTINUE_FORM },
  })
  continueById(ctx: OpContext<{ id: number; startDate: string }>) {
    return this.declarations.continueStopPay(ctx, ctx.body.id, ctx.body.startDate);
  }
}
