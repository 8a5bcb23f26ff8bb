// Companies and departments of a fresh database, and the demo staff and roles of SEED_DEMO=1.
export interface OrgSeed {
  key: string;
  name: string;
  enName: string;
  deptType: 'company' | 'dept';
  parent?: string;
  code: string;
}

export const ORG_SEED: OrgSeed[] = [
  { key: 'hq', name: '青岛远洋船员管理有限公司', enName: 'Qingdao Ocean Crew Management Co., Ltd.', deptType: 'company', code: 'QD' },
  { key: 'crew', name: '船员管理部', enName: 'Crew Management', deptType: 'dept', parent: 'hq', code: 'QD-CM' },
  { key: 'dispatch', name: '派遣部', enName: 'Dispatch', deptType: 'dept', parent: 'hq', code: 'QD-DP' },
  { key: 'insurance', name: '保险社保部', enName: 'Insurance & Social Security', deptType: 'dept', parent: 'hq', code: 'QD-IN' },
  { key: 'admin', name: '行政部', enName: 'Administration', deptType: 'dept', parent: 'hq', code: 'QD-AD' },
  { key: 'finance', name: '财务部', enName: 'Finance', deptType: 'dept', parent: 'hq', code: 'QD-FI' },
  { key: 'hr', name: '人力资源部', enName: 'Human Resources', deptType: 'dept', parent: 'hq', code: 'QD-HR' },
  { key: 'recruit', name: '招聘部', enName: 'Recruitment', deptType: 'dept', parent: 'hq', code: 'QD-RC' },
  { key: 'sh', name: '上海分公司', enName: 'Shanghai Branch', deptType: 'company', parent: 'hq', code: 'SH' },
  { key: 'shCrew', name: '上海船员管理部', enName: 'Shanghai Crew Management', deptType: 'dept', parent: 'sh', code: 'SH-CM' },
  { key: 'shDispatch', name: '上海派遣部', enName: 'Shanghai Dispatch', deptType: 'dept', parent: 'sh', code: 'SH-DP' },
];

export interface DemoRole {
  key: string;
  name: string;
  enName: string;
  dataScope: string;
  directories: string[]; // menu directory perms granted whole (screens and buttons)
  screens?: string[]; // single screens granted with their buttons
  views?: string[]; // single screens granted to read only, without their buttons
  depts?: string[]; // the selected departments (org keys) of data rights '2'
}

// What every member of staff files for themselves.
const OWN_REQUESTS = ['overtimeApplication', 'vacationApplication', 'businessTravelApplication', 'quitApplication', 'officeSuppliesApplication', 'employeeReimbursement', 'myAgency', 'alreadyDone', 'myStarted', 'noticeManage', 'myCurriculum'];
// The read-only lists of requests a leader follows for the department's staff.
const DEPT_REQUESTS = ['vacationManage', 'overtimeManage', 'businessTravelManage', 'quitManage', 'transferManage', 'vacationReportTable', 'overtimeReportTable', 'businessTravelReportTable'];
// the crew list and a seafarer's file, to read
const CREW_FILE = ['boatUserInfoEditList', 'boatUserInfoEditForm'];
// the requests a crew manager makes for the crew (Administration): the office books, issues and ships them
const CREW_REQUESTS = ['boatApplyForHoteReserve', 'boatTicket', 'boatWorkClothes', 'boatUseCarApplyFor', 'boatExpenseAccount'];

export const DEMO_ROLES: DemoRole[] = [
  // asks for the crew changes' travel (hotel, ticket, clothes and car requests) and keeps the crew's expense claims
  { key: 'crewManager', name: '船员经理', enName: 'Crew manager', dataScope: '4', directories: ['home', 'crew', 'dispatch', 'clients', 'approvals'], screens: CREW_REQUESTS },
  // least privilege: a leader approves and follows the department's requests; accounts, roles and routing
  // belong to HR (hrManager) and the administrator
  { key: 'deptLeader', name: '部门领导', enName: 'Department leader', dataScope: '3', directories: ['home', 'approvals'], screens: [...OWN_REQUESTS, ...DEPT_REQUESTS] },
  { key: 'staff', name: '普通员工', enName: 'Staff', dataScope: '5', directories: ['home'], screens: OWN_REQUESTS },
  { key: 'recruiter', name: '招聘专员', enName: 'Recruiter', dataScope: '5', directories: ['home', 'recruitment'], screens: ['boatUserInfoAdd', 'boatUserInfoAddSecond', 'boatUserInfoEditList', 'boatUserInfoEditForm', 'boatUserInfoCertificate', 'boatUserInfoFamily', 'boatUserInfoBank'] },
  { key: 'finance', name: '财务专员', enName: 'Finance officer', dataScope: '1', directories: ['home', 'finance', 'approvals'] },
  // serves the crew of its shipowners only (crew rights and shipowners set by the crew demo data)
  { key: 'ownerService', name: '船东服务专员', enName: 'Shipowner account officer', dataScope: '5', directories: ['home', 'crew'] },
  // the head office's HR: staff, accounts and department leaders of Qingdao; the Shanghai branch keeps its own
  { key: 'hrManager', name: '人事经理', enName: 'HR manager', dataScope: '2', depts: ['hq', 'crew', 'dispatch', 'insurance', 'admin', 'finance', 'hr', 'recruit'], directories: ['home', 'staff', 'approvals'], screens: ['organizationManage'] },
  // the insurance office works for every seafarer (crew rights all crew, set by the insurance demo data):
  // the on-board insurance list and the insurance tab of a seafarer's file are theirs too, and they read
// (never edit) the crew list and the file the tab sits in. The manager
  // approves declarations above the flow's threshold (processes/insurance.bpmn names this role as the
  // step's candidate group), keeps the master contracts and follows finance's settlement of the payments.
  { key: 'insuranceManager', name: '保险经理', enName: 'Insurance manager', dataScope: '3', directories: ['home', 'insurance', 'approvals', 'filing'], screens: ['onBoardBoat', 'boatUserInfoInsurance', 'socialCecurity'], views: CREW_FILE },
  // the administration office: books the hotels, issues the tickets, ships the clothes and arranges the cars,
  // for every seafarer (crew rights all crew, set by the bookings demo data); reads the crew file
  { key: 'adminClerk', name: '行政专员', enName: 'Administration clerk', dataScope: '3', directories: ['home', 'administration'], views: CREW_FILE },
  { key: 'insuranceClerk', name: '保险专员', enName: 'Insurance clerk', dataScope: '5', directories: ['home', 'insurance'], screens: ['onBoardBoat', 'boatUserInfoInsurance'], views: CREW_FILE },
];

