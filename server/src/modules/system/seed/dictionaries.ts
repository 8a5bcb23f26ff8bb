import { dict, DictSeed } from './dict-dsl';

// The dictionaries this build ships (SPEC §3, §4, §9). Parent ids are fixed: yesOrNo 7, gender 109 and
// port 232 come from SPEC §9; the others take ids from 300 upward, in order. Never renumber a shipped
// dictionary or change a shipped item value: records store the values. Add new ones at the end.
//
// Values are numeric strings ('1', '2', ...) unless a standard code exists (currency: ISO 4217;
// nationality: ISO 3166 alpha-2; sizes) or SPEC fixes them (menuType D/M/B, deptType, fee group EXP/CA).

type Items = Array<[value: string, zh: string, en: string]>;

// numbered items: [zh, en] pairs get values '1', '2', ...
const numbered = (pairs: Array<[zh: string, en: string]>): Items => pairs.map(([zh, en], i) => [String(i + 1), zh, en]);

const FIXED: DictSeed[] = [
  dict(7, 'yesOrNo', '是否', 'Yes or no', [
    ['1', '是', 'Yes'],
    ['0', '否', 'No'],
  ]),
  dict(109, 'gender', '性别', 'Sex', [
    ['1', '男', 'Male'],
    ['2', '女', 'Female'],
  ]),
  dict(
    232,
    'port',
    '港口',
    'Port',
    numbered([
      ['上海', 'Shanghai'],
      ['天津', 'Tianjin'],
      ['青岛', 'Qingdao'],
      ['大连', 'Dalian'],
      ['宁波', 'Ningbo'],
      ['舟山', 'Zhoushan'],
      ['厦门', 'Xiamen'],
      ['广州', 'Guangzhou'],
      ['深圳', 'Shenzhen'],
      ['香港', 'Hong Kong'],
      ['新加坡', 'Singapore'],
      ['釜山', 'Busan'],
      ['鹿特丹', 'Rotterdam'],
      ['日照', 'Rizhao'],
      ['连云港', 'Lianyungang'],
      ['烟台', 'Yantai'],
      ['横滨', 'Yokohama'],
      ['高雄', 'Kaohsiung'],
      ['巴生港', 'Port Klang'],
      ['汉堡', 'Hamburg'],
    ]),
  ),
];

