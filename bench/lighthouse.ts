/**
 * `npm run lighthouse [-- --url http://127.0.0.1:3000 --runs 3]`: Lighthouse (mobile preset) on home,
 * a category, a product and search, in both languages, against a running production build
 * (`npm start`). Prints the four category scores, the paint and shift metrics and the gzipped
 * JavaScript each page loads; with `--runs N` each page is audited N times and the median run (by
 * performance score) is printed.
 * Not part of `npm test`: scores move with this machine's speed (STACK-NOTES.md), compare within
 * a run.
 *
 * Lighthouse 12.8.2 (the last for Node 20) is a devDependency; LIGHTHOUSE_MODULES may name another
 * node_modules. Chromium comes from CHROME_PATH (default /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3000' },
    query: { type: 'string', default: 'котушка' },
    runs: { type: 'string', default: '1' },
  },
});
const origin = new URL(values.url ?? '').origin;
const modules = path.resolve(process.env.LIGHTHOUSE_MODULES ?? 'node_modules');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Category = { score: number | null };
type Lhr = {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', Category>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { url: string; resourceType?: string; transferSize?: number }[] } }
  >;
  runtimeError?: { message: string };
};
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
type ChromeLauncher = {
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => void }>;
};

async function load<T>(entry: string): Promise<T> {
  const file = path.join(modules, entry);
  if (!existsSync(file)) {
    console.error(
      `Lighthouse is not installed in ${modules}: npm i --no-save lighthouse@12.8.2 (or set LIGHTHOUSE_MODULES).`,
    );
    process.exit(2);
  }
  return (await import(pathToFileURL(file).href)) as T;
}

/** The first address on the home page that matches (a category, a product): the demo shop's own. */
async function firstLink(pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text();
  for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) if (href && pattern.test(href)) return href;
  throw new Error(`no link like ${pattern} on ${origin}/`);
}

/** What the page's scripts weigh gzipped (fetched again and compressed here, level 6 like the server's). */
async function gzippedScripts(lhr: Lhr): Promise<number> {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = [...new Set(items.filter((i) => i.resourceType === 'Script').map((i) => i.url))];
  const sizes = await Promise.all(
    scripts.map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 6 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

function audit(lighthouse: Lighthouse, port: number, url: string) {
  return lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
}

async function main() {
  const health = await fetch(`${origin}/healthz`).catch(() => null);
  if (!health?.ok) {
    console.error(`No shop at ${origin}: start the production build first (npm start), or pass --url.`);
    process.exit(2);
  }
  const lighthouse = (await load<{ default: Lighthouse }>('lighthouse/core/index.js')).default;
  const launcher = await load<ChromeLauncher>('chrome-launcher/dist/index.js');
  const category = await firstLink(/^\/[a-z0-9-]+\/c\d+$/);
  const product = await firstLink(/^\/[a-z0-9-]+\/p\d+$/);
  const search = `/search/${encodeURIComponent(values.query ?? '')}`;
  const pages = [
    ['home', '/'],
    ['category', category],
    ['product', product],
    ['search', search],
  ].flatMap(([name, page]) => [
    [`${name} ua`, page],
    [`${name} ru`, page === '/' ? '/ru' : `/ru${page}`],
  ]) as [string, string][];

  const runs = Math.max(1, Number(values.runs) || 1);
  const chrome = await launcher.launch({ chromePath, chromeFlags });
  const rows: string[][] = [];
  try {
    for (const [name, page] of pages) {
      const results: Lhr[] = [];
      for (let run = 0; run < runs; run++) {
        // Chromium sometimes loses the trace of a load (NO_NAVSTART): one more try.
        let result = await audit(lighthouse, chrome.port, `${origin}${page}`);
        if (!result || result.lhr.runtimeError) result = await audit(lighthouse, chrome.port, `${origin}${page}`);
        if (result && !result.lhr.runtimeError) results.push(result.lhr);
        else console.error(`  ${name}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
      }
      // The median run by performance score (this machine's speed varies between runs).
      results.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
      const lhr = results[Math.floor((results.length - 1) / 2)];
      if (!lhr) {
        rows.push([name, page, 'error']);
        continue;
      }
      const score = (key: keyof Lhr['categories']) => String(Math.round((lhr.categories[key].score ?? 0) * 100));
      const seconds = (id: string) => `${((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
      const js = `${((await gzippedScripts(lhr)) / 1024).toFixed(1)} KiB`;
      const perfs = results.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)).join('/');
      rows.push([
        name,
        page,
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        seconds('first-contentful-paint'),
        seconds('largest-contentful-paint'),
        `${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
        (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        js,
        perfs,
      ]);
      console.error(`  ${name}: done`);
    }
  } finally {
    chrome.kill();
  }
  const header = ['page', 'path', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'JS gzip', 'perf of runs'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

await main();
