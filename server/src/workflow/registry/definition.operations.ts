import { Injectable } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception';
import type { OpContext } from '../../core/resource/op-context';
import { ID_BODY } from '../../core/resource/operation-body';
import { Operation } from '../../core/resource/resource.decorators';
import { DefinitionRegistry } from './definition-registry.service';
import { WfDefinition } from './wf-definition.entity';

// A deployed version drawn for its reader (processManage's "Diagram"): the file's names in the reader's
// language. The stored file (getById's xml) stays as the process owner wrote it.
@Injectable()
export class DefinitionOperations {
  constructor(private readonly definitions: DefinitionRegistry) {}

  @Operation('WfDefinition', 'getDiagram', { body: ID_BODY })
  async diagram(ctx: OpContext) {
    const def = await ctx.manager.findOneBy(WfDefinition, { id: ctx.body.id as number });
    if (!def) throw new AppException('NotFound');
    return [{ id: def.id, flowType: def.flowType, version: def.version, xml: await this.definitions.diagramXml(def, ctx.lang) }];
  }
}
