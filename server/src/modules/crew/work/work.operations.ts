import { Injectable } from '@nestjs/common';
import { localToday } from '../../../core/config/local-date';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import { fieldError, validationError } from '../../../core/resource/field-validator';
import type { OpContext } from '../../../core/resource/op-context';
import { inputBody, listBody, type BodyOf, type OperationBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import type { FieldDecl } from '../../../core/resource/resource.types';
import { shipOwners } from '../../clients/ship-owner.rule';
import { boatWorkResource, END_FIELDS } from './work.resources';
import { CrewError } from '../crew.errors';
import { L } from '../../../core/resource/label';
import { BOARD_STATE } from '../crew.states';
import type { BoatWork } from '../entities/boat-work.entity';

const F = boatWorkResource.fields;
const userIdField = { type: 'ref', ref: 'BoatUserInfo', label: L('船员', 'Seafarer'), required: true } satisfies FieldDecl;
// a row action names the stint; another screen may name the seafarer instead
const STINT = { id: { type: 'ref', label: L('履历', 'Stint') }, userId: { ...userIdField, required: false } } satisfies OperationBody;
const OPEN = { state: ['1'] };
// the dialog of a row action: some of the stint's fields, writable there
const pickForm = (names: string[], required: string[]): Record<string, FieldDecl> =>
  inputBody(Object.fromEntries(names.map((n) => [n, { ...F[n], readOnly: false, required: required.includes(n) }])));
// sign-on: the seafarer (fixed on their file's tab), ship, rank, date and port; the shipowner is the ship's
const SIGN_ON = pickForm(['userId', 'shipId', 'duty', 'reportDutyOne', 'onboatDate', 'onboatPort', 'planLeaveboatDate'], ['userId', 'shipId', 'duty', 'reportDutyOne', 'onboatDate']);
const SIGN_ON_BODY: OperationBody = { ...inputBody(boatWorkResource.fields), shipownerId: { ...F.shipownerId, required: false } };
const SIGN_OFF = pickForm(['leaveboatDate', 'offboatPort', 'enterDate', 'leaveboatReason', 'leaveboatEvaluate', 'leaveReason'], ['leaveboatDate']);
const PROMOTE = pickForm(['promoteDate', 'newDuty'], ['promoteDate', 'newDuty']);
const CHANGE_SHIP = pickForm(['changeboatDate', 'newShipid', 'onboatPort'], ['changeboatDate', 'newShipid']);
// A stint action's body: the stint (or seafarer) and some of the stint's fields. `Sent`: the fields its
// form requires, which the router refuses a call without (dispatch, carrying out an order, sends them).
type StintBody = BodyOf<typeof STINT> & Partial<BoatWork>;
type Sent<K extends keyof BoatWork> = StintBody & { [F in K]: NonNullable<BoatWork[F]> };

// Sign-on, sign-off, promotion and ship change (SPEC §7 BoatWork), and the rules that keep one open
// stint per seafarer, stints that do not overlap, and the seafarer's record in step with them.
@Injectable()
export class WorkOperations {
  constructor(private readonly crud: CrudService) {}

  // sign on: a new open stint; the seafarer must be ashore (the stint rules in work.hooks.ts). Offered
  // beside add on the sea-service list, with its own short dialog: add records service that has ended.
  @Operation('BoatWork', 'onBoatWorkInfo', {
    perm: 'boatUserInfoWork:onBoard',
    write: true,
    creates: true,
    body: SIGN_ON_BODY,
    ui: { label: L('上船', 'Sign on'), placement: 'add', form: SIGN_ON },
  })
  async onBoard(ctx: OpContext<Partial<BoatWork>>) {
    for (const f of END_FIELDS) delete ctx.body[f];
    if (ctx.body.shipownerId == null && ctx.body.shipId != null) {
      const ship = (await shipOwners(ctx.manager, [ctx.body.shipId])).get(ctx.body.shipId);
      if (!ship) throw new AppException('MissingRef', {}, [{ field: 'shipId', reason: 'ref' }]);
      ctx.body.shipownerId = ship.shipownerId;
    }
    return this.crud.insert(ctx);
  }

  // sign off: ends the open stint with the sign-off date and port, appraisal and reason
  @Operation('BoatWork', 'offBoatWorkInfo', {
    perm: 'boatUserInfoWork:offBoard',
    write: true,
    body: { ...STINT, ...SIGN_OFF },
    ui: { label: L('下船', 'Sign off'), placement: 'row', confirm: true, when: OPEN, form: SIGN_OFF },
  })
  async offBoard(ctx: OpContext<StintBody>) {
    // the stint's key is not a field to write: a seafarer named here must not move the stint to them
    const { id: _id, userId: _userId, ...input } = ctx.body;
    const open = await this.openStint(ctx);
    return this.crud.update({ ...ctx, body: { ...input, id: open.id } });
  }

  // promotion: the stint ends in the old rank on the promotion date; a new one starts in the new rank
  @Operation('BoatWork', 'promotionBoatWorkInfo', {
    perm: 'boatUserInfoWork:promote',
    write: true,
    creates: true,
    body: { ...STINT, ...PROMOTE },
    ui: { label: L('晋升', 'Promote'), placement: 'row', confirm: true, when: OPEN, form: PROMOTE },
  })
  async promote(ctx: OpContext<StintBody>) {
    const input = ctx.body as Sent<'promoteDate' | 'newDuty'>;
    const open = await this.openStint(ctx);
    if (input.newDuty === open.duty) throw new AppException(CrewError.sameRank, {}, [{ field: 'newDuty', reason: 'same' }]);
    this.changeDate(input.promoteDate, open, 'promoteDate', F.promoteDate);
    return this.split(ctx, open, { promoteDate: input.promoteDate, newDuty: input.newDuty }, { duty: input.newDuty, reportDutyOne: input.newDuty, reportDutyTwo: null, onboatDate: input.promoteDate });
  }

  // ship change: the stint ends on the change date; a new one starts on the new ship
  @Operation('BoatWork', 'changeBoatWorkInfo', {
    perm: 'boatUserInfoWork:changeShip',
    write: true,
    creates: true,
    body: { ...STINT, ...CHANGE_SHIP },
    ui: { label: L('换船', 'Change ship'), placement: 'row', confirm: true, when: OPEN, form: CHANGE_SHIP },
  })
  async changeShip(ctx: OpContext<StintBody>) {
    const input = ctx.body as Sent<'changeboatDate' | 'newShipid'>;
    const open = await this.openStint(ctx);
    if (input.newShipid === open.shipId) throw new AppException(CrewError.sameShip, {}, [{ field: 'newShipid', reason: 'same' }]);
    this.changeDate(input.changeboatDate, open, 'changeboatDate', F.changeboatDate);
    const ship = (await shipOwners(ctx.manager, [input.newShipid])).get(input.newShipid);
    if (!ship) throw new AppException('MissingRef', {}, [{ field: 'newShipid', reason: 'ref' }]);
    return this.split(
      ctx,
      open,
      { changeboatDate: input.changeboatDate, newShipid: input.newShipid },
      { shipId: input.newShipid, shipownerId: ship.shipownerId, onboatDate: input.changeboatDate, onboatPort: input.onboatPort ?? null, leaveDate: null },
    );
  }

  // the crew on board now: open stints, with the usual filters and paging
  @Operation('BoatWork', 'onBoatWorkInfoList', { perm: 'boatUserInfoWork', body: listBody(boatWorkResource) })
  onBoardList(ctx: OpContext) {
    return this.crud.getList({ ...ctx, body: { ...ctx.body, state: '1' } });
  }

  // the newest stint of a seafarer (the open one when on board)
  @Operation('BoatWork', 'getNewestByUserId', { perm: 'boatUserInfoWork', body: { userId: userIdField } })
  async newest(ctx: OpContext) {
    const qb = this.crud.scopedQuery(ctx).andWhere('t.userId = :uid', { uid: this.userId(ctx) });
    const row = await qb.orderBy('t.onboatDate', 'DESC').addOrderBy('t.id', 'DESC').getOne();
    return row ? this.crud.present(ctx, [row]) : [];
  }

  // the last stint that has ended (the previous service when on board)
  @Operation('BoatWork', 'getLastByUserId', { perm: 'boatUserInfoWork', body: { userId: userIdField } })
  async last(ctx: OpContext) {
    const qb = this.crud.scopedQuery(ctx).andWhere('t.userId = :uid', { uid: this.userId(ctx) }).andWhere('t.state = :ended', { ended: BOARD_STATE.Ashore });
    const row = await qb.orderBy('COALESCE(t.leaveboatDate, t.promoteDate, t.changeboatDate)', 'DESC').addOrderBy('t.id', 'DESC').getOne();
    return row ? this.crud.present(ctx, [row]) : [];
  }

  // a safe integer when sent (declared); the stint actions may name the stint instead
  private userId(ctx: OpContext<BodyOf<typeof STINT>>): number {
    const id = ctx.body.userId;
    if (id == null) throw validationError([fieldError('userId', userIdField, 'required')]);
    return id;
  }

  // the seafarer's open stint, locked, within the caller's rights: by the stint's id (a row action)
  // or by the seafarer's
  private async openStint(ctx: OpContext<BodyOf<typeof STINT>>): Promise<BoatWork> {
    const qb = this.crud.scopedQuery(ctx).andWhere('t.state = :open', { open: BOARD_STATE.OnBoard });
    if (typeof ctx.body.id === 'number') qb.andWhere('t.id = :id', { id: ctx.body.id });
    else qb.andWhere('t.userId = :uid', { uid: this.userId(ctx) });
    const open = (await qb.setLock('pessimistic_write').getOne()) as BoatWork | null;
    if (!open) throw new AppException(CrewError.notOnBoard);
    return open;
  }

  // promotion and ship-change dates: not before boarding (SPEC §5), not after today
  private changeDate(date: string, open: BoatWork, field: string, decl: FieldDecl) {
    if (date < open.onboatDate) {
      throw new AppException(CrewError.beforeBoarding, { field: decl.label }, [{ field, reason: 'order' }]);
    }
    if (date > localToday()) throw validationError([fieldError(field, decl, 'future')]);
  }

  // ends the open stint with `ending` and opens the next one from it with `next`, as the caller
  private async split(ctx: OpContext, open: BoatWork, ending: Partial<BoatWork>, next: Partial<BoatWork>) {
    const { id, version, createdAt, updatedAt, createdBy, updatedBy, ...carry } = open;
    await this.crud.update({ ...ctx, body: { id, version } }, ending);
    const body = { ...carry, leaveboatDate: null, offboatPort: null, enterDate: null, promoteDate: null, newDuty: null, changeboatDate: null, newShipid: null, ...next };
    return this.crud.insert({ ...ctx, body });
  }
}
