import fs from 'node:fs';
import path from 'node:path';

// Issue 20 §2: who owns each table, view and sequence, read from the code that declares it, and which
// names a file's SQL text mentions. An owner is a layer (core, workflow) or a module (its folder under
// server/src/modules). Declared by:
// - an entity: @Entity('x') (private) or @ViewEntity('x') (a view others may read), in the owner's folder;
// - an owner's SQL declaration for what no entity declares: `export const X_SQL = { views: [...],
//   sequences: [...] }` (views: public, declared by a migration; sequences: private).
// Core's tables are the base every layer stands on (users, departments, dictionaries, files, messages'
// outbox): anyone may name them. Workflow's and every module's own tables are named by their owner only.

export const ROOT = path.resolve(__dirname, '../../..');
const SERVER = 'server/src';

export interface Owned {
  owner: string;
  isPublic: boolean;
  declaredIn: string;
}

export function tsFiles(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('__tests__'))
    .map((f) => path.join(abs, f));
}

// Code without its comments: an explanatory example in a comment is not a dependency.
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

export const rel = (f: string) => path.relative(ROOT, f);

// core, workflow or the module a file under server/src belongs to
export function ownerOf(file: string): string | null {
  const parts = path.relative(path.join(ROOT, SERVER), file).split(path.sep);
  if (parts[0] === 'core' || parts[0] === 'workflow') return parts[0];
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  return null;
}

const names = (list: string) => [...list.matchAll(/'([a-z_][a-z0-9_]*)'/g)].map((m) => m[1]);

export function tableOwners(): Map<string, Owned> {
  const owned = new Map<string, Owned>();
  const claim = (name: string, file: string, isPublic: boolean) => {
    const owner = ownerOf(file)!;
    const had = owned.get(name);
    if (had && had.owner !== owner) throw new Error(`${name} is declared by ${had.declaredIn} and ${rel(file)}`);
    owned.set(name, { owner, isPublic: isPublic || owner === 'core', declaredIn: rel(file) });
  };
  for (const file of tsFiles(SERVER)) {
    const src = withoutComments(fs.readFileSync(file, 'utf8'));
    for (const m of src.matchAll(/@Entity\(\s*'([a-z_][a-z0-9_]*)'/g)) claim(m[1], file, false);
    for (const m of src.matchAll(/@ViewEntity\(\s*(?:\{\s*name:\s*)?'([a-z_][a-z0-9_]*)'/g)) claim(m[1], file, true);
    for (const m of src.matchAll(/export const \w+_SQL\s*=\s*\{\s*views:\s*\[([^\]]*)\],\s*sequences:\s*\[([^\]]*)\]/g)) {
      for (const v of names(m[1])) claim(v, file, true);
      for (const s of names(m[2])) claim(s, file, false);
    }
  }
  return owned;
}

// every table, view and sequence the migrations create
export function migrationObjects(): Set<string> {
  const found = new Set<string>();
  for (const file of tsFiles('migrations')) {
    const src = fs.readFileSync(file, 'utf8');
    for (const m of src.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?(?:MATERIALIZED\s+)?(?:TABLE|VIEW|SEQUENCE)\s+(?:IF\s+NOT\s+EXISTS\s+)?\\?"?([a-z_][a-z0-9_]*)/gi)) found.add(m[1]);
  }
  return found;
}

// The text of a file's string and template literals: the SQL it sends, raw or through a query builder's
// fragments ('w.state = 1', `FROM x`). A template's ${...} stays in (it may hold a nested literal).
export function literals(src: string): string[] {
  return [...src.matchAll(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g)].map((m) => m[0]);
}

// Entity files a file loads as values (a query builder's .from(Entity), getRepository(Entity)).
export function entityImports(file: string, src: string): string[] {
  const found = src.matchAll(/import\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+\.entity)['"]/g);
  return [...found].map((m) => path.resolve(path.dirname(file), m[1]) + '.ts');
}

export interface Offence {
  file: string;
  table: string;
  owner: string;
}

// Each place a file names a table, view or sequence that another owner keeps private.
export function foreignNames(owned: Map<string, Owned>): Offence[] {
  const entityTables = new Map<string, string[]>();
  for (const [name, o] of owned) entityTables.set(o.declaredIn, [...(entityTables.get(o.declaredIn) ?? []), name]);
  const privateNames = [...owned].filter(([, o]) => !o.isPublic);
  const out: Offence[] = [];
  for (const file of tsFiles(SERVER)) {
    const me = ownerOf(file);
    if (!me) continue;
    const src = withoutComments(fs.readFileSync(file, 'utf8'));
    const text = literals(src).join('\n');
    for (const [name, o] of privateNames) {
      if (o.owner !== me && new RegExp(`\\b${name}\\b`).test(text)) out.push({ file: rel(file), table: name, owner: o.owner });
    }
    for (const target of entityImports(file, src)) {
      for (const name of entityTables.get(rel(target)) ?? []) {
        const o = owned.get(name)!;
        if (o.owner !== me && !o.isPublic && !out.some((x) => x.file === rel(file) && x.table === name)) out.push({ file: rel(file), table: name, owner: o.owner });
      }
    }
  }
  return out;
}
