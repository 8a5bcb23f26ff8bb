import { Global, Module } from '@nestjs/common';
import { ResourceRegistry } from '../resource/resource-registry';
import { FileOperations } from './files.operations';
import { FileService } from './file.service';
import { uploadFileResource } from './files.resources';

// Platform like CoreModule, hence global: any module may store files or add an access rule.
@Global()
@Module({ providers: [FileService, FileOperations], exports: [FileService] })
export class FilesModule {
  constructor(registry: ResourceRegistry) {
    registry.register([uploadFileResource]);
  }
}
