// npm run bench: prints the figures speed is judged by, as JSON.
import { machine, startBenchServer } from './harness';
import { foundationBench } from './suites/foundation.bench';
import { workflowBench } from './suites/workflow.bench';

async function main() {
  const server = await startBenchServer();
  const startupRss = server.rssMb();
  try {
    const foundation = await foundationBench(server);
    const workflow = await workflowBench(server);
    console.log(JSON.stringify({ at: new Date().toISOString(), machine: machine(), server_memory_after_start_mb: startupRss, foundation, workflow }, null, 2));
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