// [mark, zh, en, items] in id order from 300
const NUMBERED: Array<[mark: string, zh: string, en: string, items: Items]> = [
  // ---- crew (boatUserInfo, boatWork) ----
  [
    'duty',
    '职务',
    'Rank',
    numbered([
      ['船长', 'Master'],
      ['大副', 'Chief Officer'],
      ['二副', 'Second Officer'],
      ['三副', 'Third Officer'],
      ['轮机长', 'Chief Engineer'],
      ['大管轮', 'Second Engineer'],
      ['二管轮', 'Third Engineer'],
      ['三管轮', 'Fourth Engineer'],
      ['电子电气员', 'Electro-Technical Officer'],
      ['水手长', 'Bosun'],
      ['木匠', 'Carpenter'],
      ['一级水手', 'Able Seaman (AB)'],
      ['二级水手', 'Ordinary Seaman (OS)'],
      ['机工长', 'No.1 Motorman'],
      ['一级机工', 'Motorman'],
      ['二级机工', 'Wiper'],
      ['大厨', 'Chief Cook'],
      ['二厨', 'Second Cook'],
      ['服务员', 'Messman'],
      ['实习生', 'Cadet'],
    ]),
  ],
  [
    'crewCategory',
    '船员类别',
    'Crew category',
    numbered([
      ['高级船员', 'Officer'],
      ['普通船员', 'Rating'],
      ['实习生', 'Cadet'],
    ]),
  ],
  [
    'crewType',
    '船员性质',
    'Crew type',
    numbered([
      ['自有船员', 'Company crew'],
      ['社会船员', 'Freelance crew'],
      ['合作单位船员', 'Partner agency crew'],
    ]),
  ],
  [
    'nationality',
    '国籍',
    'Nationality',
    [
      ['CN', '中国', 'China'],
      ['HK', '中国香港', 'Hong Kong (China)'],
      ['MM', '缅甸', 'Myanmar'],
      ['PH', '菲律宾', 'Philippines'],
      ['ID', '印度尼西亚', 'Indonesia'],
      ['VN', '越南', 'Vietnam'],
      ['IN', '印度', 'India'],
      ['BD', '孟加拉国', 'Bangladesh'],
      ['LK', '斯里兰卡', 'Sri Lanka'],
      ['UA', '乌克兰', 'Ukraine'],
      ['RU', '俄罗斯', 'Russia'],
      ['KR', '韩国', 'South Korea'],
      ['JP', '日本', 'Japan'],
      ['SG', '新加坡', 'Singapore'],
      ['GR', '希腊', 'Greece'],
      ['DE', '德国', 'Germany'],
      ['NO', '挪威', 'Norway'],
      ['GB', '英国', 'United Kingdom'],
      ['PA', '巴拿马', 'Panama'],
      ['LR', '利比里亚', 'Liberia'],
      ['MH', '马绍尔群岛', 'Marshall Islands'],
    ],
  ],
  [
    'marital',
    '婚姻状况',
    'Marital status',
    numbered([
      ['未婚', 'Single'],
      ['已婚', 'Married'],
      ['离异', 'Divorced'],
      ['丧偶', 'Widowed'],
    ]),
  ],
  [
    'education',
    '学历',
    'Education',
    numbered([
      ['初中', 'Junior secondary'],
      ['高中', 'Senior secondary'],
      ['中专', 'Vocational secondary'],
      ['大专', 'Diploma (3-year college)'],
      ['本科', "Bachelor's degree"],
      ['硕士', "Master's degree"],
      ['博士', 'Doctorate'],
    ]),
  ],
  [
    'shipType',
    '船舶类型',
    'Ship type',
    numbered([
      ['散货船', 'Bulk carrier'],
      ['集装箱船', 'Container ship'],
      ['油轮', 'Oil tanker'],
      ['化学品船', 'Chemical tanker'],
      ['液化石油气船', 'LPG carrier'],
      ['液化天然气船', 'LNG carrier'],
      ['杂货船', 'General cargo ship'],
      ['多用途船', 'Multi-purpose ship'],
      ['汽车运输船', 'Car carrier'],
      ['滚装船', 'Ro-ro ship'],
      ['冷藏船', 'Reefer ship'],
      ['重吊船', 'Heavy-lift ship'],
      ['木片船', 'Wood chip carrier'],
      ['海工支持船', 'Offshore support vessel'],
      ['拖轮', 'Tug'],
      ['客滚船', 'Ro-pax ferry'],
    ]),
  ],
  [
    'zone',
    '区域',
    'Region',
    numbered([
      ['华北', 'North China'],
      ['东北', 'Northeast China'],
      ['华东', 'East China'],
      ['华中', 'Central China'],
      ['华南', 'South China'],
      ['西南', 'Southwest China'],
      ['西北', 'Northwest China'],
      ['境外', 'Overseas'],
    ]),
  ],
  [
    'branchOffice',
    '所属分公司',
    'Branch office',
    numbered([
      ['青岛总部', 'Qingdao head office'],
      ['上海分公司', 'Shanghai branch'],
      ['大连办事处', 'Dalian office'],
      ['天津办事处', 'Tianjin office'],
      ['厦门办事处', 'Xiamen office'],
    ]),
  ],
  [
    'currency',
    '币种',
    'Currency',
    [
      ['CNY', '人民币', 'CNY – Chinese yuan'],
      ['USD', '美元', 'USD – US dollar'],
      ['EUR', '欧元', 'EUR – Euro'],
      ['HKD', '港币', 'HKD – Hong Kong dollar'],
      ['JPY', '日元', 'JPY – Japanese yen'],
      ['SGD', '新加坡元', 'SGD – Singapore dollar'],
      ['GBP', '英镑', 'GBP – Pound sterling'],
      ['KRW', '韩元', 'KRW – Korean won'],
    ],
  ],
  [
    'relationship',
    '关系',
    'Relationship',
    numbered([
      ['本人', 'Self'],
      ['配偶', 'Spouse'],
      ['父亲', 'Father'],
      ['母亲', 'Mother'],
      ['儿子', 'Son'],
      ['女儿', 'Daughter'],
      ['兄弟', 'Brother'],
      ['姐妹', 'Sister'],
      ['其他', 'Other'],
    ]),
  ],
  [
    'leaveboatReason',
    '下船原因',
    'Sign-off reason',
    numbered([
      ['合同期满', 'Contract completed'],
      ['个人原因', 'Personal reasons'],
      ['家庭原因', 'Family reasons'],
      ['因病', 'Illness'],
      ['工伤', 'Injury'],
      ['船东辞退', 'Dismissed by owner'],
      ['船舶出售或停航', 'Ship sold or laid up'],
      ['晋升或调船', 'Promotion or transfer'],
      ['其他', 'Other'],
    ]),
  ],
  [
    'evaluateGrade',
    '评价等级',
    'Evaluation grade',
    numbered([
      ['优秀', 'Excellent'],
      ['良好', 'Good'],
      ['合格', 'Satisfactory'],
      ['不合格', 'Unsatisfactory'],
    ]),
  ],
  [
    'debtType',
    '欠款类型',
    'Debt type',
    numbered([
      ['借支', 'Cash advance'],
      ['代垫培训费', 'Training fees advanced'],
      ['代垫体检费', 'Medical fees advanced'],
      ['代垫机票', 'Air fare advanced'],
      ['代垫证书费', 'Certificate fees advanced'],
      ['其他', 'Other'],
    ]),
  ],
  [
    'contractType',
    '合同类型',
    'Contract type',
    numbered([
      ['外派劳务合同', 'Assignment contract'],
      ['实习协议', 'Learnership agreement'],
      ['外派服务协议', 'Assignment service agreement'],
    ]),
  ],
  [
    'workClothesSize',
    '工作服尺码',
    'Work clothes size',
    ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'].map((s): [string, string, string] => [s, s, s]),
  ],
  [
    'shoeSize',
    '鞋码',
    'Shoe size',
    ['38', '39', '40', '41', '42', '43', '44', '45', '46'].map((s): [string, string, string] => [s, `${s}码`, `EU ${s}`]),
  ],

  // ---- certificates ----
  [
    'certificateType',
    '证书类别',
    'Certificate category',
    numbered([
      ['适任证书', 'Certificate of Competency (CoC)'],
      ['培训合格证', 'Certificate of Proficiency (CoP)'],
      ['其他证书', 'Other'],
    ]),
  ],
  [
    'credentialStatus',
    '证书状态',
    'Certificate status',
    numbered([
      ['有效', 'Valid'],
      ['办理中', 'Being processed'],
      ['已换证', 'Renewed'],
      ['已注销', 'Cancelled'],
    ]),
  ],
  [
    'warnStatus',
    '预警状态',
    'Warning status',
    [
      ['0', '正常', 'Normal'],
      ['1', '预警', 'Warning'],
      ['2', '过期', 'Expired'],
    ],
  ],
  [
    'inoutStatus',
    '出入库状态',
    'Deposit status',
    numbered([
      ['未提交/驳回', 'Not submitted or rejected'],
      ['确认中', 'Confirming'],
      ['在库', 'In library'],
      ['已完成', 'Complete'],
    ]),
  ],
  [
    'inoutType',
    '出入库类型',
    'Deposit or withdrawal',
    numbered([
      ['入库', 'Deposit'],
      ['出库', 'Withdrawal'],
    ]),
  ],
  [
    'dealType',
    '办理类型',
    'Processing type',
    numbered([
      ['换证', 'Renewal'],
      ['补证', 'Replacement'],
      ['重新签发', 'Re-issue'],
    ]),
  ],

  // ---- insurance ----
  [
    'insuranceType',
    '险种',
    'Insurance type',
    numbered([
      ['养老保险', 'Pension insurance'],
      ['医疗保险', 'Medical insurance'],
      ['失业保险', 'Unemployment insurance'],
      ['工伤保险', 'Work injury insurance'],
      ['生育保险', 'Maternity insurance'],
      ['住房公积金', 'Housing fund'],
    ]),
  ],
  [
    'assumeType',
    '承担方式',
    'Cost bearer',
    numbered([
      ['个人承担', 'Personal share'],
      ['公司承担', 'Company share'],
      ['个人与公司共同承担', 'Shared'],
    ]),
  ],
  [
    'busiInsuranceType',
    '商业保险类型',
    'Commercial insurance type',
    numbered([
      ['意外伤害险', 'Personal accident'],
      ['船员责任险', 'Crew liability'],
      ['雇主责任险', "Employer's liability"],
      ['补充医疗险', 'Supplementary medical'],
    ]),
  ],
  [
    'disabilityType',
    '伤残等级',
    'Disability grade',
    ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'].map((z, i): [string, string, string] => [String(i + 1), `${z}级伤残`, `Grade ${i + 1}`]),
  ],
  [
    'insuranceDeclareType',
    '申报类型',
    'Declaration type',
    numbered([
      ['缴纳', 'Pay'],
      ['停缴', 'Stop'],
      ['变更', 'Change'],
    ]),
  ],
  [
    'insuranceStatus',
    '保险状态',
    'Insurance status',
    numbered([
      ['待缴纳', 'Waiting to pay'],
      ['已取消', 'Cancelled'],
      ['经理审核', 'Manager review'],
      ['已通过', 'Approved'],
      ['已驳回', 'Rejected'],
      ['已撤销', 'Revoked'],
      ['续缴', 'Continue'],
      ['停缴', 'Stop pay'],
      ['不缴纳', 'No pay'],
    ]),
  ],
  [
    'payStatus',
    '缴费状态',
    'Payment status',
    numbered([
      ['未缴', 'Not paid'],
      ['已提交', 'Submitted'],
      ['已缴', 'Paid'],
    ]),
  ],

  // ---- dispatch ----
  [
    'dispatchType',
    '派遣方式',
    'Dispatch type',
    numbered([
      ['计划派遣', 'Planned dispatch'],
      ['零星派遣', 'Scattered dispatch'],
      ['整船派遣', 'Full-crew dispatch'],
    ]),
  ],
  [
    'dispatchOperation',
    '派遣业务',
    'Dispatch operation',
    numbered([
      ['上船', 'Sign-on'],
      ['下船', 'Sign-off'],
      ['晋升', 'Promotion'],
      ['换船', 'Ship change'],
    ]),
  ],
  [
    'dispatchStatus',
    '派遣状态',
    'Dispatch status',
    numbered([
      ['待派遣', 'Pending'],
      ['派遣中', 'Dispatching'],
      ['已完成', 'Finished'],
      ['已取消', 'Cancelled'],
      ['已关闭', 'Closed'],
    ]),
  ],
  [
    'planStatus',
    '计划状态',
    'Plan status',
    numbered([
      ['草稿', 'Draft'],
      ['执行中', 'In progress'],
      ['已完成', 'Finished'],
      ['已关闭', 'Closed'],
    ]),
  ],

  // ---- bookings and expenses ----
  [
    'ticketType',
    '票务类型',
    'Ticket type',
    numbered([
      ['国内机票', 'Domestic flight'],
      ['国际机票', 'International flight'],
      ['火车票', 'Train ticket'],
      ['船票', 'Ferry ticket'],
    ]),
  ],
  [
    'ticketStatus',
    '机票状态',
    'Ticket status',
    numbered([
      ['待处理', 'Pending'],
      ['待出票', 'Waiting for issue'],
      ['已出票', 'Issued'],
      ['已退票', 'Refunded'],
      ['已出票待退票', 'Issued, awaiting refund'],
      ['已取消', 'Cancelled'],
    ]),
  ],
  [
    'roomType',
    '房型',
    'Room type',
    numbered([
      ['标准间', 'Twin room'],
      ['大床房', 'Double room'],
      ['单人间', 'Single room'],
      ['三人间', 'Triple room'],
      ['套房', 'Suite'],
    ]),
  ],
  [
    'hotelStatus',
    '预订状态',
    'Booking status',
    numbered([
      ['待处理', 'Pending'],
      ['待预订', 'Awaiting booking'],
      ['已预订', 'Booked'],
      ['已预订待取消', 'Booked, awaiting cancellation'],
      ['确认取消', 'Cancellation confirmed'],
      ['已驳回', 'Rejected'],
    ]),
  ],
  [
    'garmentType',
    '服装类别',
    'Garment type',
    numbered([
      ['工作服', 'Coverall'],
      ['工作鞋', 'Safety shoes'],
      ['安全帽', 'Safety helmet'],
      ['手套', 'Gloves'],
      ['雨衣', 'Raincoat'],
      ['防寒服', 'Winter jacket'],
      ['工作帽', 'Work cap'],
    ]),
  ],
  [
    'clothesStatus',
    '工作服状态',
    'Work clothes status',
    numbered([
      ['预定', 'Reserved'],
      ['未发出', 'Not sent'],
      ['配送中', 'In delivery'],
      ['已签收', 'Received'],
      ['已退回', 'Returned'],
    ]),
  ],
  [
    'unit',
    '单位',
    'Unit',
    numbered([
      ['件', 'Piece'],
      ['套', 'Set'],
      ['双', 'Pair'],
      ['顶', 'Piece (headwear)'],
      ['个', 'Each'],
      ['包', 'Pack'],
      ['箱', 'Carton'],
    ]),
  ],
  [
    'carReasonType',
    '用车事由',
    'Car use reason',
    numbered([
      ['接送船员', 'Crew transfer'],
      ['接送机', 'Airport transfer'],
      ['陪同体检', 'Medical examination'],
      ['办理证件', 'Certificate errands'],
      ['公务外出', 'Business errand'],
      ['其他', 'Other'],
    ]),
  ],
  [
    'carType',
    '车辆类型',
    'Vehicle type',
    numbered([
      ['公司车辆', 'Company car'],
      ['租用车辆', 'Hired car'],
      ['出租车', 'Taxi'],
    ]),
  ],
  [
    'carStatus',
    '用车状态',
    'Car request status',
    numbered([
      ['未提交/驳回', 'Not submitted or rejected'],
      ['审核中', 'Under review'],
      ['待复核', 'To review'],
      ['已审核', 'Reviewed'],
      ['未关闭', 'Not closed'],
      ['已完成', 'Completed'],
    ]),
  ],
  [
    'feeGroup',
    '费用类别',
    'Fee group',
    [
      ['EXP', '报销', 'Expense'],
      ['CA', '借支', 'Cash advance'],
    ],
  ],
  [
    'feeType',
    '费用类型',
    'Fee type',
    numbered([
      ['交通费', 'Transport'],
      ['体检/医疗费', 'Physical exam or medical'],
      ['住宿费', 'Hotel'],
      ['餐费', 'Food'],
      ['培训费', 'Course'],
      ['补贴', 'Subsidy'],
      ['其他', 'Other'],
      ['公司机票', 'Company air ticket'],
      ['签证费', 'Visa'],
    ]),
  ],

  // ---- clients ----
  [
    'cooperationType',
    '合作方式',
    'Cooperation type',
    numbered([
      ['全船配员', 'Full manning'],
      ['部分配员', 'Partial manning'],
      ['劳务派遣', 'Crew supply'],
      ['船舶管理', 'Ship management'],
    ]),
  ],
  [
    'shipStatus',
    '船舶状态',
    'Ship status',
    numbered([
      ['营运', 'In service'],
      ['修船', 'Under repair'],
      ['停航', 'Laid up'],
      ['已出售', 'Sold'],
    ]),
  ],
  [
    'area',
    '地区',
    'Area',
    numbered([
      ['国内', 'Domestic'],
      ['境外', 'Overseas'],
    ]),
  ],
  [
    'supplierCategory',
    '供应商类别',
    'Supplier category',
    numbered([
      ['酒店', 'Hotel'],
      ['票务代理', 'Travel agent'],
      ['服装', 'Clothing'],
      ['培训机构', 'Training centre'],
      ['体检医院', 'Medical clinic'],
      ['车辆租赁', 'Car hire'],
      ['其他', 'Other'],
    ]),
  ],
  [
    'customerSource',
    '客户来源',
    'Customer source',
    numbered([
      ['老客户推荐', 'Referral'],
      ['行业展会', 'Trade fair'],
      ['网络', 'Online'],
      ['电话开发', 'Cold call'],
      ['行业协会', 'Industry association'],
      ['其他', 'Other'],
    ]),
  ],
  [
    'customerLevel',
    '客户等级',
    'Customer level',
    numbered([
      ['重点客户', 'Key account'],
      ['普通客户', 'Regular'],
      ['潜在客户', 'Prospect'],
    ]),
  ],
  [
    'visitWay',
    '拜访方式',
    'Visit type',
    numbered([
      ['上门拜访', 'On-site visit'],
      ['来访接待', 'Visit to our office'],
      ['电话', 'Phone'],
      ['视频会议', 'Video call'],
      ['邮件', 'Email'],
      ['微信', 'WeChat'],
    ]),
  ],

  // ---- staff and HR ----
  [
    'leaveType',
    '请假类型',
    'Leave type',
    numbered([
      ['年假', 'Annual leave'],
      ['病假', 'Sick leave'],
      ['事假', 'Personal leave'],
      ['婚假', 'Marriage leave'],
      ['产假', 'Maternity leave'],
      ['丧假', 'Bereavement leave'],
      ['陪产假', 'Paternity leave'],
      ['调休', 'Time off in lieu'],
    ]),
  ],
  [
    'salaryLevel',
    '薪级',
    'Salary level',
    ['一', '二', '三', '四', '五', '六', '七'].map((z, i): [string, string, string] => [String(i + 1), `${z}级`, `Level ${i + 1}`]),
  ],
  [
    'transportMode',
    '出行方式',
    'Means of travel',
    numbered([
      ['飞机', 'Air'],
      ['火车', 'Train'],
      ['长途汽车', 'Coach'],
      ['自驾', 'Own car'],
      ['轮船', 'Ferry'],
    ]),
  ],
  [
    'courseType',
    '课程类型',
    'Course type',
    numbered([
      ['内部培训', 'In-house training'],
      ['外部培训', 'External training'],
      ['在线课程', 'Online course'],
    ]),
  ],

  // ---- recruitment ----
  [
    'jobStatus',
    '需求状态',
    'Requirement status',
    numbered([
      ['待处理', 'Pending'],
      ['处理中', 'Processing'],
      ['已完成', 'Finished'],
    ]),
  ],
  [
    'recruitSource',
    '招聘渠道',
    'Recruitment channel',
    numbered([
      ['校园招聘', 'Campus recruitment'],
      ['网络招聘', 'Online job board'],
      ['内部推荐', 'Referral'],
      ['船员市场', 'Seafarer labour market'],
      ['其他', 'Other'],
    ]),
  ],

  // ---- approvals ----
  [
    'businessStatus',
    '业务状态',
    'Business status',
    numbered([
      ['草稿', 'Draft'],
      ['审批中', 'In approval'],
      ['已完成', 'Finished'],
    ]),
  ],
  [
    'approvalResult',
    '审批结果',
    'Approval result',
    numbered([
      ['同意', 'Agree'],
      ['不同意', 'Disagree'],
      ['审批中', 'In approval'],
    ]),
  ],
  [
    'flowType',
    '审批类型',
    'Approval type',
    // values are the process ids of processes/<id>.bpmn: processes:check only accepts these
    [
      ['vacation', '请假', 'Leave'],
      ['overtime', '加班', 'Overtime'],
      ['travel', '出差', 'Business travel'],
      ['resignation', '离职', 'Resignation'],
      ['transfer', '调动', 'Transfer'],
      ['officeSupplies', '办公用品', 'Office supplies'],
      ['staffExpense', '员工报销', 'Staff expense claim'],
      ['credentialDeal', '证书办理', 'Certificate processing'],
      ['credentialInout', '证书出入库', 'Certificate deposit / withdrawal'],
      ['insurance', '保险申报', 'Insurance declaration'],
      ['hotel', '酒店预订', 'Hotel booking'],
      ['car', '用车', 'Car use'],
      ['ticket', '机票', 'Air ticket'],
      ['crewExpense', '船员报销', 'Crew expense claim'],
      ['dispatchPlan', '派遣计划', 'Dispatch plan'],
    ],
  ],

  // ---- finance and reports ----
  [
    'reportPeriod',
    '统计周期',
    'Report period',
    numbered([
      ['按月', 'By month'],
      ['按季度', 'By quarter'],
    ]),
  ],
  [
    'remindType',
    '提醒类型',
    'Reminder type',
    numbered([
      ['保险提醒', 'Insurance'],
      ['酒店提醒', 'Hotel'],
      ['证书提醒', 'Certificate'],
      ['资质提醒', 'Qualification'],
    ]),
  ],

  // ---- system ----
  [
    'dataScope',
    '数据权限',
    'Data rights',
    numbered([
      ['全部数据', 'All'],
      ['自定义部门', 'Selected departments'],
      ['本部门', 'Own department'],
      ['本部门及以下', 'Own department and below'],
      ['仅本人', 'Own records only'],
    ]),
  ],
  [
    'userStatus',
    '用户状态',
    'User status',
    numbered([
      ['在职', 'Active'],
      ['停用', 'Disabled'],
    ]),
  ],
  [
    'menuType',
    '菜单类型',
    'Menu type',
    [
      ['D', '目录', 'Directory'],
      ['M', '菜单', 'Menu'],
      ['B', '按钮', 'Button'],
    ],
  ],
  [
    'jobRunStatus',
    '任务状态',
    'Task status',
    [
      ['1', '正常', 'Running'],
      ['0', '暂停', 'Paused'],
    ],
  ],
  [
    'deptType',
    '机构类型',
    'Organisation type',
    [
      ['company', '公司', 'Company'],
      ['dept', '部门', 'Department'],
    ],
  ],
  // ids follow position: new dictionaries go at the end
  [
    'jobTrigger',
    '触发方式',
    'Trigger',
    [
      ['scheduled', '定时', 'Scheduled'],
      ['manual', '手动', 'Manual'],
    ],
  ],
  [
    'jobLogResult',
    '执行结果',
    'Run result',
    [
      ['running', '执行中', 'Running'],
      ['success', '成功', 'Succeeded'],
      ['failed', '失败', 'Failed'],
      ['skipped', '跳过', 'Skipped'],
    ],
  ],  [
    'uploadFolder',
    '上传文件夹',
    'Upload folder',
    [
      ['boatInfoImg', '船员图片', 'Seafarer images'],
      ['boatInfoFile', '船员文件', 'Seafarer files'],
    ],
  ],

  // ---- added after the first release: appended, so shipped ids never move ----
  [
    'leaderType',
    '领导类型',
    'Leader type',
    numbered([
      ['正职', 'Head'],
      ['副职', 'Deputy'],
    ]),
  ],
  [
    'staffExpenseType',
    '员工费用类型',
    'Staff expense type',
    numbered([
      ['交通费', 'Transport'],
      ['住宿费', 'Accommodation'],
      ['餐费', 'Meals'],
      ['办公费', 'Office'],
      ['通讯费', 'Telephone'],
      ['招待费', 'Entertainment'],
      ['培训费', 'Training'],
      ['其他', 'Other'],
    ]),
  ],
  [
    'holidayType',
    '节假日类型',
    'Holiday type',
    numbered([
      ['法定节假日', 'Public holiday'],
      ['调休上班', 'Weekend working day'],
    ]),
  ],
  [
    'warnUnit',
    '预警单位',
    'Warning unit',
    numbered([
      ['天', 'Days'],
      ['月', 'Months'],
    ]),
  ],
  [
    'boardState',
    '在船状态',
    'On board or ashore',
    numbered([
      ['在船', 'On board'],
      ['在家', 'Ashore'],
    ]),
  ],
  [
    'crewScope',
    '船员数据权限',
    'Crew rights',
    numbered([
      ['全部船员', 'All crew'],
      ['管辖船员', 'Crew of own jurisdiction'],
      ['所属船东船员', 'Crew of own shipowners'],
      ['本人创建船员', 'Crew created by oneself'],
    ]),
  ],
  [
    'mailStatus',
    '邮件状态',
    'Mail status',
    [
      ['pending', '待发送', 'Waiting'],
      ['sent', '已发送', 'Sent'],
      ['failed', '发送失败', 'Failed'],
    ],
  ],
  // ---- dispatch, added later (appended: ids follow the order) ----
  [
    'dispatchOperationStatus',
    '派遣中状态',
    'Dispatching state',
    numbered([
      ['上船中', 'Signing on'],
      ['下船中', 'Signing off'],
      ['晋升中', 'Being promoted'],
      ['换船中', 'Changing ship'],
    ]),
  ],
  [
    'dispatchLinkState',
    '关联申请状态',
    'Linked application state',
    numbered([
      ['有效', 'Open'],
      ['已关闭', 'Closed'],
    ]),
  ],
  [
    // the kinds of application a dispatch order may carry (dispatch/links/link-kinds.ts registers each)
    'dispatchLinkKind',
    '关联申请类型',
    'Linked application kind',
    [
      ['credentialDeal', '证书办理', 'Certificate renewal'],
      ['insurance', '保险申报', 'Insurance declaration'],
      ['ticket', '机票', 'Air ticket'],
      ['hotel', '酒店预订', 'Hotel booking'],
      ['clothes', '工作服', 'Work clothes'],
    ],
  ],
];

export const DICTIONARIES: DictSeed[] = [...FIXED, ...NUMBERED.map(([mark, zh, en, items], i) => dict(300 + i, mark, zh, en, items))];

// Ids, marks and, within a dictionary, item values must be unique.
(function check(dicts: DictSeed[]) {
  const ids = new Map<number, string>();
  const marks = new Set<string>();
  for (const d of dicts) {
    const other = ids.get(d.id);
    if (other !== undefined) throw new Error(`dictionaries: id ${d.id} is used by "${other}" and "${d.mark}"`);
    if (marks.has(d.mark)) throw new Error(`dictionaries: mark "${d.mark}" is used twice`);
    if (!d.items.length) throw new Error(`dictionaries: "${d.mark}" has no items`);
    const values = new Set<string>();
    for (const it of d.items) {
      if (values.has(it.value)) throw new Error(`dictionaries: value "${it.value}" appears twice in "${d.mark}"`);
      values.add(it.value);
    }
    ids.set(d.id, d.mark);
    marks.add(d.mark);
  }
})(DICTIONARIES);
