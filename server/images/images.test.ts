import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl } from '#core/images';
import { directoryStore, type ImageStore } from '#core/media';
import type { Services } from '../context';
import { parseEnv } from '../env';
import { createImageVariants, imageRoutes, withDemoImages } from './index';

let dataDir: string;
let app: ReturnType<typeof imageRoutes>;
const reel = '/images/demo/p-reel-blue-1.svg';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'poplavok-images-'));
  // A shop's own original: a 1000×500 PNG.
  const originals = path.join(dataDir, 'images', 'originals', 'goods');
  await mkdir(originals, { recursive: true });
  const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  await writeFile(path.join(originals, 'wide.png'), png);
  await writeFile(path.join(originals, 'broken.jpg'), 'not a picture');
  const services = {
    env: parseEnv({ DATA_DIR: dataDir }),
    log: pino({ level: 'silent' }),
    now: () => new Date(),
  } as Services; // the image routes use no database
  app = imageRoutes(services);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const get = (url: string) => app.request(`http://127.0.0.1${url}`);

describe('resized image variants (ADR 0063)', () => {
  it('renders a demo drawing as a WebP of the asked width, immutable, and keeps it on disk', async () => {
    const url = imageVariantUrl(reel, 320);
    expect(url).toBe('/images/v1/w/320/demo/p-reel-blue-1.svg.webp');
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);

    // The second request is answered from the disk cache: replace the cached file and see it come back.
    const cached = path.join(dataDir, 'images', 'cache', 'v1', 'w320', 'demo', 'p-reel-blue-1.svg.webp');
    expect((await stat(cached)).size).toBeGreaterThan(0);
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#f00' } })
      .webp()
      .toBuffer();
    await writeFile(cached, marker);
    const again = await get(url);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(marker)).toBe(true);
  });

  it("resizes the shop's own originals without enlarging them, in WebP and AVIF", async () => {
    const small = await get('/images/v1/w/480/goods/wide.png.webp');
    expect(small.status).toBe(200);
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 480, height: 240 });
    const large = await get('/images/v1/w/1200/goods/wide.png.avif');
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/avif');
    expect(await sharp(Buffer.from(await large.arrayBuffer())).metadata()).toMatchObject({
      format: 'heif',
      width: 1000,
      height: 500,
    });
  });

  it('answers 404 for widths outside the set, other versions and formats, unknown or broken originals, and traversal', async () => {
    for (const url of [
      '/images/v1/w/300/demo/p-reel-blue-1.svg.webp',
      '/images/v1/w/5000/demo/p-reel-blue-1.svg.webp',
      '/images/v1/w/0320/demo/p-reel-blue-1.svg.webp',
      '/images/v2/w/320/demo/p-reel-blue-1.svg.webp',
      '/images/v1/w/320/demo/p-reel-blue-1.svg.jpg',
      '/images/v1/w/320/demo/p-spaceship-blue-1.svg.webp',
      '/images/v1/w/320/goods/missing.png.webp',
      '/images/v1/w/320/goods/broken.jpg.webp',
      '/images/v1/w/320/goods/WIDE.png.webp',
      '/images/v1/w/320/../../../../etc/passwd.webp',
      '/images/v1/w/320/goods/%2e%2e/%2e%2e/%2e%2e/images/originals/goods/wide.png.webp',
      '/images/v1/w/320/goods/..%2f..%2f..%2foriginals/goods/wide.png.webp',
      '/images/v1/w/320/.hidden.png.webp',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
    }
  });

  it('renders one variant once for concurrent requests, and at most `concurrency` at a time', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'poplavok-variants-'));
    try {
      const demo = withDemoImages(directoryStore(cacheDir));
      let reads = 0;
      let running = 0;
      let most = 0;
      const counting: ImageStore = {
        async readOriginal(originalPath) {
          reads++;
          running++;
          most = Math.max(most, running);
          try {
            return await demo.readOriginal(originalPath);
          } finally {
            running--;
          }
        },
      };
      const variants = createImageVariants({ store: counting, cacheDir, concurrency: 1 });
      const same = await Promise.all(
        Array.from({ length: 6 }, () => variants.get('demo/p-rod-red-0.svg', 480, 'webp')),
      );
      expect(reads).toBe(1);
      expect(same.every((bytes) => bytes?.equals(same[0] as Buffer))).toBe(true);

      const different = await Promise.all(
        ['p-rod-red-1', 'p-rod-red-2', 'p-rod-red-3'].map((name) => variants.get(`demo/${name}.svg`, 160, 'webp')),
      );
      expect(different.every(Boolean)).toBe(true);
      expect(reads).toBe(4);
      expect(most).toBe(1);
      await readFile(path.join(cacheDir, 'v1', 'w160', 'demo', 'p-rod-red-3.svg.webp'));
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('srcset lists every fixed width; foreign addresses are left alone', () => {
    expect(imageSrcSet(reel, [160, 320])).toBe(
      '/images/v1/w/160/demo/p-reel-blue-1.svg.webp 160w, /images/v1/w/320/demo/p-reel-blue-1.svg.webp 320w',
    );
    expect(imageSrcSet('https://cdn.example/x.jpg')).toBeNull();
    expect(imageVariantUrl('https://cdn.example/x.jpg', 320)).toBe('https://cdn.example/x.jpg');
    expect(imageVariantUrl('/images/v1/w/320/demo/x.svg.webp', 320)).toBe('/images/v1/w/320/demo/x.svg.webp');
  });
});
