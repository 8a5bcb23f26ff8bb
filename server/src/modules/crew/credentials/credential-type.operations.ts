import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { OpContext } from '../../../core/resource/op-context';
import { Operation } from '../../../core/resource/resource.decorators';
import type { BodyOf, OperationBody } from '../../../core/resource/operation-body';
import { SysCredential } from '../entities/sys-credential.entity';

const BY_PARENT = { parentId: { type: 'ref', ref: 'SysCredential', label: { zh: '上级类型', en: 'Parent' } } } satisfies OperationBody;

// The certificate type tree: the calls SPEC §7 names, and the tree's integrity.
@Injectable()
export class CredentialTypeOperations {
  @Operation('SysCredential', 'getTree', { perm: null, body: {} })
  tree(ctx: OpContext) {
    return ctx.manager.find(SysCredential, { order: { parentId: 'ASC', sort: 'ASC', id: 'ASC' } });
  }

  // no parentId (or null): the top of the tree
  @Operation('SysCredential', 'getByParentId', { perm: null, body: BY_PARENT })
  byParent(ctx: OpContext<BodyOf<typeof BY_PARENT>>) {
    const parentId = ctx.body.parentId;
    return ctx.manager.find(SysCredential, { where: { parentId: parentId ?? IsNull() }, order: { sort: 'ASC', id: 'ASC' } });
  }
}
