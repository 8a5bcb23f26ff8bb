import fs from 'node:fs';
import path from 'node:path';
import { sqlIn, sqlText } from '../../server/src/core/database/sql-literal';

// Issue 20 §5: a module's SQL names its states through the constants of its *.states.ts (bound as a
// parameter, or written through core/database/sql-literal.ts), never as a bare quoted digit, so a
// search for DISPATCH_STATUS.Cancelled finds every statement that means it. An @Index's `where`
// stays literal: it must equal the migration's text (the drift check), and carries a comment instead.

const ROOT = path.resolve(__dirname, '../..');
const COMPARED = /\b\w*(?:status|state|operation)["]?\s*(?:=|<>|!=|\bIN\b|\bNOT IN\b)\s*\(?\s*'[0-9]/i;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.includes('__tests__'))
    .map((f) => path.join(dir, f));
}

describe('state literals in SQL', () => {
  it('no module compares a state, status or operation column with a quoted digit', () => {
    const found: string[] = [];
    for (const file of files(path.join(ROOT, 'server/src/modules'))) {
      fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (/^\s*(\/\/|@Index\()/.test(line)) return;
        if (COMPARED.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('quotes only named constants', () => {
    expect(sqlIn('1', 'Ab_9')).toBe("('1', 'Ab_9')");
    expect(() => sqlText("1' OR '1'='1")).toThrow();
    expect(() => sqlText('')).toThrow();
  });
});
