// npm run bench: prints the figures speed is judged by, as JSON.
import os from 'node:os';
import { machine, startBenchServer } from './harness';
import { bookingsBench } from './suites/bookings.bench';
import { crewBench } from './suites/crew.bench';
import { dispatchBench } from './suites/dispatch.bench';
import { faultsBench } from './suites/faults.bench';
import { foundationBench } from './suites/foundation.bench';
import { insuranceBench } from './suites/insurance.bench';
import { securityBench } from './suites/security.bench';
import { webBench } from './suites/web.bench';
import { workflowBench } from './suites/workflow.bench';

// Each suite runs against a server with as many workers as `npm start` gives this machine (one per core)
// and against a single worker, side by side: what the cores add, and what one process does.
// BENCH_WORKERS=2 (comma-separated) picks the counts; BENCH_ONLY=crew (comma-separated) some suites only.
const workerCounts = () => {
  const wanted = process.env.BENCH_WORKERS?.split(',').map(Number) ?? [os.availableParallelism(), 1];
  return [...new Set(wanted.filter((n) => Number.isInteger(n) && n > 0))];
};

async function runAt(workers: number) {
  const server = await startBenchServer(workers);
  const startupRss = server.rssMb();
  try {
    const only = process.env.BENCH_ONLY?.split(',');
    const run = <T>(name: string, fn: () => Promise<T>) => (!only || only.includes(name) ? fn() : Promise.resolve(undefined));
    const foundation = await run('foundation', () => foundationBench(server));
    const workflow = await run('workflow', () => workflowBench(server));
    const crew = await run('crew', () => crewBench(server));
    // after crew: it reuses the crew suite's 100,000 seafarers when that ran
    const dispatch = await run('dispatch', () => dispatchBench(server));
    // after crew too: its 100,000 seafarers, 60,000 of them insured here
    const insurance = await run('insurance', () => insuranceBench(server));
    // after crew too: its 100,000 seafarers, 300,000 bookings of theirs made here
    const bookings = await run('bookings', () => bookingsBench(server));
    const security = await run('security', () => securityBench(server));
    const web = await run('web', () => webBench(server));
    // last: it cuts the server's connections
    const faults = await run('faults', () => faultsBench(server));
    return { workers, server_memory_after_start_mb: startupRss, foundation, workflow, crew, dispatch, insurance, bookings, security, web, faults };
  } finally {
    await server.stop();
  }
}

async function main() {
  const runs: Record<string, unknown> = {};
  for (const workers of workerCounts()) runs[`workers_${workers}`] = await runAt(workers);
  console.log(JSON.stringify({ at: new Date().toISOString(), machine: machine(), runs }, null, 2));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
