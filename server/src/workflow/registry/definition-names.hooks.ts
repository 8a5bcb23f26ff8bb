import { Injectable } from '@nestjs/common';
import type { OpContext } from '../../core/resource/op-context';
import { Hook } from '../../core/resource/resource.decorators';
import type { Row } from '../../core/resource/row';
import { DefinitionRegistry } from './definition-registry.service';

// The deployed versions as an English reader lists them: the name the file gives in English
// (camunda:property nameEn on the process, as for its steps); the stored name is the Chinese one.
@Injectable()
export class DefinitionNamesHooks {
  constructor(private readonly definitions: DefinitionRegistry) {}

  @Hook('WfDefinition.read:read')
  async inEnglish(ctx: OpContext, { rows }: { rows: Row[] }) {
    if (ctx.lang !== 'en') return;
    for (const r of rows) {
      if (typeof r.id !== 'number') continue;
      const model = await this.definitions.modelById(ctx.manager, r.id).catch(() => null);
      if (model?.processNameEn) r.name = model.processNameEn;
    }
  }
}
