import fs from 'node:fs';
import path from 'node:path';
import { foreignNames, literals, migrationObjects, rel as relPath, tableOwners, tsFiles, withoutComments } from './support/table-owners';

// Issue 10 §1 / ARCHITECTURE §1: dependencies run one way, modules -> workflow -> core. The platform
// layers import no module and name no module's table, entity or resource in code or SQL: a module plugs
// in by registering itself (resources, extensions, scope providers, errors, upload folders), so the next
// thirty entities are added without touching core.

const ROOT = path.resolve(__dirname, '../..');
const LAYERS = { server: ['server/src/core', 'server/src/workflow'], web: ['web/src/core', 'web/src/workflow'] };
const MODULES = { server: 'server/src/modules', web: 'web/src/modules' };

function files(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes('__tests__'))
    .map((f) => path.join(abs, f));
}

// Code without its comments: an explanatory example in a comment is not a dependency.
function code(file: string): string {
  return fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function importsOf(file: string): string[] {
  const src = code(file);
  const found = [...src.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)];
  return found.map((m) => m[1] ?? m[2] ?? m[3]).filter((s) => s.startsWith('.')).map((s) => path.resolve(path.dirname(file), s));
}

// What a module owns by name: its tables (@Entity('name')), entity classes and declared resource names.
// The system module declares the screens over core's own tables (users, roles, departments, menus,
// dictionaries): those names are core's.
function moduleNames(): Set<string> {
  const core = new Set<string>();
  for (const f of [...LAYERS.server.flatMap(files)].filter((x) => x.endsWith('.entity.ts'))) {
    for (const m of code(f).matchAll(/export class (\w+)/g)) core.add(m[1].toLowerCase());
  }
  const names = new Set<string>();
  for (const f of files(MODULES.server)) {
    const src = code(f);
    for (const m of src.matchAll(/@Entity\(\s*'([a-z_][a-z0-9_]*)'/g)) names.add(m[1]);
    if (f.endsWith('.entity.ts')) for (const m of src.matchAll(/export class (\w+)/g)) names.add(m[1]);
    if (f.endsWith('.resources.ts')) for (const m of src.matchAll(/\bname:\s*'(\w+)'/g)) names.add(m[1]);
  }
  return new Set([...names].filter((n) => !core.has(n.toLowerCase())));
}

const rel = (f: string) => path.relative(ROOT, f);

describe('layering', () => {
  for (const side of ['server', 'web'] as const) {
    it(`${side}: core and workflow import no module`, () => {
      const modules = path.join(ROOT, MODULES[side]);
      const bad = LAYERS[side].flatMap(files).flatMap((f) => importsOf(f).filter((i) => i.startsWith(modules + path.sep)).map((i) => `${rel(f)} imports ${rel(i)}`));
      expect(bad).toEqual([]);
    });
  }

  it('server: core and workflow name no module table, entity or resource in code or SQL', () => {
    const names = moduleNames();
    expect(names.size).toBeGreaterThan(40); // the walk found the modules' names at all
    const bad: string[] = [];
    for (const f of LAYERS.server.flatMap(files)) {
      const src = code(f);
      for (const n of names) if (new RegExp(`\\b${n}\\b`).test(src)) bad.push(`${rel(f)} names ${n}`);
    }
    expect(bad).toEqual([]);
  });

  it('web: core and workflow carry no module words or screens', () => {
    const names = moduleNames();
    const bad: string[] = [];
    for (const f of LAYERS.web.flatMap(files)) {
      const src = code(f);
      for (const n of names) if (new RegExp(`['"\`]${n}['"\`]`).test(src)) bad.push(`${rel(f)} names ${n}`);
      if (/^\s*crew\s*:/m.test(src)) bad.push(`${rel(f)} has a crew block`);
    }
    expect(bad).toEqual([]);
  });

  it('the walk sees imports and names (a planted violation is found)', () => {
    const tmp = path.join(ROOT, 'server/src/core/__layering_probe__.ts');
    fs.writeFileSync(tmp, "import { BoatUserInfo } from '../modules/crew/entities/boat-user-info.entity';\nexport const q = 'SELECT 1 FROM boat_user_info';\n");
    try {
      expect(importsOf(tmp).some((i) => i.includes(`${path.sep}modules${path.sep}`))).toBe(true);
      const src = code(tmp);
      expect(/\bboat_user_info\b/.test(src) && moduleNames().has('boat_user_info')).toBe(true);
    } finally {
      fs.rmSync(tmp);
    }
  });
});

// Issue 20 §2: a module owns its tables. Its SQL (raw text and query builders) lives in its own files, and
// another module, or core and workflow, asks through what the owner exports (crew/crew.api.ts,
// clients/clients.api.ts, workflow/codes.ts) or reads a view the owner declares. Core's tables are open
// to every layer above it (table-owners.ts says why).
// TypeORM's own record of the views it made: the framework's, no layer's or module's.
const FRAMEWORK_TABLES = ['typeorm_metadata'];

describe('modules own their tables', () => {
  const owned = tableOwners();

  it('every table, view and sequence the migrations create has one owner', () => {
    const created = migrationObjects();
    expect(created.size).toBeGreaterThan(60); // the walk read the migrations at all
    expect([...created].filter((n) => !owned.has(n) && !FRAMEWORK_TABLES.includes(n))).toEqual([]);
    expect(owned.get('boat_work')?.owner).toBe('crew');
    expect(owned.get('wf_code_seq')).toMatchObject({ owner: 'workflow', isPublic: false });
  });

  it('no file names a table, view or sequence another module (or workflow) keeps to itself', () => {
    const bad = foreignNames(owned).map((x) => `${x.file} names ${x.owner}'s ${x.table}`);
    expect(bad).toEqual([]);
  });

  it('the walk sees SQL text and query builders (planted violations are found)', () => {
    const tmp = path.join(ROOT, 'server/src/modules/hr/__ownership_probe__.ts');
    fs.writeFileSync(
      tmp,
      [
        "import { BoatWork } from '../crew/entities/boat-work.entity';",
        '// a comment naming boat_ship is not SQL',
        "export const a = (m: any) => m.query(`SELECT 1 FROM boat_user_info u WHERE u.id = ${1}`);",
        'export const b = (m: any) => m.createQueryBuilder(BoatWork, \'w\').where("w.id IN (SELECT user_id FROM boat_user_credential)");',
        "export const c = 'SELECT nextval(\\'wf_code_seq\\')';",
      ].join('\n'),
    );
    try {
      const found = foreignNames(owned).filter((x) => x.file.endsWith('__ownership_probe__.ts')).map((x) => x.table).sort();
      expect(found).toEqual(['boat_user_credential', 'boat_user_info', 'boat_work', 'wf_code_seq']);
    } finally {
      fs.rmSync(tmp);
    }
    expect(literals("x = `a ${f('b')} c` + 'd'")).toEqual(["`a ${f('b')} c`", "'d'"]);
  });
});

// Issue 20 §2: a module's SQL lives in its repository files (immich's *.repository.ts), where a review
// reads every statement the module sends; rules, hooks and operations call them by name.
describe('module SQL lives in repository files', () => {
  const SENDS_SQL = /\.query\s*[<(]|createQueryBuilder\s*\(/;
  const exempt = (f: string) => f.endsWith('.repository.ts') || /\/demo\/|-generator\.ts$|seed/.test(f);
  const sending = () => tsFiles('server/src/modules').filter((f) => !exempt(relPath(f)) && SENDS_SQL.test(withoutComments(fs.readFileSync(f, 'utf8')))).map(relPath);

  it('no module file outside a repository sends SQL (demo data aside)', () => {
    expect(sending()).toEqual([]);
  });

  it('the walk sees SQL sent (a planted violation is found)', () => {
    const tmp = path.join(ROOT, 'server/src/modules/hr/__sql_probe__.ts');
    fs.writeFileSync(tmp, "export const a = (m: any) => m.query('SELECT 1');\n// m.createQueryBuilder() in a comment is no SQL\n");
    try {
      expect(sending()).toEqual(['server/src/modules/hr/__sql_probe__.ts']);
    } finally {
      fs.rmSync(tmp);
    }
  });
});
