import { Entity } from 'typeorm';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';
import { ClientCompany } from './client-company.entity';

// A supplier (supplierManage): hotels, travel agents, clothing makers, training centres.
@Entity('boat_supplier')
export class BoatSupplier extends ClientCompany {
  // required of every new supplier; rows from before the rule may have none
  @Field({ type: 'dict', dict: 'supplierCategory', label: L('供应商类别', 'Category'), required: true, filter: 'eq', column: { length: 8, nullable: true } })
  category: string | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
