import { defineDictionaries } from '../core/dictionary/dictionary-declarations';
import { dict, numbered } from '../core/dictionary/dict-dsl';
import { approvalResult, businessStatus } from './workflow.states';

// The workflow's dictionaries: a request's state, an approval's result, the flow types (one per file in
// processes/), scheduled tasks and department leaders.
// Ids and item values never change once shipped (records store the values); a new dictionary takes the
// next free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const WORKFLOW_DICTIONARIES = defineDictionaries('workflow', [
  dict(359, 'businessStatus', '业务状态', 'Business status', businessStatus.items),
  dict(360, 'approvalResult', '审批结果', 'Approval result', approvalResult.items),
  dict(361, 'flowType', '审批类型', 'Approval type', // values are the process ids of processes/<id>.bpmn: processes:check only accepts these
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
  ]),
  dict(367, 'jobRunStatus', '任务状态', 'Task status', [
    ['1', '正常', 'Running'],
    ['0', '暂停', 'Paused'],
  ]),
  dict(369, 'jobTrigger', '触发方式', 'Trigger', [
    ['scheduled', '定时', 'Scheduled'],
    ['manual', '手动', 'Manual'],
  ]),
  dict(370, 'jobLogResult', '执行结果', 'Run result', [
    ['running', '执行中', 'Running'],
    ['success', '成功', 'Succeeded'],
    ['failed', '失败', 'Failed'],
    ['skipped', '跳过', 'Skipped'],
  ]),
  dict(372, 'leaderType', '领导类型', 'Leader type', numbered([
    ['正职', 'Head'],
    ['副职', 'Deputy'],
  ])),
]);
