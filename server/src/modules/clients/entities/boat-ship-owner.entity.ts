import { Entity } from 'typeorm';
import { ClientCompany } from './client-company.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A shipowner the company mans ships for (shipownerManage), with how its crews' wages and leave are settled.
@Entity('boat_ship_owner')
export class BoatShipOwner extends ClientCompany {
  @Field({ type: 'string', label: L('英文名称', 'English name'), max: 150 })
  enName: string | null;

  @Field({ type: 'dict', dict: 'cooperationType', label: L('合作类型', 'Cooperation'), filter: 'eq', column: { length: 8 } })
  category: string | null;

  @Field({ type: 'string', label: L('工资结算方式', 'Wage settlement'), max: 64, inList: false })
  wageSettle: string | null;

  @Field({ type: 'int', label: L('结算周期（天）', 'Settlement days'), min: 0, max: 365, inList: false })
  days: number | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('已签合同', 'Contract signed'), filter: 'eq', defaultValue: '0' })
  contractFlg: string;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('带薪休假', 'Paid leave'), defaultValue: '0', inList: false })
  vacationFlg: string;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
