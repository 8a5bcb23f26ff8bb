import { defineMenus } from '../../../core/access/menu-declarations';
import { directory, screen } from '../../../core/access/menu-dsl';

// Held by the system module until the recruitment module is built (see pending-modules.ts): the administrator
// plans roles with these screens already. When the module lands, this file moves to
// server/src/modules/recruitment/recruitment.menus.ts unchanged; the shipped-ids test proves nothing was renumbered.
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('recruitment', {
  directories: [
    directory(11, 'recruitment', '招聘管理', 'Recruitment', 'UserAddOutlined'),
  ],
  screens: [
    screen(11010, 'jobRequirements', '招聘需求', 'Job requirements'),
    screen(11020, 'toBeContactedBoat', '待联系船员', 'Candidates to contact'),
    screen(11030, 'studentRecruit', '实习生招聘', 'Cadet recruitment'),
  ],
});
