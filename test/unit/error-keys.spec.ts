import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, errorDef, formatMessage, moduleErrorKeys } from '../../server/src/core/errors/error-code';

// Issue 10 §2: every error a caller can meet has a stable key whose texts exist in zh and en. Keys are
// declared by their module (<module>.errors.ts); this loads them all and walks every throw site.
const SRC = path.resolve(__dirname, '../../server/src');
const files = fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => path.join(SRC, f));
for (const f of files.filter((x) => x.endsWith('.errors.ts'))) require(f);

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();

describe('error keys', () => {
  it('modules declare their errors', () => {
    const modules = new Set(moduleErrorKeys().map((k) => k.split('.')[0]));
    expect([...modules].sort()).toEqual(expect.arrayContaining(['crew', 'hr', 'system', 'workflow']));
  });

  it('every key has a status and real texts in both languages with the same placeholders', () => {
    const bad = [...Object.keys(ErrorCode), ...moduleErrorKeys()].filter((k) => {
      const d = errorDef(k)!;
      return !(d.status >= 400 && d.status < 600 && d.zh.trim() && d.en.trim() && placeholders(d.zh) === placeholders(d.en) && (d.zh !== d.en || d.zh === '{reason}'));
    });
    expect(bad).toEqual([]);
  });

  it('no business rule is thrown as a sentence: no RuleException, and every literal key is declared', () => {
    const problems: string[] = [];
    for (const f of files) {
      const src = fs.readFileSync(f, 'utf8');
      if (/new RuleException\(/.test(src)) problems.push(`${path.relative(SRC, f)}: RuleException`);
      for (const m of src.matchAll(/new AppException\(\s*'([^']+)'/g)) if (!errorDef(m[1])) problems.push(`${path.relative(SRC, f)}: ${m[1]}`);
    }
    expect(problems).toEqual([]);
  });

  it('renders a label parameter in the reader’s language', () => {
    const key = moduleErrorKeys().find((k) => k === 'crew.beforeBoarding')!;
    const label = { zh: '晋升日期', en: 'Promotion date' };
    expect([formatMessage(key as never, 'zh', { field: label }), formatMessage(key as never, 'en', { field: label })]).toEqual(['晋升日期不能早于上船日期', 'Promotion date cannot be before the sign-on date']);
  });
});
