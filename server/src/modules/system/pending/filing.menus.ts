import { defineMenus } from '../../../core/access/menu-declarations';
import { directory, screen } from '../../../core/access/menu-dsl';

// Held by the system module until the filing module is built (see pending-modules.ts): the administrator
// plans roles with these screens already. When the module lands, this file moves to
// server/src/modules/filing/filing.menus.ts unchanged; the shipped-ids test proves nothing was renumbered.
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('filing', {
  directories: [
    directory(6, 'filing', '备案与联系', 'Filing & contact', 'ContactsOutlined'),
  ],
  screens: [
    screen(6010, 'boatReport', '资质备案', 'Qualification filing'),
    screen(6020, 'boatInsuranceTotalContract', '保险总合同', 'Master insurance contracts'),
    screen(6030, 'boatContactManage', '船员联系管理', 'Crew contact log'),
  ],
});
