// npm run processes:check [files or folders]: lints BPMN files (default processes/) with bpmnlint and
// our rules; prints file:element:message for each problem and exits 1 if there is any.
import fs from 'node:fs';
import path from 'node:path';
import { flowTypeOfFile } from '../src/workflow/registry/flow-file';
import { lintProcess } from '../src/workflow/registry/lint/process-lint';
import { shippedDictionaries } from '../src/core/dictionary/dictionary-declarations';
// every module, as the application loads them: each declares its flow types (extendDictionary) on import
import '../src/app.module';

function bpmnFiles(args: string[]): string[] {
  const targets = args.length ? args : [path.join(__dirname, '../../processes')];
  return targets.flatMap((t) => {
    if (!fs.existsSync(t)) throw new Error(`${t}: no such file or folder`);
    if (!fs.statSync(t).isDirectory()) return [t];
    return fs.readdirSync(t).filter((f) => f.endsWith('.bpmn')).sort().map((f) => path.join(t, f));
  });
}

async function main() {
  const flowTypes = shippedDictionaries().find((d) => d.mark === 'flowType')?.items.map((i) => i.value) ?? [];
  const files = bpmnFiles(process.argv.slice(2));
  let count = 0;
  for (const file of files) {
    const relative = path.relative(process.cwd(), file);
    const shown = relative.startsWith('..') ? path.resolve(file) : relative;
    const xml = fs.readFileSync(file, 'utf8');
    const problems = await lintProcess(xml, shown, { knownFlowTypes: flowTypes });
    // the file name is the flow type the server deploys it as (any namespace prefix, or none)
    const id = /<(?:[\w-]+:)?process\b[^>]*\bid="([^"]+)"/.exec(xml)?.[1];
    const expected = flowTypeOfFile(file);
    if (id && id !== expected) problems.push({ file: shown, element: id, message: `the process id must be the file name in camelCase (${expected})` });
    for (const p of problems) console.log(`${p.file}:${p.element}:${p.message}`);
    count += problems.length;
  }
  if (count) {
    console.log(`${count} problem(s) in ${files.length} file(s)`);
    process.exit(1);
  }
  console.log(`${files.length} process file(s) OK`);
}

main().catch((e) => {
  console.error(`processes:check: ${(e as Error).message}`);
  process.exit(2);
});
