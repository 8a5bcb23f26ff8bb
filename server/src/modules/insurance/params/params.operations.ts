import { Injectable } from '@nestjs/common';
import type { OpContext } from '../../../core/resource/op-context';
import { Operation } from '../../../core/resource/resource.decorators';
import { paramsTree } from '../insurance.repository';

// SPEC §7 BoatInsuranceBase.getTree: the parameters as the screen's tree shows them, city → year (the
// latest year first); each year's row is the full parameters row.
@Injectable()
export class ParamsOperations {
  @Operation('BoatInsuranceBase', 'getTree', { perm: 'socialSecurityParams', body: {} })
  async tree(ctx: OpContext) {
    const rows = await paramsTree(ctx.manager);
    const cities = new Map<string, { city: string; cityEn: string | null; children: typeof rows }>();
    for (const r of rows) {
      const key = r.city.toLowerCase();
      const node = cities.get(key) ?? { city: r.city, cityEn: r.cityEn, children: [] };
      node.cityEn ??= r.cityEn;
      node.children.push(r);
      cities.set(key, node);
    }
    return [...cities.values()];
  }
}
