import { Injectable } from '@nestjs/common';
import { PermissionMap } from '../access/permission-map';
import { localTimeZone, localToday } from '../config/local-date';
import { defineResource } from './define-resource';
import type { OpContext } from './op-context';
import { Operation } from './resource.decorators';
import { ResourceRegistry } from './resource-registry';
import type { ResourceMeta } from './resource.types';

// The declarations as the web draws its screens from them: the platform's own call, whatever modules exist.
export const metaResource = defineResource({ name: 'Meta', label: { zh: '元数据', en: 'Metadata' }, fields: {} });

@Injectable()
export class MetaOperations {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly perms: PermissionMap,
  ) {}

  // open to any signed-in user: declarations carry no business rows. Every caller gets the same ~100 KB
  // (menu ids included) until the next deploy, so the web keeps its copy and revalidates it by ETag.
  // Made once per permission map (menu ids reread every half minute), not on every sign-in: the same for
  // every caller. While a permission names no menu yet (one added a moment ago elsewhere), it is made
  // again each time, each permission asked of the map as a call's guard asks it.
  private made: { ids: ReadonlyMap<string, number>; out: ResourceMeta[] } | null = null;

  @Operation('Meta', 'getResources', { perm: null, body: {}, etag: true })
  async resources(_ctx: OpContext): Promise<ResourceMeta[]> {
    const ids = await this.perms.current();
    if (this.made?.ids === ids) return this.made.out;
    let complete = true;
    const out: ResourceMeta[] = [];
    for (const def of this.registry.all()) {
      const access: Record<string, number | null> = {};
      const operations: string[] = [];
      const allData: string[] = [];
      for (const op of this.registry.operationsOf(def)) {
        operations.push(op.name);
        if (op.allData) allData.push(op.name);
        const id = op.perm ? (ids.get(op.perm) ?? (await this.perms.idOf(op.perm))) : null;
        if (id === undefined) complete = false;
        access[op.name] = id ?? (op.perm ? -1 : null);
      }
      const actions = this.registry.operationsOf(def).flatMap((op) => (op.ui ? [{ name: op.name, ...op.ui }] : []));
      out.push({ name: def.name, label: def.label, menu: def.menu, fields: def.fields, operations, access, defaultSort: def.defaultSort, processId: def.processId, dateOrder: def.dateOrder, editWhen: def.editWhen, keyword: def.keyword, actions, related: def.related ?? [], large: def.large, self: def.self, ...(allData.length && { allData }), ...(def.report && { report: def.report }), ...(def.flow?.view && { flow: { view: true, of: def.flow.of ?? def.name } }) });
    }
    if (complete) this.made = { ids, out };
    return out;
  }

  // the company's wall clock (TIME_ZONE): forms refuse a fact dated after the day the server calls today
  @Operation('Meta', 'getClock', { perm: null, body: {} })
  clock(): Array<{ today: string; timeZone: string }> {
    return [{ today: localToday(), timeZone: localTimeZone() }];
  }
}
