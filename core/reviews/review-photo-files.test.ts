import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStore } from '#core/media';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { goods, reviewPhotos, reviews } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { demoStaffView } from '#test/support/staff';
import {
  getReviewPhoto,
  moderateReview,
  type ReviewPhotoDeps,
  type SubmitReviewInput,
  submitReview,
  sweepReviewPhotos,
} from './index';

let database: Database;
let ctx: Ctx;
let dir: string;
let deps: ReviewPhotoDeps;
let goodId: number;

const input = (photos: File[]): SubmitReviewInput => ({
  rating: 5,
  text: 'Фото улову, котушка не підвела',
  advantages: '',
  disadvantages: '',
  name: 'Остап',
  email: null,
  notify: false,
  photos,
});

/** A camera's JPEG: 4000×3000 with EXIF (camera, GPS-like comment) — what a phone sends. */
async function cameraPhoto(width = 4000, height = 3000): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Secret 12', ImageDescription: 'home 50.45N 30.52E' } })
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'IMG_0001.JPG', { type: 'image/jpeg' });
}

async function storedFiles(): Promise<string[]> {
  return (await readdir(path.join(dir, 'reviews')).catch(() => [] as string[])).sort();
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  dir = await mkdtemp(path.join(tmpdir(), 'poplavok-review-files-'));
  deps = { store: directoryStore(dir), maxPendingBytes: Number.POSITIVE_INFINITY };
  const [good] = await database.db.select({ id: goods.id }).from(goods).where(eq(goods.isActive, true)).limit(1);
  goodId = good?.id ?? 0;
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('review photos are files, re-encoded and bounded (ADR 0079)', () => {
  it('a photo is kept as a re-encoded JPEG file (≤ 2000 px, no metadata); the row holds key, type, size and dimensions, never base64', async () => {
    const result = await submitReview(ctx, goodId, input([await cameraPhoto()]), deps);
    if (!result.ok) throw new Error(result.error);
    const [row] = await database.db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, result.id));
    expect(row).toMatchObject({ mime: 'image/jpeg', width: 2000, height: 1500, data: null });
    expect(row?.key).toMatch(/^reviews\/[0-9a-f]{32}\.jpg$/);
    const file = await readFile(path.join(dir, row?.key as string));
    expect(file.length).toBe(row?.size);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.xmp]).toEqual([
      'jpeg',
      2000,
      1500,
      undefined,
      undefined,
      undefined,
    ]);
    expect(file.includes('PhoneCo')).toBe(false);
    // Private until published, then read from the store.
    expect(await getReviewPhoto(ctx, deps.store, row?.id as number)).toBeNull();
    await moderateReview(ctx, await demoStaffView(database.db, 'moderator'), { id: result.id, action: 'publish' });
    expect((await getReviewPhoto(ctx, deps.store, row?.id as number))?.bytes.equals(file)).toBe(true);
  });

  it('a file that starts like a PNG but does not decode is refused with a clear error; no file and no review are left', async () => {
    const before = await storedFiles();
    const count = async () => (await database.db.select({ id: reviews.id }).from(reviews)).length;
    const reviewsBefore = await count();
    const fake = new Uint8Array(4096);
    fake.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const result = await submitReview(
      ctx,
      goodId,
      input([await cameraPhoto(800, 600), new File([fake], 'broken.png', { type: 'image/png' })]),
      deps,
    );
    expect(result).toEqual({ ok: false, error: 'review_photo_unreadable', field: 'photos' });
    expect(await storedFiles()).toEqual(before);
    expect(await count()).toBe(reviewsBefore);
  });

  it("past the shop's cap of pending photo bytes a review with photos is refused (507) and nothing is stored; one without photos still goes", async () => {
    expect(await submitReview(ctx, goodId, input([await cameraPhoto(640, 480)]), deps)).toMatchObject({ ok: true });
    const before = await storedFiles();
    const full = { ...deps, maxPendingBytes: 1 };
    expect(await submitReview(ctx, goodId, input([await cameraPhoto(800, 600)]), full)).toEqual({
      ok: false,
      error: 'review_photos_storage_full',
    });
    expect(await storedFiles()).toEqual(before);
    expect(await submitReview(ctx, goodId, input([]), full)).toMatchObject({ ok: true });
  });

  it("over the client's photo budget the review is refused with the seconds to wait, and its stored photos are removed", async () => {
    const before = await storedFiles();
    let left = 1;
    const quota = {
      left: async () => ({ bytes: left, retryAfter: 3600 }),
      spend: async (bytes: number) => {
        left -= bytes;
        return left >= 0 ? ({ ok: true } as const) : ({ ok: false, retryAfter: 3600 } as const);
      },
    };
    const photos = [await cameraPhoto(800, 600), await cameraPhoto(900, 600)];
    expect(await submitReview(ctx, goodId, input(photos), { ...deps, quota })).toEqual({
      ok: false,
      error: 'review_photo_quota',
      retryAfter: 3600,
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('the sweep deletes photos (file and row) of reviews pending over 14 days or rejected over a day ago, keeps published ones, and moves old base64 rows to files', async () => {
    const submit = async () => {
      const result = await submitReview(ctx, goodId, input([await cameraPhoto(640, 480)]), deps);
      if (!result.ok) throw new Error(result.error);
      return result.id;
    };
    const [old, fresh, rejected, published] = [await submit(), await submit(), await submit(), await submit()];
    const day = 24 * 60 * 60_000;
    await database.db
      .update(reviews)
      .set({ createdAt: new Date(seededAt.getTime() - 15 * day) })
      .where(inArray(reviews.id, [old, published]));
    const moderator = await demoStaffView(database.db, 'moderator');
    await moderateReview({ ...ctx, now: new Date(seededAt.getTime() - 2 * day) }, moderator, {
      id: rejected,
      action: 'reject',
      reason: 'Не про товар',
    });
    await moderateReview(ctx, moderator, { id: published, action: 'publish' });
    // A row as stored before ADR 0079: base64 bytes in the database, no key.
    const legacyPng = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#f00a' } })
      .png()
      .toBuffer();
    const [legacy] = await database.db
      .insert(reviewPhotos)
      .values({ reviewId: published, mime: 'image/png', size: legacyPng.length, data: legacyPng.toString('base64') })
      .returning({ id: reviewPhotos.id });
    const keyOf = async (reviewId: number) =>
      (
        await database.db
          .select({ key: reviewPhotos.key })
          .from(reviewPhotos)
          .where(eq(reviewPhotos.reviewId, reviewId))
      )
        .map((row) => row.key)
        .filter(Boolean);
    const [oldKey] = await keyOf(old);
    const [rejectedKey] = await keyOf(rejected);

    const swept = await sweepReviewPhotos(ctx, deps.store);
    expect(swept.deleted).toBeGreaterThanOrEqual(2);
    expect(swept.moved).toBe(1);
    expect(await keyOf(old)).toEqual([]);
    expect(await keyOf(rejected)).toEqual([]);
    expect(await keyOf(fresh)).toHaveLength(1);
    expect(await keyOf(published)).toHaveLength(2);
    const files = await storedFiles();
    expect(files).not.toContain(path.basename(oldKey as string));
    expect(files).not.toContain(path.basename(rejectedKey as string));
    const [moved] = await database.db
      .select()
      .from(reviewPhotos)
      .where(eq(reviewPhotos.id, legacy?.id as number));
    expect(moved).toMatchObject({ mime: 'image/jpeg', width: 300, height: 200, data: null });
    expect(files).toContain(path.basename(moved?.key as string));
    expect((await getReviewPhoto(ctx, deps.store, moved?.id as number))?.mime).toBe('image/jpeg');
    // A second run finds nothing more to do.
    expect(await sweepReviewPhotos(ctx, deps.store)).toEqual({ deleted: 0, moved: 0 });
  });
});
