import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStore } from '#core/media';
import type { Database } from '#db/client';
import { brands, goods } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import type { Services } from '../context';
import { parseEnv } from '../env';
import { createPaymentGateway } from '../payment-gateway';
import { createImageVariants, imageRoutes } from './index';

let database: Database;
let dataDir: string;
let logoUrl: string;
let goodImage: string;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  dataDir = await mkdtemp(path.join(tmpdir(), 'poplavok-variant-limits-'));
  const [brand] = await database.db.select({ logo: brands.logo }).from(brands).limit(1);
  const [good] = await database.db.select({ images: goods.images }).from(goods).limit(1);
  logoUrl = brand?.logo ?? '';
  goodImage = good?.images[0] ?? '';
  expect(logoUrl).toMatch(/^\/images\/demo\/logo-[a-z0-9-]+\.svg$/);
  expect(goodImage).toMatch(/^\/images\/demo\/p-[a-z0-9-]+\.svg$/);
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The image routes of a shop over the seeded database, with its own data directory and settings. */
async function shop(env: Record<string, string> = {}) {
  const dir = await mkdtemp(path.join(dataDir, 'shop-'));
  const services: Services = {
    db: database.db,
    env: parseEnv({ DATA_DIR: dir, ...env }),
    log: pino({ level: 'silent' }),
    now: () => seededAt,
    payments: createPaymentGateway(parseEnv({})),
  };
  const app = imageRoutes(services);
  let n = 0;
  const get = (url: string, ip = '10.7.0.1') =>
    app.request(`http://127.0.0.1${url}`, {}, { incoming: { socket: { remoteAddress: ip } } });
  const files = async () => {
    const found: string[] = [];
    const walk = async (at: string) => {
      for (const entry of await readdir(at, { withFileTypes: true }).catch(() => [])) {
        if (entry.isDirectory()) await walk(path.join(at, entry.name));
        else found.push(path.join(at, entry.name));
      }
    };
    await walk(path.join(dir, 'images', 'cache'));
    return found;
  };
  return { get, files, next: () => ++n };
}

const variant = (original: string, width = 320) => `/images/v1/w/${width}${original.slice('/images'.length)}.webp`;

describe('image variants fill no disk (ADR 0079)', () => {
  it('a demo logo or good picture the catalogue does not use is a 404, rendered and written nowhere', async () => {
    const { get, files } = await shop();
    for (const slug of ['any-slug', 'zz-made-up-1', 'flagman-but-not-really']) {
      const response = await get(`/images/v1/w/1200/demo/logo-${slug}.svg.webp`);
      expect(response.status, slug).toBe(404);
    }
    // Drawable by its rules (a real kind and colour), but no good shows it.
    expect((await get('/images/v1/w/320/demo/p-reel-blue-m999-3.svg.webp')).status).toBe(404);
    expect(await files()).toEqual([]);
    // What the catalogue does use still renders: a brand's logo and a good's picture.
    for (const url of [variant(logoUrl, 1200), variant(goodImage)]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
    expect(await files()).toHaveLength(2);
  });

  it('past IMAGE_MISSES_PER_MINUTE a client gets 429 with Retry-After and nothing is rendered; cached variants and other clients still answer', async () => {
    const { get, files } = await shop({ IMAGE_MISSES_PER_MINUTE: '3' });
    const widths = [160, 320, 480, 800, 1200];
    for (const width of widths.slice(0, 3)) expect((await get(variant(goodImage, width))).status).toBe(200);
    const refused = await get(variant(goodImage, 800));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await files()).toHaveLength(3);
    // Unknown names count as misses too (each one costs a lookup), and are refused alike.
    expect((await get('/images/v1/w/1200/demo/logo-flood-1.svg.webp')).status).toBe(429);
    // A variant already on disk is no miss; another address has its own budget.
    expect((await get(variant(goodImage, 160))).status).toBe(200);
    expect((await get(variant(goodImage, 800), '10.7.0.2')).status).toBe(200);
    expect(await files()).toHaveLength(4);
  });

  it('the variant cache stays under its size, evicting the least recently used files first', async () => {
    const cacheDir = await mkdtemp(path.join(dataDir, 'lru-'));
    const originals = await mkdtemp(path.join(dataDir, 'originals-'));
    await mkdir(path.join(originals, 'goods'), { recursive: true });
    for (let i = 0; i < 6; i++) {
      const noise = await sharp({
        create: {
          width: 600,
          height: 600,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer();
      await writeFile(path.join(originals, 'goods', `n${i}.png`), noise);
    }
    const one = (
      await createImageVariants({ store: directoryStore(originals), cacheDir }).render('goods/n0.png', 480, 'webp')
    )?.length as number;
    expect(one).toBeGreaterThan(10_000);
    await rm(path.join(cacheDir, 'v1', 'w480'), { recursive: true });
    // A file left by an earlier run is counted (and, being the oldest, evicted first).
    const stale = path.join(cacheDir, 'v1', 'w800', 'goods', 'old.png.webp');
    await mkdir(path.dirname(stale), { recursive: true });
    await writeFile(stale, Buffer.alloc(one * 2));
    await utimes(stale, new Date('2020-01-01'), new Date('2020-01-01'));
    const maxBytes = Math.floor(one * 3.5);
    const variants = createImageVariants({ store: directoryStore(originals), cacheDir, maxBytes });
    await variants.get('goods/n0.png', 480, 'webp');
    await variants.get('goods/n1.png', 480, 'webp');
    await expect(stat(stale)).rejects.toThrow(/ENOENT/);
    await variants.get('goods/n2.png', 480, 'webp');
    // n0 is used again: n1 is now the least recently used one.
    expect(await variants.cached('goods/n0.png', 480, 'webp')).not.toBeNull();
    await variants.get('goods/n3.png', 480, 'webp');
    await variants.get('goods/n4.png', 480, 'webp');
    const kept = (await readdir(path.join(cacheDir, 'v1', 'w480', 'goods'))).sort();
    expect(kept).toEqual(['n0.png.webp', 'n3.png.webp', 'n4.png.webp']);
    let total = 0;
    for (const name of kept) total += (await stat(path.join(cacheDir, 'v1', 'w480', 'goods', name))).size;
    expect(total).toBeLessThanOrEqual(maxBytes);
  });

  it('IMAGE_CACHE_MB defaults to 512 and the miss limit to 240 a minute', () => {
    const env = parseEnv({});
    expect([env.IMAGE_CACHE_MB, env.IMAGE_MISSES_PER_MINUTE]).toEqual([512, 240]);
  });
});
