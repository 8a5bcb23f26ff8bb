import { Injectable, OnModuleInit } from '@nestjs/common';
import { FileService } from '../../../core/files/file.service';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { seesFileThrough } from './crew-access.repository';

// A seafarer's photo and the scans on their file (certificates, contracts) are read by whoever may see
// the seafarer, not only by the person who uploaded them: the crew rights decide, as for the rows.
// A file is attached only by someone who may read it.
const FILE_FIELDS: Array<[resource: string, field: string]> = [
  ['BoatUserInfo', 'photo'],
  ['boatUserCredential', 'attach'],
  ['BoatContract', 'attach'],
];

@Injectable()
export class CrewFilesRule implements OnModuleInit {
  constructor(
    private readonly files: FileService,
    private readonly registry: ResourceRegistry,
  ) {}

  onModuleInit(): void {
    // attaching a file opens it to everyone who sees the seafarer: only a file one may read is attached
    for (const [name, field] of FILE_FIELDS) {
      for (const op of ['insert', 'update'] as const) {
        this.registry.hook(`${name}.${op}:before`, async (ctx, { input }) => {
          if (input[field] == null || !ctx.user) return;
          await this.files.assertReadable(ctx.manager, ctx.user, await this.files.meta(ctx.manager, input[field], field));
        });
      }
    }
    this.files.addAccessRule(async (manager, user, file) => {
      for (const [name, field] of FILE_FIELDS) {
        if (await seesFileThrough(manager, this.registry.resource(name)!, user, (n) => this.registry.resource(n), field, file.id)) return true;
      }
      return false;
    });
  }
}
