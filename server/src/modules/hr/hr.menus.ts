import { defineMenus } from '../../core/access/menu-declarations';
import { APPROVE, button, directory, READ_ONLY, REJECT, REPORT, screen, SUBMIT } from '../../core/access/menu-dsl';

// Staff and HR (SPEC §2), with the staff approvals in Approvals and office supplies in Finance.
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('hr', {
  directories: [
    directory(9, 'staff', '员工与人事', 'Staff & HR', 'IdcardOutlined'),
  ],
  screens: [
    screen(7070, 'officeApproval', '办公审批', 'Office approvals', { standard: ['export'], extra: [APPROVE, REJECT] }),
    screen(7080, 'employeeReimbursementApproval', '员工报销审批', 'Staff expense approvals', { standard: ['export'], extra: [APPROVE, REJECT] }),
    screen(9030, 'staffRankManage', '职级管理', 'Staff ranks'),
    screen(9040, 'socialSecurityBaseManage', '社保基数管理', 'Social security base grades'),
    screen(9060, 'payrollInformation', '工资信息', 'Payroll'),
    screen(9070, 'holidayManage', '节假日管理', 'Holidays'),
    screen(9090, 'transferManage', '调动管理', 'Transfers'),
    screen(9100, 'quitManage', '离职管理', 'Resignations'),
    screen(9110, 'overtimeManage', '加班管理', 'Overtime'),
    screen(9120, 'vacationManage', '请假管理', 'Leave'),
    screen(9130, 'businessTravelManage', '出差管理', 'Business travel'),
    screen(9140, 'overtimeApplication', '加班申请', 'Overtime requests', { extra: [SUBMIT] }),
    screen(9150, 'vacationApplication', '请假申请', 'Leave requests', { extra: [SUBMIT] }),
    screen(9160, 'businessTravelApplication', '出差申请', 'Business travel requests', { extra: [SUBMIT] }),
    screen(9170, 'quitApplication', '离职申请', 'Resignation requests', { extra: [SUBMIT] }),
    screen(9180, 'officeSuppliesApplication', '办公用品申请', 'Office supplies requests', { extra: [SUBMIT] }),
    screen(9190, 'employeeReimbursement', '员工报销', 'Staff expense claims', { extra: [SUBMIT] }),
    screen(9200, 'curriculumInformation', '课程信息', 'Courses'),
    screen(9210, 'myCurriculum', '我的课程', 'My courses', {
      ...READ_ONLY,
      extra: [button('signUp', '报名', 'Sign up'), button('cancelSignUp', '取消报名', 'Cancel sign-up'), button('evaluate', '评价', 'Evaluate')],
    }),
    screen(9220, 'businessTravelReportTable', '出差统计报表', 'Business travel report', REPORT),
    screen(9230, 'overtimeReportTable', '加班统计报表', 'Overtime report', REPORT),
    screen(9240, 'vacationReportTable', '请假统计报表', 'Leave report', REPORT),
    screen(10010, 'officeSupplies', '办公用品管理', 'Office supplies', { extra: [button('confirm', '确认', 'Confirm')] }),
  ],
});
