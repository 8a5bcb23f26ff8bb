import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { AppException, RuleException } from '../../core/errors/app.exception';
import { CrudService, readIds } from '../../core/resource/crud.service';
import { ID_CARD_SHAPE } from '../../core/resource/field-formats';
import { checkInputValue, fieldError, validationError } from '../../core/resource/field-validator';
import type { OpContext } from '../../core/resource/op-context';
import { IDS_BODY, listBody } from '../../core/resource/operation-body';
import { Hook, Operation } from '../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { boatUserInfoResource } from './crew.resources';
import { ResumeExport } from './resume/resume-export';

type Row = Record<string, any>;

// The seafarer's own calls (SPEC §7 BoatUserInfo) and the rules of the main record.
@Injectable()
export class CrewOperations {
  constructor(
    private readonly crud: CrudService,
    private readonly registry: ResourceRegistry,
    private readonly resume: ResumeExport,
  ) {}

  // a crew number is given when none is entered: C and six digits, from a sequence (never reused)
  @Hook('BoatUserInfo.insert:before')
  async crewNumber(ctx: OpContext, { input }: { input: Row }) {
    if (input.internalCode) return;
    const [{ n }] = await ctx.manager.query(`SELECT nextval('boat_user_code_seq')::int AS n`);
    input.internalCode = `C${String(n).padStart(6, '0')}`;
  }

  // The identity number holds a Chinese seafarer's resident identity card number (居民身份证) and, for a
  // foreign seafarer, whatever national identity number they carry (their passport is a certificate).
  // So a seafarer of nationality CN needs a valid card number (GB 11643: date of birth and check
  // character); for any other nationality (or none) a value shaped like a card number (17 digits and a
  // digit or X: the Hong Kong, Macao and Taiwan residence permits and the foreigners' permanent residence
  // card use the same scheme) must be valid too, and other values are kept as written. x is stored as X.
  @Hook('BoatUserInfo.insert:before')
  @Hook('BoatUserInfo.update:before')
  identityNumber(ctx: OpContext, { input, current }: { input: Row; current?: Row }) {
    if (!('idNumber' in input) && !('nationality' in input)) return;
    const row = { ...current, ...input };
    const value = row.idNumber;
    if (typeof value !== 'string' || value === '') return;
    if (row.nationality !== 'CN' && !ID_CARD_SHAPE.test(value)) return;
    const decl = ctx.resource.fields.idNumber;
    const r = checkInputValue({ ...decl, format: 'idCard' }, value);
    if (r.reason) throw validationError([fieldError('idNumber', decl, r.reason)]);
    if ('idNumber' in input) input.idNumber = r.value;
  }

  // On board, the ship, shipowner and rank follow the work history: a sign-on, promotion or ship change
  // changes them, never the form (a seafarer ashore may be given a rank and shipowner directly).
  @Hook('BoatUserInfo.update:before')
  onBoardFields(_ctx: OpContext, { input, current }: { input: Row; current: Row }) {
    if (current.boardState !== '1') return;
    for (const f of ['duty', 'shipownerId'] as const) {
      if (f in input && input[f] !== current[f]) {
        throw new RuleException('在船船员的职务和船东随履历变化，请通过晋升或换船办理', 'On board, the rank and shipowner follow the sea service: use promotion or ship change', [{ field: f, reason: 'onBoard' }]);
      }
    }
  }

  // a seafarer on board is signed off first, and one with requests in approval waits for them;
  // deleting one deletes their whole file
  @Hook('BoatUserInfo.delete:before')
  async mayDelete(ctx: OpContext, { records }: { records: Row[] }) {
    if (records.some((r) => r.boardState === '1')) throw new RuleException('在船船员不能删除，请先办理下船', 'A seafarer on board cannot be deleted; sign them off first');
    const ids = records.map((r) => r.id);
    for (const def of this.fileResources().filter((d) => d.processId)) {
      const open = await ctx.manager.getRepository(def.entity!).exists({ where: { [def.scope!.via!.field]: In(ids), status: '2' } });
      if (open) throw new RuleException('该船员有审批中的申请，不能删除', 'This seafarer has requests in approval and cannot be deleted');
    }
  }

  // the rows of each table of the file (views over the same tables are skipped)
  private fileResources() {
    return this.registry.all().filter((d) => d.scope?.via?.resource === 'BoatUserInfo' && d.entity && (d.operations ?? ['insert']).includes('insert'));
  }

  @Hook('BoatUserInfo.delete:after')
  async deleteFile(ctx: OpContext, { records }: { records: Row[] }) {
    const ids = records.map((r) => r.id);
    for (const def of this.fileResources()) {
      await ctx.manager.delete(def.entity!, { [def.scope!.via!.field]: In(ids) });
    }
  }

  // the crew on board, for the insurance list (onBoardBoat) and dispatch
  @Operation('BoatUserInfo', 'getBoatUserInfoListForOnBoat', { perm: 'boatUserInfoEditList', body: listBody(boatUserInfoResource) })
  onBoard(ctx: OpContext) {
    return this.crud.getList({ ...ctx, body: { ...ctx.body, boardState: '1' } });
  }

  // the crew a coordinator looks after (by default the caller)
  @Operation('BoatUserInfo', 'getByCrewbuyers', { perm: 'boatUserInfoEditList', body: listBody(boatUserInfoResource) })
  byCoordinator(ctx: OpContext) {
    const crewbuyers = ctx.body.crewbuyers ?? ctx.user!.userId;
    return this.crud.getList({ ...ctx, body: { ...ctx.body, crewbuyers } });
  }

  // one seafarer's résumé as xlsx, from the crewResume template (SPEC §5: only one record may be selected)
  @Operation('BoatUserInfo', 'exportResumeCheck', {
    perm: 'boatUserInfoEditList:export',
    body: IDS_BODY,
    ui: { label: { zh: '导出履历表', en: 'Résumé' }, placement: 'row', download: true },
  })
  async exportResume(ctx: OpContext) {
    const ids = readIds(ctx.body);
    if (ids.length > 1) throw new AppException('SelectOnlyOne');
    const crew = await this.crud.load(ctx, ids[0]);
    return this.resume.render(ctx, crew);
  }
}
