import { Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A ship of a shipowner (boatShipManage): what dispatch plans crews for.
@Entity('boat_ship')
export class BoatShip extends BaseEntity {
  @Field({ type: 'string', label: L('船名', 'Ship name'), required: true, max: 100, filter: 'like' })
  name: string;

  @Field({ type: 'string', label: L('英文船名', 'English name'), max: 100 })
  enName: string | null;

  @Field({ type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), required: true, filter: 'eq', column: { index: true } })
  shipownerId: number;

  @Field({ type: 'dict', dict: 'shipType', label: L('船舶类型', 'Ship type'), filter: 'eq', column: { length: 8 } })
  shipType: string | null;

  @Field({ type: 'string', label: L('IMO 编号', 'IMO number'), max: 16, filter: 'eq', unique: true })
  imoCode: string | null;

  @Field({ type: 'dict', dict: 'nationality', label: L('船旗国', 'Flag'), filter: 'eq', column: { length: 8 } })
  registry: string | null;

  @Field({ type: 'dict', dict: 'port', label: L('船籍港', 'Port of registry'), column: { length: 16 } })
  port: string | null;

  @Field({ type: 'number', label: L('总吨', 'Gross tonnage'), min: 0, max: 10000000, column: { precision: 12, scale: 2 } })
  totalTon: string | null;

  @Field({ type: 'string', label: L('主机型号', 'Main engine'), max: 64, inList: false })
  host: string | null;

  @Field({ type: 'number', label: L('功率（千瓦）', 'Power (kW)'), min: 0, max: 1000000, inList: false, column: { precision: 10, scale: 1 } })
  horsepower: string | null;

  @Field({ type: 'date', notFuture: true, label: L('建造日期', 'Built'), filter: 'range' })
  buildDate: string | null;

  @Field({ type: 'string', label: L('航线', 'Trade'), max: 128 })
  line: string | null;

  @Field({ type: 'dict', dict: 'shipStatus', label: L('状态', 'Status'), filter: 'eq', defaultValue: '1', column: { length: 8 } })
  status: string;

  @Field({ type: 'int', label: L('床位', 'Berths'), min: 0, max: 500 })
  bed: number | null;

  @Field({ type: 'dict', dict: 'cooperationType', label: L('合作方式', 'Cooperation'), filter: 'eq', column: { length: 8 } })
  assign: string | null;
}
