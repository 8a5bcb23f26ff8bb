import { Entity } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { Field } from '../resource/field.decorator';
import { L } from '../resource/label';

// Companies and departments in one tree: a company is a node of type company, its departments below it.
@Entity('sys_dept')
export class SysDept extends BaseEntity {
  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('上级', 'Parent'), filter: 'eq', scoped: true, column: { index: true } })
  parentId: number | null;

  @Field({ type: 'string', label: L('名称', 'Name'), required: true, max: 100, filter: 'like' })
  name: string;

  @Field({ type: 'string', label: L('英文名称', 'English name'), max: 100 })
  enName: string | null;

  @Field({ type: 'dict', dict: 'deptType', label: L('类型', 'Type'), required: true, filter: 'eq', column: { length: 16, default: 'dept' } })
  deptType: string;

  @Field({ type: 'string', label: L('编码', 'Code'), max: 32 })
  code: string | null;

  @Field({ type: 'string', label: L('电话', 'Phone'), max: 32, format: 'phone' })
  phone: string | null;

  @Field({ type: 'int', label: L('排序', 'Order'), min: 0, defaultValue: 0 })
  sort: number;

  @Field({ type: 'boolean', label: L('启用', 'Enabled'), defaultValue: true })
  enabled: boolean;
}
