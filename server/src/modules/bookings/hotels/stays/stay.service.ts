import { Injectable } from '@nestjs/common';
import { PermissionMap } from '../../../../core/access/permission-map';
import { writeAudit } from '../../../../core/audit/audit';
import { localToday } from '../../../../core/config/local-date';
import { dictLabels } from '../../../../core/dictionary/dictionary';
import { AppException } from '../../../../core/errors/app.exception';
import { renderMessage, type MessageRef } from '../../../../core/notify/message-texts';
import { CrudService } from '../../../../core/resource/crud.service';
import type { OpContext } from '../../../../core/resource/op-context';
import type { Row } from '../../../../core/resource/row';
import { BusinessStatus } from '../../../../workflow/flow-entity';
import { FlowService } from '../../../../workflow/flows/flow.service';
import { assertRecordReader } from '../../../../workflow/tasks/flow-access';
import { YES_NO } from '../../../system/system.states';
import type { BoatHotel } from '../entities/boat-hotel.entity';
import type { BoatHotelStaff } from '../entities/boat-hotel-staff.entity';
import { HotelsError } from '../hotels.errors';
import { HotelsMessage } from '../hotels.messages';
import { boatHotelGuestResource, boatHotelResource, boatHotelStaffResource } from '../hotels.resources';
import { SETTLE_STATUS, STAY_STATE as S } from '../hotels.states';
import {
  applicationOf,
  applicationsOfStays,
  currencyOf,
  hotelOf,
  openExtension,
  overlappingStay,
  refreshTotals,
  roomPrice,
  setStay,
  stayOf,
  staysOf,
  withRenewals,
  type ApplicationRow,
  type StayRow,
} from '../hotels.repository';
import { amountOf, billing, nightsBetween } from './stay-rules';
import { transition } from './stay-transitions';
import { seafarerLabel } from '../../../crew/crew.api';

type Stay = BoatHotelStaff;

// What a stay is and every move of its state (through the transition table), for the guests' hooks, the
// clerk's operations, the application's flow and the dispatch link kind. Lock order as the repository
// says: the instance, the application, its stays.
@Injectable()
export class StayService {
  constructor(
    private readonly crud: CrudService,
    private readonly flows: FlowService,
    private readonly perms: PermissionMap,
  ) {}

  // An application's stays (who, where, which room, the nights and what they cost) for whoever may read
  // the application: the holders of its screens within their rights, and those who may read its flow
  // (the applicant, its approvers), who hold no application screen.
  async staysFor(ctx: OpContext, applyId: number): Promise<Row[]> {
    const m = ctx.manager;
    const app = await applicationOf(m, applyId);
    if (!app) throw new AppException('NotFound');
    const screens = await Promise.all(['boatApplyForHoteReserve', 'boatHoteApproveManage'].map((p) => this.perms.idOf(p)));
    await assertRecordReader(ctx, this.crud, { resource: boatHotelResource, id: applyId, instanceId: app.instance_id }, screens);
    const rows = (await m.getRepository(boatHotelGuestResource.entity!).find({ where: { hotelApplyId: applyId }, order: { id: 'ASC' } })) as Row[];
    return this.crud.present({ ...ctx, resource: boatHotelGuestResource }, rows);
  }

  // A guest added or changed: its application is a draft the caller may see; the hotel has a contract
  // price for the room type, in the application's one currency; the seafarer holds no other room on
  // those nights. Writes the server's fields (nights, price, amount) into `input`.
  async prepareGuest(ctx: OpContext, input: Partial<Stay>, current?: Stay): Promise<void> {
    const m = ctx.manager;
    const row = { ...current, ...input } as Stay;
    if (current) transition(current.reservationsStatus, 'edit');
    await this.draftApplication(ctx, row.hotelApplyId);
    const room = await roomPrice(m, row.hotelId, row.roomType);
    if (!room) {
      const hotel = await hotelOf(m, row.hotelId);
      const rooms = await dictLabels(m, 'roomType', ctx.lang);
      throw new AppException(HotelsError.roomNotContracted, { hotel: (ctx.lang === 'en' && hotel?.en_name) || hotel?.name || '', room: rooms.get(row.roomType) ?? row.roomType }, [{ field: 'roomType', reason: 'range' }]);
    }
    const other = await currencyOf(m, row.hotelApplyId, current?.id ?? null);
    if (other && other !== room.currency) throw new AppException(HotelsError.mixedCurrency, { currency: other }, [{ field: 'hotelId', reason: 'range' }]);
    const taken = await overlappingStay(m, row.userId, row.checkIn, row.checkOut, current?.id ?? null);
    if (taken) {
      throw new AppException(HotelsError.overlap, { name: await seafarerLabel(m, row.userId), from: taken.check_in, to: taken.check_out, code: taken.code ?? `#${taken.id}` }, [{ field: 'checkIn', reason: 'range' }]);
    }
    const nights = nightsBetween(row.checkIn, row.checkOut);
    Object.assign(input, { nights, price: room.price, currency: room.currency, amount: amountOf(room.price, nights) });
    if (!current) input.reservationsStatus = S.Pending;
  }

