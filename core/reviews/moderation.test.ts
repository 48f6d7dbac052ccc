import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStore } from '#core/media';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, emailOutbox, goods, reviews, smsOutbox, users } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { demoStaffView } from '#test/support/staff';
import {
  getReviewPhoto,
  getReviewPhotoForStaff,
  listReviewQueue,
  listReviews,
  moderateReview,
  type ReviewPhotoDeps,
  type ReviewQueueFilter,
  replyToReview,
  type SubmitReviewInput,
  submitReview,
} from './index';

let database: Database;
let ctx: Ctx;
let dir: string;
let deps: ReviewPhotoDeps;
let moderator: StaffView;
let manager: StaffView;
let admin: StaffView;
const minute = 60_000;
const at = (minutes: number): Ctx => ({ ...ctx, now: new Date(seededAt.getTime() + minutes * minute) });
const queue = (over: Partial<ReviewQueueFilter> = {}): ReviewQueueFilter => ({ page: 1, perPage: 100, ...over });

const input = (over: Partial<SubmitReviewInput> = {}): SubmitReviewInput => ({
  rating: 4,
  text: 'Добра котушка, тримає удар',
  advantages: 'Ціна',
  disadvantages: 'Вага',
  name: 'Тарас',
  email: null,
  notify: false,
  photos: [],
  ...over,
});

/** A good nobody reviewed yet, a different one per call. */
const used = new Set<number>();
async function freshGood(): Promise<number> {
  const rows = await database.db
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        eq(goods.isActive, true),
        notExists(database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.goodId, goods.id))),
      ),
    )
    .limit(200);
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error('no good without reviews left');
  used.add(row.id);
  return row.id;
}

async function submit(goodId: number, over: Partial<SubmitReviewInput> = {}, c: Ctx = ctx): Promise<number> {
  const result = await submitReview(c, goodId, input(over), deps);
  if (!result.ok) throw new Error(`submit failed: ${result.error}`);
  return result.id;
}

const outbox = async (reviewId: number) => {
  const [review] = await database.db.select().from(reviews).where(eq(reviews.id, reviewId));
  const mails = await database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.purpose, 'review_reply'))
    .orderBy(asc(emailOutbox.id));
  const texts = await database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.purpose, 'review_reply'))
    .orderBy(asc(smsOutbox.id));
  return { review, mails, texts };
};

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  dir = await mkdtemp(path.join(tmpdir(), 'poplavok-moderation-'));
  deps = { store: directoryStore(dir), maxPendingBytes: Number.POSITIVE_INFINITY };
  moderator = await demoStaffView(database.db, 'moderator');
  manager = await demoStaffView(database.db, 'manager');
  admin = await demoStaffView(database.db, 'admin');
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('reviews: role checks on the server', () => {
  it('a manager, a content editor and a store cannot list, publish, reject, reply or see photos', async () => {
    const id = await submit(await freshGood());
    for (const login of ['manager', 'content', 'store']) {
      const actor = await demoStaffView(database.db, login);
      await expect(listReviewQueue(ctx, actor, queue())).rejects.toThrow(StaffForbiddenError);
      await expect(moderateReview(ctx, actor, { id, action: 'publish' })).rejects.toThrow(StaffForbiddenError);
      await expect(moderateReview(ctx, actor, { id, action: 'reject', reason: 'x' })).rejects.toThrow(
        StaffForbiddenError,
      );
      await expect(replyToReview(ctx, actor, { id, reply: 'Дякуємо' })).rejects.toThrow(StaffForbiddenError);
      await expect(getReviewPhotoForStaff(ctx, actor, deps.store, 1)).rejects.toThrow(StaffForbiddenError);
    }
    const [review] = await database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(review).toMatchObject({ status: 'pending', reply: null, moderatedBy: null });
  });

  it('the moderator and the admin may', async () => {
    expect((await listReviewQueue(ctx, moderator, queue())).total).toBeGreaterThan(0);
    expect((await listReviewQueue(ctx, admin, queue())).total).toBeGreaterThan(0);
  });
});

