import { readOnlyView, type ResourceDef } from '../core/resource/define-resource';
import type { DataScopeDecl, Label } from '../core/resource/resource.types';
import { BusinessStatus } from './flow-entity';

// the managers' and approvers' lists begin at submission: a draft (or a request withdrawn back to one)
// stays with its applicant
export const SUBMITTED = { status: [BusinessStatus.InApproval, BusinessStatus.Finished] };

// A management screen over a flow resource (vacationManage over the leave requests): read and export
// only, limited by the role's department rights instead of to one's own requests, listing what went to
// approval. `scope` replaces the department rights where the requests belong to something else (a
// seafarer's).
export function flowManageView(def: ResourceDef, view: { name: string; menu: string; label: Label; scope?: DataScopeDecl }): ResourceDef {
  // a view edits nothing: the drafts-only rule belongs to the resource that takes the requests
  return readOnlyView(
    { ...def, editWhen: undefined },
    { ...view, scope: view.scope ?? { dept: 'deptId', creator: 'createdBy' }, where: { ...def.where, ...SUBMITTED }, flow: { view: true, of: def.name } },
  );
}
