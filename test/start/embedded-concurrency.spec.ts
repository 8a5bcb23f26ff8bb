import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The embedded database is one session behind a socket: parallel queries of several connections must
// each get their own answer, and a transaction keeps its connection (pglite-socket alone interleaves
// the protocol messages of different connections). In a child process: PGlite cannot start in Jest's VM.
const root = path.resolve(__dirname, '../..');

describe('embedded PostgreSQL under concurrent connections', () => {
  it('answers each parallel query with its own result and keeps transactions whole', () => {
    const out = execFileSync(process.execPath, ['-r', '@swc-node/register', path.join(root, 'test/setup/embedded-probe.ts')], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    const { wrong } = JSON.parse(out.trim().split('\n').pop()!);
    expect(wrong).toEqual([]);
  });
});
