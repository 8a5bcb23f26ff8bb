import { defineResource, type RowsOf } from '../../core/resource/define-resource';
import { BoatShip } from './entities/boat-ship.entity';
import { BoatShipOwner } from './entities/boat-ship-owner.entity';
import { BoatSupplier } from './entities/boat-supplier.entity';
import { CustomerInfo } from './entities/customer-info.entity';
import { CustomerVisit } from './entities/customer-visit.entity';
import { SysUserShipowner } from './entities/sys-user-shipowner.entity';
import { L } from '../../core/resource/label';

export const boatShipOwnerResource = defineResource({
  name: 'BoatShipOwner',
  label: L('船东', 'Shipowner'),
  entity: BoatShipOwner,
  menu: 'shipownerManage',
  // every screen that picks a shipowner (crew, ships, dispatch) reads these; the contacts and terms
  // need the screen's right
  pick: ['code', 'name', 'enName'],
  keyword: ['code', 'name', 'enName', 'hostlinker'],
  defaultSort: 'code',
});

export const boatShipResource = defineResource({
  name: 'BoatShip',
  label: L('船舶', 'Ship'),
  entity: BoatShip,
  menu: 'boatShipManage',
  pick: ['name', 'enName', 'shipownerId', 'shipType', 'imoCode', 'status'],
  keyword: ['name', 'enName', 'imoCode'],
  defaultSort: 'name',
});

export const boatSupplierResource = defineResource({
  name: 'BoatSupplier',
  label: L('供应商', 'Supplier'),
  entity: BoatSupplier,
  menu: 'supplierManage',
  pick: ['code', 'name', 'category'],
  keyword: ['code', 'name', 'hostlinker'],
  defaultSort: 'code',
});

export const customerInfoResource = defineResource({
  name: 'CustomerInfo',
  label: L('客户', 'Customer'),
  entity: CustomerInfo,
  menu: 'customerInformation',
  scope: { dept: 'deptId', creator: 'createdBy' },
  keyword: ['company', 'contact', 'phone'],
  defaultSort: '-id',
  related: [{ resource: 'CustomerVisit', field: 'customerId', label: L('拜访记录', 'Visits') }],
});

export const customerVisitResource = defineResource({
  name: 'CustomerVisit',
  label: L('客户拜访', 'Customer visit'),
  entity: CustomerVisit,
  menu: 'customerVisit',
  scope: { dept: 'deptId', creator: 'createdBy' },
  keyword: ['content', 'nextStep'],
  defaultSort: '-visitDate',
  // a visit records something that happened; a next contact is not before it
  dateOrder: [['visitDate', 'nextDate', 'le']],
});

// Users ↔ the shipowners they serve, kept on the user screen.
const USER_EDIT = 'userManagement:edit';
export const sysUserShipownerResource = defineResource({
  name: 'SysUserShipowner',
  label: L('用户船东', 'User shipowners'),
  entity: SysUserShipowner,
  access: { getList: 'userManagement', getById: 'userManagement', insert: USER_EDIT, update: USER_EDIT, delete: USER_EDIT, export: 'userManagement' },
  defaultSort: 'userId',
});

export const CLIENT_RESOURCES = [boatShipOwnerResource, boatShipResource, boatSupplierResource, customerInfoResource, customerVisitResource, sysUserShipownerResource] as const;

declare module '../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof CLIENT_RESOURCES> {}
}
