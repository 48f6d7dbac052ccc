import v8 from 'node:v8';
import vm from 'node:vm';
import { count } from 'drizzle-orm';
import { getSearchEngine, type SearchEngineStats } from '#core/search/engine';
import { goods } from '#db/schema';
import type { BenchOptions } from '../options';
import { printTable } from '../report';
import { ensureSeeded, openStore } from '../seeded-store';
import type { DbKind } from '../store';
import { loadCatalogue } from './catalogue';
import { depth, type Judged, judge, percentileMs, type Score, score } from './metrics';
import { buildQuerySet, queryKinds } from './queries';

/** The issue's targets ("Speed" and "Quality"; p95s at 100,000 goods). */
export const searchTargets = { autocompleteP95: 20, fullP95: 50, recall: 0.95, mrr: 0.85 };
const targets = searchTargets;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

type Timings = { autocomplete: number[]; full: number[] };
type Run = {
  kind: DbKind;
  goods: number;
  seedMs: number | null;
  coldMs: number;
  stats: SearchEngineStats | null;
  heapMb: number;
  externalMb: number;
  rssMb: number;
  timings: Timings;
  errors: number;
  full: Score;
  overlay: Score;
};

/** What `bench search` found on one database (ms; recall@12 and MRR over the whole query set). */
export type SearchFigures = {
  db: DbKind;
  goods: number;
  autocompleteP95: number;
  fullP95: number;
  full: Score;
  overlay: Score;
  errors: number;
};

/**
 * `npm run bench search`: the search engine (`getSearchEngine`, whatever it is at the time) on the
 * demo catalogue, inside this process — quality on the labelled query set (recall@12 and MRR per
 * kind, full mode and the overlay's autocomplete mode) and speed (every prefix of every query typed
 * in autocomplete mode; every query in full mode with facets), on PGlite and/or PostgreSQL.
 */
export async function benchSearch(options: BenchOptions): Promise<SearchFigures[]> {
  const goodsWanted = options.goods ?? 100_000;
  console.log(
    `search: ${goodsWanted} demo goods on ${options.dbs.join(' and ')}, query-set seed ${options.seed}` +
      `, typing ${options.typing === undefined ? 'every query' : `${options.typing} queries`} letter by letter`,
  );
  const runs: Run[] = [];
  for (const kind of options.dbs) runs.push(await benchOne(kind, goodsWanted, options));
  console.log('\nsummary (ms; targets: autocomplete p95 ≤ 20, full p95 ≤ 50):');
  printTable(
    runs.map((r) => {
      const a = [...r.timings.autocomplete].sort((x, y) => x - y);
      const f = [...r.timings.full].sort((x, y) => x - y);
      return {
        db: r.kind,
        goods: r.goods,
        'seed s': r.seedMs === null ? 'reused' : (r.seedMs / 1000).toFixed(1),
        'first search (build)': Math.round(r.coldMs),
        'engine buildMs': r.stats ? Math.round(r.stats.buildMs) : '-',
        'index MB': r.stats ? (r.stats.bytes / 2 ** 20).toFixed(1) : '-',
        'heap Δ MB': r.heapMb.toFixed(1),
        'ac n': a.length,
        'ac p50': percentileMs(a, 0.5),
        'ac p95': percentileMs(a, 0.95),
        'ac p99': percentileMs(a, 0.99),
        'ac max': percentileMs(a, 1),
        'full n': f.length,
        'full p50': percentileMs(f, 0.5),
        'full p95': percentileMs(f, 0.95),
        'full p99': percentileMs(f, 0.99),
        'full max': percentileMs(f, 1),
        errors: r.errors,
      };
    }),
  );
  for (const r of runs) {
    const a = percentileMs(
      [...r.timings.autocomplete].sort((x, y) => x - y),
      0.95,
    );
    const f = percentileMs(
      [...r.timings.full].sort((x, y) => x - y),
      0.95,
    );
    console.log(
      `${r.kind}: autocomplete p95 ${a} ms ${a <= targets.autocompleteP95 ? 'MET' : 'NOT MET'} (≤ ${targets.autocompleteP95}); ` +
        `full p95 ${f} ms ${f <= targets.fullP95 ? 'MET' : 'NOT MET'} (≤ ${targets.fullP95})` +
        (r.goods < 100_000 ? ` — on ${r.goods} goods; the targets are for 100,000` : ''),
    );
  }
  if (runs.some((r) => r.errors > 0)) process.exitCode = 1;
  return runs.map((r) => ({
    db: r.kind,
    goods: r.goods,
    autocompleteP95: percentileMs(
      [...r.timings.autocomplete].sort((x, y) => x - y),
      0.95,
    ),
    fullP95: percentileMs(
      [...r.timings.full].sort((x, y) => x - y),
      0.95,
    ),
    full: r.full,
    overlay: r.overlay,
    errors: r.errors,
  }));
}

