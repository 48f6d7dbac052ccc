import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl, reviewPhotoImage } from '#core/images';
import { originalsStore } from '#core/media';
import { listReviews, moderateReview, submitReview } from '#core/reviews';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { goods } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { demoStaffView } from '#test/support/staff';
import type { Services } from '../context';
import { parseEnv } from '../env';
import { createPaymentGateway } from '../payment-gateway';
import { imageRoutes } from './index';

let database: Database;
let dataDir: string;
let ctx: Ctx;
let app: ReturnType<typeof imageRoutes>;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  dataDir = await mkdtemp(path.join(tmpdir(), 'poplavok-review-images-'));
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  services = {
    db: database.db,
    env: parseEnv({ DATA_DIR: dataDir }),
    log: pino({ level: 'silent' }),
    now: () => seededAt,
    payments: createPaymentGateway(parseEnv({})),
  };
  app = imageRoutes(services);
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string) => app.request(`http://127.0.0.1${url}`);

describe('review photos through the resize route (ADR 0063)', () => {
  it('serves a published review photo as WebP variants, and nothing once the review is withdrawn', async () => {
    const [good] = await database.db.select({ id: goods.id }).from(goods).limit(1);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#357' } })
      .jpeg()
      .toBuffer();
    const submitted = await submitReview(
      ctx,
      good?.id ?? 1,
      {
        rating: 5,
        text: 'Фото улову з цією котушкою',
        advantages: '',
        disadvantages: '',
        name: 'Остап',
        email: null,
        notify: false,
        photos: [new File([new Uint8Array(photo)], 'catch.jpg', { type: 'image/jpeg' })],
      },
      { store: originalsStore(services.env), maxPendingBytes: Number.POSITIVE_INFINITY },
    );
    if (!submitted.ok) throw new Error(submitted.error);
    await moderateReview(ctx, await demoStaffView(database.db, 'moderator'), { id: submitted.id, action: 'publish' });
    const listed = await listReviews(ctx, good?.id ?? 1, { page: 1, perPage: 50 });
    const photoId = listed?.items.find((item) => item.id === submitted.id)?.photoIds[0] ?? 0;
    expect(photoId).toBeGreaterThan(0);
    const url = imageVariantUrl(reviewPhotoImage(photoId), 320);
    expect(url).toBe(`/images/v1/w/320/reviews/${photoId}.jpg.webp`);

    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    // Moderation can withdraw it: a day of caching, not a year of immutability.
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);

    // Rejected later: the cached variant is not served any more.
    await moderateReview(ctx, await demoStaffView(database.db, 'moderator'), {
      id: submitted.id,
      action: 'reject',
      reason: 'Фото не стосується товару',
    });
    expect((await get(url)).status).toBe(404);
    expect((await get(imageVariantUrl(reviewPhotoImage(999_999), 320))).status).toBe(404);
    expect((await get('/images/v1/w/320/reviews/0.jpg.webp')).status).toBe(404);
  });
});
