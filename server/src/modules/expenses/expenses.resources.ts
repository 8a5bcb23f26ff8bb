import { defineResource, readOnlyView, type RowsOf } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';
import { defineFlowResource } from '../../workflow/flow-entity';
import { flowManageView } from '../../workflow/flow-manage-view';
// a claim belongs to a seafarer: seen with him, by the reader's crew rights, on every list and export
import { OF_SEAFARER } from '../crew/file/crew-file.resources';
import { BoatExpenseAccountDetail } from './entities/boat-expense-account-detail.entity';
import { BoatExpenseAccount } from './entities/boat-expense-account.entity';

const LINES = L('费用明细', 'Lines');

// boatExpenseAccount: a seafarer's claims (SPEC §3), approved through processes/crew-expense.bpmn. The
// lines are a list of their own under each claim (related), written while the claim is a draft.
export const boatExpenseAccountResource = defineFlowResource({
  name: 'boatExpenseAccount',
  label: L('船员费用报销', 'Crew expense claim'),
  entity: BoatExpenseAccount,
  menu: 'boatExpenseAccount',
  processId: 'crewExpense',
  flow: { submitPerm: 'boatExpenseAccount:submit', operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  scope: OF_SEAFARER,
  keyword: ['code', 'reason', 'remarks'],
  defaultSort: '-id',
  related: [{ resource: 'boatExpenseAccountDetail', field: 'accountId', label: LINES }],
});

// a claim's lines, seen with their claim (and so with its seafarer)
export const boatExpenseAccountDetailResource = defineResource({
  name: 'boatExpenseAccountDetail',
  label: L('报销明细', 'Claim line'),
  entity: BoatExpenseAccountDetail,
  menu: 'boatExpenseAccount',
  scope: { via: { field: 'accountId', resource: 'boatExpenseAccount' } },
  keyword: ['note'],
  defaultSort: 'id',
});

// the lines as the approvers read them, where finance marks them checked
export const expenseApproveDetailResource = readOnlyView(boatExpenseAccountDetailResource, {
  name: 'boatExpenseApproveDetail',
  label: L('报销明细', 'Claim line'),
  menu: 'boatApproveExpenseManage',
});

// boatApproveExpenseManage: the claims that went to approval, with their amounts and seafarers
export const expenseApproveManageView = {
  ...flowManageView(boatExpenseAccountResource, {
    name: 'boatExpenseAccountManage',
    menu: 'boatApproveExpenseManage',
    label: L('船员报销审批', 'Crew expense approvals'),
    scope: OF_SEAFARER,
  }),
  related: [{ resource: expenseApproveDetailResource.name, field: 'accountId', label: LINES }],
};

// the approvals screen lists the first resource declared on its menu: the claims, whose row opens the lines
export const EXPENSE_RESOURCES = [boatExpenseAccountResource, boatExpenseAccountDetailResource, expenseApproveManageView, expenseApproveDetailResource] as const;

declare module '../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof EXPENSE_RESOURCES> {}
}