async function benchOne(kind: DbKind, goodsWanted: number, options: BenchOptions): Promise<Run> {
  console.log(`\n== ${kind} ==`);
  const { database, store, where } = await openStore(kind, 'search', options);
  // Ctrl-C: a fresh store is removed as after a finished run (a given one is left as it is).
  const interrupted = async () => {
    console.log('interrupted: removing the fresh store');
    await database.close().catch(() => {});
    if (store && !options.keep) await store.remove();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  try {
    const seedMs = await ensureSeeded(database, where, goodsWanted);
    const [row] = await database.db.select({ n: count() }).from(goods);
    const goodsCount = row?.n ?? 0;

    const started = performance.now();
    const catalogue = await loadCatalogue(database.db);
    const queries = buildQuerySet(catalogue, options.seed);
    console.log(
      `query set: ${queries.length} queries over ${goodsCount} goods (seed ${options.seed}, built in ${Math.round(performance.now() - started)} ms): ` +
        queryKinds.map((k) => `${k} ${queries.filter((q) => q.kind === k).length}`).join(', '),
    );
    if (options.list)
      for (const q of queries)
        console.log(`  [${q.kind}] ${JSON.stringify(q.query)} (${q.lang}) → ${q.relevant.size} relevant: ${q.rule}`);
    const first = queries[0];
    if (!first) throw new Error('the query set is empty: is the catalogue seeded?');

    // Index build: the engine's first answer (a lazy engine builds then), and the heap it keeps.
    await settle();
    const before = process.memoryUsage();
    let t = performance.now();
    const engine = getSearchEngine(database.db);
    await engine.search({ query: first.query, mode: 'full' });
    const coldMs = performance.now() - t;
    const stats =
      'stats' in engine && typeof engine.stats === 'function' ? (engine.stats() as SearchEngineStats) : null;
    await settle();
    const after = process.memoryUsage();
    const mb = (bytes: number) => bytes / 2 ** 20;
    const heapMb = mb(after.heapUsed - before.heapUsed);
    const externalMb = mb(after.external + after.arrayBuffers - before.external - before.arrayBuffers);
    const rssMb = mb(after.rss - before.rss);
    console.log(
      `engine: first search ${Math.round(coldMs)} ms; stats ${stats ? JSON.stringify(stats) : 'not offered (no stats())'}; ` +
        `after gc: heap +${heapMb.toFixed(1)} MB, external+arrayBuffers +${externalMb.toFixed(1)} MB, rss +${rssMb.toFixed(1)} MB` +
        (kind === 'pglite' ? ' (PGlite lives in this process: its own caches count here too)' : ''),
    );

    // Full mode with facets: every query once; its first 12 ids are judged.
    const timings: Timings = { autocomplete: [], full: [] };
    let errors = 0;
    const full: Judged[] = [];
    for (const query of queries) {
      t = performance.now();
      try {
        const answer = await engine.search({ query: query.query, mode: 'full' });
        timings.full.push(performance.now() - t);
        full.push(judge(query, answer.ids));
      } catch (error) {
        errors++;
        full.push(judge(query, [], String(error)));
      }
    }

    console.log(
      `full mode: ${queries.length} searches in ${(timings.full.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s`,
    );

    // Autocomplete: each query typed letter by letter (a search per keystroke); the whole query's
    // answer is what the overlay shows, judged too.
    const typed = options.typing === undefined ? queries : spread(queries, options.typing);
    const overlay: Judged[] = [];
    for (const query of queries) {
      const prefixes = typed.includes(query)
        ? [...query.query].map((_, i) => [...query.query].slice(0, i + 1).join('')).filter((p) => p.trim())
        : [query.query];
      let last: number[] = [];
      let failed: string | undefined;
      for (const prefix of prefixes) {
        t = performance.now();
        try {
          const answer = await engine.search({ query: prefix, mode: 'autocomplete' });
          if (typed.includes(query)) timings.autocomplete.push(performance.now() - t);
          last = answer.ids;
        } catch (error) {
          errors++;
          failed = String(error);
        }
      }
      overlay.push(judge(query, last, failed));
    }

    console.log(
      `autocomplete: ${timings.autocomplete.length} keystrokes of ${typed.length} queries in ` +
        `${(timings.autocomplete.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s`,
    );
    const quality = printQuality(full, overlay);
    if (options.misses) printMisses(full);
    if (errors)
      console.log(`errors: ${errors} searches threw; first: ${[...full, ...overlay].find((j) => j.error)?.error}`);
    return { kind, goods: goodsCount, seedMs, coldMs, stats, heapMb, externalMb, rssMb, timings, errors, ...quality };
  } finally {
    process.off('SIGINT', interrupted);
    await database.close();
    if (store && !options.keep) await store.remove();
    else if (store)
      console.log(`kept: ${store.where} (reuse it with ${kind === 'pglite' ? '--data-dir' : '--pg-url'})`);
  }
}

/** Garbage collected twice, with the event loop let through, so heap figures compare. */
async function settle() {
  for (let i = 0; i < 2; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Every n-th query, so that a sample still covers every kind. */
function spread<T>(list: readonly T[], wanted: number): T[] {
  if (wanted >= list.length) return [...list];
  const step = list.length / Math.max(1, wanted);
  return Array.from({ length: wanted }, (_, i) => list[Math.floor(i * step)] as T);
}

function printQuality(full: Judged[], overlay: Judged[]): { full: Score; overlay: Score } {
  const f = score(full);
  const o = score(overlay);
  const fixed = (n: number) => n.toFixed(3);
  console.log(
    `quality (recall@${depth} = relevant among the first ${depth} / min(${depth}, relevant); MRR over the first ${depth}):`,
  );
  printTable([
    ...queryKinds.flatMap((kind) => {
      const a = f.kinds.get(kind);
      const b = o.kinds.get(kind);
      if (!a || !b) return [];
      return [
        {
          kind,
          queries: a.queries,
          'full recall@12': fixed(a.recall),
          'full MRR': fixed(a.mrr),
          'overlay recall@12': fixed(b.recall),
          'overlay MRR': fixed(b.mrr),
        },
      ];
    }),
    {
      kind: 'all',
      queries: f.overall.queries,
      'full recall@12': fixed(f.overall.recall),
      'full MRR': fixed(f.overall.mrr),
      'overlay recall@12': fixed(o.overall.recall),
      'overlay MRR': fixed(o.overall.mrr),
    },
  ]);
  for (const [name, s] of [
    ['full', f.overall],
    ['overlay', o.overall],
  ] as const)
    console.log(
      `${name}: recall@12 ${fixed(s.recall)} ${s.recall >= targets.recall ? 'MET' : 'NOT MET'} (≥ ${targets.recall}), ` +
        `MRR ${fixed(s.mrr)} ${s.mrr >= targets.mrr ? 'MET' : 'NOT MET'} (≥ ${targets.mrr})`,
    );
  return { full: f.overall, overlay: o.overall };
}

/** Queries the full mode did not serve perfectly: what was asked, the rule, what came back. */
function printMisses(judged: Judged[]) {
  const misses = judged.filter((j) => j.recall < 1 || j.rr < 1);
  console.log(`misses (full mode): ${misses.length}`);
  for (const j of misses)
    console.log(
      `  [${j.query.kind}] ${JSON.stringify(j.query.query)} recall ${j.recall.toFixed(2)} rr ${j.rr.toFixed(2)} — ${j.query.rule}` +
        ` (${j.query.relevant.size} relevant); got ${j.ids.slice(0, depth).join(',') || 'nothing'}`,
    );
}
