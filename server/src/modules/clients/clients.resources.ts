import type { FieldDecl } from '../../core/resource/resource.types';
import { defineResource } from '../../core/resource/define-resource';
import { BoatShip } from './entities/boat-ship.entity';
import { BoatShipOwner } from './entities/boat-ship-owner.entity';
import { BoatSupplier } from './entities/boat-supplier.entity';
import { CustomerInfo } from './entities/customer-info.entity';
import { CustomerVisit } from './entities/customer-visit.entity';
import { SysUserShipowner } from './entities/sys-user-shipowner.entity';
import { L } from '../../core/resource/label';

// What shipowners and suppliers share: a company with its address and contact.
const COMPANY: Record<string, FieldDecl> = {
  code: { type: 'string', label: L('编码', 'Code'), required: true, max: 32, filter: 'eq', unique: true },
  name: { type: 'string', label: L('名称', 'Name'), required: true, max: 100, filter: 'like' },
  nation: { type: 'dict', dict: 'nationality', label: L('国家', 'Country'), filter: 'eq' },
  city: { type: 'string', label: L('城市', 'City'), max: 64 },
  postcode: { type: 'string', label: L('邮编', 'Postcode'), max: 16, inList: false },
  telphone: { type: 'string', format: 'phone', label: L('电话', 'Phone'), max: 32 },
  compAddress: { type: 'string', label: L('公司地址', 'Address'), max: 255, inList: false },
  website: { type: 'string', label: L('网址', 'Website'), max: 128, inList: false },
  hostlinker: { type: 'string', label: L('联系人', 'Contact person'), max: 64 },
  mailbox: { type: 'string', format: 'email', label: L('邮箱', 'Email'), max: 128 },
  isBusiness: { type: 'dict', dict: 'yesOrNo', label: L('业务往来', 'Active business'), filter: 'eq', defaultValue: '1' },
  isAssignment: { type: 'dict', dict: 'yesOrNo', label: L('外派', 'Manning agreement'), filter: 'eq', defaultValue: '0' },
  area: { type: 'dict', dict: 'area', label: L('区域', 'Area'), filter: 'eq' },
  classify: { type: 'string', label: L('分类', 'Classification'), max: 64, inList: false },
};

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
  fields: {
    ...COMPANY,
    enName: { type: 'string', label: L('英文名称', 'English name'), max: 150 },
    category: { type: 'dict', dict: 'cooperationType', label: L('合作类型', 'Cooperation'), filter: 'eq' },
    wageSettle: { type: 'string', label: L('工资结算方式', 'Wage settlement'), max: 64, inList: false },
    days: { type: 'int', label: L('结算周期（天）', 'Settlement days'), min: 0, max: 365, inList: false },
    contractFlg: { type: 'dict', dict: 'yesOrNo', label: L('已签合同', 'Contract signed'), filter: 'eq', defaultValue: '0' },
    vacationFlg: { type: 'dict', dict: 'yesOrNo', label: L('带薪休假', 'Paid leave'), defaultValue: '0', inList: false },
    remarks: { type: 'text', label: L('备注', 'Remarks'), max: 500 },
  },
});

export const boatShipResource = defineResource({
  name: 'BoatShip',
  label: L('船舶', 'Ship'),
  entity: BoatShip,
  menu: 'boatShipManage',
  pick: ['name', 'enName', 'shipownerId', 'shipType', 'imoCode', 'status'],
  keyword: ['name', 'enName', 'imoCode'],
  defaultSort: 'name',
  fields: {
    name: { type: 'string', label: L('船名', 'Ship name'), required: true, max: 100, filter: 'like' },
    enName: { type: 'string', label: L('英文船名', 'English name'), max: 100 },
    shipownerId: { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), required: true, filter: 'eq' },
    shipType: { type: 'dict', dict: 'shipType', label: L('船舶类型', 'Ship type'), filter: 'eq' },
    imoCode: { type: 'string', label: L('IMO 编号', 'IMO number'), max: 16, filter: 'eq', unique: true },
    registry: { type: 'dict', dict: 'nationality', label: L('船旗国', 'Flag'), filter: 'eq' },
    port: { type: 'dict', dict: 'port', label: L('船籍港', 'Port of registry') },
    totalTon: { type: 'number', label: L('总吨', 'Gross tonnage'), min: 0, max: 1e7 },
    host: { type: 'string', label: L('主机型号', 'Main engine'), max: 64, inList: false },
    horsepower: { type: 'number', label: L('功率（千瓦）', 'Power (kW)'), min: 0, max: 1e6, inList: false },
    buildDate: { type: 'date', notFuture: true, label: L('建造日期', 'Built'), filter: 'range' },
    line: { type: 'string', label: L('航线', 'Trade'), max: 128 },
    status: { type: 'dict', dict: 'shipStatus', label: L('状态', 'Status'), filter: 'eq', defaultValue: '1' },
    bed: { type: 'int', label: L('床位', 'Berths'), min: 0, max: 500 },
    assign: { type: 'dict', dict: 'cooperationType', label: L('合作方式', 'Cooperation'), filter: 'eq' },
  },
});