describe('reviews: the moderation queue', () => {
  it('pending first, then the newest; filtered by status, rating and good; paged', async () => {
    const goodId = await freshGood();
    const old = await submit(goodId, { rating: 2 }, at(-60));
    const recent = await submit(goodId, { rating: 5 }, at(-30));
    await moderateReview(at(-20), moderator, { id: old, action: 'publish' });
    const all = await listReviewQueue(ctx, moderator, queue());
    const statuses = all.items.map((r) => r.status);
    const firstOther = statuses.findIndex((s) => s !== 'pending');
    expect(firstOther).toBeGreaterThan(0);
    expect(statuses.slice(firstOther)).not.toContain('pending');
    expect(all.pending).toBe(statuses.filter((s) => s === 'pending').length);
    const pendingDates = all.items.slice(0, firstOther).map((r) => r.createdAt.getTime());
    expect(pendingDates).toEqual([...pendingDates].sort((a, b) => b - a));

    const ofGood = await listReviewQueue(ctx, moderator, queue({ goodId }));
    expect(ofGood.items.map((r) => r.id)).toEqual([recent, old]);
    expect(ofGood.items[0]).toMatchObject({
      status: 'pending',
      rating: 5,
      advantages: 'Ціна',
      disadvantages: 'Вага',
      good: { id: goodId },
    });
    expect(ofGood.items[1]).toMatchObject({ status: 'published', moderatedBy: moderator.name });
    const [good] = await database.db.select().from(goods).where(eq(goods.id, goodId));
    expect((await listReviewQueue(ctx, moderator, queue({ good: good?.titleUa }))).items.map((r) => r.id)).toContain(
      recent,
    );
    expect(
      (await listReviewQueue(ctx, moderator, queue({ goodId, status: 'published' }))).items.map((r) => r.id),
    ).toEqual([old]);
    expect((await listReviewQueue(ctx, moderator, queue({ goodId, rating: 5 }))).items.map((r) => r.id)).toEqual([
      recent,
    ]);
    const pageTwo = await listReviewQueue(ctx, moderator, { page: 2, perPage: 20 });
    expect(pageTwo.items.length).toBeLessThanOrEqual(20);
    expect(pageTwo.items.map((r) => r.id)).not.toContain(all.items[0]?.id);
  });
});

describe('reviews: publish, reject, reply (§3)', () => {
  it('publishing with a reply lists it with the reply; the rating and count follow at once; who moderated is kept and audited', async () => {
    const goodId = await freshGood();
    const five = await submit(goodId, { rating: 5 });
    const three = await submit(goodId, { rating: 3 });
    const published = await moderateReview(at(1), moderator, { id: five, action: 'publish', reply: ' Дякуємо! ' });
    expect(published).toMatchObject({ ok: true, status: 'published', good: { ratingX100: 500, reviewsCount: 1 } });
    expect(await moderateReview(at(2), moderator, { id: three, action: 'publish' })).toMatchObject({
      good: { ratingX100: 400, reviewsCount: 2 },
    });
    const [good] = await database.db.select().from(goods).where(eq(goods.id, goodId));
    expect([good?.ratingX100, good?.reviewsCount]).toEqual([400, 2]);
    const page = await listReviews(ctx, goodId, { page: 1, perPage: 10 });
    expect(page?.items.find((r) => r.id === five)).toMatchObject({ reply: 'Дякуємо!' });
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, five));
    expect(row).toMatchObject({ moderatedBy: moderator.id, moderatedAt: at(1).now, repliedAt: at(1).now });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(five))))
      .orderBy(asc(auditLog.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'review.publish',
      staffId: moderator.id,
      actorName: 'moderator',
      before: { status: 'pending', reply: null, rejectReason: null },
      after: { status: 'published', reply: 'Дякуємо!', rejectReason: null },
    });
  });

  it('rejecting needs a reason, keeps it, and takes a published review out of the rating', async () => {
    const goodId = await freshGood();
    const a = await submit(goodId, { rating: 5 });
    const b = await submit(goodId, { rating: 1 });
    await moderateReview(ctx, moderator, { id: a, action: 'publish' });
    await moderateReview(ctx, moderator, { id: b, action: 'publish' });
    expect(await moderateReview(ctx, moderator, { id: b, action: 'reject', reason: '  ' })).toEqual({
      ok: false,
      error: 'reject_reason_required',
    });
    const rejected = await moderateReview(ctx, moderator, { id: b, action: 'reject', reason: 'Нецензурна лексика' });
    expect(rejected).toMatchObject({ ok: true, status: 'rejected', good: { ratingX100: 500, reviewsCount: 1 } });
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, b));
    expect(row).toMatchObject({ status: 'rejected', rejectReason: 'Нецензурна лексика', moderatedBy: moderator.id });
    expect((await listReviews(ctx, goodId, { page: 1, perPage: 10 }))?.items.map((r) => r.id)).toEqual([a]);
    // Published again (a mistaken rejection): the reason goes, the rating counts it again.
    expect(await moderateReview(ctx, moderator, { id: b, action: 'publish' })).toMatchObject({
      good: { ratingX100: 300, reviewsCount: 2 },
    });
    const [again] = await database.db.select().from(reviews).where(eq(reviews.id, b));
    expect(again?.rejectReason).toBeNull();
    expect(await moderateReview(ctx, moderator, { id: 99_999_999, action: 'reject', reason: 'x' })).toEqual({
      ok: false,
      error: 'review_not_found',
    });
  });

  it('a reply is written and edited later on a published review; blank removes it; each change is audited', async () => {
    const goodId = await freshGood();
    const id = await submit(goodId);
    await moderateReview(ctx, moderator, { id, action: 'publish' });
    expect(await replyToReview(at(5), moderator, { id, reply: 'Дякуємо за відгук' })).toMatchObject({ ok: true });
    expect(await replyToReview(at(6), moderator, { id, reply: 'Дякуємо за відгук! Чекаємо знову.' })).toMatchObject({
      ok: true,
    });
    let page = await listReviews(ctx, goodId, { page: 1, perPage: 10 });
    expect(page?.items[0]).toMatchObject({ reply: 'Дякуємо за відгук! Чекаємо знову.', repliedAt: at(6).now });
    expect(await replyToReview(at(7), moderator, { id, reply: '' })).toMatchObject({ ok: true, reply: null });
    page = await listReviews(ctx, goodId, { page: 1, perPage: 10 });
    expect(page?.items[0]).toMatchObject({ reply: null, repliedAt: null });
    const audit = await database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(['review.publish', 'review.reply', 'review.reply', 'review.reply']);
    expect(await replyToReview(ctx, moderator, { id: 99_999_999, reply: 'x' })).toEqual({
      ok: false,
      error: 'review_not_found',
    });
  });
});

