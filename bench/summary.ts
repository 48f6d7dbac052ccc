import type { AdminListFigures } from './admin-lists';
import type { CatalogFigures } from './catalog';
import { catalogTargets } from './catalog';
import type { ShopperFigures } from './import-shopper';
import type { JsFigures } from './js';
import { jsTargets } from './js';
import type { LighthouseRow } from './lighthouse-audit';
import type { LoadFigures } from './load';
import { printTable } from './report';
import type { SearchFigures } from './search/bench';
import { searchTargets } from './search/bench';
import type { SsrFigures } from './ssr';
import {
  adminListTargets,
  describe,
  importTargets,
  lighthouseTargets,
  loadTargets,
  meets,
  memoryTargets,
  ssrTargets,
  type Target,
} from './targets';

/** Everything `bench all` measured (what `--json` writes, with the summary rows). */
export type AllFigures = {
  startedAt: string;
  quick: boolean;
  dbs: string[];
  parts: string[];
  seconds?: number;
  ssr?: SsrFigures[];
  load?: LoadFigures[];
  js?: JsFigures;
  catalog?: CatalogFigures;
  search?: SearchFigures[];
  lighthouse?: { db: string; rows: LighthouseRow[] };
  adminLists?: AdminListFigures;
  whileImporting?: { exchange1c: ShopperFigures[]; import: ShopperFigures[] };
  failures: { part: string; error: string }[];
};

/** One line of the summary: `met` is empty for figures reported without a target. */
export type SummaryRow = { figure: string; db: string; value: string; target: string; met: '' | 'yes' | 'NO' };

