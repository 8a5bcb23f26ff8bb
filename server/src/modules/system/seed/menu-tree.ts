import type { Label } from '../../../core/resource/resource.types';
import { directory, MenuSeed, screen } from './menu-dsl';

// The menu tree this build ships (SPEC §2, §6): directories, the screens of SPEC §2 with their route
// names as permission keys, and their buttons. Ids follow menu-dsl.ts and must never change once
// shipped: roles store them. Append new screens at the end of a directory, never in between.

const b = (key: string, zh: string, en: string): { key: string; name: Label } => ({ key, name: { zh, en } });

// buttons used by several screens
const SUBMIT = b('submit', '提交', 'Submit');
const APPROVE = b('approve', '同意', 'Approve');
const REJECT = b('reject', '驳回', 'Reject');
const CANCEL = b('cancel', '取消', 'Cancel');
const CLOSE = b('close', '关闭', 'Close');
const FINISH = b('finish', '完成', 'Finish');
const PAY = b('pay', '支付', 'Pay');
const SETTLE = b('settle', '结算', 'Settle');

type Std = Array<'add' | 'edit' | 'delete' | 'export'>;
const REPORT: { standard: Std } = { standard: ['export'] }; // reports: read and export only
const READ_ONLY: { standard: Std } = { standard: [] };

