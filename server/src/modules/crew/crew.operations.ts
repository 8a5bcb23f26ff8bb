import { Injectable } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception';
import { CrudService, readIds } from '../../core/resource/crud.service';
import type { OpContext } from '../../core/resource/op-context';
import { IDS_BODY, listBody } from '../../core/resource/operation-body';
import { Operation } from '../../core/resource/resource.decorators';
import { boatUserInfoResource } from './crew.resources';
import { ResumeExport } from './resume/resume-export';
import type { BoatUserInfo } from './entities/boat-user-info.entity';

// The seafarer's own calls (SPEC §7 BoatUserInfo); the rules of the main record are crew.hooks.ts.
@Injectable()
export class CrewOperations {
  constructor(
    private readonly crud: CrudService,
    private readonly resume: ResumeExport,
  ) {}

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
    const crew = await this.crud.load<BoatUserInfo>(ctx, ids[0]);
    return this.resume.render(ctx, crew);
  }
}
