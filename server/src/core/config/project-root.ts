import fs from 'node:fs';
import path from 'node:path';

// The repository root, found from this file whether it runs as TypeScript (tests) or from dist/.
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'migrations'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no project root above ${start}`);
  }
}

export const PROJECT_ROOT = findRoot(__dirname);
export const RUNNING_TS = __filename.endsWith('.ts');
// where compiled server code lives: the sources themselves under ts, dist/ otherwise
export const CODE_ROOT = RUNNING_TS ? PROJECT_ROOT : path.join(PROJECT_ROOT, 'dist');
