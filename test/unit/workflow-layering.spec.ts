import fs from 'node:fs';
import path from 'node:path';

// Issue 10 §4: the workflow's folders depend one way. engine (the only code that loads bpmn-engine and
// its family) and approvers at the bottom, then registry, tasks, flows, and timers, which may use them
// all. The files at the top of server/src/workflow are shared by the folders; no import goes round in a
// circle. And a keyed hook is found where the style puts hooks: in a *.hooks.ts file.

const ROOT = path.resolve(__dirname, '../..');
const WORKFLOW = path.join(ROOT, 'server/src/workflow');
const RANK: Record<string, number> = { engine: 0, approvers: 0, registry: 1, tasks: 2, flows: 3, timers: 4 };
const ENGINE_PACKAGES = ['bpmn-engine', 'bpmn-elements', 'bpmn-moddle', 'camunda-bpmn-moddle', 'moddle-context-serializer'];

interface Source {
  file: string; // absolute
  src: string; // without comments
}

function read(dir: string): Source[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f))
    .map((file) => ({ file, src: withoutComments(fs.readFileSync(file, 'utf8')) }));
}

// An explanatory example in a comment is not a dependency.
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

// Every module a file loads: import, export ... from, import(), require() and createRequire's requireCjs().
function specifiers(src: string): string[] {
  const found = src.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\w*\s*\(\s*)['"]([^'"]+)['"]/g);
  return [...found].map((m) => m[1]);
}

function relativeImports({ file, src }: Source): string[] {
  return specifiers(src)
    .filter((s) => s.startsWith('.'))
    .map((s) => path.resolve(path.dirname(file), s))
    .map((p) => (p.endsWith('.ts') ? p : `${p}.ts`));
}

// The workflow folder a file is in, or null for the shared files at the top.
function folderOf(file: string): string | null {
  const rel = path.relative(WORKFLOW, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

const rel = (f: string) => path.relative(ROOT, f);

function upwardImports(sources: Source[]): string[] {
  const bad: string[] = [];
  for (const s of sources) {
    const from = folderOf(s.file);
    if (from === null) continue;
    for (const target of relativeImports(s)) {
      const to = path.relative(WORKFLOW, target).startsWith('..') ? null : folderOf(target);
      if (to === null || to === from) continue;
      if (!(from in RANK) || !(to in RANK)) bad.push(`${rel(s.file)}: ${from} or ${to} has no place in the order`);
      else if (RANK[to] >= RANK[from]) bad.push(`${rel(s.file)} (${from}) imports ${rel(target)} (${to})`);
    }
  }
  return bad;
}

function engineOutsideEngine(sources: Source[]): string[] {
  const engineDir = path.join(WORKFLOW, 'engine') + path.sep;
  return sources
    .filter((s) => !s.file.startsWith(engineDir))
    .flatMap((s) => specifiers(s.src).filter((spec) => ENGINE_PACKAGES.includes(spec.split('/')[0])).map((spec) => `${rel(s.file)} loads ${spec}`));
}

function cycles(sources: Source[]): string[] {
  const edges = new Map(sources.map((s) => [s.file, relativeImports(s).filter((t) => t.startsWith(WORKFLOW + path.sep))]));
  const state = new Map<string, 'open' | 'done'>();
  const found: string[] = [];
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      found.push([...trail.slice(trail.indexOf(file)), file].map(rel).join(' -> '));
      return;
    }
    state.set(file, 'open');
    for (const next of edges.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of edges.keys()) visit(file, []);
  return found;
}

function hooksOutsideHookFiles(sources: Source[]): string[] {
  return sources.filter((s) => /@Hook\(/.test(s.src) && !s.file.endsWith('.hooks.ts')).map((s) => `${rel(s.file)} declares a @Hook`);
}

describe('workflow layering', () => {
  const workflow = read(WORKFLOW);

  it('reads the workflow folders', () => {
    const folders = new Set(workflow.map((s) => folderOf(s.file)).filter(Boolean));
    expect([...folders].sort()).toEqual(Object.keys(RANK).sort());
  });

  it('a folder imports only folders below it', () => {
    expect(upwardImports(workflow)).toEqual([]);
  });

  it('no import goes round in a circle', () => {
    expect(cycles(workflow)).toEqual([]);
  });

  it('only engine/ loads bpmn-engine and its family', () => {
    expect(engineOutsideEngine(read(path.join(ROOT, 'server')))).toEqual([]);
  });

  it('every @Hook is in a *.hooks.ts file', () => {
    expect(hooksOutsideHookFiles(read(path.join(ROOT, 'server/src')))).toEqual([]);
  });

  it('finds what it looks for (planted violations)', () => {
    const at = (p: string) => path.join(WORKFLOW, p);
    const planted: Source[] = [
      { file: at('engine/probe.ts'), src: "import { FlowService } from '../flows/flow.service';" },
      { file: at('registry/probe.ts'), src: "const requireCjs = createRequire(__filename);\nconst { Engine } = requireCjs('bpmn-engine');" },
      { file: at('tasks/probe.operations.ts'), src: "@Hook('*.update:before')\nlock() {}" },
      { file: at('a-probe.ts'), src: "import { b } from './b-probe';" },
      { file: at('b-probe.ts'), src: "export { a } from './a-probe';" },
    ];
    expect(upwardImports(planted)).toEqual(['server/src/workflow/engine/probe.ts (engine) imports server/src/workflow/flows/flow.service.ts (flows)']);
    expect(engineOutsideEngine(planted)).toEqual(['server/src/workflow/registry/probe.ts loads bpmn-engine']);
    expect(hooksOutsideHookFiles(planted)).toEqual(['server/src/workflow/tasks/probe.operations.ts declares a @Hook']);
    expect(cycles(planted)).toEqual(['server/src/workflow/a-probe.ts -> server/src/workflow/b-probe.ts -> server/src/workflow/a-probe.ts']);
    // the same files as written, comments and all: an example in a comment is no import
    expect(specifiers(withoutComments("// import { x } from '../flows/flow.service';\nconst y = 1;"))).toEqual([]);
  });
});
