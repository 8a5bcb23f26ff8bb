import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import { FileService } from '../../../core/files/file.service';
import type { OpContext } from '../../../core/resource/op-context';
import { ID_BODY } from '../../../core/resource/operation-body';
import { Hook, Operation } from '../../../core/resource/resource.decorators';
import { SysTemplate } from '../entities/sys-template.entity';
import type { HookPayloads } from '../../../core/resource/hook-payloads';

@Injectable()
export class TemplateHooks implements OnModuleInit {
  constructor(private readonly files: FileService) {}

  // Templates are for everyone: a template's file may be downloaded by any signed-in user.
  onModuleInit(): void {
    this.files.addAccessRule((manager, _user, file) => manager.exists(SysTemplate, { where: { fileId: file.id } }));
  }

  // fileName comes from the stored file, never from the client. Attaching a file opens it to every
  // signed-in user, so only a file the caller may read can be attached.
  @Hook('SysTemplate.insert:before')
  @Hook('SysTemplate.update:before')
  async attachFile(ctx: OpContext, { input }: HookPayloads<SysTemplate>['insert:before' | 'update:before']) {
    if (!('fileId' in input)) return;
    const file = await this.files.meta(ctx.manager, input.fileId, 'fileId').catch((e) => {
      throw e instanceof AppException && e.key === 'NotFound'
        ? new AppException('MissingRef', {}, [{ field: 'fileId', reason: 'ref', message: { zh: '模板文件不存在', en: 'The template file does not exist' } }])
        : e;
    });
    await this.files.assertReadable(ctx.manager, ctx.user!, file);
    input.fileName = file.originalName;
  }

  @Operation('SysTemplate', 'download', { perm: null, body: ID_BODY })
  async download(ctx: OpContext<{ id: number }>) {
    const { id } = ctx.body;
    const template = await ctx.manager.findOneBy(SysTemplate, { id });
    if (!template) throw new AppException('NotFound');
    return this.files.stream(ctx.manager, await this.files.meta(ctx.manager, template.fileId));
  }
}