  // the application a guest is added to, changed in or taken from: within the caller's rights, a draft
  // (locked: its totals change)
  async draftApplication(ctx: OpContext, id: number): Promise<void> {
    const app = await this.crud.load<BoatHotel>({ ...ctx, resource: boatHotelResource }, id, true);
    if (app.status !== BusinessStatus.Draft) throw new AppException(HotelsError.applicationSubmitted);
  }

  applicationsOfStays(ctx: OpContext, ids: number[]): Promise<number[]> {
    return applicationsOfStays(ctx.manager, ids);
  }

  // the application's totals again, as its stays now stand
  refreshTotals(ctx: OpContext, applyId: number) {
    return refreshTotals(ctx.manager, applyId);
  }

  // Submit: a guest at least; the totals (the flow's variables) as the stays now stand, on the record the
  // flow reads them from too.
  async submitting(ctx: OpContext, record: BoatHotel): Promise<void> {
    const stays = (await staysOf(ctx.manager, record.id)).filter((s) => s.reservations_status === S.Pending);
    if (!stays.length) throw new AppException(HotelsError.noGuests);
    Object.assign(record, await refreshTotals(ctx.manager, record.id));
  }

  // The flow ended (the instance and the application are locked by the flow): agreed, the pending stays
  // await booking; disagreed, they are rejected. Stays cancelled meanwhile stay cancelled.
  async finished(ctx: OpContext, record: BoatHotel, agreed: boolean): Promise<void> {
    for (const s of await staysOf(ctx.manager, record.id, true)) {
      if (s.reservations_status !== S.Pending) continue;
      await this.move(ctx, s, agreed ? 'approve' : 'reject');
    }
  }

  // ---- the travel clerk's moves (boatHotelReserve), each on one stay within the caller's crew rights

  async book(ctx: OpContext, id: number, confirmationNo: string): Promise<void> {
    const { stay } = await this.lock(ctx, id);
    await this.move(ctx, stay, 'book', { confirmationNo, bookedBy: ctx.user?.userId ?? null, bookedAt: new Date() });
  }

  // One guest cancelled: nothing booked yet ends it; a booked stay awaits the clerk's cancellation with
  // the hotel. Cancelling the last guest of an application in approval stops its approval.
  async cancel(ctx: OpContext, id: number, reason: string): Promise<void> {
    const { app, stay } = await this.lock(ctx, id);
    if (app.status === BusinessStatus.Draft) throw new AppException(HotelsError.draftNotCancelled);
    this.notSettled(stay);
    await this.move(ctx, stay, 'cancel', { cancelReason: reason });
    const open = (await staysOf(ctx.manager, app.id)).some((s) => s.reservations_status === S.Pending);
    if (app.status === BusinessStatus.InApproval && !open) {
      await this.flows.closeUnapproved({ ...ctx, resource: boatHotelResource }, boatHotelResource.name, app.id, { key: HotelsMessage.allCancelled });
    }
    await refreshTotals(ctx.manager, app.id);
  }

  // the hotel confirmed the cancellation, with what it charged for it (what finance settles)
  async confirmCancel(ctx: OpContext, id: number, fee: number | null): Promise<void> {
    const { stay } = await this.lock(ctx, id);
    if (fee != null && fee > Number(stay.amount)) throw new AppException(HotelsError.feeAboveAmount, { amount: Number(stay.amount).toFixed(2) }, [{ field: 'cancelFee', reason: 'range' }]);
    await this.move(ctx, stay, 'confirmCancel', { cancelFee: fee != null ? fee.toFixed(4) : null });
  }

  // the guest leaves before the booked check-out: the nights and the amount as they now are
  async earlyCheckout(ctx: OpContext, id: number, checkOut: string): Promise<void> {
    const { app, stay } = await this.lock(ctx, id);
    this.notSettled(stay);
    if (!(checkOut > stay.check_in && checkOut < stay.check_out)) throw new AppException(HotelsError.earlyOutside, { checkIn: stay.check_in, checkOut: stay.check_out }, [{ field: 'checkOut', reason: 'range' }]);
    await this.noExtension(ctx, stay);
    const nights = nightsBetween(stay.check_in, checkOut);
    await this.move(ctx, stay, 'earlyCheckout', { checkOut, nights, amount: amountOf(stay.price, nights) });
    await refreshTotals(ctx.manager, app.id);
  }

