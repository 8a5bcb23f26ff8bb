import { defineDictionaries } from '../../core/dictionary/dictionary-declarations';
import { dict, numbered } from '../../core/dictionary/dict-dsl';
import { yesOrNo } from './system.states';
import { userStatus } from '../../core/auth/user-status';

// The dictionaries the platform and every module share (yes or no, sex, ports: ids fixed by SPEC §9),
// report periods, and those of the system screens (users, roles, departments, menus, mail).
// Ids and item values never change once shipped (records store the values); a new dictionary takes the
// next free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const SYSTEM_DICTIONARIES = defineDictionaries('system', [
  dict(7, 'yesOrNo', '是否', 'Yes or no', yesOrNo.items),
  dict(109, 'gender', '性别', 'Sex', [
    ['1', '男', 'Male'],
    ['2', '女', 'Female'],
  ]),
  dict(
    232,
    'port',
    '港口',
    'Port',
    numbered([
      ['上海', 'Shanghai'],
      ['天津', 'Tianjin'],
      ['青岛', 'Qingdao'],
      ['大连', 'Dalian'],
      ['宁波', 'Ningbo'],
      ['舟山', 'Zhoushan'],
      ['厦门', 'Xiamen'],
      ['广州', 'Guangzhou'],
      ['深圳', 'Shenzhen'],
      ['香港', 'Hong Kong'],
      ['新加坡', 'Singapore'],
      ['釜山', 'Busan'],
      ['鹿特丹', 'Rotterdam'],
      ['日照', 'Rizhao'],
      ['连云港', 'Lianyungang'],
      ['烟台', 'Yantai'],
      ['横滨', 'Yokohama'],
      ['高雄', 'Kaohsiung'],
      ['巴生港', 'Port Klang'],
      ['汉堡', 'Hamburg'],
    ]),
  ),
  dict(362, 'reportPeriod', '统计周期', 'Report period', numbered([
    ['按月', 'By month'],
    ['按季度', 'By quarter'],
  ])),
  dict(363, 'remindType', '提醒类型', 'Reminder type', numbered([
    ['保险提醒', 'Insurance'],
    ['酒店提醒', 'Hotel'],
    ['证书提醒', 'Certificate'],
    ['资质提醒', 'Qualification'],
  ])),
  dict(364, 'dataScope', '数据权限', 'Data rights', numbered([
    ['全部数据', 'All'],
    ['自定义部门', 'Selected departments'],
    ['本部门', 'Own department'],
    ['本部门及以下', 'Own department and below'],
    ['仅本人', 'Own records only'],
  ])),
  dict(365, 'userStatus', '用户状态', 'User status', userStatus.items),
  dict(366, 'menuType', '菜单类型', 'Menu type', [
    ['D', '目录', 'Directory'],
    ['M', '菜单', 'Menu'],
    ['B', '按钮', 'Button'],
  ]),
  dict(368, 'deptType', '机构类型', 'Organisation type', [
    ['company', '公司', 'Company'],
    ['dept', '部门', 'Department'],
  ]),
  dict(371, 'uploadFolder', '上传文件夹', 'Upload folder', [
    ['boatInfoImg', '船员图片', 'Seafarer images'],
    ['boatInfoFile', '船员文件', 'Seafarer files'],
  ]),
  dict(378, 'mailStatus', '邮件状态', 'Mail status', [
    ['pending', '待发送', 'Waiting'],
    ['sent', '已发送', 'Sent'],
    ['failed', '发送失败', 'Failed'],
  ]),
]);
