import { defineMenus } from '../../core/access/menu-declarations';
import { button, directory, READ_EXPORT, REPORT, screen, SUBMIT } from '../../core/access/menu-dsl';

// Crew records and certificates (SPEC §2).
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('crew', {
  directories: [
    directory(2, 'crew', '船员与证书', 'Crew & certificates', 'TeamOutlined'),
  ],
  screens: [
    screen(2010, 'boatUserInfoAdd', '新增船员', 'Add seafarer', { standard: ['add'] }),
    screen(2020, 'boatUserInfoAddSecond', '新增船员（续）', 'Add seafarer (continued)', { standard: ['add', 'edit'] }),
    screen(2030, 'boatUserInfoEditList', '船员信息维护', 'Seafarer records'),
    screen(2040, 'boatUserInfoSearchList', '船员查询', 'Seafarer search', { path: 'boatUserInfoSearchList/:id', hidden: true, standard: ['export'] }),
    screen(2050, 'onBoardBoat', '在船船员参保名单', 'On-board crew insurance list', READ_EXPORT),
    screen(2060, 'boatCertificateManageList', '证书管理列表', 'Certificate list', { standard: ['export'] }),
    screen(2070, 'boatUserInfoMessageReport', '船员信息报表', 'Seafarer information report', REPORT),
    screen(2080, 'boatUserInfoEditForm', '船员档案', 'Seafarer file', { path: 'boatUserInfoEditForm/:id', hidden: true, standard: ['edit', 'export'] }),
    screen(2090, 'boatUserInfoWork', '船员档案-履历', 'Seafarer file – sea service', {
      hidden: true,
      extra: [button('onBoard', '上船', 'Sign on'), button('offBoard', '下船', 'Sign off'), button('promote', '晋升', 'Promote'), button('changeShip', '换船', 'Change ship')],
    }),
    screen(2100, 'boatUserInfoCertificate', '船员档案-证书', 'Seafarer file – certificates', { hidden: true }),
    screen(2110, 'boatUserInfoBank', '船员档案-银行账户', 'Seafarer file – bank accounts', { hidden: true }),
    screen(2120, 'boatUserInfoFamily', '船员档案-家庭成员', 'Seafarer file – family', { hidden: true }),
    screen(2130, 'boatUserInfoInsurance', '船员档案-保险', 'Seafarer file – insurance', { hidden: true }),
    screen(2140, 'boatUserInfoContract', '船员档案-合同', 'Seafarer file – contracts', { hidden: true }),
    screen(2150, 'boatUserInfoEvaluate', '船员档案-评价', 'Seafarer file – evaluations', { hidden: true }),
    screen(2160, 'boatUserInfoDebt', '船员档案-欠款', 'Seafarer file – debts', { hidden: true }),
    screen(2170, 'boatUserInfoContact', '船员档案-联系记录', 'Seafarer file – contact log', { hidden: true }),
    screen(2180, 'boatCredentialManage', '证书管理', 'Certificates'),
    screen(2190, 'boatCredentialInout', '证书出入库', 'Certificate deposit & withdrawal', { extra: [button('confirm', '确认', 'Confirm')] }),
    screen(2200, 'boatCredentialTypeManage', '证书类型管理', 'Certificate types'),
    screen(2210, 'boatApplyForCredential', '证书办理申请', 'Certificate renewal requests', { extra: [SUBMIT] }),
    screen(2220, 'boatApplyForCredentialInOut', '证书出入库申请', 'Certificate deposit & withdrawal requests', { extra: [SUBMIT] }),
  ],
});
