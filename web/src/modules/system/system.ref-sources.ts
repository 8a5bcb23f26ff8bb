import { call } from '../../core/api/client';
import { registerRefSource, rowLabel } from '../../core/resource/ref-sources';

// Pickers for the system resources use their light "for drop" reads, open to any signed-in user,
// rather than the guarded list operations.
const quiet = { toast: false, overlay: false };

registerRefSource('SysDept', {
  tree: true,
  load: async () => {
    const { list } = await call<{ id: number; parentId: number | null; name: string; enName?: string | null }>('SysDept', 'getForDrop', {}, quiet);
    return list.map((d) => ({ id: d.id, parentId: d.parentId, label: { zh: d.name, en: d.enName || d.name } }));
  },
});

registerRefSource('sysUser', {
  load: async () => {
    const { list } = await call<{ id: number; name: string; enName?: string | null; deptId?: number }>('sysUser', 'getSysUserInfoForDrop', {}, quiet);
    return list.map((u) => ({ id: u.id, label: { zh: u.name, en: u.enName || u.name }, extra: { deptId: u.deptId } }));
  },
});

registerRefSource('SysRole', {
  load: async () => {
    const { list } = await call<Record<string, unknown>>('SysRole', 'getList', { pageNum: 1, pageSize: 500, sort: 'sort' }, quiet);
    return list.map((r) => ({ id: r.id as number, label: rowLabel(r, 'name') }));
  },
});

registerRefSource('SysMenu', {
  tree: true,
  load: async () => {
    const { list } = await call<{ id: number; parentId: number | null; nameZh: string; nameEn: string }>('SysMenu', 'getTree', {}, quiet);
    return list.map((m) => ({ id: m.id, parentId: m.parentId, label: { zh: m.nameZh, en: m.nameEn || m.nameZh } }));
  },
});

// References to SysCode point at dictionaries (parent rows, the ones with a mark), never at items.
// Dictionaries have the small fixed ids (SPEC §9: yesOrNo 7, port 232, …), so they sort first.
registerRefSource('SysCode', {
  load: async () => {
    const { list } = await call<Record<string, unknown>>('SysCode', 'getList', { pageNum: 1, pageSize: 500, sort: 'id' }, quiet);
    return list.filter((c) => c.mark).map((c) => ({ id: c.id as number, label: rowLabel(c, 'nameZh') }));
  },
});