export interface DemoStaff {
  username: string;
  name: string;
  enName: string;
  dept: string;
  roles: string[];
  sex: '1' | '2';
  jobNumber: string;
  leads?: string[]; // departments (org keys) this person heads: the approvers of ${approver.deptLeader}
}

export const DEMO_STAFF: DemoStaff[] = [
  { username: 'zhangwei', name: '张伟', enName: 'Zhang Wei', dept: 'crew', roles: ['crewManager', 'deptLeader'], sex: '1', jobNumber: 'QD0101', leads: ['crew'] },
  { username: 'liuyang', name: '刘洋', enName: 'Liu Yang', dept: 'crew', roles: ['crewManager'], sex: '1', jobNumber: 'QD0102' },
  { username: 'wangfang', name: '王芳', enName: 'Wang Fang', dept: 'crew', roles: ['staff'], sex: '2', jobNumber: 'QD0103' },
  { username: 'chenjing', name: '陈静', enName: 'Chen Jing', dept: 'dispatch', roles: ['crewManager', 'deptLeader'], sex: '2', jobNumber: 'QD0201', leads: ['dispatch'] },
  { username: 'zhaolei', name: '赵磊', enName: 'Zhao Lei', dept: 'dispatch', roles: ['staff'], sex: '1', jobNumber: 'QD0202' },
  { username: 'sunli', name: '孙丽', enName: 'Sun Li', dept: 'insurance', roles: ['deptLeader', 'insuranceManager'], sex: '2', jobNumber: 'QD0301', leads: ['insurance'] },
  { username: 'qianhong', name: '钱红', enName: 'Qian Hong', dept: 'insurance', roles: ['insuranceClerk'], sex: '2', jobNumber: 'QD0302' },
  { username: 'zhouqiang', name: '周强', enName: 'Zhou Qiang', dept: 'admin', roles: ['deptLeader'], sex: '1', jobNumber: 'QD0401', leads: ['admin'] },
  { username: 'wuxia', name: '吴霞', enName: 'Wu Xia', dept: 'admin', roles: ['staff', 'adminClerk'], sex: '2', jobNumber: 'QD0402' },
  { username: 'zhengmin', name: '郑敏', enName: 'Zheng Min', dept: 'finance', roles: ['finance', 'deptLeader'], sex: '2', jobNumber: 'QD0501', leads: ['finance'] },
  { username: 'huangtao', name: '黄涛', enName: 'Huang Tao', dept: 'hr', roles: ['hrManager', 'deptLeader'], sex: '1', jobNumber: 'QD0601', leads: ['hr'] },
  { username: 'linna', name: '林娜', enName: 'Lin Na', dept: 'recruit', roles: ['recruiter'], sex: '2', jobNumber: 'QD0701' },
  { username: 'xuhui', name: '徐辉', enName: 'Xu Hui', dept: 'shCrew', roles: ['crewManager', 'deptLeader'], sex: '1', jobNumber: 'SH0101', leads: ['shCrew', 'sh'] },
  { username: 'gaoyan', name: '高燕', enName: 'Gao Yan', dept: 'shDispatch', roles: ['staff'], sex: '2', jobNumber: 'SH0201' },
  { username: 'lijun', name: '李军', enName: 'Li Jun', dept: 'hq', roles: ['deptLeader'], sex: '1', jobNumber: 'QD0001', leads: ['hq'] },
  { username: 'maqiang', name: '马强', enName: 'Ma Qiang', dept: 'crew', roles: ['ownerService'], sex: '1', jobNumber: 'QD0104' },
];

// approvalUserManage rows of the demo: who confirms ${approver.config} steps, per flow type
export const DEMO_APPROVERS: Array<{ flowType: string; username: string }> = [
  { flowType: 'officeSupplies', username: 'wuxia' },
  { flowType: 'credentialDeal', username: 'liuyang' },
  { flowType: 'credentialInout', username: 'liuyang' },
];

// Documented in README.md; demo data only.
export const DEMO_PASSWORD = 'Demo@2026';

// Every demo member of staff has an address of the domain kept for examples (RFC 2606) and receives
// approval mail, so a journey of the README leaves its mails in the outbox (System › Mail outbox) to be
// read; nothing is ever delivered there, and without SMTP_URL nothing is sent at all.
export const demoEmail = (username: string) => `${username}@example.com`;
