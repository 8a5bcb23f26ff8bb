import type { RelatedDecl, ResourceMeta } from '../../core/resource/resource.types';

// A tab of a seafarer's file: a list the declaration names (BoatUserInfo `related`), or one of the
// page's own tabs below.
export type FileTab = { key: string; rel?: RelatedDecl; target?: ResourceMeta };

// Tabs that are not a list of the seafarer's rows, so `related` cannot declare them: the main record
// itself (first), and insurance, whose lists the insurance module registers (file-tab-sections.ts). SPEC
// places insurance after the family tab; if that tab leaves the declaration it goes last.
export const BASIC_TAB = 'basic';
export const INSURANCE_TAB = 'insurance';
const INSURANCE_AFTER = 'BoatFamily';

// The file's tabs in declared order, or in step two of adding only those declared `inAdd`, in that
// order. A list the user may not read is left out; the page's own tabs are always there.
export function fileTabs(crew: ResourceMeta, resources: ResourceMeta[], canList: (target: ResourceMeta) => boolean, adding: boolean): FileTab[] {
  const declared = crew.related ?? [];
  const lists: FileTab[] = (adding ? declared.filter((r) => r.inAdd !== undefined).sort((a, b) => a.inAdd! - b.inAdd!) : declared).map((rel) => ({
    key: rel.resource,
    rel,
    target: resources.find((r) => r.name === rel.resource),
  }));
  const tabs = adding ? lists : [{ key: BASIC_TAB }, ...lists];
  if (!adding) {
    const at = tabs.findIndex((tab) => tab.key === INSURANCE_AFTER);
    tabs.splice(at < 0 ? tabs.length : at + 1, 0, { key: INSURANCE_TAB });
  }
  return tabs.filter((tab) => !tab.rel || (tab.target && canList(tab.target)));
}
