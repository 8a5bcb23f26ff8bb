import { Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// The office supplies staff may request, with what is in stock (officeSupplies screen).
@Entity('sys_office_supplies_setting')
export class SysOfficeSuppliesSetting extends BaseEntity {
  @Field({ type: 'string', label: L('名称', 'Name'), required: true, max: 100, filter: 'like', unique: true })
  name: string;

  @Field({ type: 'string', label: L('规格型号', 'Specification'), max: 100 })
  spec: string | null;

  @Field({ type: 'string', label: L('单位', 'Unit'), required: true, max: 16 })
  unit: string;

  @Field({ type: 'money', label: L('单价（元）', 'Unit price (CNY)'), min: 0, defaultValue: '0', column: { default: 0 } })
  price: string;

  @Field({ type: 'int', label: L('库存', 'In stock'), min: 0, defaultValue: 0 })
  stock: number;

  @Field({ type: 'boolean', label: L('可申领', 'Available'), defaultValue: true, filter: 'eq' })
  enabled: boolean;
}
