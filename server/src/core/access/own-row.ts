import type { CurrentUser } from '../auth/current-user';
import { AppException } from '../errors/app.exception';
import type { ResourceDef } from '../resource/define-resource';
import type { Row } from '../resource/row';

// Nobody edits their own entitlements (ARCHITECTURE §5a): on a row about the caller themself
// (ResourceDef.self) only the profile changes, the fields marked `selfEdit`; leave days, rank, account
// name or line manager are granted by someone else, administrators included. `sent`: what the caller
// wrote, not what hooks worked out from it. A field the row does not carry (roles, kept in a table of
// their own) is guarded where it is written (delegation.ts).
export function assertOwnProfileOnly(def: ResourceDef, user: CurrentUser | null, lang: 'zh' | 'en', sent: Row, current: Row | null): void {
  if (!def.self || !user) return;
  if ((current ?? sent)[def.self.user] !== user.userId) return;
  const fixed = Object.keys(sent).filter((k) => {
    const f = def.fields[k];
    if (!f || f.selfEdit || f.readOnly) return false;
    return !current || (Object.hasOwn(current, k) && !same(sent[k], current[k]));
  });
  if (!fixed.length) return;
  const names = fixed.map((k) => def.fields[k].label[lang]).join(lang === 'en' ? ', ' : '、');
  throw new AppException(
    'OwnEntitlement',
    { fields: names },
    fixed.map((k) => ({ field: k, reason: 'self', message: { zh: `不能修改自己的${def.fields[k].label.zh}`, en: `You cannot change your own ${def.fields[k].label.en}` } })),
  );
}

// A form sends unchanged values back as it read them: numeric columns arrive as text, empties as ''.
function same(a: unknown, b: unknown): boolean {
  const x = norm(a);
  const y = norm(b);
  if (typeof x === 'string' && typeof y === 'string' && x !== '' && y !== '' && !isNaN(Number(x)) && !isNaN(Number(y))) return Number(x) === Number(y);
  return x === y;
}

function norm(v: unknown): string | null {
  if (v == null || v === '') return null;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return [...v].map(String).sort().join(',');
  return String(v);
}