const row = (figure: string, db: string, value: string, target?: Target, measured?: number): SummaryRow => ({
  figure,
  db,
  value,
  target: target ? describe(target) : '',
  met: target && measured !== undefined ? (meets(measured, target) ? 'yes' : 'NO') : '',
});
const at = (op: Target['op'], limit: number, unit?: string): Target => ({ op, limit, unit });
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The speed figures, each with its target and whether it is met, in the order targets.ts lists them. */
export function summaryRows(f: AllFigures): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const s of f.ssr ?? [])
    for (const p of s.pages) {
      rows.push(
        row(`ssr ${p.kind} cached/bare`, s.db, p.cachedRatio.toFixed(2), ssrTargets.cachedRatio, p.cachedRatio),
      );
      rows.push(
        row(
          `ssr ${p.kind} rendered/bare (req/s)`,
          s.db,
          `${p.renderedRatio.toFixed(3)} (${p.renderedRps} of ${p.bareRps})`,
          ssrTargets.renderedRatio,
          p.renderedRatio,
        ),
      );
      rows.push(
        row(
          `ssr ${p.kind} HTML / loader data / elements`,
          s.db,
          `${kB(p.htmlBytes)} / ${kB(p.loaderDataBytes)} / ${p.elements}`,
        ),
      );
    }
  for (const l of f.load ?? []) {
    const r = l.rounds[0];
    if (!r || !f.parts.includes('load')) continue;
    const load = `load ${l.shoppers} shoppers`;
    rows.push(row(`${load}: page p95`, l.db, `${r.page.p95} ms`, loadTargets.pageP95, r.page.p95));
    rows.push(row(`${load}: page p99`, l.db, `${r.page.p99} ms`, loadTargets.pageP99, r.page.p99));
    rows.push(row(`${load}: check p95`, l.db, `${r.checkP95} ms`, loadTargets.checkP95, r.checkP95));
    rows.push(row(`${load}: order p95`, l.db, `${r.orderP95} ms`, loadTargets.orderP95, r.orderP95));
    rows.push(row(`${load}: timeouts`, l.db, String(r.timeouts), loadTargets.timeouts, r.timeouts));
    rows.push(
      row(`${load}: 5xx other than 503`, l.db, String(r.serverErrors), loadTargets.serverErrors, r.serverErrors),
    );
    const share = ((100 * r.shed) / Math.max(1, r.requests)).toFixed(1);
    rows.push(row(`${load}: 503s (shed, Retry-After)`, l.db, `${r.shed} of ${r.requests} (${share} %)`));
    rows.push(row(`${load}: server RSS before → after`, l.db, `${r.rssBeforeMb ?? '?'} → ${r.rssAfterMb ?? '?'} MB`));
    if (l.scarce) {
      const { plenty, scarce, p95Ratio } = l.scarce;
      const oversold = plenty.oversold + scarce.oversold;
      rows.push(row(`${load}: racing buyers, pieces oversold`, l.db, String(oversold), loadTargets.oversold, oversold));
      rows.push(
        row(
          `${load}: racing buyers, create p95 scarce / plenty`,
          l.db,
          `${scarce.createP95} / ${plenty.createP95} ms (${p95Ratio.toFixed(2)}×)`,
        ),
      );
    }
    rows.push({
      figure: `${load}: orders reconciled, no 5xx`,
      db: l.db,
      value: l.ok ? 'ok' : l.problems.join('; '),
      target: 'ok',
      met: l.ok ? 'yes' : 'NO',
    });
  }
  for (const l of f.parts.includes('memory') ? (f.load ?? []) : []) {
    const mb = (n: number | null) => (n === null ? '?' : n.toFixed(0));
    const perRound = l.memory.map((m) => `${m.round}: ${mb(m.rssMb)}`).join(', ');
    rows.push(row(`memory: server RSS after GC by round (0 = start)`, l.db, `${perRound} MB`));
    const second = l.memory.find((m) => m.round === 2)?.rssMb;
    if (l.rssGrowthMb !== null && typeof second === 'number') {
      const percent = (100 * l.rssGrowthMb) / second;
      const heap =
        l.heapGrowthMb === null ? '' : `, heap ${l.heapGrowthMb >= 0 ? '+' : ''}${l.heapGrowthMb.toFixed(1)} MB`;
      const value = `${l.rssGrowthMb >= 0 ? '+' : ''}${l.rssGrowthMb.toFixed(1)} MB (${percent.toFixed(1)} %)${heap}`;
      rows.push(
        row(
          `memory: RSS growth round 2 → ${l.memory.at(-1)?.round}`,
          l.db,
          value,
          memoryTargets.growthPercent,
          percent,
        ),
      );
    }
  }
  if (f.js) {
    const j = f.js;
    rows.push(
      row(
        'js: largest first load (gzip)',
        '',
        `${j.largestFirstLoadKiB.toFixed(1)} KiB (${j.largestFirstLoadRoute})`,
        at('≤', jsTargets.firstLoad / 1024, 'KiB'),
        j.largestFirstLoadKiB,
      ),
    );
    rows.push(
      row(
        'js: largest route chunk (gzip)',
        '',
        `${j.largestOwnChunkKiB.toFixed(1)} KiB (${j.largestOwnChunkRoute})`,
        at('≤', jsTargets.ownChunk / 1024, 'KiB'),
        j.largestOwnChunkKiB,
      ),
    );
  }
  if (f.catalog) {
    const goods = f.catalog.goods.toLocaleString('en');
    for (const [group, limit] of [
      ['listing', catalogTargets.listing],
      ['facets', catalogTargets.facets],
      ['by ids', catalogTargets.byIds],
      ['cart', catalogTargets.byIds],
    ] as const)
      for (const db of new Set(f.catalog.rows.map((r) => r.db))) {
        const of = f.catalog.rows.filter((r) => r.db === db && r.op.startsWith(group));
        const worst = of.reduce((a, b) => (b.p95 > a.p95 ? b : a), of[0] ?? { p95: 0, op: '' });
        if (!of.length) continue;
        rows.push(
          row(
            `catalog ${goods} goods: ${group} p95, worst of ${of.length}`,
            db,
            `${worst.p95} ms (${worst.op.slice(group.length).trim()})`,
            at('≤', limit, 'ms'),
            worst.p95,
          ),
        );
      }
  }
  for (const s of f.search ?? []) {
    const goods = `search ${s.goods.toLocaleString('en')} goods`;
    rows.push(
      row(
        `${goods}: autocomplete p95`,
        s.db,
        `${s.autocompleteP95} ms`,
        at('≤', searchTargets.autocompleteP95, 'ms'),
        s.autocompleteP95,
      ),
    );
    rows.push(
      row(`${goods}: full search p95`, s.db, `${s.fullP95} ms`, at('≤', searchTargets.fullP95, 'ms'), s.fullP95),
    );
  }
  for (const l of f.lighthouse?.rows ?? []) {
    const s = l.scores;
    const worst = s ? Math.min(s.performance, s.accessibility, s.bestPractices, s.seo) : 0;
    const value = s
      ? `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}, LCP ${l.lcpS.toFixed(1)} s`
      : 'no result';
    const target = { ...lighthouseTargets.performance, unit: 'each' };
    rows.push(row(`lighthouse ${l.page}: perf / a11y / best / seo`, f.lighthouse?.db ?? '', value, target, worst));
  }
  for (const r of f.adminLists?.rows ?? []) {
    // The goal is PostgreSQL's (issue 34); PGlite's figures are reported beside it.
    const figure = `admin list ${r.list} (${r.rows.toLocaleString('en')} rows): p95 / p50, worst probe`;
    const value = `${r.p95} / ${r.p50} ms`;
    rows.push(r.db === 'postgres' ? row(figure, r.db, value, adminListTargets.p95, r.p95) : row(figure, r.db, value));
  }
  const busy = f.whileImporting;
  for (const [what, list] of [
    ['a 1C exchange', busy?.exchange1c],
    ['a spreadsheet import', busy?.import],
  ] as const)
    for (const r of list ?? []) {
      const value = `${r.busyP95} ms (idle ${r.idleP95} ms, errors ${r.errors})`;
      rows.push(row(`a shopper's p95 during ${what}`, r.db, value, importTargets.shopperP95, r.busyP95));
    }
  for (const failure of f.failures)
    rows.push({
      figure: `${failure.part}: FAILED`,
      db: '',
      value: failure.error.slice(0, 100),
      target: 'runs',
      met: 'NO',
    });
  return rows;
}

export function printSummary(f: AllFigures, rows: SummaryRow[]) {
  console.log(
    `\n== bench all: the speed figures${f.quick ? ' (--quick: short runs, small catalogue, fewer shoppers)' : ''} ==`,
  );
  printTable(rows.map((r) => ({ figure: r.figure, db: r.db, value: r.value, target: r.target, met: r.met })));
  const judged = rows.filter((r) => r.met);
  const missed = judged.filter((r) => r.met === 'NO');
  console.log(
    `${judged.length - missed.length} of ${judged.length} targets met${missed.length ? ` (NO: ${missed.length})` : ''}`,
  );
  if (rows.some((r) => r.target.endsWith('*')))
    console.log('* a number this harness assumes for a figure the speed targets name (bench/targets.ts)');
  if (f.quick)
    console.log(
      '--quick: figures for comparison between runs; the targets are for the full runs (100,000 goods, 200 shoppers)',
    );
}
