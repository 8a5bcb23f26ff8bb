import { defineResource, type ResourceDef, type RowsOf } from '../../core/resource/define-resource';
import { defineFlowResource } from '../../workflow/flow-entity';
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
  // the department the person leaves (its leader approves first), taken from the staff record
  refine: { deptId: { label: L('调出部门', 'From department') } },
});

export const sysOfficeSuppliesSettingResource = defineResource({
  name: 'SysOfficeSuppliesSetting',
  label: L('办公用品', 'Office supply item'),
  entity: SysOfficeSuppliesSetting,
  menu: 'officeSupplies',
  access: { getList: null, getById: null }, // anyone requesting supplies picks from the list
  keyword: ['name', 'spec'],
  defaultSort: 'name',
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
});

export const sysVacationResource = defineResource({
  name: 'SysVacation',
  label: L('节假日', 'Holiday'),
  entity: SysVacation,
  menu: 'holidayManage',
  access: { getList: null }, // leave forms count days against it
  defaultSort: '-holidayDate',
  keyword: ['name'],
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
] as const;

declare module '../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof HR_RESOURCES> {}
}
