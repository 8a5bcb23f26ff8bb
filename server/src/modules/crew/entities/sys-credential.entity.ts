import { Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A kind of seafarer certificate (boatCredentialTypeManage), in a tree: groups such as 适任证书 hold
// the kinds. Each kind says how long before expiry its certificates count as "warning".
@Entity('sys_credential')
export class SysCredential extends BaseEntity {
  @Field({ type: 'ref', ref: 'SysCredential', refLabel: 'name', label: L('上级类型', 'Parent'), filter: 'eq', column: { index: true } })
  parentId: number | null;

  @Field({ type: 'string', label: L('名称', 'Name'), required: true, max: 100, filter: 'like' })
  name: string;

  @Field({ type: 'string', label: L('英文名称', 'English name'), max: 150 })
  enName: string | null;

  @Field({ type: 'string', label: L('编码', 'Code'), max: 32, unique: true })
  code: string | null;

  @Field({ type: 'dict', dict: 'certificateType', label: L('证书类别', 'Category'), filter: 'eq' })
  certificateType: string | null;

  @Field({ type: 'int', label: L('提前预警', 'Warn before expiry'), min: 0, max: 999 })
  warnValue: number | null;

  @Field({ type: 'dict', dict: 'warnUnit', label: L('预警单位', 'Warning unit'), defaultValue: '2' })
  warnUnit: string;

  @Field({ type: 'int', label: L('排序', 'Order'), min: 0, defaultValue: 0 })
  sort: number;

  @Field({ type: 'string', label: L('备注', 'Remarks'), max: 255 })
  remark: string | null;
}