  // The guest stays on: an application for the extra nights (check-in the booked check-out), sent to
  // approval at once; the file decides whether an approver looks at it (processes/hotel.bpmn: an
  // extension within its thresholds is approved at once, and awaits booking). Answers the new stay.
  async renew(ctx: OpContext, id: number, checkOut: string, reason: string | null): Promise<Row[]> {
    const { app, stay } = await this.lock(ctx, id);
    transition(stay.reservations_status, 'renew');
    if (!(checkOut > stay.check_out)) throw new AppException(HotelsError.renewNotLater, { checkOut: stay.check_out }, [{ field: 'checkOut', reason: 'range' }]);
    await this.noExtension(ctx, stay);
    const appCtx = { ...ctx, resource: boatHotelResource, operation: 'insert' };
    const remarks = reason?.trim() || stay.reason || (app.code ?? '');
    const [made] = await this.crud.insert({ ...appCtx, body: { remarks } }, { renewal: YES_NO.Yes, renewsId: stay.id, originId: app.origin_id ?? app.id });
    const body = { hotelApplyId: made.id, userId: stay.user_id, hotelId: stay.hotel_id, roomType: stay.room_type, checkIn: stay.check_out, checkOut, reason: remarks };
    const [extension] = await this.crud.insert({ ...ctx, resource: boatHotelGuestResource, operation: 'insert', body }, { renewsId: stay.id });
    const record = await this.crud.load(appCtx, made.id, true);
    await this.flows.submit(appCtx, record);
    await writeAudit({ ...ctx, resource: boatHotelStaffResource }, 'renew', stay.id, { extendedBy: { old: null, new: extension.id } });
    return this.read(ctx, extension.id as number);
  }

  // ---- closed with a dispatch order or its check item (links/hotel.link.ts)

  // The applications and the renewals of their stays end: nothing booked is cancelled, a running approval
  // stopping through the workflow's generic close; a booked stay awaits its cancellation with the hotel
  // (the money may be spent: the clerk confirms what the hotel charged). A stay already settled was
  // paid for and stays as it is.
  async closeByOrder(ctx: OpContext, appIds: number[], reason: MessageRef): Promise<void> {
    const m = ctx.manager;
    const why = renderMessage(reason.key, reason.params ?? null, ctx.lang)?.title ?? null;
    for (const id of await withRenewals(m, appIds)) {
      const seen = await applicationOf(m, id);
      if (!seen) continue;
      if (seen.instance_id) await this.flows.lockInstance(m, seen.instance_id);
      const app = (await applicationOf(m, id, true))!;
      for (const s of await staysOf(m, id, true)) {
        const open = s.reservations_status === S.Pending || s.reservations_status === S.AwaitingBooking;
        const booked = s.reservations_status === S.Booked && s.settle_status !== SETTLE_STATUS.Settled;
        if (open || booked) await this.move(ctx, s, 'cancel', { cancelReason: why });
      }
      if (app.status !== BusinessStatus.Finished) await this.flows.closeUnapproved({ ...ctx, resource: boatHotelResource }, boatHotelResource.name, id, reason);
      await refreshTotals(m, id);
    }
  }

  read(ctx: OpContext, id: number): Promise<Row[]> {
    return this.crud.getById({ ...ctx, resource: boatHotelStaffResource, operation: 'getById', body: { id } });
  }

  // ---- helpers

  // A stay's state moved through the table, with what the hotel now bills for it, and the audit row.
  private async move(ctx: OpContext, stay: StayRow, action: Parameters<typeof transition>[1], patch: Partial<Stay> = {}): Promise<void> {
    const to = transition(stay.reservations_status, action);
    const amount = (patch.amount as string | undefined) ?? stay.amount;
    const fee = (patch.cancelFee as string | null | undefined) ?? null;
    await setStay(ctx.manager, stay.id, { ...patch, reservationsStatus: to, ...billing(to, amount, fee), updatedBy: ctx.user?.userId ?? null });
    const changes: Record<string, { old: unknown; new: unknown }> = { reservationsStatus: { old: stay.reservations_status, new: to } };
    if (patch.checkOut) changes.checkOut = { old: stay.check_out, new: patch.checkOut };
    if (patch.amount) changes.amount = { old: stay.amount, new: patch.amount };
    await writeAudit({ ...ctx, resource: boatHotelStaffResource }, action, stay.id, changes);
  }

  // within the caller's crew rights (load answers 404 outside them), then locked after its instance and
  // its application
  private async lock(ctx: OpContext, id: number): Promise<{ app: ApplicationRow; stay: StayRow }> {
    const m = ctx.manager;
    const seen = await this.crud.load<Stay>({ ...ctx, resource: boatHotelStaffResource }, id);
    const before = (await applicationOf(m, seen.hotelApplyId))!;
    if (before.instance_id) await this.flows.lockInstance(m, before.instance_id);
    const app = (await applicationOf(m, seen.hotelApplyId, true))!;
    return { app, stay: (await stayOf(m, id, true))! };
  }

  private notSettled(stay: StayRow): void {
    if (stay.settle_status === SETTLE_STATUS.Settled) throw new AppException(HotelsError.settled, { at: stay.settled_at ? localToday(new Date(stay.settled_at)) : '' });
  }

  private async noExtension(ctx: OpContext, stay: StayRow): Promise<void> {
    const ext = await openExtension(ctx.manager, stay.id);
    if (ext) throw new AppException(HotelsError.hasExtension, { code: ext.code ?? `#${ext.id}` });
  }
}