export const boatSupplierResource = defineResource({
  name: 'BoatSupplier',
  label: L('供应商', 'Supplier'),
  entity: BoatSupplier,
  menu: 'supplierManage',
  pick: ['code', 'name', 'category'],
  keyword: ['code', 'name', 'hostlinker'],
  defaultSort: 'code',
  fields: {
    ...COMPANY,
    category: { type: 'dict', dict: 'supplierCategory', label: L('供应商类别', 'Category'), required: true, filter: 'eq' },
    remarks: { type: 'text', label: L('备注', 'Remarks'), max: 500 },
  },
});

export const customerInfoResource = defineResource({
  name: 'CustomerInfo',
  label: L('客户', 'Customer'),
  entity: CustomerInfo,
  menu: 'customerInformation',
  scope: { dept: 'deptId', creator: 'createdBy' },
  keyword: ['company', 'contact', 'phone'],
  defaultSort: '-id',
  fields: {
    company: { type: 'string', label: L('客户名称', 'Company'), required: true, max: 100, filter: 'like' },
    contact: { type: 'string', label: L('联系人', 'Contact'), max: 64, filter: 'like' },
    phone: { type: 'string', format: 'phone', label: L('电话', 'Phone'), max: 32 },
    email: { type: 'string', format: 'email', label: L('邮箱', 'Email'), max: 128 },
    address: { type: 'string', label: L('地址', 'Address'), max: 255, inList: false },
    source: { type: 'dict', dict: 'customerSource', label: L('客户来源', 'Source'), filter: 'eq' },
    level: { type: 'dict', dict: 'customerLevel', label: L('客户等级', 'Level'), filter: 'eq' },
    ownerId: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('负责人', 'Account manager'), filter: 'eq' },
    deptId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('所属部门', 'Department'), readOnly: true, inForm: false },
    remarks: { type: 'text', label: L('备注', 'Remarks'), max: 500 },
  },
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
  fields: {
    customerId: { type: 'ref', ref: 'CustomerInfo', refLabel: 'company', label: L('客户', 'Customer'), required: true, filter: 'eq' },
    visitDate: { type: 'date', label: L('拜访日期', 'Date'), required: true, filter: 'range', notFuture: true },
    visitorId: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('拜访人', 'Visited by'), filter: 'eq' },
    way: { type: 'dict', dict: 'visitWay', label: L('拜访方式', 'Way'), filter: 'eq' },
    content: { type: 'text', label: L('拜访内容', 'What was discussed'), required: true, max: 1000 },
    nextStep: { type: 'text', label: L('下一步计划', 'Next step'), max: 500 },
    nextDate: { type: 'date', label: L('下次联系日期', 'Next contact'), filter: 'range' },
    deptId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('所属部门', 'Department'), readOnly: true, inForm: false },
  },
});

// Users ↔ the shipowners they serve, kept on the user screen.
const USER_EDIT = 'userManagement:edit';
export const sysUserShipownerResource = defineResource({
  name: 'SysUserShipowner',
  label: L('用户船东', 'User shipowners'),
  entity: SysUserShipowner,
  access: { getList: 'userManagement', getById: 'userManagement', insert: USER_EDIT, update: USER_EDIT, delete: USER_EDIT, export: 'userManagement' },
  defaultSort: 'userId',
  fields: {
    userId: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('用户', 'User'), required: true, filter: 'eq', scoped: true },
    shipownerId: { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), required: true, filter: 'eq' },
  },
});

export const CLIENT_RESOURCES = [boatShipOwnerResource, boatShipResource, boatSupplierResource, customerInfoResource, customerVisitResource, sysUserShipownerResource];
