import { Injectable } from '@nestjs/common';
import { writeAudit } from '../audit/audit';
import type { OpContext } from '../resource/op-context';
import { Operation } from '../resource/resource.decorators';
import { FileService } from './file.service';

// Multipart field names taken as files; others are ignored.
const FILE_FIELDS = new Set(['file', 'file[]']);

@Injectable()
export class FileOperations {
  constructor(private readonly files: FileService) {}

  // Any signed-in user may upload: what a file is attached to decides who sees it. Size (20 MB, 413)
  // and count (one file: a file field holds one id) are enforced by the body parser before this runs,
  // so an oversized upload never reaches the database.
  @Operation('uploadFile', 'uploadFile', { perm: null, write: true, upload: { maxFiles: 1 }, body: { folder: { type: 'string', label: { zh: '目录', en: 'Folder' }, max: 64 } } })
  async upload(ctx: OpContext) {
    const stored = await this.files.store(ctx.manager, ctx.user, ctx.body.folder, ctx.files.filter((f) => FILE_FIELDS.has(f.fieldname)));
    for (const f of stored) await writeAudit(ctx, 'upload', f.id, { folder: f.folder, originalName: f.originalName, size: f.size, mimeType: f.mimeType });
    return stored;
  }

  @Operation('uploadFile', 'download', { perm: null, body: { id: { type: 'file', label: { zh: '文件编号', en: 'File id' }, required: true } } })
  async download(ctx: OpContext) {
    const file = await this.files.meta(ctx.manager, ctx.body.id);
    await this.files.assertReadable(ctx.manager, ctx.user!, file);
    return this.files.stream(ctx.manager, file);
  }
}
