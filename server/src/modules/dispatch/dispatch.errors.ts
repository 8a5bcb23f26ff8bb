import { defineErrors } from '../../core/errors/error-code';

// The dispatch module's refusals and its "continue?" warnings (SPEC §5), in the reader's language.
export const DispatchError = defineErrors('dispatch', {
  planNotDraft: [400, '计划已提交，不能再修改派遣单', 'The plan has been submitted: its orders can no longer be changed'],
  orderNotPending: [400, '只有待派遣的派遣单可以修改或删除', 'Only pending orders can be changed or deleted'],
  orderClosed: [400, '派遣单已完成、取消或关闭', 'The order is already finished, cancelled or closed'],
  shipownerFixed: [400, '计划已有派遣单，不能更换船东', 'The plan has orders: its shipowner cannot change'],
  wrongShip: [400, '整船派遣计划只能包含本船的派遣单', 'A nesting plan holds orders for its own ship only'],
  sameRank: [400, '新职务不能与原职务相同', 'The new rank cannot be the same as the current one'],
  sameShip: [400, '新船舶不能与原船舶相同', 'The new ship cannot be the same as the current one'],
  needsNewRank: [400, '晋升需要填写新职务', 'A promotion needs the new rank'],
  needsNewShip: [400, '换船需要填写新船舶', 'A ship change needs the new ship'],
  beforeBoarding: [400, '{field}不能早于上船日期', '{field} cannot be before the sign-on date'],
  leaveBeforeBoarding: [400, '计划下船日期须晚于计划日期', 'The planned sign-off must be after the planned date'],
  notOnThatShip: [400, '该船员当前不在该船上，不能办理下船、晋升或换船', 'The seafarer is not on board that ship, so cannot sign off, be promoted or change ship there'],
  onBoardElsewhere: [409, '该船员正在其他船上，不能登船', 'The seafarer is on board another ship and cannot sign on'],
  overlapping: [409, '该船员已有时间重叠的派遣单（{code}）', 'The seafarer already has an open order for overlapping dates ({code})'],
  orderOutsideScope: [403, '不能为权限范围外的船员安排派遣', 'You cannot dispatch a seafarer outside your crew rights'],
  notCompliant: [400, '派遣单 {codes} 资质不符合要求，请补齐证书或填写豁免理由后再提交', 'Orders {codes} do not meet the certificate requirements: complete the certificates or give an override reason before submitting'],
  noOrders: [400, '计划中没有派遣单，不能提交', 'The plan has no orders to submit'],
  notExecutableYet: [400, '计划尚未审批通过，派遣单不能执行', 'The plan is not approved yet: its orders cannot be carried out'],
  futureExecution: [400, '{field}晚于今天，请到当天再办理', '{field} is after today: carry the order out on the day'],
  beforePlannedDay: [400, '派遣单计划于 {date} 执行，不能提前办理', 'The order is planned for {date}: it cannot be carried out before that day'],
  overrideForbidden: [403, '没有资质豁免权限，不能填写豁免理由', 'You may not override the compliance check, so you cannot give an override reason'],
  unknownLinkKind: [400, '不支持的关联申请类型：{kind}', 'Unknown kind of linked application: {kind}'],
  // SPEC §5: insurance, ticket, hotel and clothes applications are made in the plan, never linked afterwards
  linkOnlyFromPlan: [409, '申请须在派遣计划中生成，不能关联计划外已有的申请', 'Applications are made in the dispatch plan: one made elsewhere cannot be linked to an order'],
  linkNotOpen: [400, '该关联申请已关闭', 'This linked application is already closed'],
  badSlots: [400, '职务配员格式应为“职务:人数”，如 1:1, 2:1, 12:3；职务不重复，人数 1–20', 'Rank slots are "rank:places", e.g. 1:1, 2:1, 12:3, each rank once, 1–20 places'],
  // a relief is a pair (issue 21): the relieved seafarer's sign-off and the reliever's sign-on
  alreadyRelieved: [409, '{name} 已有接班安排（{code}，接班人 {reliever}），不能重复接班', '{name} is already being relieved ({code}, by {reliever}): cancel that relief first'],
  relievedNotOnShip: [400, '被接替的船员不在该船上', 'The seafarer to relieve is not on board that ship'],
  reliefRankDiffers: [400, '接班须在被接替船员的职务上', "A reliever signs on in the relieved seafarer's rank"],
  relievedHasOrder: [409, '被接替的船员已有未完成的派遣单（{code}），请在该单的计划中安排接班', 'The seafarer to relieve already has an open order ({code}): arrange the relief in its plan'],
  // "continue?" warnings (the certificates' is crew's, crew.certWarning): the call succeeds when repeated with the 428's confirmToken in X-Confirm
  readyLate: [428, '{name} 的可派日期 {ready} 晚于计划上船日期 {date}，是否继续？', '{name} is ready from {ready}, after the planned sign-on {date}. Continue?'],
  overManned: [428, '{ship} 的{duty}计划配员 {planned} 人，超过定员 {places} 人，是否继续？', '{ship} would have {planned} {duty} planned against {places} places in its manning template. Continue?'],
  regenerate: [428, '计划日期变动超过两周（{from} → {to}），将关闭原派遣单及其关联申请并生成新派遣单，是否继续？', 'The date moves by more than two weeks ({from} → {to}): the order and its linked applications will be closed and a new order made. Continue?'],
});

// What the user is told after a change within two weeks (SPEC §5): update these records yourself.
export const DispatchNotice = {
  updateLinked: { zh: '请手动更新关联的申请：{items}', en: 'Update the linked applications yourself: {items}' },
};
