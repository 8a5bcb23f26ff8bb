import { CrudService } from '../../../../core/resource/crud.service';
import type { OpContext } from '../../../../core/resource/op-context';
import { boatHotelBaseResource, boatHotelRoomResource } from '../hotels.resources';

// The contracted hotels of the demo: one or two in each port the demo dispatch plans sign crew on in
// (the port dictionary's first ten), and in Singapore and Busan in their own currencies, each with its
// twin, double and single rooms at the contract's price per night.
const TWIN = '1';
const DOUBLE = '2';
const SINGLE = '3';

interface DemoHotel {
  city: string;
  name: string;
  enName: string;
  address: string;
  phone: string;
  currency: string;
  twin: number;
}

const HOTELS: DemoHotel[] = [
  { city: '1', name: '上海外高桥海员酒店', enName: 'Waigaoqiao Seamen Hotel', address: '上海市浦东新区港城路 1288 号', phone: '021-58661288', currency: 'CNY', twin: 420 },
  { city: '1', name: '上海吴淞口锦江之星', enName: 'Jinjiang Inn Wusongkou', address: '上海市宝山区淞滨路 601 号', phone: '021-56671601', currency: 'CNY', twin: 298 },
  { city: '2', name: '天津港海员之家', enName: 'Tianjin Port Seafarers Home', address: '天津市滨海新区新港二号路 35 号', phone: '022-25701135', currency: 'CNY', twin: 280 },
  { city: '3', name: '青岛港湾大酒店', enName: 'Qingdao Harbour Hotel', address: '青岛市市北区港青路 8 号', phone: '0532-82828888', currency: 'CNY', twin: 360 },
  { city: '3', name: '青岛前湾海员公寓', enName: 'Qianwan Seafarers Apartments', address: '青岛市黄岛区前湾港路 77 号', phone: '0532-86887766', currency: 'CNY', twin: 260 },
  { city: '4', name: '大连港湾宾馆', enName: 'Dalian Gangwan Hotel', address: '大连市中山区港湾街 1 号', phone: '0411-82631111', currency: 'CNY', twin: 300 },
  { city: '5', name: '宁波北仑港大酒店', enName: 'Beilun Port Hotel Ningbo', address: '宁波市北仑区明州路 188 号', phone: '0574-86881888', currency: 'CNY', twin: 330 },
  { city: '6', name: '舟山沈家门海景酒店', enName: 'Shenjiamen Seaview Hotel', address: '舟山市普陀区东河路 55 号', phone: '0580-3055555', currency: 'CNY', twin: 310 },
  { city: '7', name: '厦门海沧港口宾馆', enName: 'Haicang Port Hotel Xiamen', address: '厦门市海沧区港中路 66 号', phone: '0592-6896666', currency: 'CNY', twin: 340 },
  { city: '8', name: '广州南沙港酒店', enName: 'Nansha Port Hotel Guangzhou', address: '广州市南沙区港前大道 99 号', phone: '020-39099999', currency: 'CNY', twin: 350 },
  { city: '9', name: '深圳蛇口海员酒店', enName: 'Shekou Seamen Hotel Shenzhen', address: '深圳市南山区蛇口港湾大道 18 号', phone: '0755-26691818', currency: 'CNY', twin: 460 },
  { city: '10', name: '香港葵涌海员会所', enName: 'Kwai Chung Mariners Club', address: '香港新界葵涌货柜码头路 2 号', phone: '+852 2368 8261', currency: 'HKD', twin: 680 },
  { city: '11', name: '新加坡裕廊海员酒店', enName: 'Jurong Seafarers Hotel', address: '21 Jurong Port Road, Singapore', phone: '+65 6265 0123', currency: 'SGD', twin: 160 },
  { city: '12', name: '釜山港船员酒店', enName: 'Busan Harbour Crew Hotel', address: '부산광역시 중구 충장대로 20', phone: '+82 51 463 2000', currency: 'KRW', twin: 98000 },
];

// port → its hotels' ids (the first the one the dispatch plans book)
export type HotelBook = Map<string, number[]>;

export async function seedHotels(ctx: OpContext, crud: CrudService): Promise<HotelBook> {
  const book: HotelBook = new Map();
  for (const h of HOTELS) {
    const [hotel] = await crud.insert({ ...ctx, resource: boatHotelBaseResource, operation: 'insert', body: { city: h.city, name: h.name, enName: h.enName, address: h.address, phone: h.phone } });
    const id = hotel.id as number;
    // a double a sixth dearer, a single a tenth cheaper, to the contract's whole unit
    const rooms: Array<[string, number]> = [[TWIN, h.twin], [DOUBLE, Math.round(h.twin * 1.16)], [SINGLE, Math.round(h.twin * 0.9)]];
    for (const [roomType, price] of rooms) {
      await crud.insert({ ...ctx, resource: boatHotelRoomResource, operation: 'insert', body: { hotelId: id, roomType, price, currency: h.currency, breakfast: roomType === SINGLE ? '0' : '1' } });
    }
    book.set(h.city, [...(book.get(h.city) ?? []), id]);
  }
  return book;
}
