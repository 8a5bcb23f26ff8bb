import { defineDictionaries } from '../core/dictionary/dictionary-declarations';
import { dict, numbered, openDict } from '../core/dictionary/dict-dsl';
import { approvalResult, businessStatus } from './workflow.states';

// The workflow's dictionaries: a request's state, an approval's result, the flow types (one per file in
// processes/, each declared by the module shipping it), scheduled tasks and department leaders.
// Ids and item values never change once shipped (records store the values); a new dictionary takes the
// next free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const WORKFLOW_DICTIONARIES = defineDictionaries('workflow', [
  dict(359, 'businessStatus', '业务状态', 'Business status', businessStatus.items),
  dict(360, 'approvalResult', '审批结果', 'Approval result', approvalResult.items),
  // the module that ships a process declares its flow type (extendDictionary('<module>', 'flowType', place,
  // ...)): values are the process ids of processes/<id>.bpmn, and processes:check only accepts these
  openDict(361, 'flowType', '审批类型', 'Approval type'),
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
