import type { ResourceMeta } from '../../resource/resource.types';
import { buildCatalogBundles, flattenKeys } from '../catalog-bundles';
import { actionFieldKey, actionKey, enumKey, fieldKey, menuKey, resourceNameKey } from '../enum-key';

// Shaped like Meta/getResources answers (server/src/modules/system/system.resources.ts).
const metas: ResourceMeta[] = [
  {
    name: 'sysUser',
    label: { zh: '用户', en: 'User' },
    menu: 'userManagement',
    fields: {
      username: { type: 'string', label: { zh: '账号', en: 'Account' }, required: true, filter: 'like' },
      sex: { type: 'dict', dict: 'gender', label: { zh: '性别', en: 'Sex' } },
      deptId: { type: 'ref', ref: 'SysDept', label: { zh: '部门', en: 'Department' } },
    },
    operations: ['getList', 'resetPassword'],
    access: { getList: 9010, resetPassword: 9015 },
    actions: [{ name: 'resetPassword', label: { zh: '重置密码', en: 'Reset password' }, placement: 'row', confirm: true, form: { password: { type: 'password', label: { zh: '新密码', en: 'New password' } } } }],
  },
  {
    name: 'SysRole',
    label: { zh: '角色', en: 'Role' },
    menu: 'roleManage',
    fields: { name: { type: 'string', label: { zh: '角色名称', en: 'Role name' } }, menuIds: { type: 'refs', ref: 'SysMenu', label: { zh: '功能权限', en: 'Function rights' } } },
    operations: ['getList'],
    access: { getList: 9020 },
    actions: [],
  },
];

const lookup = (tree: object, key: string) => key.split('.').reduce<any>((o, p) => o?.[p], tree);

describe('catalog bundles', () => {
  const codes = [
    { mark: 'gender', value: '1', nameZh: '男', nameEn: 'Male' },
    { mark: 'port', value: 'CN.SHA', nameZh: '上海', nameEn: 'Shanghai' },
  ];
  const menus = [{ perms: 'userManagement:add', nameZh: '新增', nameEn: 'Add' }];
  const bundles = buildCatalogBundles(metas, codes, menus);

  it('labels every declared resource and field in both languages', () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const r of metas) {
        expect(lookup(bundles[lang], resourceNameKey(r.name))).toBe(r.label[lang]);
        for (const [name, f] of Object.entries(r.fields)) expect(lookup(bundles[lang], fieldKey(r.name, name))).toBe(f.label[lang]);
      }
    }
  });

  // Both bundles come from one loop, so comparing their keys could not fail; the static zh/en locale
  // files are compared key by key in locale-parity.spec.ts. What can differ here is a missing English name.
  it('falls back to the Chinese name, then to the value, where an English name is missing', () => {
    const b = buildCatalogBundles(
      [],
      [
        { mark: 'port', value: 'CN.NGB', nameZh: '宁波', nameEn: '' },
        { mark: 'port', value: 'XX', nameZh: '', nameEn: '' },
      ],
      [
        { perms: 'crew:add', nameZh: '新增', nameEn: '' },
        { perms: '', nameZh: '目录', nameEn: 'Folder' },
      ],
    );
    expect(lookup(b.en, enumKey('port', 'CN.NGB'))).toBe('宁波');
    expect(lookup(b.en, enumKey('port', 'XX'))).toBe('XX');
    expect(lookup(b.zh, enumKey('port', 'XX'))).toBe('XX');
    expect(lookup(b.en, menuKey('crew:add'))).toBe('新增');
    // a menu without a permission key (a folder) has no label to look up
    expect(flattenKeys(b.en.menus as object)).toEqual(['crew:add']);
  });

  it('labels actions, their form fields, dictionary items (dots escaped) and menus', () => {
    expect(lookup(bundles.en, actionKey('sysUser', 'resetPassword'))).toBe('Reset password');
    expect(lookup(bundles.zh, actionFieldKey('sysUser', 'resetPassword', 'password'))).toBe('新密码');
    expect(lookup(bundles.en, enumKey('gender', '1'))).toBe('Male');
    expect(lookup(bundles.zh, enumKey('port', 'CN.SHA'))).toBe('上海');
    expect(lookup(bundles.en, menuKey('userManagement:add'))).toBe('Add');
  });
});
