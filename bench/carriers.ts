import { and, count, eq, isNotNull } from 'drizzle-orm';
import { novaPoshtaCarrier, type SyncResult, syncCarrierDirectory } from '#core/carriers';
import type { Database } from '#db/client';
import { departments } from '#db/schema';
import { startFakeNovaPoshta } from '#test/fakes/nova-poshta/fake-nova-poshta';
import type { BenchOptions } from './options';
import { printTable } from './report';
import { ensureSeeded, openStore } from './seeded-store';
import type { DbKind } from './store';

export type CarriersRow = {
  db: DbKind;
  pass: string;
  settlements: number;
  points: number;
  written: number;
  s: string;
  'rows/s': number;
  'peak heap MB': number;
  'peak RSS MB': number;
  'RSS before MB': number;
};

const mb = (bytes: number) => Math.round(bytes / 1048576);

/** Runs one pass, sampling the process's heap and RSS every 50 ms and after every page. */
async function measured(run: (onPage: () => void) => Promise<SyncResult>) {
  const before = process.memoryUsage();
  let heap = before.heapUsed;
  let rss = before.rss;
  const sample = () => {
    const m = process.memoryUsage();
    heap = Math.max(heap, m.heapUsed);
    rss = Math.max(rss, m.rss);
  };
  const timer = setInterval(sample, 50);
  const started = performance.now();
  try {
    const result = await run(sample);
    return { result, ms: performance.now() - started, heap, rss, rssBefore: before.rss };
  } finally {
    clearInterval(timer);
  }
}

/**
 * `npm run bench carriers`: a full Nova Poshta-sized directory sync (ADR 0104) — by
 * default 11,000 settlements and 40,000 departments and parcel lockers from the local fake (in
 * this process, generated page by page from a seed, so it holds no directory) — into a demo shop
 * on PGlite and PostgreSQL: the first pass (everything new), a second one (nothing changed) and a
 * third with 1 % of the points changed and 1 % gone. Time and the peak heap / RSS of the process
 * (PGlite's WASM heap included).
 */
export async function benchCarriers(options: BenchOptions): Promise<CarriersRow[]> {
  const settlements = Number(process.env.BENCH_NP_SETTLEMENTS ?? 11_000);
  const points = Number(process.env.BENCH_NP_POINTS ?? 40_000);
  const fake = await startFakeNovaPoshta({ settlements, points, seed: options.seed });
  const carrier = novaPoshtaCarrier({ apiKey: fake.apiKey, apiUrl: fake.url, timeoutMs: 120_000 });
  const rows: CarriersRow[] = [];
  try {
    for (const kind of options.dbs) {
      const { database, store, where } = await openStore(kind, 'carriers', options);
      try {
        await ensureSeeded(database, where, options.goods ?? 500);
        fake.state.changed.clear();
        fake.state.removed.clear();
        let night = 0;
        const pass = async (label: string) => {
          const now = new Date(Date.UTC(2026, 10, 1 + night++, 1, 30));
          const m = await measured((onPage) =>
            syncCarrierDirectory({ db: database.db, locale: 'ua', now }, carrier, { onPage }),
          );
          if (!m.result.ok) throw new Error(`sync ${label}: ${JSON.stringify(m.result)}`);
          const { settlements: s, points: p, towns } = m.result.counts;
          const written = s.created + s.updated + towns.created + p.created + p.updated + p.deactivated;
          const row: CarriersRow = {
            db: kind,
            pass: label,
            settlements: s.seen,
            points: p.seen,
            written,
            s: (m.ms / 1000).toFixed(1),
            'rows/s': Math.round((s.seen + p.seen) / (m.ms / 1000)),
            'peak heap MB': mb(m.heap),
            'peak RSS MB': mb(m.rss),
            'RSS before MB': mb(m.rssBefore),
          };
          console.log(JSON.stringify(row));
          rows.push(row);
        };
        await pass('first (all new)');
        await pass('second (unchanged)');
        for (let j = 0; j < points; j += 100) {
          const ref = fake.directory.warehouse(j).Ref;
          if (j % 200 === 0) fake.state.changed.set(ref, { Description: `Відділення №${j}: вул. Змінена, 1` });
          else fake.state.removed.add(ref);
        }
        await pass('third (1 % changed, 1 % gone)');
        await checkCounts(database, points);
      } finally {
        await database.close();
        if (store && !options.keep) await store.remove();
      }
    }
  } finally {
    await fake.close();
  }
  printTable(rows);
  return rows;
}

async function checkCounts(database: Database, points: number) {
  const [row] = await database.db
    .select({ n: count() })
    .from(departments)
    .where(and(isNotNull(departments.ref), eq(departments.isActive, true)));
  console.log(`active synced points: ${row?.n} of ${points} listed before the third pass`);
}
