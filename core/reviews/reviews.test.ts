import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, gt, max } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStore } from '#core/media';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { cacheChanges, goods, reviewLikes, reviews } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { demoStaffView } from '#test/support/staff';
import {
  detectImageType,
  guestLikesPerAddress,
  likeAddressHash,
  likeReview,
  listReviews,
  moderateReview,
  type ReviewPhotoDeps,
  type SubmitReviewInput,
  submitReview as submitWithDeps,
  voterKey,
} from './index';

let database: Database;
let ctx: Ctx;
let photosDir: string;
let deps: ReviewPhotoDeps;
let moderator: StaffView;
const submitReview = (c: Ctx, goodId: number, form: SubmitReviewInput) => submitWithDeps(c, goodId, form, deps);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const input = (over: Partial<SubmitReviewInput> = {}): SubmitReviewInput => ({
  rating: 4,
  text: 'Добра котушка, тримає удар',
  advantages: 'Ціна',
  disadvantages: '',
  name: 'Тарас',
  email: null,
  notify: false,
  photos: [],
  ...over,
});

async function goodWithoutReviews(): Promise<number> {
  const rows = await database.db.select({ id: goods.id, n: goods.reviewsCount }).from(goods).limit(300);
  const row = rows.find((r) => r.n === 0);
  if (!row) throw new Error('no good without reviews in the demo shop');
  return row.id;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  photosDir = await mkdtemp(path.join(tmpdir(), 'poplavok-review-core-'));
  deps = { store: directoryStore(photosDir), maxPendingBytes: Number.POSITIVE_INFINITY };
  moderator = await demoStaffView(database.db, 'moderator');
});
afterAll(async () => {
  await database.close();
  await rm(photosDir, { recursive: true, force: true });
});

