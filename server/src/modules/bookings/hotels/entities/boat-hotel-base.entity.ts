import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../../core/database/base.entity';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';

// A hotel the company has a contract with (hotelReservationParams), in a port city: the supplier the
// stays there are settled with. Its room types and their contract prices are BoatHotelRoom rows;
// getTree shows them city → hotel → room type.
@Entity('boat_hotel_base')
@Index(['city', 'name'], { unique: true })
export class BoatHotelBase extends BaseEntity {
  // a port of the port dictionary: a sign-on in that port books its hotels (links/hotel.link.ts)
  @Field({ type: 'dict', dict: 'port', label: L('城市', 'City'), required: true, filter: 'eq', column: { length: 32 } })
  city: string;

  @Field({ type: 'string', label: L('酒店名称', 'Hotel'), required: true, max: 100, filter: 'like' })
  name: string;

  @Field({ type: 'string', label: L('英文名称', 'English name'), max: 150, englishOf: 'name' })
  enName: string | null;

  @Field({ type: 'string', label: L('地址', 'Address'), max: 255 })
  address: string | null;

  @Field({ type: 'string', label: L('电话', 'Phone'), max: 50 })
  phone: string | null;

  // the supplier record (supplierManage) holding the hotel's company details, where the office keeps one
  @Field({ type: 'ref', ref: 'BoatSupplier', refLabel: 'name', label: L('供应商', 'Supplier'), filter: 'eq', inList: false })
  supplierId: number | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
