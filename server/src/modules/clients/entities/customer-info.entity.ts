import { Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A prospective or current customer the sales team keeps (customerInformation).
@Entity('customer_info')
export class CustomerInfo extends BaseEntity {
  @Field({ type: 'string', label: L('客户名称', 'Company'), required: true, max: 100, filter: 'like' })
  company: string;

  @Field({ type: 'string', label: L('联系人', 'Contact'), max: 64, filter: 'like' })
  contact: string | null;

  @Field({ type: 'string', format: 'phone', label: L('电话', 'Phone'), max: 32 })
  phone: string | null;

  @Field({ type: 'string', format: 'email', label: L('邮箱', 'Email'), max: 128 })
  email: string | null;

  @Field({ type: 'string', label: L('地址', 'Address'), max: 255, inList: false })
  address: string | null;

  @Field({ type: 'dict', dict: 'customerSource', label: L('客户来源', 'Source'), filter: 'eq', column: { length: 8 } })
  source: string | null;

  @Field({ type: 'dict', dict: 'customerLevel', label: L('客户等级', 'Level'), filter: 'eq', column: { length: 8 } })
  level: string | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('负责人', 'Account manager'), filter: 'eq', column: { index: true } })
  ownerId: number | null;

  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('所属部门', 'Department'), readOnly: true, inForm: false, column: { index: true } })
  deptId: number | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