describe('photo type by bytes (§5)', () => {
  it('knows JPEG, PNG and GIF by their magic numbers and nothing else', () => {
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(png)).toBe('image/png');
    expect(detectImageType(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(detectImageType(new TextEncoder().encode('GIF87a...'))).toBe('image/gif');
    expect(detectImageType(new TextEncoder().encode('GIF88a...'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('<svg xmlns=…>'))).toBeNull();
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
  });
});

describe('moderation (§3: published only after moderation)', () => {
  it('a new review waits as pending and is not listed', async () => {
    const goodId = await goodWithoutReviews();
    const result = await submitReview(ctx, goodId, input());
    expect(result).toMatchObject({ ok: true, status: 'pending' });
    const page = await listReviews(ctx, goodId, { page: 1, perPage: 10 });
    expect(page?.items).toEqual([]);
    expect(page?.summary).toEqual({ ratingX100: 0, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });

  it('publishing lists it and keeps goods.rating_x100 and reviews_count equal to the published reviews', async () => {
    const goodId = await goodWithoutReviews();
    const a = await submitReview(ctx, goodId, input({ rating: 5 }));
    const b = await submitReview(ctx, goodId, input({ rating: 4 }));
    const c = await submitReview(ctx, goodId, input({ rating: 4 }));
    if (!a.ok || !b.ok || !c.ok) throw new Error('submit failed');
    expect(await moderateReview(ctx, moderator, { id: a.id, action: 'publish', reply: 'Дякуємо!' })).toMatchObject({
      ok: true,
      good: { ratingX100: 500, reviewsCount: 1 },
    });
    await moderateReview(ctx, moderator, { id: b.id, action: 'publish' });
    await moderateReview(ctx, moderator, { id: c.id, action: 'publish' });
    // (5 + 4 + 4) / 3 = 4.333… → 433
    const [good] = await database.db.select().from(goods).where(eq(goods.id, goodId));
    expect([good?.ratingX100, good?.reviewsCount]).toEqual([433, 3]);
    const page = await listReviews(ctx, goodId, { page: 1, perPage: 10 });
    expect(page?.summary).toEqual({ ratingX100: 433, count: 3, stars: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(page?.items.find((r) => r.id === a.id)?.reply).toBe('Дякуємо!');

    const rejected = await moderateReview(ctx, moderator, { id: a.id, action: 'reject', reason: 'Спам' });
    expect(rejected).toMatchObject({ ok: true, status: 'rejected', good: { ratingX100: 400, reviewsCount: 2 } });
    const after = await listReviews(ctx, goodId, { page: 1, perPage: 10 });
    expect(after?.items.map((r) => r.id).sort()).toEqual([b.id, c.id].sort());
  });

  it('rejecting a pending review leaves the rating alone; an unknown review is an error value', async () => {
    const [before] = await database.db.select().from(reviews).where(eq(reviews.status, 'pending')).limit(1);
    if (!before) throw new Error('seed has pending reviews');
    const [good] = await database.db.select().from(goods).where(eq(goods.id, before.goodId));
    const result = await moderateReview(ctx, moderator, { id: before.id, action: 'reject', reason: 'Спам' });
    expect(result).toMatchObject({
      ok: true,
      good: { ratingX100: good?.ratingX100, reviewsCount: good?.reviewsCount },
    });
    expect(await moderateReview(ctx, moderator, { id: 99_999_999, action: 'publish' })).toEqual({
      ok: false,
      error: 'review_not_found',
    });
  });
});

describe('likes (§3 review like)', () => {
  it('one like per voter, repeated likes are idempotent, pending reviews cannot be liked', async () => {
    const [published] = await database.db.select().from(reviews).where(eq(reviews.status, 'published')).limit(1);
    if (!published) throw new Error('seed has published reviews');
    const guest = { guestId: 'a'.repeat(22), ip: '10.0.0.1' };
    expect(voterKey(guest)).toBe(`guest:${'a'.repeat(22)}`);
    expect(voterKey({ userId: 7, ip: '10.0.0.1' })).toBe('user:7');
    const first = await likeReview(ctx, published.id, guest);
    expect(first).toEqual({ ok: true, likes: published.likes + 1, liked: true });
    expect(await likeReview(ctx, published.id, guest)).toEqual({ ok: true, likes: published.likes + 1, liked: false });
    expect(await likeReview(ctx, published.id, { userId: 1, ip: '10.0.0.1' })).toMatchObject({
      likes: published.likes + 2,
    });
    const goodId = await goodWithoutReviews();
    const pending = await submitReview(ctx, goodId, input());
    if (!pending.ok) throw new Error('submit failed');
    expect(await likeReview(ctx, pending.id, guest)).toEqual({ ok: false, error: 'review_not_found' });
  });

  it('guests are capped per address (a hash, never the raw address); signed-in shoppers are not', async () => {
    const [published] = await database.db
      .select()
      .from(reviews)
      .where(eq(reviews.status, 'published'))
      .orderBy(desc(reviews.id))
      .limit(1);
    if (!published) throw new Error('seed has published reviews');
    const from = (n: number, ip = '198.51.100.7') => ({ guestId: `browser-${n}`.padEnd(22, 'x'), ip });
    const answers = [];
    for (let n = 1; n <= guestLikesPerAddress + 2; n++) answers.push(await likeReview(ctx, published.id, from(n)));
    expect(answers.map((a) => a.ok && a.liked)).toEqual([true, true, true, false, false]);
    expect(answers.at(-1)).toEqual({ ok: true, likes: published.likes + guestLikesPerAddress, liked: false });
    // Another address, or a signed-in shopper at the same one, still counts.
    expect(await likeReview(ctx, published.id, from(9, '198.51.100.8'))).toMatchObject({ liked: true });
    expect(await likeReview(ctx, published.id, { userId: 2, ip: '198.51.100.7' })).toMatchObject({ liked: true });
    const stored = await database.db.select().from(reviewLikes).where(eq(reviewLikes.reviewId, published.id));
    expect(stored.filter((l) => l.addressHash === likeAddressHash(published.id, '198.51.100.7'))).toHaveLength(3);
    expect(JSON.stringify(stored)).not.toContain('198.51.100');
    expect(stored.find((l) => l.voter === 'user:2')?.addressHash).toBeNull();
  });

  it('a like writes neither goods nor the catalogue: only the review and its change row', async () => {
    const [published] = await database.db.select().from(reviews).where(eq(reviews.status, 'published')).limit(1);
    if (!published) throw new Error('seed has published reviews');
    const [before] = await database.db.select().from(goods).where(eq(goods.id, published.goodId));
    // The feed's newest transaction before the like (rows have no order of their own on PostgreSQL).
    const [mark] = await database.db.select({ xid: max(cacheChanges.xid) }).from(cacheChanges);
    expect(await likeReview(ctx, published.id, { guestId: 'z'.repeat(22), ip: '192.0.2.1' })).toMatchObject({
      liked: true,
    });
    const [after] = await database.db.select().from(goods).where(eq(goods.id, published.goodId));
    expect(after?.searchXid).toBe(before?.searchXid);
    const rows = await database.db
      .select()
      .from(cacheChanges)
      .where(gt(cacheChanges.xid, mark?.xid ?? 0));
    expect(rows.map((r) => r.tags)).toEqual([[`reviews:${published.goodId}`]]);
  });
});

describe('photos', () => {
  it('stores photos by their detected type and refuses non-images (§5)', async () => {
    const goodId = await goodWithoutReviews();
    const real = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const named = new File([new Uint8Array(real)], 'photo.jpg', { type: 'image/jpeg' });
    expect(await submitReview(ctx, goodId, input({ photos: [named] }))).toMatchObject({ ok: true });
    const text = new File(['hello, not an image'], 'photo.png', { type: 'image/png' });
    expect(await submitReview(ctx, goodId, input({ photos: [text] }))).toEqual({
      ok: false,
      error: 'review_photo_type',
      field: 'photos',
    });
    expect(await submitReview(ctx, 99_999_999, input())).toEqual({ ok: false, error: 'review_good_not_found' });
  });
});
