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

/** What a page is made of: bytes of HTML, of loader data (React Router's inline hydration scripts), elements. */
export function pageAnatomy(html: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const loaderData = scripts
    .filter((text) => text.includes('__reactRouterContext') || text.includes('streamController'))
    .reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  return {
    htmlBytes: Buffer.byteLength(html),
    loaderDataBytes: loaderData,
    elements: (html.match(/<[a-zA-Z][a-zA-Z0-9-]*/g) ?? []).length,
  };
}

/** Home, the first category and the first product the home page links to (or `--path a,b,c`). */
async function pagesToMeasure(origin: string, option: string): Promise<string[]> {
  if (option !== 'auto') return option.split(',').filter(Boolean);
  const home = await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text();
  const category = /href="(\/[a-z0-9-]+\/c\d+)"/.exec(home)?.[1];
  const product = /href="(\/[a-z0-9-]+\/p\d+)"/.exec(home)?.[1];
  return ['/', ...(category ? [category] : []), ...(product ? [product] : [])];
}

/**
 * SSR of storefront pages (home, a category, a product by default) by the production server on
 * PGlite with the demo shop — from the HTML cache (ADR 0066) and rendered for a signed-in visitor
 * (a `token` cookie: never a shared page) — each against a bare node:http server sending the same
 * bytes, in the same run; with what each page is made of.
 */
export async function benchSsr(options: BenchOptions) {
  // Ports from the environment (BENCH_SHOP_PORT, BENCH_BARE_PORT), else free ones.
  const shopPort = Number(process.env.BENCH_SHOP_PORT) || (await freePort());
  const barePort = Number(process.env.BENCH_BARE_PORT) || (await freePort());
  const dataDir = process.env.BENCH_DATA_DIR ?? 'node_modules/.cache/poplavok-bench-data';
  const shop = await startProcess(
    ['bin/start.mjs'],
    { PORT: String(shopPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', MAX_IN_FLIGHT: '0' },
    `http://127.0.0.1:${shopPort}/healthz`,
  );
  const origin = `http://127.0.0.1:${shopPort}`;
  const results: Result[] = [];
  const summary: Record<string, string | number>[] = [];
  try {
    for (const pagePath of await pagesToMeasure(origin, options.path)) {
      const url = `${origin}${pagePath}`;
      const page = await fetch(url, { headers: { accept: 'text/html', cookie: 'locale=ua' } });
      if (!page.ok) throw new Error(`${url} answered ${page.status}`);
      const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'poplavok-bench-')), 'page.html');
      writeFileSync(bodyFile, Buffer.from(await page.arrayBuffer()));
      const personal = await fetch(url, { headers: { accept: 'text/html', cookie: 'token=bench-visitor' } });
      const anatomy = pageAnatomy(await personal.text());
      const bare = await startProcess(
        ['bench/bare-server.mjs'],
        { PORT: String(barePort), BODY_FILE: bodyFile },
        `http://127.0.0.1:${barePort}/`,
      );
      try {
        // Warm up, then the shop from its cache, the shop rendering each page, the reference.
        await load('warm-up', url, { ...options, duration: 2 });
        await load('warm-up', url, { ...options, duration: 2 }, 'token=bench-visitor');
        const cached = await load(`shop ${pagePath} (cached)`, url, options);
        const rendered = await load(`shop ${pagePath} (rendered)`, url, options, 'token=bench-visitor');
        const bareResult = await load(
          `bare node:http, same bytes as ${pagePath}`,
          `http://127.0.0.1:${barePort}/`,
          options,
        );
        results.push(cached, rendered, bareResult);
        summary.push({
          page: pagePath,
          'HTML bytes': anatomy.htmlBytes,
          'loader data bytes': anatomy.loaderDataBytes,
          elements: anatomy.elements,
          'cached req/s': cached.rps,
          'rendered req/s': rendered.rps,
          'bare req/s': bareResult.rps,
          'cached/bare': (cached.rps / bareResult.rps).toFixed(3),
          'rendered/bare': (rendered.rps / bareResult.rps).toFixed(3),
        });
      } finally {
        await stopProcess(bare);
      }
    }
  } finally {
    await stopProcess(shop);
  }
  console.table(results);
  console.log(
    `ssr: ${options.connections} connections, ${options.duration ?? 10} s each; targets (issue 11): cached ≥ 0.5 of bare, ` +
      'rendered ≥ 3× the 40–65 pages/s measured before (ratio ≥ ~0.15–0.25 of bare on this machine)',
  );
  console.table(summary);
  for (const r of results) if (r.errors || r.non2xx) console.log(`${r.name} errors: ${r.errors}, non-2xx: ${r.non2xx}`);
}
