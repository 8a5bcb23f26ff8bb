import { defineErrors } from '../../core/errors/error-code';

// The insurance module's refusals, in the reader's language.
export const InsuranceError = defineErrors('insurance', {
  // every move of a declaration goes through declaration-transitions.ts
  illegalTransition: [409, '申报状态为“{from}”，不能{action}', 'The declaration is {from}: it cannot be {action}'],
  paramsExist: [409, '{city} {year} 年的社保参数已存在', 'Social-security parameters for {city} {year} already exist'],
  baseRange: [400, '缴费基数下限不能高于上限', 'The lowest contribution base cannot be above the highest'],
  baseOutside: [400, '社保基数 {base} 不在 {city} {year} 年的范围 {floor}–{ceiling} 内', 'The contribution base {base} is outside {city} {year}: {floor}–{ceiling}'],
  paramsYear: [400, '生效日期 {date} 不在所选社保参数的年度 {year} 内', 'The effective date {date} is not in the year of the chosen parameters ({year})'],
  paramsNeeded: [400, '缴纳和变更申报需要选择社保参数（城市和年度）', 'A pay or change declaration needs the parameters (city and year)'],
  alreadyCovered: [409, '{name} 已有在缴的社保（申报 {code}，自 {from} 起），不能重复缴纳', '{name} is already insured ({code}, from {from}): a second cover would pay twice'],
  pendingDeclaration: [409, '{name} 已有未完成的社保申报（{code}），请先处理该申报', '{name} already has an open declaration ({code}): deal with it first'],
  noCover: [409, '{name} 没有在缴的社保，不能停缴或变更', '{name} has no cover in force to stop or change'],
  beforeCover: [400, '新条件须在社保起缴日期 {from} 之后生效', 'The new terms must start after the cover began ({from})'],
  stopBeforeCover: [400, '停缴日期不能早于社保起缴日期 {from}', 'The last day of cover cannot be before the cover began ({from})'],
  mustPay: [409, '该申报为必须缴纳（合同要求），不能设为不缴纳', 'This cover is required by contract: it cannot be set to no pay'],
  notStopped: [409, '只有已停缴的社保可以续缴', 'Only a stopped cover can be continued'],
  linkedToOrder: [409, '该申报由派遣单 {code} 的核对项生成，请在派遣计划中取消该核对项', 'This declaration belongs to order {code}: cancel its check item in the dispatch plan'],
  orderKind: [400, '只有上船和下船派遣单可以办理社保申报', 'Only sign-on and sign-off orders carry an insurance declaration'],
  monthSealed: [409, '{year} 年 {month} 月的缴费数据已封存，不能修改', 'The payments of {month}/{year} are sealed: they cannot change'],
  paramsSealed: [409, '该社保参数已用于已封存月份的缴费，不能修改', 'These parameters were paid on in a sealed month: they cannot change'],
  payState: [409, '所选记录中有{count}条的缴费状态为“{state}”，不能{action}', '{count} of the selected rows are {state}: they cannot be {action}'],
  unsealAdminOnly: [403, '只有管理员可以解除封存', 'Only an administrator can unseal a month'],
  // sealing closes the month's books: rows left unpaid or unconfirmed can no longer move (only the
  // administrator unseals), so the sealer is asked first
  sealOpen: [428, '{year} 年 {month} 月仍有 {notPaid} 条未缴、{submitted} 条已提交未确认的缴费，封存后不能再缴费或确认，是否继续？', 'The payments of {month}/{year} still hold {notPaid} not paid and {submitted} submitted but not confirmed: sealed, they can no longer be paid or confirmed. Continue?'],
  nothingToSeal: [400, '{year} 年 {month} 月没有可封存的缴费数据', 'There are no payments of {month}/{year} to seal'],
  policyStopped: [409, '该保单已停保', 'This policy is already stopped'],
  stopOutsidePolicy: [400, '停保日期须在保险期间 {from} 至 {to} 内', 'The stop date must fall within the policy, {from} to {to}'],
});
