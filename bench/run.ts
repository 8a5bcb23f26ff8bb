// npm run bench: prints the figures speed is judged by, as JSON.
import { machine, startBenchServer } from './harness';
import { crewBench } from './suites/crew.bench';
import { foundationBench } from './suites/foundation.bench';
import { securityBench } from './suites/security.bench';
import { workflowBench } from './suites/workflow.bench';

async function main() {
  const server = await startBenchServer();
  const startupRss = server.rssMb();
  try {
    // BENCH_ONLY=crew (comma-separated) runs some suites only, while working on one
    const only = process.env.BENCH_ONLY?.split(',');
    const run = <T>(name: string, fn: () => Promise<T>) => (!only || only.includes(name) ? fn() : Promise.resolve(undefined));
    const foundation = await run('foundation', () => foundationBench(server));
    const workflow = await run('workflow', () => workflowBench(server));
    const crew = await run('crew', () => crewBench(server));
    const security = await run('security', () => securityBench(server));
    console.log(JSON.stringify({ at: new Date().toISOString(), machine: machine(), server_memory_after_start_mb: startupRss, foundation, workflow, crew, security }, null, 2));
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
