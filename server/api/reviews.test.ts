import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '#core/accounts';
import { moderateReview, submitReviewForm } from '#core/reviews';
import { goods, reviewPhotos, reviews, users } from '#db/schema';
import { reviewPhotoBytesPerDay, reviewPhotoDeps } from '#server/http/review-limits';
import { createTestApi, type TestApi } from '#test/support/api';
import { assertRejectsBadInput, invalidFor } from '#test/support/api-fuzz';
import { demoStaffView } from '#test/support/staff';

let t: TestApi;
let goodId: number;
let ipSeq = 0;
/** Each call a new client address, so the per-IP rate limits do not mix tests up. */
const newIp = () => ({ incoming: { socket: { remoteAddress: `10.1.${(++ipSeq >> 8) & 255}.${ipSeq & 255}` } } });

/** Real pictures (photos are decoded and re-encoded, ADR 0076), made in beforeAll. */
let tinyPng: Buffer;
let tinyJpeg: Buffer;
let tinyGif: Buffer;
/** A real PNG, padded with zeros after its end to `size` bytes (decoders ignore the tail). */
const pngBytes = (size = tinyPng.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(tinyPng);
  return bytes;
};
const jpegBytes = () => new Uint8Array(tinyJpeg);

const validFields = {
  rating: '5',
  text: 'Відмінний спінінг, легкий і чутливий',
  advantages: 'Вага',
  disadvantages: '',
  name: 'Андрій',
  email: 'andrii@example.com',
  notify: '1',
};

function multipart(fields: Record<string, string>, photos: File[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const photo of photos) form.append('photos', photo);
  return form;
}

async function postReview(id: number, form: FormData, headers: Record<string, string> = {}, env = newIp()) {
  const response = await t.api.request(`/site/reviews/${id}`, { method: 'POST', body: form, headers }, env);
  return { response, json: (await response.json()) as Record<string, any> };
}

