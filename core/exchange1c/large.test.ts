import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { goods } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { goodXml, importXml, offersXml, offerXml, seededRandom } from '#test/support/exchange1c/catalog-xml';
import { importExchangeFile } from './index';

/**
 * A generated catalogue streamed from disk in bounded memory: 5,000 goods by default;
 * `EXCHANGE_1C_LARGE=100000` runs the 100,000 (minutes on PGlite; ADR 0102).
 */
const size = Number(process.env.EXCHANGE_1C_LARGE ?? 5000);
const dir = mkdtempSync(path.join(tmpdir(), 'poplavok-1c-large-'));
let database: Database;
let ctx: Ctx;

/** Writes a file piece by piece (never the whole text in memory), honouring backpressure. */
async function writeFile(file: string, head: string, items: (i: number) => string, tail: string) {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(head);
  for (let i = 0; i < size; i++) await write(items(i));
  await write(tail);
  out.end();
  await once(out, 'finish');
}

/** Runs `task` while sampling the JS heap; answers the peak above the start, in MB, and the seconds. */
async function measured<T>(task: () => Promise<T>) {
  global.gc?.();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 20);
  const began = performance.now();
  try {
    const result = await task();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { result, peakMb: (peak - start) / 2 ** 20, seconds: (performance.now() - began) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  const random = seededRandom(21);
  const groups = ['grp-reels', 'grp-rods', 'grp-fishing'];
  const [head, tail] = importXml([{ id: '@@', name: '@@' }]).split(/\s*<Товар>[\s\S]*<\/Товар>/);
  await writeFile(
    path.join(dir, 'import.xml'),
    head ?? '',
    (i) =>
      goodXml({
        id: `gen-${i}`,
        article: `GEN-${String(i).padStart(6, '0')}`,
        name: `Товар ${i} ${Math.floor(random() * 1e6)}`,
        group: groups[i % 3],
        maker: `Виробник ${i % 40}`,
        description: 'Опис товару, згенерований тестом. '.repeat(1 + (i % 4)),
        properties: [
          ['prop-colour', i % 2 ? 'val-red' : 'val-black'],
          ['prop-length', String(1 + (i % 30) / 10)],
        ],
      }),
    tail ?? '',
  );
  const [offersHead, offersTail] = offersXml([{ id: '@@' }]).split(/\s*<Предложение>[\s\S]*<\/Предложение>/);
  await writeFile(
    path.join(dir, 'offers.xml'),
    offersHead ?? '',
    (i) =>
      offerXml({
        id: `gen-${i}`,
        retail: (10 + Math.floor(random() * 500000) / 100).toFixed(2),
        wholesale: '5',
        stock: [
          ['wh-kyiv', String(Math.floor(random() * 5))],
          ['wh-lviv', String(Math.floor(random() * 5))],
        ],
      }),
    offersTail ?? '',
  );
}, 120_000);
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`a ${size.toLocaleString('en')}-goods exchange streamed from disk`, () => {
  it(
    'import.xml and offers.xml import in bounded memory; the same files again change nothing',
    async () => {
      const read = (name: string) => createReadStream(path.join(dir, name), { highWaterMark: 256 * 1024 });
      const catalogue = await measured(() => importExchangeFile(ctx, read('import.xml'), { fileName: 'import.xml' }));
      // Each file's numbers as soon as it is done (a long run that times out still tells the first).
      console.info(
        `1C exchange, ${size} goods: import.xml ${catalogue.seconds.toFixed(1)} s, heap peak +${catalogue.peakMb.toFixed(0)} MB`,
      );
      const offers = await measured(() => importExchangeFile(ctx, read('offers.xml'), { fileName: 'offers.xml' }));
      console.info(
        `1C exchange, ${size} goods: offers.xml ${offers.seconds.toFixed(1)} s, heap peak +${offers.peakMb.toFixed(0)} MB`,
      );
      expect(catalogue.result.jobs[0]?.report.counts).toMatchObject({ rows: size, new: size, errors: 0 });
      expect(offers.result.jobs[0]?.report.counts).toMatchObject({ rows: size, changed: size, errors: 0 });
      const [active] = await database.db
        .select({ n: count() })
        .from(goods)
        .where(isNotNull(goods.exchangeId))
        .groupBy(goods.isActive)
        .having(eq(goods.isActive, true));
      expect(active?.n).toBe(size);
      // Bounded: the heap holds a batch and the run's Ид set, not the file (tens of MB at 100,000).
      expect(catalogue.peakMb).toBeLessThan(size >= 50_000 ? 400 : 150);
      expect(offers.peakMb).toBeLessThan(size >= 50_000 ? 400 : 150);
      const again = await measured(() => importExchangeFile(ctx, read('import.xml'), { fileName: 'import.xml' }));
      console.info(`1C exchange, ${size} goods: import.xml again (nothing to change) ${again.seconds.toFixed(1)} s`);
      expect(again.result.jobs[0]?.report.counts).toMatchObject({ unchanged: size, changed: 0, new: 0 });
    },
    Number(process.env.EXCHANGE_1C_LARGE_TIMEOUT_S ?? 900) * 1000,
  );
});
