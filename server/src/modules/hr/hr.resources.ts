import { defineResource, type ResourceDef } from '../../core/resource/define-resource';
import { defineFlowResource, FLOW_FIELDS } from '../../workflow/flow-entity';
import { flowManageView } from '../../workflow/flow-manage-view';
import { EmployExpense } from './entities/employ-expense.entity';
import { EmployLeave } from './entities/employ-leave.entity';
import { EmployOfficeSupplies } from './entities/employ-office-supplies.entity';
import { EmployOverTime } from './entities/employ-over-time.entity';
import { EmployTransfer } from './entities/employ-transfer.entity';
import { EmployTravel } from './entities/employ-travel.entity';
import { EmployVacation } from './entities/employ-vacation.entity';
import { SysOfficeSuppliesSetting } from './entities/sys-office-supplies-setting.entity';
import { SysVacation } from './entities/sys-vacation.entity';
import { L } from '../../core/resource/label';

// The staff screens (vacationApplication ...) list one's own requests; the management screens
// (vacationManage ...) are derived views limited by department rights.
const OWN = { creator: 'createdBy' };

export const employVacationResource = defineFlowResource({
  name: 'EmployVacation',
  label: L('请假申请', 'Leave request'),
  entity: EmployVacation,
  menu: 'vacationApplication',
  processId: 'vacation',
  flow: { operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  scope: OWN,
  // a year at most: 366 calendar days, the first and the last counted
  dateOrder: [['startDate', 'endDate', 'le', 365]],
  keyword: ['code', 'reason'],
  defaultSort: '-id',
  fields: {
    vacationType: { type: 'dict', dict: 'leaveType', label: L('请假类型', 'Leave type'), required: true, filter: 'eq' },
    startDate: { type: 'date', label: L('开始日期', 'From'), required: true, filter: 'range' },
    endDate: { type: 'date', label: L('结束日期', 'To'), required: true },
    // working days from the dates, weekends and holidays (holidayManage): counted by the server only,
    // whole days (leave has no half days)
    days: { type: 'number', label: L('天数', 'Days'), readOnly: true, computed: { op: 'countDays', from: ['startDate', 'endDate'] } },
    reason: { type: 'text', label: L('事由', 'Reason'), max: 500 },
    ...FLOW_FIELDS,
  },
});

export const employOverTimeResource = defineFlowResource({
  name: 'EmployOverTime',
  label: L('加班申请', 'Overtime request'),
  entity: EmployOverTime,
  menu: 'overtimeApplication',
  processId: 'overtime',
  flow: { operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  scope: OWN,
  dateOrder: [['beginAt', 'endAt', 'lt', 14]],
  keyword: ['code', 'reason'],
  defaultSort: '-id',
  fields: {
    beginAt: { type: 'datetime', label: L('开始时间', 'From'), required: true, filter: 'range' },
    endAt: { type: 'datetime', label: L('结束时间', 'To'), required: true },
    // counted from the two times when left empty
    hours: { type: 'number', label: L('时长（小时）', 'Hours'), min: 0.5, max: 24 * 14 },
    reason: { type: 'text', label: L('加班事由', 'Reason'), required: true, max: 500 },
    ...FLOW_FIELDS,
  },
});

export const employTravelResource = defineFlowResource({
  name: 'EmployTravel',
  label: L('出差申请', 'Business travel request'),
  entity: EmployTravel,
  menu: 'businessTravelApplication',
  processId: 'travel',
  flow: { operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  scope: OWN,
  dateOrder: [['startDate', 'endDate', 'le', 365]],
  keyword: ['code', 'destination', 'reason'],
  defaultSort: '-id',
  fields: {
    destination: { type: 'string', label: L('目的地', 'Destination'), required: true, max: 100, filter: 'like' },
    startDate: { type: 'date', notPast: true, label: L('出发日期', 'From'), required: true, filter: 'range' },
    endDate: { type: 'date', label: L('返回日期', 'To'), required: true },
    // calendar days from the dates, both included: counted by the server only
    days: { type: 'number', label: L('天数', 'Days'), readOnly: true, computed: { op: 'countDays', from: ['startDate', 'endDate'] } },
    transportMode: { type: 'dict', dict: 'transportMode', label: L('出行方式', 'Means of travel'), filter: 'eq' },
    budget: { type: 'money', label: L('预算（元）', 'Budget (CNY)'), min: 0, defaultValue: '0' },
    reason: { type: 'text', label: L('出差事由', 'Purpose'), required: true, max: 500 },
    ...FLOW_FIELDS,
  },
});

export const employLeaveResource = defineFlowResource({
  name: 'EmployLeave',
  label: L('离职申请', 'Resignation'),
  entity: EmployLeave,
  menu: 'quitApplication',
  processId: 'resignation',
  flow: { operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  scope: OWN,
  keyword: ['code', 'reason'],
  defaultSort: '-id',
  fields: {
    lastWorkDate: { type: 'date', label: L('最后工作日', 'Last working day'), required: true, filter: 'range' },
    reason: { type: 'text', label: L('离职原因', 'Reason'), required: true, max: 500 },
    handover: { type: 'text', label: L('工作交接', 'Handover'), max: 1000 },
    ...FLOW_FIELDS,
  },
});

export const employTransferResource = defineFlowResource({
  name: 'EmployTransfer',
  label: L('调动申请', 'Transfer'),
  entity: EmployTransfer,
  menu: 'transferManage',
  processId: 'transfer',
  flow: { operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  scope: { dept: 'deptId', creator: 'createdBy' },
  keyword: ['code', 'reason'],
  defaultSort: '-id',
  fields: {
    // a person within the caller's data rights, moved to a department within them too: the request goes
    // to the person's department's approvers, and the move gives them the new department's rows
    userId: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('调动员工', 'Staff member'), required: true, filter: 'eq', scoped: true },
    toDeptId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('调入部门', 'To department'), required: true, filter: 'eq', scoped: true },
    effectiveDate: { type: 'date', label: L('生效日期', 'Effective'), required: true, filter: 'range' },
    reason: { type: 'text', label: L('调动原因', 'Reason'), max: 500 },
    ...FLOW_FIELDS,
    // the department the person leaves (its leader approves first), taken from the staff record
    deptId: { ...FLOW_FIELDS.deptId, label: L('调出部门', 'From department') },
  },
});

export const sysOfficeSuppliesSettingResource = defineResource({
  name: 'SysOfficeSuppliesSetting',
  label: L('办公用品', 'Office supply item'),
  entity: SysOfficeSuppliesSetting,
  menu: 'officeSupplies',
  access: { getList: null, getById: null }, // anyone requesting supplies picks from the list
  keyword: ['name', 'spec'],
  defaultSort: 'name',
  fields: {
    name: { type: 'string', label: L('名称', 'Name'), required: true, max: 100, filter: 'like', unique: true },
    spec: { type: 'string', label: L('规格型号', 'Specification'), max: 100 },
    unit: { type: 'string', label: L('单位', 'Unit'), required: true, max: 16 },
    price: { type: 'money', label: L('单价（元）', 'Unit price (CNY)'), min: 0, defaultValue: '0' },
    stock: { type: 'int', label: L('库存', 'In stock'), min: 0, defaultValue: 0 },
    enabled: { type: 'boolean', label: L('可申领', 'Available'), defaultValue: true, filter: 'eq' },
  },
});

export const employOfficeSuppliesResource = defineFlowResource({
  name: 'EmployOfficeSupplies',
  label: L('办公用品申请', 'Office supplies request'),
  entity: EmployOfficeSupplies,
  menu: 'officeSuppliesApplication',
  processId: 'officeSupplies',
  flow: { operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  // SPEC §7's confirm is administration confirming the issue: the flow's adminConfirm step, approved by
  // whoever holds it (approve on one's open task); the stock drops when the flow ends agreed
  aliases: { confirm: 'approve' },
  scope: OWN,
  keyword: ['code', 'purpose'],
  defaultSort: '-id',
  fields: {
    settingId: { type: 'ref', ref: 'SysOfficeSuppliesSetting', refLabel: 'name', label: L('用品', 'Item'), required: true, filter: 'eq' },
    quantity: { type: 'int', label: L('数量', 'Quantity'), required: true, min: 1, max: 10000 },
    purpose: { type: 'text', label: L('用途', 'Purpose'), max: 500 },
    ...FLOW_FIELDS,
  },
});

export const employExpenseResource = defineFlowResource({
  name: 'employExpense',
  label: L('员工报销', 'Staff expense claim'),
  entity: EmployExpense,
  menu: 'employeeReimbursement',
  processId: 'staffExpense',
  flow: { operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  // SPEC §7 reads a claim's approval (the flow info) under employExpenseFlow too
  answersAs: { employExpenseFlow: ['getInfoById', 'getInfoByInstanceId'] },
  scope: OWN,
  keyword: ['code', 'description'],
  defaultSort: '-id',
  fields: {
    expenseType: { type: 'dict', dict: 'staffExpenseType', label: L('费用类型', 'Expense type'), required: true, filter: 'eq' },
    expenseDate: { type: 'date', notFuture: true, label: L('费用日期', 'Date'), required: true, filter: 'range' },
    amount: { type: 'money', label: L('金额（元）', 'Amount (CNY)'), required: true, min: 0.01, max: 1e9 },
    billNum: { type: 'int', label: L('单据张数', 'Receipts'), min: 0, max: 999, defaultValue: 1 },
    description: { type: 'text', label: L('说明', 'Description'), max: 500 },
    attach: { type: 'file', label: L('附件', 'Attachment'), inList: false },
    ...FLOW_FIELDS,
  },
});

export const sysVacationResource = defineResource({
  name: 'SysVacation',
  label: L('节假日', 'Holiday'),
  entity: SysVacation,
  menu: 'holidayManage',
  access: { getList: null }, // leave forms count days against it
  defaultSort: '-holidayDate',
  keyword: ['name'],
  fields: {
    holidayDate: { type: 'date', label: L('日期', 'Date'), required: true, filter: 'range', unique: true },
    name: { type: 'string', label: L('名称', 'Name'), required: true, max: 64, filter: 'like' },
    dayType: { type: 'dict', dict: 'holidayType', label: L('类型', 'Type'), required: true, filter: 'eq', defaultValue: '1' },
  },
});

const manage = (def: ResourceDef, name: string, menu: string, zh: string, en: string) => flowManageView(def, { name, menu, label: L(zh, en) });

export const HR_RESOURCES = [
  employVacationResource,
  employOverTimeResource,
  employTravelResource,
  employLeaveResource,
  employTransferResource,
  sysOfficeSuppliesSettingResource,
  employOfficeSuppliesResource,
  employExpenseResource,
  sysVacationResource,
  manage(employVacationResource, 'EmployVacationManage', 'vacationManage', '请假管理', 'Leave'),
  manage(employOverTimeResource, 'EmployOverTimeManage', 'overtimeManage', '加班管理', 'Overtime'),
  manage(employTravelResource, 'EmployTravelManage', 'businessTravelManage', '出差管理', 'Business travel'),
  manage(employLeaveResource, 'EmployLeaveManage', 'quitManage', '离职管理', 'Resignations'),
  manage(employOfficeSuppliesResource, 'EmployOfficeSuppliesManage', 'officeApproval', '办公用品审批', 'Office supplies requests'),
  manage(employExpenseResource, 'employExpenseManage', 'employeeReimbursementApproval', '员工报销审批', 'Staff expense claims'),
];
