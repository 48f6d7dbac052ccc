import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchOptions } from './options';
import { startProcess, stopProcess } from './servers';
import { freePort, snapshotBuild } from './shop-server';
import { createStore, type DbKind } from './store';
import { ssrTargets } from './targets';

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

/** Home, the first category and the first product the home page links to (or `--path a,b,c`), named. */
async function pagesToMeasure(origin: string, option: string): Promise<[string, string][]> {
  if (option !== 'auto') return option.split(',').flatMap((page) => (page ? [[page, page] as [string, string]] : []));
  const home = await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text();
  const category = /href="(\/[a-z0-9-]+\/c\d+)"/.exec(home)?.[1];
  const product = /href="(\/[a-z0-9-]+\/p\d+)"/.exec(home)?.[1];
  return [
    ['home', '/'],
    ...(category ? [['category', category] as [string, string]] : []),
    ...(product ? [['product', product] as [string, string]] : []),
  ];
}

/**
 * Waits until the shop answers /healthz within 20 ms twice in a row (at most 10 s): renders that a
 * finished autocannon run left behind (its connections close, the server still works through
 * them) must not eat into the next measurement.
 */
async function drained(origin: string) {
  const deadline = Date.now() + 10_000;
  for (let quick = 0; quick < 2 && Date.now() < deadline; ) {
    const started = performance.now();
    await fetch(`${origin}/healthz`).catch(() => null);
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type SsrPage = {
  /** home, category, product (or the address given with --path). */
  kind: string;
  page: string;
  htmlBytes: number;
  loaderDataBytes: number;
  elements: number;
  cachedRps: number;
  renderedRps: number;
  bareRps: number;
  /** Requests/s from the HTML cache ÷ the bare server's, same bytes, same run. */
  cachedRatio: number;
  renderedRatio: number;
  errors: number;
};
export type SsrFigures = { db: DbKind; connections: number; seconds: number; pages: SsrPage[] };

/**
 * SSR of storefront pages (home, a category, a product by default) by the production server with
 * the demo shop — from the HTML cache (ADR 0066) and rendered for a signed-in visitor (a `token`
 * cookie: never a shared page) — each against a bare node:http server sending the same bytes, in
 * the same run; with what each page is made of. Once per database of `--db`.
 */
export async function benchSsr(options: BenchOptions): Promise<SsrFigures[]> {
  const snapshot = options.serve ? null : snapshotBuild();
  try {
    const figures: SsrFigures[] = [];
    for (const db of options.dbs) figures.push(await ssrOn(db, snapshot?.dir ?? options.serve ?? 'build', options));
    return figures;
  } finally {
    snapshot?.remove();
  }
}

/**
 * The shop on PGlite in BENCH_DATA_DIR (default node_modules/.cache/poplavok-bench-data, seeded on
 * first use and kept), or on a fresh PostgreSQL database seeded with SEED_GOODS and dropped after.
 */
async function ssrOn(db: DbKind, buildDir: string, options: BenchOptions): Promise<SsrFigures> {
  // Ports from the environment (BENCH_SHOP_PORT, BENCH_BARE_PORT), else free ones.
  const shopPort = Number(process.env.BENCH_SHOP_PORT) || (await freePort());
  const barePort = Number(process.env.BENCH_BARE_PORT) || (await freePort());
  const store = db === 'postgres' ? await createStore('postgres', 'ssr') : null;
  const dataEnv = store?.env ?? { DATA_DIR: ssrDataDir(), DATABASE_URL: '' };
  console.log(`\nssr on ${db} (${store?.where ?? dataEnv.DATA_DIR}):`);
  const shop = await startProcess(
    ['bench/serve.mjs'],
    {
      ...dataEnv,
      ALLOW_DEMO: '1',
      BENCH_BUILD: buildDir,
      SEED_GOODS: String(options.seedGoods),
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MAX_IN_FLIGHT: '0',
    },
    `http://127.0.0.1:${shopPort}/healthz`,
  );
  const origin = `http://127.0.0.1:${shopPort}`;
  const results: Result[] = [];
  const pages: SsrPage[] = [];
  try {
    for (const [kind, pagePath] of await pagesToMeasure(origin, options.path)) {
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
        await drained(origin);
        const cached = await load(`shop ${pagePath} (cached)`, url, options);
        await drained(origin);
        const rendered = await load(`shop ${pagePath} (rendered)`, url, options, 'token=bench-visitor');
        await drained(origin);
        const bareResult = await load(
          `bare node:http, same bytes as ${pagePath}`,
          `http://127.0.0.1:${barePort}/`,
          options,
        );
        results.push(cached, rendered, bareResult);
        pages.push({
          kind,
          page: pagePath,
          ...anatomy,
          cachedRps: cached.rps,
          renderedRps: rendered.rps,
          bareRps: bareResult.rps,
          cachedRatio: cached.rps / bareResult.rps,
          renderedRatio: rendered.rps / bareResult.rps,
          errors: cached.errors + cached.non2xx + rendered.errors + rendered.non2xx,
        });
      } finally {
        await stopProcess(bare);
        rmSync(path.dirname(bodyFile), { recursive: true, force: true });
      }
    }
  } finally {
    await stopProcess(shop);
    if (store && !options.keep) await store.remove();
  }
  console.table(results);
  console.log(
    `ssr on ${db}: ${options.connections} connections, ${options.duration ?? 10} s each; targets: cached ≥ ${ssrTargets.cachedRatio.limit} of bare, ` +
      `rendered ≥ ${ssrTargets.renderedRatio.limit} of bare (issue 34)`,
  );
  console.table(
    pages.map((p) => ({
      page: p.page,
      'HTML bytes': p.htmlBytes,
      'loader data bytes': p.loaderDataBytes,
      elements: p.elements,
      'cached req/s': p.cachedRps,
      'rendered req/s': p.renderedRps,
      'bare req/s': p.bareRps,
      'cached/bare': p.cachedRatio.toFixed(3),
      'rendered/bare': p.renderedRatio.toFixed(3),
    })),
  );
  for (const r of results) if (r.errors || r.non2xx) console.log(`${r.name} errors: ${r.errors}, non-2xx: ${r.non2xx}`);
  return { db, connections: options.connections, seconds: options.duration ?? 10, pages };
}

/** The PGlite data dir of `bench ssr` (and of `bench all`'s Lighthouse server): seeded once, reused. */
export const ssrDataDir = () => process.env.BENCH_DATA_DIR ?? 'node_modules/.cache/poplavok-bench-data';
