import { defineMenus } from '../../core/access/menu-declarations';
import { APPROVE, button, REJECT, screen, SUBMIT } from '../../core/access/menu-dsl';

// Crew expense claims (SPEC §2 Administration) and their approvals.
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('expenses', {
  screens: [
    screen(4100, 'boatExpenseAccount', '船员费用报销', 'Crew expense claims', { extra: [SUBMIT, button('print', '打印', 'Print')] }),
    screen(7020, 'boatApproveExpenseManage', '船员报销审批', 'Crew expense approvals', { standard: ['export'], extra: [APPROVE, REJECT] }),
  ],
});
