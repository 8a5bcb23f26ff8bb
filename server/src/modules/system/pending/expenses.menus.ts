import { defineMenus } from '../../../core/access/menu-declarations';
import { APPROVE, button, REJECT, screen, SUBMIT } from '../../../core/access/menu-dsl';

// Held by the system module until the expenses module is built (see pending-modules.ts): the administrator
// plans roles with these screens already. When the module lands, this file moves to
// server/src/modules/expenses/expenses.menus.ts unchanged; the shipped-ids test proves nothing was renumbered.
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('expenses', {
  screens: [
    screen(4100, 'boatExpenseAccount', '船员费用报销', 'Crew expense claims', { extra: [SUBMIT, button('print', '打印', 'Print')] }),
    screen(7020, 'boatApproveExpenseManage', '船员报销审批', 'Crew expense approvals', { standard: ['export'], extra: [APPROVE, REJECT] }),
  ],
});
