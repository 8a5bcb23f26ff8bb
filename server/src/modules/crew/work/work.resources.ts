import { defineResource } from '../../../core/resource/define-resource';
import { BoatWork } from '../entities/boat-work.entity';
import { OF_SEAFARER, seafarerField } from '../file/crew-file.resources';
import { L } from '../../../core/resource/label';

// Sea-service history. A row without an end (no sign-off, promotion or ship change) is the open stint:
// the seafarer is on board. insertSubmitWorkInfo records service that has ended (earlier employers too).
export const boatWorkResource = defineResource({
  name: 'BoatWork',
  // SPEC §5: exit < boarding < sign-off < entry, or exit < boarding < planned sign-off. Flying out and
  // joining the same day is common, so exit and boarding (and sign-off and entry) may share a day.
  dateOrder: [
    ['leaveDate', 'onboatDate', 'le'],
    ['onboatDate', 'leaveboatDate', 'lt'],
    ['leaveboatDate', 'enterDate', 'le'],
    ['onboatDate', 'planLeaveboatDate', 'lt'],
    // promotion and ship change not before boarding (the next stint starts that day)
    ['onboatDate', 'promoteDate', 'le'],
    ['onboatDate', 'changeboatDate', 'le'],
  ],
  label: L('履历', 'Sea service'),
  entity: BoatWork,
  menu: 'boatUserInfoWork',
  aliases: { insertSubmitWorkInfo: 'insert' },
  scope: OF_SEAFARER,
  defaultSort: '-onboatDate',
  fields: {
    userId: seafarerField,
    shipownerId: { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), required: true, filter: 'eq' },
    shipId: { type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('船舶', 'Ship'), required: true, filter: 'eq' },
    duty: { type: 'dict', dict: 'duty', label: L('职务', 'Rank'), required: true, filter: 'eq' },
    reportDutyOne: { type: 'dict', dict: 'duty', label: L('申报职务一', 'Reported rank 1'), required: true, inList: false },
    reportDutyTwo: { type: 'dict', dict: 'duty', label: L('申报职务二', 'Reported rank 2'), inList: false },
    leaveDate: { type: 'date', notFuture: true, label: L('出境日期', 'Left the country'), inList: false },
    onboatDate: { type: 'date', notFuture: true, label: L('上船日期', 'Signed on'), required: true, filter: 'range' },
    onboatPort: { type: 'dict', dict: 'port', label: L('上船港口', 'Port of joining'), inList: false },
    planLeaveboatDate: { type: 'date', label: L('计划下船日期', 'Planned sign-off'), filter: 'range' },
    leaveboatDate: { type: 'date', notFuture: true, label: L('下船日期', 'Signed off'), filter: 'range' },
    offboatPort: { type: 'dict', dict: 'port', label: L('下船港口', 'Port of sign-off'), inList: false },
    enterDate: { type: 'date', notFuture: true, label: L('入境日期', 'Returned to the country'), inList: false },
    leaveboatEvaluate: { type: 'dict', dict: 'evaluateGrade', label: L('下船评价', 'Sign-off appraisal'), inList: false },
    leaveboatReason: { type: 'dict', dict: 'leaveboatReason', label: L('下船原因', 'Reason for sign-off'), inList: false },
    leaveReason: { type: 'text', label: L('下船说明', 'Sign-off notes'), max: 500 },
    dispatchType: { type: 'dict', dict: 'dispatchType', label: L('派遣类型', 'Dispatch type'), inList: false },
    isBusinessInsurance: { type: 'dict', dict: 'yesOrNo', label: L('商业保险', 'Commercial insurance'), defaultValue: '0', inList: false },
    isSocialInsurance: { type: 'dict', dict: 'yesOrNo', label: L('社会保险', 'Social insurance'), defaultValue: '0', inList: false },
    // the dispatch order that wrote the stint (none for service entered by hand)
    dispatchId: { type: 'int', label: L('派遣单', 'Dispatch order'), readOnly: true },
    promoteDate: { type: 'date', notFuture: true, label: L('晋升日期', 'Promoted on'), readOnly: true },
    newDuty: { type: 'dict', dict: 'duty', label: L('新职务', 'New rank'), readOnly: true },
    changeboatDate: { type: 'date', notFuture: true, label: L('换船日期', 'Ship changed on'), readOnly: true },
    newShipid: { type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('新船舶', 'New ship'), readOnly: true },
    wages: { type: 'money', label: L('月工资', 'Monthly wage'), min: 0.01, inList: false },
    currency: { type: 'dict', dict: 'currency', label: L('币种', 'Currency'), defaultValue: 'USD', inList: false },
    state: { type: 'dict', dict: 'boardState', label: L('状态', 'State'), readOnly: true, filter: 'eq' },
  },
});

// the dates that end a stint: sign-off, promotion, ship change
export const END_FIELDS = ['leaveboatDate', 'promoteDate', 'changeboatDate'];