describe('reviews: the author is told of the reply once, when asked (§3 reply notification)', () => {
  it('by e-mail to the review address, once: an edit of the reply sends nothing more', async () => {
    const goodId = await freshGood();
    const id = await submit(goodId, { notify: true, email: 'author@example.com', name: 'Андрій' });
    const before = (await outbox(id)).mails.length;
    const result = await moderateReview(ctx, moderator, { id, action: 'publish', reply: 'Дякуємо, Андрію!' });
    expect(result).toMatchObject({ ok: true, notified: 'email' });
    let state = await outbox(id);
    expect(state.mails).toHaveLength(before + 1);
    expect(state.mails.at(-1)).toMatchObject({ to: 'author@example.com', purpose: 'review_reply' });
    expect(state.mails.at(-1)?.text).toContain('Дякуємо, Андрію!');
    expect(state.review?.replyNotifiedAt).toEqual(ctx.now);
    expect(await replyToReview(at(3), moderator, { id, reply: 'Дякуємо, Андрію! Чекаємо знову.' })).toMatchObject({
      notified: null,
    });
    await moderateReview(at(4), moderator, { id, action: 'publish', reply: 'Ще раз дякуємо' });
    state = await outbox(id);
    expect(state.mails).toHaveLength(before + 1);
  });

  it('by SMS to the account phone when the review has no e-mail, in the account language; a pending review waits for publication', async () => {
    const goodId = await freshGood();
    const [account] = await database.db.select().from(users).where(eq(users.id, 2)); // the demo's Russian speaker
    if (!account) throw new Error('demo user 2');
    const id = await submit(goodId, { notify: true }, { ...ctx, user: { id: account.id } });
    const before = (await outbox(id)).texts.length;
    expect(await replyToReview(ctx, moderator, { id, reply: 'Спасибо за отзыв!' })).toMatchObject({ notified: null });
    expect((await outbox(id)).texts).toHaveLength(before);
    expect(await moderateReview(at(1), moderator, { id, action: 'publish' })).toMatchObject({ notified: 'sms' });
    const state = await outbox(id);
    expect(state.texts).toHaveLength(before + 1);
    expect(state.texts.at(-1)).toMatchObject({ phone: account.phone, purpose: 'review_reply' });
    expect(state.texts.at(-1)?.text).toMatch(/^Poplavok: ответ на ваш отзыв о «.+»: Спасибо за отзыв!$/);
  });

  it('nobody is told when the author did not ask, or when there is no way to reach them', async () => {
    const goodId = await freshGood();
    const quiet = await submit(goodId, { notify: false, email: 'quiet@example.com' });
    const unreachable = await submit(goodId, { notify: true, email: null });
    const before = await outbox(quiet);
    for (const id of [quiet, unreachable])
      expect(await moderateReview(ctx, moderator, { id, action: 'publish', reply: 'Дякуємо' })).toMatchObject({
        notified: null,
      });
    const after = await outbox(quiet);
    expect([after.mails.length, after.texts.length]).toEqual([before.mails.length, before.texts.length]);
    expect(after.review?.replyNotifiedAt).toBeNull();
  });
});

describe('reviews: photos before publication (ADR 0079)', () => {
  it('the moderator sees a pending review photo; the public route does not; a manager may not', async () => {
    const goodId = await freshGood();
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const id = await submit(goodId, { photos: [new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' })] });
    const listed = await listReviewQueue(ctx, moderator, queue({ goodId }));
    const photo = listed.items.find((r) => r.id === id)?.photos[0];
    expect(photo).toMatchObject({ width: 40, height: 30 });
    const photoId = photo?.id ?? 0;
    expect(await getReviewPhoto(ctx, deps.store, photoId)).toBeNull();
    const seen = await getReviewPhotoForStaff(ctx, moderator, deps.store, photoId);
    expect(seen?.mime).toBe('image/jpeg');
    expect((await sharp(seen?.bytes).metadata()).width).toBe(40);
    await expect(getReviewPhotoForStaff(ctx, manager, deps.store, photoId)).rejects.toThrow(StaffForbiddenError);
    expect(await getReviewPhotoForStaff(ctx, moderator, deps.store, 99_999_999)).toBeNull();
  });
});