async function snapshot() {
  const [row] = await t.database.db
    .select({
      reviews: sql<number>`(select count(*)::int from reviews)`,
      photos: sql<number>`(select count(*)::int from review_photos)`,
      likes: sql<number>`(select count(*)::int from review_likes)`,
      likesSum: sql<number>`(select coalesce(sum(likes), 0)::int from reviews)`,
      rating: sql<number>`(select coalesce(sum(rating_x100), 0)::int from goods)`,
      count: sql<number>`(select coalesce(sum(reviews_count), 0)::int from goods)`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** The API with a fresh client address per request (fuzzing must reach validation, not the rate limit). */
const spreadIps = (): TestApi => ({
  ...t,
  api: { request: (path: string, init?: RequestInit) => t.api.request(path, init, newIp()) } as TestApi['api'],
});

beforeAll(async () => {
  const picture = () => sharp({ create: { width: 48, height: 32, channels: 3, background: '#2a7' } });
  [tinyPng, tinyJpeg, tinyGif] = await Promise.all([
    picture().png().toBuffer(),
    picture().jpeg().toBuffer(),
    picture().gif().toBuffer(),
  ]);
  t = await createTestApi();
  const [row] = await t.database.db.select({ id: goods.id }).from(goods).where(eq(goods.reviewsCount, 0)).limit(1);
  if (!row) throw new Error('demo shop has a good without reviews');
  goodId = row.id;
});
afterAll(() => t.close());

describe('GET /site/reviews/{goodId}', () => {
  it('lists published reviews newest first with a rating summary consistent with the good (§3)', async () => {
    const [good] = await t.database.db.select().from(goods).where(sql`${goods.reviewsCount} >= 2`).limit(1);
    if (!good) throw new Error('demo shop has reviewed goods');
    const response = await t.get(`/site/reviews/${good.id}/?page=1&per_page=50`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: any };
    expect(data.total).toBe(good.reviewsCount);
    expect(data.summary.rating_x100).toBe(good.ratingX100);
    expect(data.summary.count).toBe(good.reviewsCount);
    const stars = Object.values(data.summary.stars as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(stars).toBe(good.reviewsCount);
    const dates = data.items.map((r: { date: string }) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(data.items[0]).sort()).toEqual(
      [
        'advantages',
        'date',
        'disadvantages',
        'id',
        'likes',
        'name',
        'photos',
        'rating',
        'reply',
        'reply_date',
        'text',
      ].sort(),
    );
  });

  it('an unreviewed good answers an empty list with the "no reviews yet" text (§8); an unknown good 404', async () => {
    const response = await t.get(`/site/reviews/${goodId}`);
    const json = (await response.json()) as any;
    expect(json.data.items).toEqual([]);
    expect(json.data.summary).toEqual({ rating_x100: 0, rating: 0, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(json.message_ua).toBe('Відгуків ще немає');
    const missing = await t.get('/site/reviews/99999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'review_good_not_found', message_ua: 'Товар не знайдено' });
  });

  it('rejects bad paths and paging with 400/404 JSON and writes nothing', { timeout: 60_000 }, async () => {
    await assertRejectsBadInput(
      t,
      { method: 'GET', path: (segment) => `/site/reviews/${segment}?per_page=${segment}` },
      snapshot,
    );
  });
});

describe('POST /site/reviews/{goodId}', () => {
  it('stores a pending review, thanks in both languages and shows it only after moderation (§3)', async () => {
    const { response, json } = await postReview(goodId, multipart(validFields, [new File([jpegBytes()], 'a.jpg')]));
    expect(response.status).toBe(200);
    expect(json.message_ua).toBe("Дякуємо за відгук! Він з'явиться на сайті після модерації.");
    expect(json.message).toBe('Спасибо за отзыв! Он появится на сайте после модерации.');
    expect(json.data.status).toBe('pending');
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.id, json.data.id));
    expect(stored).toMatchObject({
      status: 'pending',
      userId: null,
      rating: 5,
      notifyOnReply: true,
      email: 'andrii@example.com',
    });
    const [photo] = await t.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, json.data.id));
    if (!photo) throw new Error('photo stored');

    const before = (await (await t.get(`/site/reviews/${goodId}`)).json()) as any;
    expect(before.data.items).toEqual([]);
    expect((await t.get(`/site/reviews/photo/${photo.id}`)).status).toBe(404);

    await moderateReview(
      { db: t.database.db, locale: 'ua', now: t.services.now() },
      await demoStaffView(t.database.db, 'moderator'),
      { id: json.data.id, action: 'publish', reply: 'Дякуємо!' },
    );
    const after = (await (await t.get(`/site/reviews/${goodId}`)).json()) as any;
    expect(after.data.items).toHaveLength(1);
    expect(after.data.items[0]).toMatchObject({
      rating: 5,
      name: 'Андрій',
      reply: 'Дякуємо!',
      photos: [`/site/reviews/photo/${photo.id}`],
    });
    expect(after.data.summary).toMatchObject({ rating_x100: 500, rating: 5, count: 1 });
    const image = await t.get(`/site/reviews/photo/${photo.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toContain('max-age');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 48, 32]);
  });

  it('a signed-in author is linked to the review', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, '+380501234567'));
    if (!user) throw new Error('demo user');
    const { token } = await issueToken({ db: t.database.db, locale: 'ua', now: t.services.now() }, user.id);
    const { json } = await postReview(goodId, multipart(validFields), { Token: token });
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.id, json.data.id));
    expect(stored?.userId).toBe(user.id);
  });

  it('rating and comment are required, the comment at least 10 characters (§5)', async () => {
    const { response, json } = await postReview(goodId, multipart({ name: 'Олег', text: '  короткий ' }));
    expect(response.status).toBe(400);
    expect(json.errors.rating.message_ua).toBe("Оцінка обов'язкова");
    expect(json.errors.text.message_ua).toBe('Коментар занадто короткий (мінімум 10 символів)');
    const bad = await postReview(goodId, multipart({ ...validFields, rating: '6', text: '', name: '', email: 'x@' }));
    expect(bad.json.errors.rating.message_ua).toBe('Оцінка має бути від 1 до 5');
    expect(bad.json.errors.text.message_ua).toBe("Коментар обов'язковий");
    expect(bad.json.errors.name.message_ua).toBe("Ім'я обов'язкове");
    expect(bad.json.errors.email.message_ua).toBe('Email не вірний');
    const alias = await postReview(
      goodId,
      multipart({ ...validFields, text: '', comment: 'Коментар через alias comment' }),
    );
    expect(alias.response.status).toBe(200); // an empty text falls back to its alias
    const { text: _text, ...withoutText } = validFields;
    const viaComment = await postReview(goodId, multipart({ ...withoutText, comment: 'Коментар через поле comment' }));
    expect(viaComment.response.status).toBe(200);
  });

  it('11 photos are rejected: at most 10 (§5)', async () => {
    const before = await snapshot();
    const photos = Array.from({ length: 11 }, (_, i) => new File([pngBytes()], `p${i}.png`, { type: 'image/png' }));
    const { response, json } = await postReview(goodId, multipart(validFields, photos));
    expect(response.status).toBe(400);
    expect(json.errors.photos).toEqual({
      message: 'Можно добавить не более 10 фото',
      message_ua: 'Можна додати не більше 10 фото',
    });
    expect(await snapshot()).toEqual(before);
    const ten = await postReview(goodId, multipart(validFields, photos.slice(0, 10)));
    expect(ten.response.status).toBe(200);
  });

  it('a photo of 5 MB + 1 byte is rejected, exactly 5 MB is accepted (§5, §9)', async () => {
    const five = 5 * 1024 * 1024;
    const big = await postReview(goodId, multipart(validFields, [new File([pngBytes(five + 1)], 'big.png')]));
    expect(big.response.status).toBe(400);
    expect(big.json.errors.photos.message_ua).toBe('Кожне фото — не більше 5 МБ');
    const exact = await postReview(goodId, multipart(validFields, [new File([pngBytes(five)], 'ok.png')]));
    expect(exact.response.status).toBe(200);
  });

  it('a PNG named .jpg is accepted (and kept re-encoded as JPEG, ADR 0076); a text file named .png is rejected (§5: type by bytes)', async () => {
    const disguised = new File([pngBytes()], 'photo.jpg', { type: 'image/jpeg' });
    const { json } = await postReview(goodId, multipart(validFields, [disguised]));
    const [photo] = await t.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, json.data.id));
    expect(photo).toMatchObject({ mime: 'image/jpeg', width: 48, height: 32, data: null });
    const before = await snapshot();
    const text = new File(['just some text, not a picture'], 'photo.png', { type: 'image/png' });
    const rejected = await postReview(goodId, multipart(validFields, [new File([pngBytes()], 'ok.png'), text]));
    expect(rejected.response.status).toBe(400);
    expect(rejected.json.errors.photos.message_ua).toBe('Фото має бути у форматі JPG, GIF або PNG');
    expect(await snapshot()).toEqual(before);
    const gif = new File([new Uint8Array(tinyGif)], 'anim.gif');
    expect((await postReview(goodId, multipart(validFields, [gif]))).response.status).toBe(200);
  });

  it('a broken multipart body answers 400 JSON and a JSON body 415 JSON, never 500', async () => {
    const broken = await t.api.request(
      `/site/reviews/${goodId}`,
      {
        method: 'POST',
        body: '--x\r\nContent-Disposition: form-data; name="rating"\r\n\r\n5',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
      newIp(),
    );
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ status: 'error', code: 'bad_request', message_ua: 'Невірний запит' });
    const json = await t.api.request(
      `/site/reviews/${goodId}`,
      { method: 'POST', body: JSON.stringify(validFields), headers: { 'content-type': 'application/json' } },
      newIp(),
    );
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ status: 'error', code: 'unsupported_media_type' });
  });

  it('a body over 55 MB answers 413 JSON before it is parsed', async () => {
    const body = new Uint8Array(56 * 1024 * 1024);
    const response = await t.api.request(
      `/site/reviews/${goodId}`,
      { method: 'POST', body, headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      newIp(),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large', message_ua: 'Запит завеликий' });
  });

  it('one address may post 5 reviews an hour; the 6th answers 429', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      expect((await postReview(goodId, multipart({ rating: '9' }), {}, ip)).response.status).toBe(400);
    }
    const { response, json } = await postReview(goodId, multipart(validFields), {}, ip);
    expect(response.status).toBe(429);
    expect(json.code).toBe('rate_limited');
  });

  it('rejects bad input (broken multipart included) with 4xx JSON and writes nothing', {
    timeout: 60_000,
  }, async () => {
    const notRating = fc.oneof(
      fc.constantFrom('', ' ', '0', '6', '4.5', '-1', 'five', '1e0', '５'),
      fc.string().filter((s) => !/^\s*[1-5]\s*$/.test(s)),
    );
    await assertRejectsBadInput(
      spreadIps(),
      {
        method: 'POST',
        path: `/site/reviews/${goodId}`,
        valid: validFields,
        // Checked against the form schema too: a 2,001-character text with edge spaces trims to a valid one.
        invalid: invalidFor(submitReviewForm, validFields, {
          rating: notRating,
          text: fc.oneof(fc.string({ maxLength: 9 }), fc.string({ minLength: 2001, maxLength: 2100 })),
          name: fc.oneof(
            fc.constantFrom('', '   '),
            fc.string({ minLength: 101, maxLength: 200 }).filter((s) => s.trim().length > 100),
          ),
        }),
      },
      snapshot,
    );
  });
});

describe('review photos are bounded (ADR 0076)', () => {
  it('a photo that does not decode answers 400 with a bilingual message, never 500, and stores nothing', async () => {
    const before = await snapshot();
    const fake = new Uint8Array(4096);
    fake.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { response, json } = await postReview(goodId, multipart(validFields, [new File([fake], 'x.png')]));
    expect(response.status).toBe(400);
    expect(json.errors.photos.message_ua).toMatch(/^Фото пошкоджене або завелике/);
    expect(json.errors.photos.message).toMatch(/^Фото повреждено или слишком большое/);
    expect(await snapshot()).toEqual(before);
  });

  it("past an address's 30 MB of photos a day, a review with photos answers 429 with Retry-After in both languages; without photos it still goes", async () => {
    const ip = newIp();
    const address = ip.incoming.socket.remoteAddress;
    // The same budget the storefront form spends (one counter whichever door is used).
    const spent = await reviewPhotoDeps(t.services, address).quota?.spend(reviewPhotoBytesPerDay - 100);
    expect(spent).toEqual({ ok: true });
    const before = await snapshot();
    const refused = await postReview(goodId, multipart(validFields, [new File([jpegBytes()], 'a.jpg')]), {}, ip);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.code).toBe('review_photo_quota');
    expect(refused.json.message_ua).toMatch(/^З вашої адреси сьогодні вже надіслано забагато фото/);
    expect(refused.json.message).toMatch(/^С вашего адреса сегодня уже отправлено слишком много фото/);
    expect(await snapshot()).toEqual(before);
    expect((await postReview(goodId, multipart(validFields), {}, ip)).response.status).toBe(200);
  });

  it('while the pending photos fill REVIEW_PHOTOS_PENDING_MB, reviews with photos answer 507; the photo files are in the image store, not the database', async () => {
    const full = await createTestApi({ env: { REVIEW_PHOTOS_PENDING_MB: '0' } });
    try {
      const form = multipart(validFields, [new File([jpegBytes()], 'a.jpg')]);
      const response = await full.api.request(`/site/reviews/${goodId}`, { method: 'POST', body: form }, newIp());
      expect(response.status).toBe(507);
      expect(await response.json()).toMatchObject({
        code: 'review_photos_storage_full',
        message_ua: expect.stringMatching(/^Зараз ми не можемо прийняти фото/),
      });
    } finally {
      await full.close();
    }
    const { json } = await postReview(goodId, multipart(validFields, [new File([jpegBytes()], 'a.jpg')]));
    const [photo] = await t.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, json.data.id));
    const file = await readFile(path.join(t.services.env.DATA_DIR, 'images', 'originals', photo?.key as string));
    expect(file.length).toBe(photo?.size);
  });
});

describe('POST /site/reviews/{reviewId}/like', () => {
  it('a guest votes by the voter cookie set on the first like — another User-Agent likes no more; at most 3 guests per address (§3)', async () => {
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.status, 'published')).limit(1);
    if (!review) throw new Error('demo shop has published reviews');
    const env = newIp();
    const likeData = async (r: Response) => ((await r.json()) as { data: { likes: number; liked: boolean } }).data;
    const like = (headers: Record<string, string>, e = env) =>
      t.api.request(`/site/reviews/${review.id}/like`, { method: 'POST', headers }, e);
    const firstResponse = await like({ 'user-agent': 'A' });
    const cookie = firstResponse.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^voter=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
    const voter = cookie.split(';')[0] as string;
    expect(await likeData(firstResponse)).toEqual({ likes: review.likes + 1, liked: true });
    // The same browser under any User-Agent: the same voter.
    for (const agent of ['A', 'B', 'C']) {
      const again = await like({ 'user-agent': agent, cookie: voter });
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(await likeData(again)).toEqual({ likes: review.likes + 1, liked: false });
    }
    // Two more browsers at this address count; the fourth does not.
    const fresh = async (e = env) => await likeData(await like({ 'user-agent': 'X' }, e));
    expect(await fresh()).toEqual({ likes: review.likes + 2, liked: true });
    expect(await fresh()).toEqual({ likes: review.likes + 3, liked: true });
    expect(await fresh()).toEqual({ likes: review.likes + 3, liked: false });
    expect(await fresh(newIp())).toEqual({ likes: review.likes + 4, liked: true });
    // A signed-in shopper votes by id, whatever the address's guests did.
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, '+380501234567'));
    if (!user) throw new Error('demo user');
    const { token } = await issueToken({ db: t.database.db, locale: 'ua', now: t.services.now() }, user.id);
    const signed = await like({ Token: token });
    expect(signed.headers.get('set-cookie')).toBeNull();
    expect(await likeData(signed)).toEqual({ likes: review.likes + 5, liked: true });
    expect((await likeData(await like({ Token: token, 'user-agent': 'Z' }))).liked).toBe(false);
    const pending = await t.database.db.select().from(reviews).where(eq(reviews.status, 'pending')).limit(1);
    const response = await t.api.request(`/site/reviews/${pending[0]?.id}/like`, { method: 'POST' }, newIp());
    expect(response.status).toBe(404);
  });

  it('rejects bad review ids with 4xx JSON and writes nothing', { timeout: 60_000 }, async () => {
    const [pending] = await t.database.db.select().from(reviews).where(eq(reviews.status, 'pending')).limit(1);
    await assertRejectsBadInput(
      spreadIps(),
      {
        method: 'POST',
        // A numeric segment could hit a real published review; point those at a pending one (404).
        path: (segment) => `/site/reviews/${/^\d+$/.test(segment) ? pending?.id : segment}/like`,
      },
      snapshot,
    );
  });
});

describe('GET /site/reviews/photo/{photoId}', () => {
  it('rejects bad photo ids with 4xx JSON and writes nothing', { timeout: 60_000 }, async () => {
    await assertRejectsBadInput(t, { method: 'GET', path: (segment) => `/site/reviews/photo/${segment}` }, snapshot);
  });
});
