import { defineMenus } from '../../core/access/menu-declarations';
import { directory, screen } from '../../core/access/menu-dsl';

// Clients (SPEC §2).
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('clients', {
  directories: [
    directory(8, 'clients', '客户管理', 'Clients', 'SolutionOutlined'),
  ],
  screens: [
    screen(8010, 'shipownerManage', '船东管理', 'Shipowners'),
    screen(8020, 'boatShipManage', '船舶管理', 'Ships'),
    screen(8030, 'supplierManage', '供应商管理', 'Suppliers'),
    screen(8040, 'customerInformation', '客户信息', 'Customers'),
    screen(8050, 'customerVisit', '客户拜访', 'Customer visits'),
  ],
});
