import { defineMenus } from '../../core/access/menu-declarations';
import { directory, READ_EXPORT, screen } from '../../core/access/menu-dsl';

// Filing and contact (SPEC §2): qualification filings, master insurance contracts, the crew contact log.
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
    // SPEC §7's export boatOffTraceInfo as a list of its own (the crew module declares the report)
    screen(6040, 'boatOffTraceInfo', '在家船员联系情况', 'Seafarers ashore and their last contact', { ...READ_EXPORT, grantWith: 'boatContactManage' }),
  ],
});
