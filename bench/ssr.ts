import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchOptions } from './run';
import { startProcess, stopProcess } from './servers';
import { freePort } from './shop-server';

type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(name: string, url: string, options: BenchOptions, cookie?: string): Promise<Result> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration ?? 10,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * SSR of a storefront page (home by default) by the production server on PGlite with the demo
 * shop, against a bare node:http server sending the same bytes, in the same run.
 */
export async function benchSsr(options: BenchOptions) {
  // Ports from the environment (BENCH_SHOP_PORT, BENCH_BARE_PORT), else free ones.
  const shopPort = Number(process.env.BENCH_SHOP_PORT) || (await freePort());
  const barePort = Number(process.env.BENCH_BARE_PORT) || (await freePort());
  const dataDir = process.env.BENCH_DATA_DIR ?? 'node_modules/.cache/poplavok-bench-data';
  const shop = await startProcess(
    ['bin/start.mjs'],
    { PORT: String(shopPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    `http://127.0.0.1:${shopPort}/healthz`,
  );
  const url = `http://127.0.0.1:${shopPort}${options.path}`;
  const page = await fetch(url, { headers: { accept: 'text/html', cookie: 'locale=ua' } });
  if (!page.ok) throw new Error(`${url} answered ${page.status}`);
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'poplavok-bench-')), 'page.html');
  writeFileSync(bodyFile, Buffer.from(await page.arrayBuffer()));
  const bare = await startProcess(
    ['bench/bare-server.mjs'],
    { PORT: String(barePort), BODY_FILE: bodyFile },
    `http://127.0.0.1:${barePort}/`,
  );
  try {
    // Warm both up, then measure the shop (from its HTML cache, ADR 0066; then rendering each
    // page: a `token` cookie makes the visitor someone, never served a shared page) and the
    // reference one after the other.
    await load('warm-up', url, { ...options, duration: 2 });
    const cached = await load(`shop ${options.path} (cached)`, url, options);
    const rendered = await load(`shop ${options.path} (rendered)`, url, options, 'token=bench-visitor');
    const bareResult = await load('bare node:http, same bytes', `http://127.0.0.1:${barePort}/`, options);
    console.table([cached, rendered, bareResult]);
    for (const shopResult of [cached, rendered]) {
      console.log(
        `ssr ${shopResult.name}: ${shopResult.rps} req/s vs ${bareResult.rps} req/s bare → ratio ` +
          `${(shopResult.rps / bareResult.rps).toFixed(3)} (${options.connections} connections, ${options.duration ?? 10} s)`,
      );
      if (shopResult.errors || shopResult.non2xx)
        console.log(`${shopResult.name} errors: ${shopResult.errors}, non-2xx: ${shopResult.non2xx}`);
    }
  } finally {
    await Promise.all([stopProcess(shop), stopProcess(bare)]);
  }
}
