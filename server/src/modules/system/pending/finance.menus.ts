import { defineMenus } from '../../../core/access/menu-declarations';
import { button, directory, PAY, READ_EXPORT, screen, SETTLE } from '../../../core/access/menu-dsl';

// Held by the system module until the finance module is built (see pending-modules.ts): the administrator
// plans roles with these screens already. When the module lands, this file moves to
// server/src/modules/finance/finance.menus.ts unchanged; the shipped-ids test proves nothing was renumbered.
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('finance', {
  directories: [
    directory(10, 'finance', '财务管理', 'Finance', 'AccountBookOutlined'),
  ],
  screens: [
    screen(10020, 'shipownerParams', '船东合同参数', 'Shipowner contract rates', { extra: [button('importDefault', '导入默认参数', 'Import defaults')] }),
    screen(10030, 'supplierParams', '供应商合同参数', 'Supplier contract rates', { extra: [button('importDefault', '导入默认参数', 'Import defaults')] }),
    screen(10040, 'clothingParams', '工作服合同参数', 'Work clothes contract rates'),
    screen(10050, 'socialCecurity', '社保费用结算', 'Social security settlement', { standard: ['export'], extra: [SETTLE] }),
    screen(10100, 'hotelSettlement', '酒店结算', 'Hotel settlement', { standard: ['export'], extra: [SETTLE] }),
    screen(10110, 'planeSettlement', '机票结算', 'Air ticket settlement', { standard: ['export'], extra: [SETTLE] }),
    screen(10120, 'boatCostPay', '船员费用支付', 'Crew cost payments', { standard: ['export'], extra: [PAY] }),
    screen(10130, 'boatWagesPay', '船员工资发放', 'Crew wage payments', { extra: [SETTLE, PAY] }),
    screen(10140, 'accountsPayableList', '应付账款', 'Accounts payable', READ_EXPORT),
    screen(10150, 'shipownerReceiptCreate', '船东收款', 'Shipowner receipts'),
    screen(10160, 'boatAccountsPayable', '船员应付款', 'Crew accounts payable', READ_EXPORT),
  ],
});
