// The production server of `npm run bench load|crash|ssr|all`: what bin/start.mjs runs after its
// build step, from the build snapshot in BENCH_BUILD (see bench/build.mjs).
// With BENCH_MEMORY_PORT (bench load --rounds), the process also answers on that loopback port:
// garbage collected, then process.memoryUsage() as JSON — the harness's probe, not the shop's;
// `/snapshot` writes a heap snapshot into the temp dir and answers its file name.
import cluster from 'node:cluster';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';

// React renders for production; the operator's own NODE_ENV=production (or an https PUBLIC_URL)
// is what makes a production start, which refuses while the demo is open (ADR 0107): say whether
// it was ours. Cluster workers inherit both.
if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = 'production';
  process.env.POPLAVOK_NODE_ENV_DEFAULTED = '1';
}
const memoryPort = Number(process.env.BENCH_MEMORY_PORT);
if (memoryPort && cluster.isPrimary) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  http
    .createServer((request, response) => {
      gc();
      gc();
      response.writeHead(200, { 'content-type': 'application/json' });
      if (request.url === '/snapshot')
        response.end(
          JSON.stringify(
            v8.writeHeapSnapshot(path.join(tmpdir(), `poplavok-${process.pid}-${Date.now()}.heapsnapshot`)),
          ),
        );
      else response.end(JSON.stringify(process.memoryUsage()));
    })
    .listen(memoryPort, '127.0.0.1')
    .unref();
}
const entry = pathToFileURL(path.resolve(process.env.BENCH_BUILD ?? 'build', 'server/index.js')).href;
const { startServer } = await import(entry);
try {
  await startServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
