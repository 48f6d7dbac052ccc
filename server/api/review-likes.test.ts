import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewLikes, reviews } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
type Like = { likes: number; liked: boolean };
const likeData = async (r: Response) => ((await r.json()) as { data: Like }).data;

/** Registers a shopper through the API from `address` (no phone check, SPEC §3) and answers their token. */
async function register(n: number, address: string): Promise<string> {
  const form = {
    phone: `+38(063)777-00-${String(n).padStart(2, '0')}`,
    password: 'secret-1',
    email: '',
    first_name: 'Тарас',
    last_name: 'Шевченко',
  };
  const call = (fields: Record<string, string>) =>
    t.api.request(
      '/site/users/auth/registration/',
      {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      from(address),
    );
  // The code texted first (the demo's SMS hand it back), then the same fields with it.
  const sent = (await (await call(form)).json()) as { data: { demo_code: string } };
  const response = await call({ ...form, code: sent.data.demo_code });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe('POST /site/reviews/{reviewId}/like from fresh accounts', () => {
  it('likes of accounts younger than a day count in the address budget with guests — the 4th from one address is refused; an old account still counts (§3 review like)', async () => {
    const [review] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.status, 'published'))
      .orderBy(desc(reviews.id))
      .limit(1);
    if (!review) throw new Error('demo shop has published reviews');
    const home = '203.0.113.50';
    // Seven sign-ups from one address, within its 10 an hour.
    const tokens: string[] = [];
    for (let n = 1; n <= 7; n++) tokens.push(await register(n, home));
    const like = (headers: Record<string, string>, address = home) =>
      t.api.request(`/site/reviews/${review.id}/like`, { method: 'POST', headers }, from(address));
    const answers: Like[] = [];
    for (const token of tokens) answers.push(await likeData(await like({ Token: token })));
    expect(answers.map((a) => a.liked)).toEqual([true, true, true, false, false, false, false]);
    expect(answers.at(-1)?.likes).toBe(review.likes + 3);
    // A guest at the same address shares that budget: spent.
    expect(await likeData(await like({}))).toEqual({ likes: review.likes + 3, liked: false });
    // A fresh account refused here still likes from another address (the address is the limit).
    expect(await likeData(await like({ Token: tokens[3] as string }, '203.0.113.51'))).toEqual({
      likes: review.likes + 4,
      liked: true,
    });
    // The demo shopper, registered long ago, likes from the spent address and counts.
    const login = await t.api.request(
      '/users/auth/phoneauth',
      {
        method: 'POST',
        body: new URLSearchParams({ phone: '+380501234567', password: 'poplavok' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      from('203.0.113.52'),
    );
    expect(login.status).toBe(200);
    const old = ((await login.json()) as { data: { token: string } }).data.token;
    expect(await likeData(await like({ Token: old }))).toEqual({ likes: review.likes + 5, liked: true });
    const stored = await t.database.db.select().from(reviewLikes).where(eq(reviewLikes.reviewId, review.id));
    expect(JSON.stringify(stored)).not.toContain('203.0.113');
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.likes).toBe(review.likes + 5);
  });
});
