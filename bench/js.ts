/**
 * `npm run bench js`: what a phone downloads, from the production build in build/client (run
 * `npm run build` first). For every screen of app/routes.ts, in both languages: the first-load
 * JavaScript gzipped (entry, root and the route's chain with all their static imports, as React
 * Router preloads them) and the route's own chunk gzipped, next to the speed targets. Figures
 * only; nothing is timed or asserted. Gzip level 6, as the server's compression sends them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchOptions } from './options';
import { printTable } from './report';

/**
 * Issue 34: every screen's first load ≤ 125 KiB gzipped; a route's own chunk ≤ 15 KiB. Bytes. The
 * budget: `bench js` exits 1 when one of `mainPages` (home, category and product, search) is over.
 */
export const jsTargets = { firstLoad: 125 * 1024, ownChunk: 15 * 1024 };
export const mainPages = ['home', 'catalog-entry:category', 'catalog-entry:good', 'search'];

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
export type BuildManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

/** React Router's browser manifest (`assets/manifest-*.js`) of a client build directory. */
export function readManifest(clientDir: string): BuildManifest {
  const file = readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no assets/manifest-*.js in ${clientDir}: run npm run build first`);
  const text = readFileSync(path.join(clientDir, 'assets', file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as BuildManifest;
}

/**
 * The catalogue views' chunks (`catalog-views.json`, written by the client build; ADR 0134): the
 * catalogue route's page loads one of them with the route, so each is a screen of its own here.
 */
export function readCatalogViews(clientDir: string): Record<string, string[]> {
  const file = path.join(clientDir, 'catalog-views.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

/** The scripts a first visit to the route loads: entry, then each route from root down, with imports. */
export function firstLoadFiles(manifest: BuildManifest, routeId: string): string[] {
  const chain: ManifestRoute[] = [];
  for (
    let route = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    chain.unshift(route);
  const files = [manifest.entry.module, ...manifest.entry.imports];
  for (const route of chain) files.push(route.module, ...(route.imports ?? []));
  return [...new Set(files)];
}

export function gzipSizer(clientDir: string): (url: string) => number {
  const sizes = new Map<string, number>();
  return (url) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, url)), { level: 6 }).length;
      sizes.set(url, size);
    }
    return size;
  };
}

const KiB = (bytes: number) => (bytes / 1024).toFixed(1);

/** What `bench js` found: the largest first load and route chunk over every screen, KiB gzipped. */
export type JsFigures = {
  screens: number;
  screensOver: number;
  largestFirstLoadKiB: number;
  largestFirstLoadRoute: string;
  largestOwnChunkKiB: number;
  largestOwnChunkRoute: string;
  /** Main pages over the first-load budget (empty when the budget holds). */
  overBudget: string[];
};

export async function benchJs(options: Pick<BenchOptions, 'build'>): Promise<JsFigures> {
  const clientDir = path.resolve(options.build, 'client');
  const manifest = readManifest(clientDir);
  const gz = gzipSizer(clientDir);
  const total = (files: string[]) => files.reduce((sum, file) => sum + gz(file), 0);
  const pages = Object.values(manifest.routes).filter(
    (r) => r.id !== 'root' && !r.id.startsWith('ru') && manifest.routes[`ru-${r.id}`],
  );
  const shared = new Set(firstLoadFiles(manifest, 'root'));
  const views = readCatalogViews(clientDir);
  // A route whose page loads one of several views is one screen per view (ADR 0134).
  const screens = pages.flatMap((route) =>
    route.id === 'catalog-entry' && Object.keys(views).length
      ? Object.entries(views).map(([view, chunks]) => ({ route, name: `${route.id}:${view}`, chunks }))
      : [{ route, name: route.id, chunks: [] as string[] }],
  );
  const rows = screens.map(({ route, name, chunks }) => {
    const files = [...new Set([...firstLoadFiles(manifest, route.id), ...chunks])];
    const ua = total(files);
    const ru = total([...new Set([...firstLoadFiles(manifest, `ru-${route.id}`), ...chunks])]);
    const own = gz(route.module);
    const over = Math.max(ua, ru) > jsTargets.firstLoad || own > jsTargets.ownChunk;
    const parents = new Set(route.parentId ? firstLoadFiles(manifest, route.parentId) : []);
    const adds = total(files.filter((file) => !parents.has(file)));
    return {
      route: name,
      'first load ua': KiB(ua),
      'first load ru': KiB(ru),
      'own chunk': KiB(own),
      'route adds': KiB(adds),
      '': over ? '×' : '✓',
    };
  });
  const entry = total([manifest.entry.module, ...manifest.entry.imports]);
  const root = [...shared];
  console.log(`JavaScript gzipped (level 6) in KiB, from ${path.relative(process.cwd(), clientDir)}:`);
  console.log(`entry (React, React Router, the shell) ${KiB(entry)}; with root and its imports ${KiB(total(root))}`);
  console.log('(own chunk: the route module; route adds: it and its imports beyond what its parents load)');
  printTable(rows);
  const firstLoad = (r: (typeof rows)[number]) => Math.max(Number(r['first load ua']), Number(r['first load ru']));
  const worstLoad = Math.max(...rows.map(firstLoad));
  const worstOwn = Math.max(...rows.map((r) => Number(r['own chunk'])));
  const over = rows.filter((r) => r[''] === '×').length;
  console.log(
    `largest first load ${worstLoad.toFixed(1)} KiB (target ≤ ${KiB(jsTargets.firstLoad)}), ` +
      `largest own chunk ${worstOwn.toFixed(1)} KiB (target ≤ ${KiB(jsTargets.ownChunk)}); ` +
      `${over} of ${rows.length} screens over a target`,
  );
  const overBudget = rows
    .filter((r) => mainPages.includes(r.route) && firstLoad(r) * 1024 > jsTargets.firstLoad)
    .map((r) => `${r.route} ${firstLoad(r).toFixed(1)} KiB`);
  if (overBudget.length)
    console.error(`JS budget exceeded (≤ ${KiB(jsTargets.firstLoad)} KiB on a main page): ${overBudget.join(', ')}`);
  return {
    screens: rows.length,
    screensOver: over,
    largestFirstLoadKiB: worstLoad,
    largestFirstLoadRoute: rows.find((r) => firstLoad(r) === worstLoad)?.route ?? '',
    largestOwnChunkKiB: worstOwn,
    largestOwnChunkRoute: rows.find((r) => Number(r['own chunk']) === worstOwn)?.route ?? '',
    overBudget,
  };
}
