import { defineErrors } from '../../core/errors/error-code';

// The crew module's refusals (SPEC §5, §6), in the reader's language.
export const CrewError = defineErrors('crew', {
  recruiterReadOnly: [403, '招聘专员不能修改船员信息', 'A recruiter cannot change crew records'],
  notYourShipowner: [403, '该船员不属于您负责的船东，不能编辑', 'This seafarer is not under your shipowners and cannot be edited'],
  confirmOwn: [403, '不能确认自己录入的信息', 'You cannot confirm a record you entered yourself'],
  alreadyOnBoard: [409, '该船员已在船上，请先办理下船', 'This seafarer is already on board; sign them off first'],
  notOnBoard: [409, '该船员不在船上', 'This seafarer is not on board'],
  onBoardFollowsService: [400, '在船船员的职务和船东随履历变化，请通过晋升或换船办理', 'On board, the rank and shipowner follow the sea service: use promotion or ship change'],
  deleteOnBoard: [400, '在船船员不能删除，请先办理下船', 'A seafarer on board cannot be deleted; sign them off first'],
  deleteInApproval: [400, '该船员有审批中的申请，不能删除', 'This seafarer has requests in approval and cannot be deleted'],
  sameRank: [400, '新职务不能与原职务相同', 'The new rank cannot be the same as the current one'],
  sameShip: [400, '新船舶不能与原船舶相同', 'The new ship cannot be the same as the current one'],
  sameReportedRank: [400, '申报职务二不能与申报职务一相同', 'Reported rank 2 cannot be the same as reported rank 1'],
  serviceOverlap: [400, '与已有履历的在船时间重叠', 'The dates overlap another stint of sea service'],
  beforeBoarding: [400, '{field}不能早于上船日期', '{field} cannot be before the sign-on date'],
  certificateKindNotGroup: [400, '请选择具体的证书类型，而不是证书分组', 'Choose a kind of certificate, not a group'],
  certificateBusy: [400, '该证书正在办理或已换证，不能再次办理', 'This certificate is already being processed or has been replaced'],
  certificateInLibrary: [400, '该证书已在库', 'This certificate is already in the library'],
  certificateNotInLibrary: [400, '该证书不在库，不能出库', 'This certificate is not in the library and cannot be withdrawn'],
  certificateNotTheirs: [400, '证书不属于该船员', 'The certificate is not this seafarer’s'],
  // "continue?" (428): the call succeeds when repeated with the answer's confirmToken in X-Confirm
  certWarning: [428, '{name} 的证书 {certs} 即将到期或已过期，是否继续？', '{name}: certificates {certs} are about to expire or have expired. Continue?'],
  typeUnderItself: [400, '上级类型不能是它自己或它的下级', 'A type cannot be placed under itself or one of its own sub-types'],
});
