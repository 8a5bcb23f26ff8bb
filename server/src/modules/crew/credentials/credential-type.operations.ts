import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { OpContext } from '../../../core/resource/op-context';
import { Operation } from '../../../core/resource/resource.decorators';
import type { FieldDecl } from '../../../core/resource/resource.types';
import { SysCredential } from '../entities/sys-credential.entity';
import type { Row } from '../../../core/resource/row';

const parentField: FieldDecl = { type: 'ref', ref: 'SysCredential', label: { zh: '上级类型', en: 'Parent' } };

// The certificate type tree: the calls SPEC §7 names, and the tree's integrity.
@Injectable()
export class CredentialTypeOperations {
  @Operation('SysCredential', 'getTree', { perm: null, body: {} })
  tree(ctx: OpContext) {
    return ctx.manager.find(SysCredential, { order: { parentId: 'ASC', sort: 'ASC', id: 'ASC' } });
  }

  // no parentId (or null): the top of the tree
  @Operation('SysCredential', 'getByParentId', { perm: null, body: { parentId: parentField } })
  byParent(ctx: OpContext) {
    const parentId = ctx.body.parentId;
    return ctx.manager.find(SysCredential, { where: { parentId: parentId ?? IsNull() }, order: { sort: 'ASC', id: 'ASC' } });
  }
}
