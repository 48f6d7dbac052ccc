// The production server of `npm run bench load|crash|ssr|all`: what bin/start.mjs runs after its
// build step, from the build snapshot in BENCH_BUILD (see bench/build.mjs).
// With BENCH_MEMORY_PORT (bench load --rounds), the process also answers on that loopback port:
// garbage collected, then process.memoryUsage() as JSON — the harness's probe, not the shop's;
// `/snapshot` writes a heap snapshot into the temp dir and answers its file name; `/loop` answers
// the event loop's delay since the last `/loop` (max, p99, mean in ms; no GC) and starts anew.
import cluster from 'node:cluster';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const ms = (ns) => Math.round(ns / 1e6);
  http
    .createServer((request, response) => {
      if (request.url === '/loop') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ maxMs: ms(loop.max), p99Ms: ms(loop.percentile(99)), meanMs: ms(loop.mean) }));
        loop.reset();
        return;
      }
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
