import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '#core/accounts';
import { createTestApi, type TestApi } from '#test/support/api';
import { assertRejectsBadInput } from '#test/support/api-fuzz';

let t: TestApi;
type Line = { goods_id: number; quantity: number; isDeleted: 0 | 1; isChecked: 0 | 1 };
type Body = {
  status: number | string;
  code?: string;
  data: unknown;
  message?: string;
  message_ua?: string;
  merged?: number;
  params?: { available: number };
};

const signIn = (phone: string) => t.signIn(phone);
const call = async (res: Promise<Response>) => {
  const r = await res;
  return { status: r.status, body: (await r.json()) as Body };
};
const cart = async (h: Record<string, string>) => (await call(t.get('/site/users/cart/', h))).body.data as Line[];
const count = async (query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;

let a: Record<string, string>;
let b: Record<string, string>;
beforeAll(async () => {
  t = await createTestApi();
  a = await signIn('+380670000001');
  b = await signIn('+380670000002');
});
afterAll(async () => t.close());

describe('server-side cart (SPEC §3, §4, §5, §7)', () => {
  it('every cart call needs sign-in; guests keep the cart in the browser (§4, §6)', async () => {
    expect((await call(t.get('/site/users/cart/'))).status).toBe(401);
    expect((await call(t.post('/site/users/cart/add', { id: '1', quantity: '1' }))).status).toBe(401);
    expect((await call(t.post('/site/users/cart/merge', { lines: '[]' }))).status).toBe(401);
  });

  it('GET /site/users/cart/ lists goods_id and quantity (+ isDeleted, isChecked) (§7)', async () => {
    const demo = (await t.database.db.execute(sql.raw('select id from users order by id limit 1'))) as unknown as {
      rows: unknown[];
    };
    const { token } = await issueToken(
      { db: t.database.db, locale: 'ua', now: t.services.now() },
      (demo.rows[0] as { id: number }).id,
    );
    const lines = await cart({ token });
    expect(lines.length).toBe(2);
    expect(lines[0]).toEqual({
      goods_id: expect.any(Number),
      quantity: expect.any(Number),
      isDeleted: 0,
      isChecked: 1,
    });
  });

  it('add creates a line and adds to an existing line’s quantity, bounded by the stores’ stock (§7)', async () => {
    expect((await call(t.post('/site/users/cart/add', { id: '1', quantity: '2' }, a))).body.data).toMatchObject({
      goods_id: 1,
      quantity: 2,
    });
    expect((await call(t.post('/site/users/cart/add', { id: '1', quantity: '3' }, a))).body.data).toMatchObject({
      quantity: 5,
    });
    // Once 999 silently; now refused with what the stores hold, the line unchanged (ADR 0083).
    const over = await call(t.post('/site/users/cart/add', { id: '1', quantity: '999' }, a));
    expect([over.status, over.body.code]).toEqual([409, 'stock_short']);
    const available = over.body.params?.available ?? 0;
    expect(available).toBeGreaterThan(4);
    expect(available).toBeLessThan(999);
    expect(over.body.message_ua).toContain(`є лише ${available} шт.`);
    expect((await cart(a)).find((l) => l.goods_id === 1)?.quantity).toBe(5);
    await call(t.post('/site/users/cart/edit', { id: '1', quantity: '1' }, a));
  });

  it('add ignores goods without a numeric id (400) and answers 404 for an unknown good (§5)', async () => {
    expect((await call(t.post('/site/users/cart/add', { id: 'abc', quantity: '1' }, a))).status).toBe(400);
    const unknown = await call(t.post('/site/users/cart/add', { id: '999999', quantity: '1' }, a));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'good_not_found']);
  });

  it('quantity must be an integer of at least 1 (§5 "min 1")', async () => {
    for (const quantity of ['0', '-1', '1.5', '1000', ''])
      expect((await call(t.post('/site/users/cart/add', { id: '3', quantity }, a))).status).toBe(400);
  });

  it('edit with quantity ≤ 0 marks isDeleted=1; a positive quantity restores it (§4)', async () => {
    await call(t.post('/site/users/cart/add', { id: '3', quantity: '2' }, a));
    const removed = await call(t.post('/site/users/cart/edit', { id: '3', quantity: '0' }, a));
    expect(removed.body.data).toEqual({ goods_id: 3, quantity: 2, isDeleted: 1, isChecked: 1 });
    const back = await call(t.post('/site/users/cart/edit', { id: '3', quantity: '4' }, a));
    expect(back.body.data).toMatchObject({ quantity: 4, isDeleted: 0 });
  });

  it('delete is soft and Return (restore) brings the line back with its quantity (§4)', async () => {
    expect((await call(t.post('/site/users/cart/delete', { id: '3' }, a))).body.data).toMatchObject({ isDeleted: 1 });
    expect((await cart(a)).find((l) => l.goods_id === 3)?.isDeleted).toBe(1);
    expect((await call(t.post('/site/users/cart/restore', { id: '3' }, a))).body.data).toMatchObject({
      quantity: 4,
      isDeleted: 0,
    });
  });

  it('adding a removed good brings it back with the new quantity, not the old one (§4)', async () => {
    await call(t.post('/site/users/cart/delete', { id: '3' }, a));
    expect((await call(t.post('/site/users/cart/add', { id: '3', quantity: '1' }, a))).body.data).toMatchObject({
      quantity: 1,
      isDeleted: 0,
    });
  });

  it('editing a good that is not in the cart is 404 (§8 missing cart line)', async () => {
    expect((await call(t.post('/site/users/cart/edit', { id: '5', quantity: '1' }, a))).status).toBe(404);
    expect((await call(t.post('/site/users/cart/delete', { id: '5' }, a))).status).toBe(404);
  });

  it('closing the cart purges removed items (§4)', async () => {
    await call(t.post('/site/users/cart/add', { id: '4', quantity: '1' }, a));
    await call(t.post('/site/users/cart/delete', { id: '4' }, a));
    const res = await t.post('/site/users/cart/purge', {}, a);
    const body = (await res.json()) as { data: Line[]; purged: number };
    expect(body.purged).toBe(1);
    expect(body.data.map((l) => l.goods_id)).not.toContain(4);
  });

  it('totals count only non-deleted lines; old price falls back to price; unavailable lines flagged (§3, §5)', async () => {
    const h = await signIn('+380670000003');
    const [p1, p2, p4] = (await count(
      'select id, price, old_price, sell_status from goods where id in (1, 2, 4) order by id',
    )) as {
      price: number;
      old_price: number | null;
      sell_status: string;
    }[];
    await call(t.post('/site/users/cart/add', { id: '1', quantity: '2' }, h)); // no old price
    await call(t.post('/site/users/cart/add', { id: '2', quantity: '1' }, h)); // unavailable, old price
    await call(t.post('/site/users/cart/add', { id: '4', quantity: '3' }, h));
    await call(t.post('/site/users/cart/delete', { id: '4' }, h));
    const { body } = await call(t.get('/site/users/cart/totals', h));
    const totals = body.data as {
      goods: { id: number; isAvailable: number; title_ua: string }[];
      totalItems: number;
      totalPrice: number;
      totalOldPrice: number;
      hasUnavailable: number;
    };
    if (!p1 || !p2 || !p4) throw new Error('demo goods missing');
    expect(totals.totalItems).toBe(3);
    // UAH (ADR 0032): the database's kopiyky / 100.
    expect(totals.totalPrice).toBe((p1.price * 2 + p2.price) / 100);
    expect(totals.totalOldPrice).toBe(((p1.old_price ?? p1.price) * 2 + (p2.old_price ?? p2.price)) / 100);
    expect(totals.goods.map((g) => g.id)).toEqual([1, 2, 4]);
    expect(totals.goods.find((g) => g.id === 2)?.isAvailable).toBe(p2.sell_status === '4' ? 1 : 0);
    expect(totals.hasUnavailable).toBe(1);
  });

  it('merge pushes a local cart: larger quantity wins, junk ids ignored, message "check your order" (§4, §5)', async () => {
    const h = await signIn('+380670000004');
    await call(t.post('/site/users/cart/add', { id: '1', quantity: '3' }, h));
    await call(t.post('/site/users/cart/add', { id: '4', quantity: '1' }, h));
    await call(t.post('/site/users/cart/delete', { id: '4' }, h));
    const lines = JSON.stringify([
      { id: 1, quantity: 2 },
      { id: '3', quantity: 5 },
      { id: 4, quantity: 2 },
      { id: 'gift-card', quantity: 1 },
      { id: 999999, quantity: 1 },
    ]);
    const merged = await call(t.post('/site/users/cart/merge', { lines }, h));
    expect(merged.status).toBe(200);
    expect(merged.body.message_ua).toMatch(/Перевірте/);
    const byId = Object.fromEntries((merged.body.data as Line[]).map((l) => [l.goods_id, l]));
    expect(byId[1]).toMatchObject({ quantity: 3, isDeleted: 0 });
    expect(byId[3]).toMatchObject({ quantity: 5 });
    expect(byId[4]).toMatchObject({ quantity: 2, isDeleted: 0 });
    expect(byId[999999]).toBeUndefined();
    // Idempotent: the same merge again changes nothing.
    const again = await call(t.post('/site/users/cart/merge', { lines }, h));
    expect(again.body.data).toEqual(merged.body.data);
  });

  it('one user cannot see or change another user’s cart (§6)', async () => {
    const before = await cart(a);
    expect((await call(t.post('/site/users/cart/edit', { id: '1', quantity: '7' }, b))).status).toBe(404);
    expect((await call(t.post('/site/users/cart/delete', { id: '1' }, b))).status).toBe(404);
    expect(await cart(b)).toEqual([]);
    expect(await cart(a)).toEqual(before);
  });
});

