import { defineResource } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';
import { WfDefinition } from '../registry/wf-definition.entity';

// The approver's and the applicant's lists; custom operations only (tasks/my-process.operations.ts, and
// flows/task-approval.operations.ts for approving).
export const myProcessResource = defineResource({ name: 'MyProcess', label: L('我的流程', 'My approvals'), menu: 'myAgency', fields: {} });
export const activitiResource = defineResource({ name: 'activiti', label: L('流程图', 'Process diagram'), fields: {} });

// processManage: deployed versions of each flow, read-only (the files in processes/ are the source).
export const wfDefinitionResource = defineResource({
  name: 'WfDefinition',
  label: L('流程定义', 'Process definition'),
  entity: WfDefinition,
  menu: 'processManage',
  operations: ['getList', 'getById'],
  audit: false,
  defaultSort: 'flowType',
  keyword: ['flowType', 'name'],
  fields: {
    flowType: { type: 'dict', dict: 'flowType', label: L('审批类型', 'Flow type'), readOnly: true, filter: 'eq' },
    version: { type: 'int', label: L('版本', 'Version'), readOnly: true },
    name: { type: 'string', label: L('名称', 'Name'), readOnly: true },
    sha256: { type: 'string', label: L('内容摘要', 'Content hash'), readOnly: true, inList: false },
    deployedAt: { type: 'datetime', label: L('部署时间', 'Deployed'), readOnly: true, filter: 'range' },
    xml: { type: 'text', label: L('BPMN 文件', 'BPMN file'), readOnly: true, inList: false, max: 1_000_000 },
  },
});

export const WORKFLOW_RESOURCES = [myProcessResource, activitiResource, wfDefinitionResource];
