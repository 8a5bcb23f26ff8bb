import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { Field } from '../resource/field.decorator';
import { L } from '../resource/label';

// Dictionaries: a parent row (fixed id, mark such as gender) and its items (value + labels).
// The platform validates dict fields against them, so they live in core.
@Entity('sys_code')
@Index(['parentId', 'value'], { unique: true })
export class SysCode extends BaseEntity {
  @Field({ type: 'ref', ref: 'SysCode', refLabel: 'nameZh', label: L('所属字典', 'Dictionary'), filter: 'eq' })
  parentId: number | null;

  @Field({ type: 'string', label: L('字典标识', 'Mark'), max: 64, filter: 'eq', unique: true })
  mark: string | null;

  @Field({ type: 'string', label: L('字典值', 'Value'), max: 64, filter: 'eq' })
  value: string | null;

  @Field({ type: 'string', label: L('中文名称', 'Chinese name'), required: true, max: 100, filter: 'like' })
  nameZh: string;

  @Field({ type: 'string', label: L('英文名称', 'English name'), required: true, max: 100 })
  nameEn: string;

  @Field({ type: 'int', label: L('排序', 'Order'), min: 0, defaultValue: 0 })
  sort: number;

  @Field({ type: 'boolean', label: L('启用', 'Enabled'), defaultValue: true })
  enabled: boolean;
}
