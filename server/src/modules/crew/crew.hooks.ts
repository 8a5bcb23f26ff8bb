import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { AppException } from '../../core/errors/app.exception';
import { ID_CARD_SHAPE } from '../../core/resource/field-formats';
import { checkInputValue, fieldError, validationError } from '../../core/resource/field-validator';
import type { OpContext } from '../../core/resource/op-context';
import { Hook } from '../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { CrewError } from './crew.errors';
import type { HookPayloads } from '../../core/resource/hook-payloads';
import type { BoatUserInfo } from './entities/boat-user-info.entity';
import { BOARD_STATE } from './crew.states';
import { nextCrewNumber } from './crew.repository';

// The rules of a seafarer's main record: the crew number, identity numbers, what changes only through
// the sea service, and what deleting a seafarer takes with it.
@Injectable()
export class CrewHooks {
  constructor(private readonly registry: ResourceRegistry) {}

  // a crew number is given when none is entered: C and six digits, from a sequence (never reused)
  @Hook('BoatUserInfo.insert:before')
  async crewNumber(ctx: OpContext, { input }: { input: Partial<BoatUserInfo> }) {
    if (input.internalCode) return;
    input.internalCode = `C${String(await nextCrewNumber(ctx.manager)).padStart(6, '0')}`;
  }

  // The identity number holds a Chinese seafarer's resident identity card number (居民身份证) and, for a
  // foreign seafarer, whatever national identity number they carry (their passport is a certificate).
  // So a seafarer of nationality CN needs a valid card number (GB 11643: date of birth and check
  // character); for any other nationality (or none) a value shaped like a card number (17 digits and a
  // digit or X: the Hong Kong, Macao and Taiwan residence permits and the foreigners' permanent residence
  // card use the same scheme) must be valid too, and other values are kept as written. x is stored as X.
  @Hook('BoatUserInfo.insert:before')
  @Hook('BoatUserInfo.update:before')
  identityNumber(ctx: OpContext, { input, current }: { input: Partial<BoatUserInfo>; current?: BoatUserInfo }) {
    if (!('idNumber' in input) && !('nationality' in input)) return;
    const row = { ...current, ...input };
    const value = row.idNumber;
    if (typeof value !== 'string' || value === '') return;
    if (row.nationality !== 'CN' && !ID_CARD_SHAPE.test(value)) return;
    const decl = ctx.resource.fields.idNumber;
    const r = checkInputValue({ ...decl, format: 'idCard' }, value);
    if (r.reason) throw validationError([fieldError('idNumber', decl, r.reason)]);
    if ('idNumber' in input) input.idNumber = r.value as string;
  }

  // On board, the ship, shipowner and rank follow the work history: a sign-on, promotion or ship change
  // changes them, never the form (a seafarer ashore may be given a rank and shipowner directly).
  @Hook('BoatUserInfo.update:before')
  onBoardFields(_ctx: OpContext, { input, current }: HookPayloads<BoatUserInfo>['update:before']) {
    if (current.boardState !== BOARD_STATE.OnBoard) return;
    for (const f of ['duty', 'shipownerId'] as const) {
      if (f in input && input[f] !== current[f]) {
        throw new AppException(CrewError.onBoardFollowsService, {}, [{ field: f, reason: 'onBoard' }]);
      }
    }
  }

  // a seafarer on board is signed off first, and one with requests in approval waits for them;
  // deleting one deletes their whole file
  @Hook('BoatUserInfo.delete:before')
  async mayDelete(ctx: OpContext, { records }: { records: BoatUserInfo[] }) {
    if (records.some((r) => r.boardState === BOARD_STATE.OnBoard)) throw new AppException(CrewError.deleteOnBoard);
    const ids = records.map((r) => r.id);
    for (const def of this.fileResources().filter((d) => d.processId)) {
      const open = await ctx.manager.getRepository(def.entity!).exists({ where: { [def.scope!.via!.field]: In(ids), status: '2' } });
      if (open) throw new AppException(CrewError.deleteInApproval);
    }
  }

  // the rows of each table of the file (views over the same tables are skipped)
  private fileResources() {
    return this.registry.all().filter((d) => d.scope?.via?.resource === 'BoatUserInfo' && d.entity && (d.operations ?? ['insert']).includes('insert'));
  }

  @Hook('BoatUserInfo.delete:after')
  async deleteFile(ctx: OpContext, { records }: { records: BoatUserInfo[] }) {
    const ids = records.map((r) => r.id);
    for (const def of this.fileResources()) {
      await ctx.manager.delete(def.entity!, { [def.scope!.via!.field]: In(ids) });
    }
  }
}
