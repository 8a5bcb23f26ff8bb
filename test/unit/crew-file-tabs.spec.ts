import type { ResourceDef } from '../../server/src/core/resource/define-resource';
import type { ResourceMeta } from '../../server/src/core/resource/resource.types';
import { CREW_RESOURCES } from '../../server/src/modules/crew/crew.resources';
import { fileTabs } from '../../web/src/modules/crew/file-tabs';

// The seafarer's file draws its tabs from BoatUserInfo's declared `related` (issue 10 §3): these pin the
// declaration to what the screens showed when the tabs were a list in the page.

const meta = (def: ResourceDef): ResourceMeta => ({ name: def.name, label: def.label, fields: def.fields, operations: ['getList'], access: {}, actions: [], related: def.related });
const metas = CREW_RESOURCES.map(meta);
const crew = metas.find((m) => m.name === 'BoatUserInfo')!;
const keys = (adding: boolean, canList: (m: ResourceMeta) => boolean = () => true) => fileTabs(crew, metas, canList, adding).map((tab) => tab.key);

describe('the tabs of a seafarer file', () => {
  it('come in SPEC order after the main record, insurance after the family tab', () => {
    expect(keys(false)).toEqual(['basic', 'BoatWork', 'boatUserCredential', 'BoatBank', 'BoatFamily', 'insurance', 'BoatContract', 'boatEvaluate', 'boatDebt', 'BoatRelation', 'BoatWage']);
  });

  it('step two of adding offers the lists one fills in first, certificates first', () => {
    expect(keys(true)).toEqual(['boatUserCredential', 'BoatFamily', 'BoatBank', 'BoatWork', 'BoatContract']);
  });

  it('leave out the lists the user may not read, never the page’s own tabs', () => {
    expect(keys(false, (m) => m.name === 'boatUserCredential')).toEqual(['basic', 'boatUserCredential', 'insurance']);
    expect(keys(true, () => false)).toEqual([]);
  });

  it('list the seafarer’s rows of declared resources, with no row button on the crew list', () => {
    for (const rel of crew.related ?? []) {
      expect(metas.find((m) => m.name === rel.resource)?.fields[rel.field]).toMatchObject({ type: 'ref', ref: 'BoatUserInfo' });
      expect(rel.inRow).toBe(false);
    }
  });
});
