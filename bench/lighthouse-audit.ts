/**
 * Lighthouse (mobile preset) on home, a category, a product and search against a running
 * production server: the four category scores, paint and shift metrics and the gzipped JavaScript
 * of each page; used by `npm run lighthouse` and `npm run bench all`.
 * Lighthouse 12.8.2 (the last for Node 20) is a devDependency; LIGHTHOUSE_MODULES may name another
 * node_modules. Chromium comes from CHROME_PATH (default /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

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

/** One page's median run (scores 0–100, seconds, ms), or why there is none. */
export type LighthouseRow = {
  page: string;
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number } | null;
  fcpS: number;
  lcpS: number;
  tbtMs: number;
  cls: number;
  jsKib: number;
  performanceOfRuns: number[];
};

export class LighthouseMissing extends Error {}

async function load<T>(modules: string, entry: string): Promise<T> {
  const file = path.join(modules, entry);
  if (!existsSync(file))
    throw new LighthouseMissing(
      `Lighthouse is not installed in ${modules}: npm i --no-save lighthouse@12.8.2 (or set LIGHTHOUSE_MODULES).`,
    );
  return (await import(pathToFileURL(file).href)) as T;
}

/** The first address on the home page that matches (a category, a product): the demo shop's own. */
async function firstLink(origin: string, pattern: RegExp): Promise<string> {
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

/**
 * Audits the four pages in each language (`languages`), `runs` times each, and keeps the median run
 * by performance score (this machine's speed varies between runs). Progress goes to stderr.
 */
export async function runLighthouse({
  origin,
  runs = 1,
  query = 'котушка',
  languages = ['ua', 'ru'],
}: {
  origin: string;
  runs?: number;
  query?: string;
  languages?: ('ua' | 'ru')[];
}): Promise<LighthouseRow[]> {
  const modules = path.resolve(process.env.LIGHTHOUSE_MODULES ?? 'node_modules');
  const lighthouse = (await load<{ default: Lighthouse }>(modules, 'lighthouse/core/index.js')).default;
  const launcher = await load<ChromeLauncher>(modules, 'chrome-launcher/dist/index.js');
  const category = await firstLink(origin, /^\/[a-z0-9-]+\/c\d+$/);
  const product = await firstLink(origin, /^\/[a-z0-9-]+\/p\d+$/);
  const pages = [
    ['home', '/'],
    ['category', category],
    ['product', product],
    ['search', `/search/${encodeURIComponent(query)}`],
  ].flatMap(([name, page]) =>
    languages.map((lang) => [`${name} ${lang}`, lang === 'ua' ? page : page === '/' ? '/ru' : `/ru${page}`]),
  ) as [string, string][];
  const chrome = await launcher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
  const rows: LighthouseRow[] = [];
  try {
    for (const [name, page] of pages) {
      const results: Lhr[] = [];
      for (let run = 0; run < Math.max(1, runs); run++) {
        // Chromium sometimes loses the trace of a load (NO_NAVSTART): one more try.
        let result = await audit(lighthouse, chrome.port, `${origin}${page}`);
        if (!result || result.lhr.runtimeError) result = await audit(lighthouse, chrome.port, `${origin}${page}`);
        if (result && !result.lhr.runtimeError) results.push(result.lhr);
        else console.error(`  ${name}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
      }
      results.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
      const lhr = results[Math.floor((results.length - 1) / 2)];
      const score = (r: Lhr, key: keyof Lhr['categories']) => Math.round((r.categories[key].score ?? 0) * 100);
      const value = (id: string) => lhr?.audits[id]?.numericValue ?? 0;
      rows.push({
        page: name,
        path: page,
        scores: lhr
          ? {
              performance: score(lhr, 'performance'),
              accessibility: score(lhr, 'accessibility'),
              bestPractices: score(lhr, 'best-practices'),
              seo: score(lhr, 'seo'),
            }
          : null,
        fcpS: value('first-contentful-paint') / 1000,
        lcpS: value('largest-contentful-paint') / 1000,
        tbtMs: Math.round(value('total-blocking-time')),
        cls: value('cumulative-layout-shift'),
        jsKib: lhr ? (await gzippedScripts(lhr)) / 1024 : 0,
        performanceOfRuns: results.map((r) => score(r, 'performance')),
      });
      console.error(`  ${name}: done`);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

export function printLighthouse(rows: LighthouseRow[]) {
  const header = ['page', 'path', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'JS gzip', 'perf of runs'];
  const cells = rows.map((r) =>
    r.scores
      ? [
          r.page,
          r.path,
          String(r.scores.performance),
          String(r.scores.accessibility),
          String(r.scores.bestPractices),
          String(r.scores.seo),
          `${r.fcpS.toFixed(2)} s`,
          `${r.lcpS.toFixed(2)} s`,
          `${r.tbtMs} ms`,
          r.cls.toFixed(3),
          `${r.jsKib.toFixed(1)} KiB`,
          r.performanceOfRuns.join('/'),
        ]
      : [r.page, r.path, 'error'],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (row: string[]) => row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  for (const row of cells) console.log(line(row));
}
