import { Injectable } from '@nestjs/common';
import { localToday } from '../../../core/config/local-date';
import { AppException, RuleException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import { fieldError, validationError } from '../../../core/resource/field-validator';
import type { OpContext } from '../../../core/resource/op-context';
import { inputBody, listBody, OperationBody } from '../../../core/resource/operation-body';
import { Hook, Operation } from '../../../core/resource/resource.decorators';
import type { FieldDecl } from '../../../core/resource/resource.types';
import { syncCrewState } from './crew-state';
import { boatWorkResource } from './work.resources';

type Row = Record<string, any>;
const L = (zh: string, en: string) => ({ zh, en });
const F = boatWorkResource.fields;
const userIdField: FieldDecl = { type: 'ref', ref: 'BoatUserInfo', label: L('船员', 'Seafarer'), required: true };
// a row action names the stint; another screen may name the seafarer instead
const STINT: OperationBody = { id: { type: 'ref', label: L('履历', 'Stint') }, userId: { ...userIdField, required: false } };
const END_FIELDS = ['leaveboatDate', 'promoteDate', 'changeboatDate'];
const OPEN = { state: ['1'] };
// the dialog of a row action: some of the stint's fields, writable there
const pickForm = (names: string[], required: string[]): Record<string, FieldDecl> =>
  inputBody(Object.fromEntries(names.map((n) => [n, { ...F[n], readOnly: false, required: required.includes(n) }])));
const SIGN_OFF = pickForm(['leaveboatDate', 'offboatPort', 'enterDate', 'leaveboatReason', 'leaveboatEvaluate', 'leaveReason'], ['leaveboatDate']);
const PROMOTE = pickForm(['promoteDate', 'newDuty'], ['promoteDate', 'newDuty']);
const CHANGE_SHIP = pickForm(['changeboatDate', 'newShipid', 'onboatPort'], ['changeboatDate', 'newShipid']);

// Sign-on, sign-off, promotion and ship change (SPEC §7 BoatWork), and the rules that keep one open
// stint per seafarer, stints that do not overlap, and the seafarer's record in step with them.
@Injectable()
export class WorkOperations {
  constructor(private readonly crud: CrudService) {}

  // sign on: a new open stint; the seafarer must be ashore
  @Operation('BoatWork', 'onBoatWorkInfo', { perm: 'boatUserInfoWork:onBoard', write: true, body: inputBody(boatWorkResource.fields) })
  onBoard(ctx: OpContext) {
    for (const f of END_FIELDS) delete ctx.body[f];
    return this.crud.insert(ctx);
  }

  // sign off: ends the open stint with the sign-off date and port, appraisal and reason
  @Operation('BoatWork', 'offBoatWorkInfo', {
    perm: 'boatUserInfoWork:offBoard',
    write: true,
    body: { ...STINT, ...SIGN_OFF },
    ui: { label: L('下船', 'Sign off'), placement: 'row', confirm: true, when: OPEN, form: SIGN_OFF },
  })
  async offBoard(ctx: OpContext) {
    // the stint's key is not a field to write: a seafarer named here must not move the stint to them
    const { id: _id, userId: _userId, ...input } = ctx.body;
    const open = await this.openStint(ctx);
    return this.crud.update({ ...ctx, body: { ...input, id: open.id } });
  }

  // promotion: the stint ends in the old rank on the promotion date; a new one starts in the new rank
  @Operation('BoatWork', 'promotionBoatWorkInfo', {
    perm: 'boatUserInfoWork:promote',
    write: true,
    body: { ...STINT, ...PROMOTE },
    ui: { label: L('晋升', 'Promote'), placement: 'row', confirm: true, when: OPEN, form: PROMOTE },
  })
  async promote(ctx: OpContext) {
    const input = ctx.body;
    const open = await this.openStint(ctx);
    if (input.newDuty === open.duty) throw new RuleException('新职务不能与原职务相同', 'The new rank cannot be the same as the current one', [{ field: 'newDuty', reason: 'same' }]);
    this.changeDate(input.promoteDate as string, open, 'promoteDate', F.promoteDate);
    return this.split(ctx, open, { promoteDate: input.promoteDate, newDuty: input.newDuty }, { duty: input.newDuty, reportDutyOne: input.newDuty, reportDutyTwo: null, onboatDate: input.promoteDate });
  }

  // ship change: the stint ends on the change date; a new one starts on the new ship
  @Operation('BoatWork', 'changeBoatWorkInfo', {
    perm: 'boatUserInfoWork:changeShip',
    write: true,
    body: { ...STINT, ...CHANGE_SHIP },
    ui: { label: L('换船', 'Change ship'), placement: 'row', confirm: true, when: OPEN, form: CHANGE_SHIP },
  })
  async changeShip(ctx: OpContext) {
    const input = ctx.body;
    const open = await this.openStint(ctx);
    if (input.newShipid === open.shipId) throw new RuleException('新船舶不能与原船舶相同', 'The new ship cannot be the same as the current one', [{ field: 'newShipid', reason: 'same' }]);
    this.changeDate(input.changeboatDate as string, open, 'changeboatDate', F.changeboatDate);
    const [ship] = await ctx.manager.query('SELECT id, shipowner_id FROM boat_ship WHERE id = $1', [input.newShipid]);
    if (!ship) throw new AppException('MissingRef', {}, [{ field: 'newShipid', reason: 'ref' }]);
    return this.split(
      ctx,
      open,
      { changeboatDate: input.changeboatDate, newShipid: input.newShipid },
      { shipId: input.newShipid, shipownerId: ship.shipowner_id, onboatDate: input.changeboatDate, onboatPort: input.onboatPort ?? null, leaveDate: null },
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
    const qb = this.crud.scopedQuery(ctx).andWhere('t.userId = :uid', { uid: this.userId(ctx) }).andWhere("t.state = '2'");
    const row = await qb.orderBy('COALESCE(t.leaveboatDate, t.promoteDate, t.changeboatDate)', 'DESC').addOrderBy('t.id', 'DESC').getOne();
    return row ? this.crud.present(ctx, [row]) : [];
  }

  // A row is open until it records an end. Only one open stint per seafarer, and stints do not overlap.
  @Hook('BoatWork.insert:before')
  @Hook('BoatWork.update:before')
  async stintRules(ctx: OpContext, { input, current }: { input: Row; current?: Row }) {
    const row = { ...current, ...input };
    if (row.reportDutyTwo && row.reportDutyTwo === row.reportDutyOne) {
      throw new RuleException('申报职务二不能与申报职务一相同', 'Reported rank 2 cannot be the same as reported rank 1', [{ field: 'reportDutyTwo', reason: 'same' }]);
    }
    input.state = END_FIELDS.some((f) => row[f]) ? '2' : '1';
    const end = row.leaveboatDate ?? row.promoteDate ?? row.changeboatDate ?? null;
    const [hit] = await ctx.manager.query(
      `SELECT state FROM boat_work WHERE user_id = $1 AND id <> $2
          AND daterange(onboat_date, COALESCE(leaveboat_date, promote_date, changeboat_date), '[)') && daterange($3::date, $4::date, '[)')
        ORDER BY state LIMIT 1`,
      [row.userId, row.id ?? 0, row.onboatDate, end],
    );
    if (hit?.state === '1' && input.state === '1') throw new AppException('AlreadyOnBoard');
    if (hit) throw new RuleException('与已有履历的在船时间重叠', 'The dates overlap another stint of sea service', [{ field: 'onboatDate', reason: 'overlap' }]);
    if (input.state === '1') {
      const [open] = await ctx.manager.query(`SELECT 1 FROM boat_work WHERE user_id = $1 AND state = '1' AND id <> $2`, [row.userId, row.id ?? 0]);
      if (open) throw new AppException('AlreadyOnBoard');
    }
  }

  @Hook('BoatWork.insert:after')
  @Hook('BoatWork.update:after')
  async afterWrite(ctx: OpContext, { record, before }: { record: Row; before?: Row }) {
    await syncCrewState(ctx.manager, [record.userId, ...(before ? [before.userId] : [])]);
  }

  @Hook('BoatWork.delete:after')
  async afterDelete(ctx: OpContext, { records }: { records: Row[] }) {
    await syncCrewState(ctx.manager, records.map((r) => r.userId));
  }

  // a safe integer when sent (declared); the stint actions may name the stint instead
  private userId(ctx: OpContext): number {
    const id = ctx.body.userId;
    if (id == null) throw validationError([fieldError('userId', userIdField, 'required')]);
    return id;
  }

  // the seafarer's open stint, locked, within the caller's rights: by the stint's id (a row action)
  // or by the seafarer's
  private async openStint(ctx: OpContext): Promise<Row> {
    const qb = this.crud.scopedQuery(ctx).andWhere("t.state = '1'");
    if (typeof ctx.body.id === 'number') qb.andWhere('t.id = :id', { id: ctx.body.id });
    else qb.andWhere('t.userId = :uid', { uid: this.userId(ctx) });
    const open = (await qb.setLock('pessimistic_write').getOne()) as Row | null;
    if (!open) throw new AppException('NotOnBoard');
    return open;
  }

  // promotion and ship-change dates: not before boarding (SPEC §5), not after today
  private changeDate(date: string, open: Row, field: string, decl: FieldDecl) {
    if (date < open.onboatDate) {
      throw new RuleException(`${decl.label.zh}不能早于上船日期`, `${decl.label.en} cannot be before the sign-on date`, [{ field, reason: 'order' }]);
    }
    if (date > localToday()) throw validationError([fieldError(field, decl, 'future')]);
  }

  // ends the open stint with `ending` and opens the next one from it with `next`, as the caller
  private async split(ctx: OpContext, open: Row, ending: Row, next: Row) {
    const { id, version, createdAt, updatedAt, createdBy, updatedBy, ...carry } = open;
    await this.crud.update({ ...ctx, body: { id, version } }, ending);
    const body = { ...carry, leaveboatDate: null, offboatPort: null, enterDate: null, promoteDate: null, newDuty: null, changeboatDate: null, newShipid: null, ...next };
    return this.crud.insert({ ...ctx, body });
  }
}
