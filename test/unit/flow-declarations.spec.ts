import fs from 'node:fs';
import path from 'node:path';

// Issue 20 §6: the approve and reject routes of a flow resource are declared where a reader finds them.
// A search of a module's *.resources.ts for a route finds it in the declaration (flow.operations), not
// only in the workflow layer that defines it at start.
const MODULES = path.resolve(__dirname, '../../server/src/modules');

function resourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? resourceFiles(p) : e.name.endsWith('.resources.ts') ? [p] : [];
  });
}

describe('flow resource declarations', () => {
  const flowFiles = resourceFiles(MODULES).filter((f) => /defineFlowResource\(/.test(fs.readFileSync(f, 'utf8')));

  it('finds the modules’ flow resources', () => {
    expect(flowFiles.length).toBeGreaterThanOrEqual(3);
  });

  it.each(flowFiles.map((f) => [path.relative(MODULES, f), f]))('%s lists each flow resource’s operations, approve and reject among them', (_name, file) => {
    const text = fs.readFileSync(file, 'utf8');
    const declarations = text.split(/defineFlowResource\(/).slice(1);
    for (const d of declarations) {
      const listed = /flow:\s*\{[^}]*operations:\s*\[([^\]]*)\]/.exec(d)?.[1] ?? '';
      expect(listed).toContain("'approve'");
      expect(listed).toContain("'reject'");
    }
  });
});