describe('cart endpoints reject bad input (§5)', () => {
  const snapshot = async () =>
    count(
      'select count(*)::int n, coalesce(sum(quantity), 0)::int q, count(*) filter (where is_deleted)::int d from cart_lines',
    );
  const id = fc.oneof(
    fc.constantFrom('abc', '', '1.5', '-1', '0', '999999', '1e3', ' 1'),
    fc.string({ maxLength: 12 }).filter((s) => !/^\d+$/.test(s)),
  );
  const qty = fc.constantFrom('0', '-1', '1000', '1.5', 'abc', '', '1e2', ' 1');
  const fuzz: [string, Record<string, string>, Record<string, fc.Arbitrary<string>>][] = [
    ['/site/users/cart/add', { id: '5', quantity: '1' }, { id, quantity: qty }],
    [
      '/site/users/cart/edit',
      { id: '1', quantity: '2' },
      { id, quantity: fc.constantFrom('1000', '1.5', 'abc', '', '--1') },
    ],
    ['/site/users/cart/delete', { id: '1' }, { id }],
    ['/site/users/cart/restore', { id: '1' }, { id }],
    [
      '/site/users/cart/merge',
      { lines: '[{"id":5,"quantity":1}]' },
      {
        lines: fc.constantFrom(
          '',
          'x',
          '{}',
          '[',
          '"a"',
          '1',
          JSON.stringify(Array.from({ length: 101 }, (_, i) => ({ id: i + 1, quantity: 1 }))),
        ),
      },
    ],
  ];
  for (const [path, valid, invalid] of fuzz)
    it(`POST ${path}`, async () => {
      await assertRejectsBadInput(t, { method: 'POST', path, valid, invalid, headers: a }, snapshot);
    }, 60_000);
  it('POST /site/users/cart/purge and GET endpoints', async () => {
    await assertRejectsBadInput(t, { method: 'POST', path: '/site/users/cart/purge', headers: a }, snapshot);
    await assertRejectsBadInput(t, { method: 'GET', path: '/site/users/cart/', headers: a }, snapshot);
    await assertRejectsBadInput(t, { method: 'GET', path: '/site/users/cart/totals', headers: a }, snapshot);
  }, 60_000);
});
