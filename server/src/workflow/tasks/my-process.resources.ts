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
});

export const WORKFLOW_RESOURCES = [myProcessResource, activitiResource, wfDefinitionResource];