export const MENU_TREE: MenuSeed[] = [
  ...directory(1, 'home', '首页', 'Home', 'HomeOutlined', [
    screen('index', '工作台', 'Dashboard', { standard: [] }), // 1010
  ]),

  ...directory(2, 'crew', '船员与证书', 'Crew & certificates', 'TeamOutlined', [
    screen('boatUserInfoAdd', '新增船员', 'Add seafarer', { standard: ['add'] }), // 2010
    screen('boatUserInfoAddSecond', '新增船员（续）', 'Add seafarer (continued)', { standard: ['add', 'edit'] }), // 2020
    screen('boatUserInfoEditList', '船员信息维护', 'Seafarer records'), // 2030
    screen('boatUserInfoSearchList', '船员查询', 'Seafarer search', { path: 'boatUserInfoSearchList/:id', hidden: true, standard: ['export'] }), // 2040
    screen('onBoardBoat', '在船船员参保名单', 'On-board crew insurance list', REPORT), // 2050
    screen('boatCertificateManageList', '证书管理列表', 'Certificate list', { standard: ['export'] }), // 2060
    screen('boatUserInfoMessageReport', '船员信息报表', 'Seafarer information report', REPORT), // 2070
    screen('boatUserInfoEditForm', '船员档案', 'Seafarer file', { path: 'boatUserInfoEditForm/:id', hidden: true, standard: ['edit', 'export'] }), // 2080
    screen('boatUserInfoWork', '船员档案-履历', 'Seafarer file – sea service', {
      hidden: true,
      extra: [b('onBoard', '上船', 'Sign on'), b('offBoard', '下船', 'Sign off'), b('promote', '晋升', 'Promote'), b('changeShip', '换船', 'Change ship')],
    }), // 2090
    screen('boatUserInfoCertificate', '船员档案-证书', 'Seafarer file – certificates', { hidden: true }), // 2100
    screen('boatUserInfoBank', '船员档案-银行账户', 'Seafarer file – bank accounts', { hidden: true }), // 2110
    screen('boatUserInfoFamily', '船员档案-家庭成员', 'Seafarer file – family', { hidden: true }), // 2120
    screen('boatUserInfoInsurance', '船员档案-保险', 'Seafarer file – insurance', { hidden: true }), // 2130
    screen('boatUserInfoContract', '船员档案-合同', 'Seafarer file – contracts', { hidden: true }), // 2140
    screen('boatUserInfoEvaluate', '船员档案-评价', 'Seafarer file – evaluations', { hidden: true }), // 2150
    screen('boatUserInfoDebt', '船员档案-欠款', 'Seafarer file – debts', { hidden: true }), // 2160
    screen('boatUserInfoContact', '船员档案-联系记录', 'Seafarer file – contact log', { hidden: true }), // 2170
    screen('boatCredentialManage', '证书管理', 'Certificates'), // 2180
    screen('boatCredentialInout', '证书出入库', 'Certificate deposit & withdrawal', { extra: [b('confirm', '确认', 'Confirm')] }), // 2190
    screen('boatCredentialTypeManage', '证书类型管理', 'Certificate types'), // 2200
    screen('boatApplyForCredential', '证书办理申请', 'Certificate renewal requests', { extra: [SUBMIT] }), // 2210
    screen('boatApplyForCredentialInOut', '证书出入库申请', 'Certificate deposit & withdrawal requests', { extra: [SUBMIT] }), // 2220
  ]),

  ...directory(3, 'dispatch', '派遣管理', 'Dispatch', 'SendOutlined', [
    screen('boatDispatchPlan', '派遣计划', 'Dispatch plans'), // 3010
    screen('boatDispatchPlanView', '派遣计划详情', 'Dispatch plan', {
      path: 'boatDispatchPlanView/:id/:shipownerId/:shipownername',
      hidden: true,
      extra: [CANCEL, CLOSE, FINISH],
    }), // 3020
    screen('boatScatteredSendPlan', '零星派遣计划', 'Scattered dispatch plans'), // 3030
    screen('boatScatteredSendPlanView', '零星派遣计划详情', 'Scattered dispatch plan', {
      path: 'boatScatteredSendPlanView/:id/:shipownerId/:shipownername/:type',
      hidden: true,
      extra: [CANCEL, CLOSE, FINISH],
    }), // 3040
    screen('boatNestingPlan', '整船派遣计划', 'Nesting (full-crew) plans'), // 3050
    screen('boatNestingPlanView', '整船派遣计划详情', 'Nesting (full-crew) plan', {
      path: 'boatNestingPlanView/:id/:shipownerId/:shipownername/:shipId/:shipname/:type',
      hidden: true,
      extra: [CANCEL, CLOSE, FINISH],
    }), // 3060
    screen('boatDispatchManage', '派遣单管理', 'Dispatch orders', { extra: [CANCEL, CLOSE, FINISH] }), // 3070
    screen('boatDispatchReportForms', '派遣报表', 'Dispatch report', REPORT), // 3080
    screen('boatAbnormalDisembarkationReport', '异常下船报表', 'Abnormal sign-off report', REPORT), // 3090
    // beyond SPEC §2: the certificates each rank needs on each ship type, the seafarers due for relief,
    // and the manning templates plans start from
    screen('dispatchCompliance', '资质矩阵', 'Compliance matrix', { grantWith: 'boatDispatchPlan' }), // 3100
    screen('reliefForecast', '接班预测', 'Relief forecast', { ...REPORT, grantWith: 'boatDispatchPlan' }), // 3110
    screen('boatPlanDispatchTemp', '配员模板', 'Manning templates', { extra: [SUBMIT], grantWith: 'boatDispatchPlan' }), // 3120
  ]),

  ...directory(4, 'administration', '行政管理', 'Administration', 'ShopOutlined', [
    screen('boatHotelReserve', '酒店预订管理', 'Hotel bookings', {
      extra: [b('cancelBooking', '取消预订', 'Cancel booking'), b('earlyCheckout', '提前退房', 'Early check-out'), b('renew', '续住', 'Extend stay')],
    }), // 4010
    screen('boatUseCar', '用车管理', 'Car use', { extra: [FINISH] }), // 4020
    screen('boatTicketManage', '机票管理', 'Air tickets', { extra: [b('issue', '出票', 'Issue'), b('refund', '退票', 'Refund'), CANCEL] }), // 4030
    screen('boatWorkClothesManage', '工作服管理', 'Work clothes', {
      extra: [b('ship', '发货', 'Ship'), b('receive', '签收', 'Receive'), b('return', '退回', 'Return')],
    }), // 4040
    screen('hotelReservationParams', '酒店预订参数', 'Hotel booking parameters'), // 4050
    screen('boatApplyForHoteReserve', '酒店预订申请', 'Hotel booking requests', { extra: [SUBMIT] }), // 4060
    screen('boatTicket', '机票申请', 'Air ticket requests', { extra: [SUBMIT] }), // 4070
    screen('boatWorkClothes', '工作服申请', 'Work clothes requests', { extra: [SUBMIT] }), // 4080
    screen('boatUseCarApplyFor', '用车申请', 'Car requests', { extra: [SUBMIT] }), // 4090
    screen('boatExpenseAccount', '船员费用报销', 'Crew expense claims', { extra: [SUBMIT, b('print', '打印', 'Print')] }), // 4100
  ]),

  ...directory(5, 'insurance', '保险社保', 'Insurance & social security', 'InsuranceOutlined', [
    screen('boatInsurancePayStop', '停缴管理', 'Stopped payments', { extra: [b('continue', '续缴', 'Continue paying')] }), // 5010
    screen('socialSecurityParams', '社保参数', 'Social security parameters'), // 5020
    screen('boatInsurancePay', '社保缴纳', 'Insurance payments', {
      extra: [PAY, b('cancelPay', '取消缴纳', 'Cancel payment'), b('confirmPay', '确认缴纳', 'Confirm payment'), b('seal', '封存', 'Seal')],
    }), // 5030
    screen('boatInsuranceBusinessM', '商业保险', 'Commercial insurance', { extra: [b('stop', '停保', 'Stop cover')] }), // 5040
    screen('boatInsuranceDisabilities', '伤残管理', 'Disability'), // 5050
    screen('boatReportZaiJiao', '在缴人员报表', 'Currently insured report', REPORT), // 5060
    screen('boatInShipListReport', '在船人员报表', 'On-board crew report', REPORT), // 5070
    screen('boatApplyInstruance', '保险申报', 'Insurance declarations', {
      extra: [SUBMIT, APPROVE, REJECT, b('stop', '停缴', 'Stop paying'), b('noPay', '不缴纳', 'No payment')],
    }), // 5080
  ]),

  ...directory(6, 'filing', '备案与联系', 'Filing & contact', 'ContactsOutlined', [
    screen('boatReport', '资质备案', 'Qualification filing'), // 6010
    screen('boatInsuranceTotalContract', '保险总合同', 'Master insurance contracts'), // 6020
    screen('boatContactManage', '船员联系管理', 'Crew contact log'), // 6030
  ]),

  ...directory(7, 'approvals', '审批中心', 'Approvals', 'AuditOutlined', [
    screen('boatApproveManage', '保险审批', 'Insurance approvals', { standard: ['export'], extra: [APPROVE, REJECT] }), // 7010
    screen('boatApproveExpenseManage', '船员报销审批', 'Crew expense approvals', { standard: ['export'], extra: [APPROVE, REJECT] }), // 7020
    screen('boatHoteApproveManage', '酒店预订审批', 'Hotel booking approvals', { standard: ['export'], extra: [APPROVE, REJECT] }), // 7030
    screen('boatUserCarApproveManage', '用车审批', 'Car request approvals', { standard: ['export'], extra: [APPROVE, REJECT] }), // 7040
    screen('myAgency', '我的待办', 'My to-do', { ...READ_ONLY, extra: [APPROVE, REJECT] }), // 7050
    screen('alreadyDone', '我的已办', 'Done', READ_ONLY), // 7060
    screen('officeApproval', '办公审批', 'Office approvals', { standard: ['export'], extra: [APPROVE, REJECT] }), // 7070
    screen('employeeReimbursementApproval', '员工报销审批', 'Staff expense approvals', { standard: ['export'], extra: [APPROVE, REJECT] }), // 7080
    screen('processManage', '流程管理', 'Process definitions', { standard: [] }), // 7090
    screen('myStarted', '我发起的', 'Started by me', { ...READ_ONLY, grantWith: 'alreadyDone' }), // 7100
  ]),

  ...directory(8, 'clients', '客户管理', 'Clients', 'SolutionOutlined', [
    screen('shipownerManage', '船东管理', 'Shipowners'), // 8010
    screen('boatShipManage', '船舶管理', 'Ships'), // 8020
    screen('supplierManage', '供应商管理', 'Suppliers'), // 8030
    screen('customerInformation', '客户信息', 'Customers'), // 8040
    screen('customerVisit', '客户拜访', 'Customer visits'), // 8050
  ]),

  ...directory(9, 'staff', '员工与人事', 'Staff & HR', 'IdcardOutlined', [
    screen('noticeManage', '通知公告', 'Notices'), // 9010
    screen('knowledgeBaseManage', '知识库', 'Knowledge base', { extra: [b('upload', '上传', 'Upload')] }), // 9020
    screen('staffRankManage', '职级管理', 'Staff ranks'), // 9030
    screen('socialSecurityBaseManage', '社保基数管理', 'Social security base grades'), // 9040
    screen('departmentalLeadershipManage', '部门领导管理', 'Department leaders'), // 9050
    screen('payrollInformation', '工资信息', 'Payroll'), // 9060
    screen('holidayManage', '节假日管理', 'Holidays'), // 9070
    screen('userManagement', '用户管理', 'Users', { extra: [b('resetPassword', '重置密码', 'Reset password'), b('unlock', '解锁', 'Unlock')] }), // 9080 (unlock 9086)
    screen('transferManage', '调动管理', 'Transfers'), // 9090
    screen('quitManage', '离职管理', 'Resignations'), // 9100
    screen('overtimeManage', '加班管理', 'Overtime'), // 9110
    screen('vacationManage', '请假管理', 'Leave'), // 9120
    screen('businessTravelManage', '出差管理', 'Business travel'), // 9130
    screen('overtimeApplication', '加班申请', 'Overtime requests', { extra: [SUBMIT] }), // 9140
    screen('vacationApplication', '请假申请', 'Leave requests', { extra: [SUBMIT] }), // 9150
    screen('businessTravelApplication', '出差申请', 'Business travel requests', { extra: [SUBMIT] }), // 9160
    screen('quitApplication', '离职申请', 'Resignation requests', { extra: [SUBMIT] }), // 9170
    screen('officeSuppliesApplication', '办公用品申请', 'Office supplies requests', { extra: [SUBMIT] }), // 9180
    screen('employeeReimbursement', '员工报销', 'Staff expense claims', { extra: [SUBMIT] }), // 9190
    screen('curriculumInformation', '课程信息', 'Courses'), // 9200
    screen('myCurriculum', '我的课程', 'My courses', {
      ...READ_ONLY,
      extra: [b('signUp', '报名', 'Sign up'), b('cancelSignUp', '取消报名', 'Cancel sign-up'), b('evaluate', '评价', 'Evaluate')],
    }), // 9210
    screen('businessTravelReportTable', '出差统计报表', 'Business travel report', REPORT), // 9220
    screen('overtimeReportTable', '加班统计报表', 'Overtime report', REPORT), // 9230
    screen('vacationReportTable', '请假统计报表', 'Leave report', REPORT), // 9240
  ]),

  ...directory(10, 'finance', '财务管理', 'Finance', 'AccountBookOutlined', [
    screen('officeSupplies', '办公用品管理', 'Office supplies', { extra: [b('confirm', '确认', 'Confirm')] }), // 10010
    screen('shipownerParams', '船东合同参数', 'Shipowner contract rates', { extra: [b('importDefault', '导入默认参数', 'Import defaults')] }), // 10020
    screen('supplierParams', '供应商合同参数', 'Supplier contract rates', { extra: [b('importDefault', '导入默认参数', 'Import defaults')] }), // 10030
    screen('clothingParams', '工作服合同参数', 'Work clothes contract rates'), // 10040
    screen('socialCecurity', '社保费用结算', 'Social security settlement', { standard: ['export'], extra: [SETTLE] }), // 10050
    screen('dispatchPersonTime', '派遣人次统计', 'Dispatch head count', REPORT), // 10060
    screen('sameTermDispatchPersonTime', '同期派遣人次对比', 'Dispatch head count, year on year', REPORT), // 10070
    screen('onBoatReport', '在船统计报表', 'On-board report', REPORT), // 10080
    screen('dispatchPersonTimeListByDept', '部门派遣人次统计', 'Dispatch head count by department', REPORT), // 10090
    screen('hotelSettlement', '酒店结算', 'Hotel settlement', { standard: ['export'], extra: [SETTLE] }), // 10100
    screen('planeSettlement', '机票结算', 'Air ticket settlement', { standard: ['export'], extra: [SETTLE] }), // 10110
    screen('boatCostPay', '船员费用支付', 'Crew cost payments', { standard: ['export'], extra: [PAY] }), // 10120
    screen('boatWagesPay', '船员工资发放', 'Crew wage payments', { extra: [SETTLE, PAY] }), // 10130
    screen('accountsPayableList', '应付账款', 'Accounts payable', REPORT), // 10140
    screen('shipownerReceiptCreate', '船东收款', 'Shipowner receipts'), // 10150
    screen('boatAccountsPayable', '船员应付款', 'Crew accounts payable', REPORT), // 10160
  ]),

  ...directory(11, 'recruitment', '招聘管理', 'Recruitment', 'UserAddOutlined', [
    screen('jobRequirements', '招聘需求', 'Job requirements'), // 11010
    screen('toBeContactedBoat', '待联系船员', 'Candidates to contact'), // 11020
    screen('studentRecruit', '实习生招聘', 'Cadet recruitment'), // 11030
  ]),

  ...directory(12, 'system', '系统管理', 'System', 'SettingOutlined', [
    screen('timingTask', '定时任务', 'Scheduled tasks', {
      extra: [b('pause', '暂停', 'Pause'), b('resume', '恢复', 'Resume'), b('run', '立即执行', 'Run now')],
    }), // 12010
    screen('templateManage', '模板管理', 'Templates', { extra: [b('upload', '上传', 'Upload'), b('download', '下载', 'Download')] }), // 12020
    screen('organizationManage', '组织机构', 'Organisation'), // 12030
    screen('dictionaryManage', '数据字典', 'Dictionary'), // 12040
    screen('menuManage', '菜单管理', 'Menus'), // 12050
    screen('roleManage', '角色管理', 'Roles', { extra: [b('grantMenus', '分配权限', 'Grant rights')] }), // 12060
    screen('approvalUserManage', '审批人管理', 'Approvers', { extra: [b('agent', '代理审批人', 'Agents')] }), // 12070
    screen('auditLog', '操作日志', 'Audit log', { standard: ['export'] }), // 12080
    screen('mailOutbox', '邮件发件箱', 'Mail outbox', { standard: [], extra: [b('retry', '重新发送', 'Send again')] }), // 12090
  ]),
];

function indexByPerms(rows: MenuSeed[]): Record<string, number> {
  const byPerms: Record<string, number> = {};
  const ids = new Map<number, string>();
  for (const r of rows) {
    if (Object.prototype.hasOwnProperty.call(byPerms, r.perms)) {
      throw new Error(`menu-tree: permission key "${r.perms}" is used by menus ${byPerms[r.perms]} and ${r.id}`);
    }
    const other = ids.get(r.id);
    if (other !== undefined) throw new Error(`menu-tree: menu id ${r.id} is used by "${other}" and "${r.perms}"`);
    if (r.parentId !== null && !rows.some((p) => p.id === r.parentId)) {
      throw new Error(`menu-tree: menu ${r.id} ("${r.perms}") has no parent ${r.parentId}`);
    }
    byPerms[r.perms] = r.id;
    ids.set(r.id, r.perms);
  }
  return byPerms;
}

// permission key (menu perms) -> menu id; building it checks that both are unique
export const MENU_BY_PERMS: Record<string, number> = indexByPerms(MENU_TREE);
