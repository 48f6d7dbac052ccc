import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '#test/support/api';
import { assertRejectsBadInput } from '#test/support/api-fuzz';

let t: TestApi;
type Body = {
  status: number | string;
  code?: string;
  data: unknown;
  data_ua?: string;
  message?: string;
  message_ua?: string;
  action?: string;
  list_id?: number;
};
type List = { id: number; title: string; goods: number[]; key: string };

const signIn = (phone: string) => t.signIn(phone);
const call = async (res: Promise<Response>) => {
  const r = await res;
  return { status: r.status, body: (await r.json()) as Body };
};
const lists = async (h: Record<string, string>) => (await call(t.get('/users/info/wishlist', h))).body.data as List[];
const toggle = (h: Record<string, string>, form: Record<string, string>) =>
  call(t.post('/users/info/wishlistgoods', form, h));
const rows = async (query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;

let a: Record<string, string>;
let b: Record<string, string>;
let listA: number;
beforeAll(async () => {
  t = await createTestApi();
  a = await signIn('+380670000011');
  b = await signIn('+380670000012');
});
afterAll(async () => t.close());

describe('wish lists (SPEC §3, §5, §6, §7, §8)', () => {
  it('wish lists need sign-in (§6)', async () => {
    expect((await call(t.get('/users/info/wishlist'))).status).toBe(401);
    expect((await toggle({}, { goods_id: '1', list_id: '0', list_name: 'x' })).status).toBe(401);
  });

  it('list_id 0 creates a list named list_name (trimmed) with the good (§7, §5)', async () => {
    const { status, body } = await toggle(a, { goods_id: '1', list_id: '0', list_name: '  На коропа  ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 200, action: 'added', data_ua: 'Товар додано до списку «На коропа»' });
    expect(typeof body.data).toBe('string'); // ru message, SPEC §7 "status, data, data_ua"
    const mine = await lists(a);
    expect(mine).toEqual([{ id: body.list_id, title: 'На коропа', goods: [1], key: expect.any(String) }]);
    listA = body.list_id ?? 0;
    // 128-bit key, base64url.
    expect(mine[0]?.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('an empty new-list name → "Введіть назву списку" / "Введите название списка" (§5, §8)', async () => {
    const { status, body } = await toggle(a, { goods_id: '1', list_id: '0', list_name: '   ' });
    expect(status).toBe(400);
    expect([body.data_ua, body.data]).toEqual(['Введіть назву списку', 'Введите название списка']);
    expect((await toggle(a, { goods_id: '1', list_id: '0', list_name: 'я'.repeat(101) })).status).toBe(400);
  });

  it('no list chosen → "Виберіть список" / "Выберите список" (§5, §8)', async () => {
    for (const form of [{ goods_id: '1' }, { goods_id: '1', list_id: '' }, { goods_id: '1', list_id: 'abc' }] as Record<
      string,
      string
    >[]) {
      const { status, body } = await toggle(a, form);
      expect(status).toBe(400);
      expect([body.data_ua, body.data]).toEqual(['Виберіть список', 'Выберите список']);
    }
  });

  it('the same call removes a good already in the list: "Товар вилучено" (§7 delete dialog, §8)', async () => {
    const added = await toggle(a, { goods_id: '3', list_id: String(listA) });
    expect(added.body.action).toBe('added');
    const removed = await toggle(a, { goods_id: '3', list_id: String(listA) });
    expect(removed.body).toMatchObject({ action: 'removed', data_ua: 'Товар вилучено' });
    expect((await lists(a))[0]?.goods).toEqual([1]);
  });

  it('an unknown good is 404 (§7)', async () => {
    expect((await toggle(a, { goods_id: '999999', list_id: String(listA) })).status).toBe(404);
  });

  it('another user’s list answers 404, never 403, and stays unchanged (§6)', async () => {
    const before = await lists(a);
    const id = String(listA);
    for (const res of [
      await toggle(b, { goods_id: '1', list_id: id }),
      await toggle(b, { goods_id: '5', list_id: id }),
      await call(t.post('/users/info/wishlistdelete', { list_id: id }, b)),
      await call(t.post('/users/info/wishlistrename', { list_id: id, list_name: 'Чуже' }, b)),
      await call(t.post('/users/info/wishlistshare', { list_id: id }, b)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('wishlist_not_found');
    }
    expect(await lists(b)).toEqual([]);
    expect(await lists(a)).toEqual(before);
  });

  it('rename trims and bounds the name (§5)', async () => {
    const res = await call(t.post('/users/info/wishlistrename', { list_id: String(listA), list_name: ' Щука ' }, a));
    expect(res.status).toBe(200);
    expect((await lists(a))[0]?.title).toBe('Щука');
  });

  it('a shared list is public and read-only by key, with no owner data; a new key retires the old (§3, §2)', async () => {
    const [list] = await lists(a);
    const shared = await call(t.get(`/users/info/wishlistshare/${list?.key}`));
    expect(shared.status).toBe(200);
    expect(shared.body.data).toEqual({ title: 'Щука', goods: [1] });
    const renewed = await call(t.post('/users/info/wishlistshare', { list_id: String(listA) }, a));
    const key = (renewed.body.data as { key: string }).key;
    expect(key).not.toBe(list?.key);
    expect((await call(t.get(`/users/info/wishlistshare/${list?.key}`))).status).toBe(404);
    expect((await call(t.get(`/users/info/wishlistshare/${key}`))).status).toBe(200);
    expect((await call(t.get('/users/info/wishlistshare/short'))).status).toBe(404);
  });

  it('wishlistdelete deletes a whole list, owner only (§7)', async () => {
    const created = await toggle(a, { goods_id: '4', list_id: '0', list_name: 'Тимчасовий' });
    const id = String(created.body.list_id);
    expect((await call(t.post('/users/info/wishlistdelete', { list_id: id }, a))).status).toBe(200);
    expect((await lists(a)).map((l) => l.id)).toEqual([listA]);
    expect((await call(t.post('/users/info/wishlistdelete', { list_id: id }, a))).status).toBe(404);
  });
});

describe('waiting list (SPEC §3, §7)', () => {
  it('waitlistadd is idempotent and waitlist lists goods with the date added (§7)', async () => {
    expect((await call(t.get('/users/info/waitlist'))).status).toBe(401);
    await call(t.post('/users/info/waitlistadd', { goods_id: '2' }, a));
    const again = await call(t.post('/users/info/waitlistadd', { goods_id: '2' }, a));
    expect(again.body.data).toEqual([{ goods_id: 2, created: t.services.now().toISOString() }]);
    expect((await call(t.post('/users/info/waitlistadd', { goods_id: '999999' }, a))).status).toBe(404);
    expect((await call(t.get('/users/info/waitlist', b))).body.data).toEqual([]);
    const gone = await call(t.post('/users/info/waitlistdelete', { goods_id: '2' }, a));
    expect(gone.body.data).toEqual([]);
  });
});

describe('wish-list endpoints reject bad input (§5)', () => {
  const snapshot = () =>
    rows(`select (select count(*)::int from wishlists) l, (select coalesce(sum(length(title)), 0)::int from wishlists) t,
      (select count(*)::int from wishlist_goods) g, (select coalesce(sum(good_id), 0)::int from wishlist_goods) s,
      (select count(*)::int from waitlist) w`);
  const id = fc.oneof(
    fc.constantFrom('abc', '', '1.5', '-1', ' 1', '1e3', '0x1'),
    fc.string({ maxLength: 12 }).filter((s) => !/^\d+$/.test(s)),
  );
  const listId = fc.oneof(id, fc.constantFrom('999999', '1', '2')); // 1 and 2 belong to the demo user
  const name = fc.constantFrom('', '   ', '\t', 'я'.repeat(101), 'x'.repeat(2000));
  it('POST /users/info/wishlistgoods', async () => {
    // list_id 0 with a bad name, or a list that is not the user's, or a bad good id.
    await assertRejectsBadInput(
      t,
      {
        method: 'POST',
        path: '/users/info/wishlistgoods',
        valid: { goods_id: '999999', list_id: String(listA) },
        invalid: { goods_id: id, list_id: listId },
        headers: a,
      },
      snapshot,
    );
    await assertRejectsBadInput(
      t,
      {
        method: 'POST',
        path: '/users/info/wishlistgoods',
        valid: { goods_id: '5', list_id: '0', list_name: 'Новий' },
        invalid: { list_name: name },
        headers: a,
      },
      snapshot,
    );
  }, 60_000);
  for (const [path, valid, invalid] of [
    ['/users/info/wishlistdelete', { list_id: '1' }, { list_id: listId }],
    ['/users/info/wishlistrename', { list_id: '1', list_name: 'Чуже' }, { list_id: listId }],
    ['/users/info/wishlistshare', { list_id: '2' }, { list_id: listId }],
    ['/users/info/waitlistadd', { goods_id: '999999' }, { goods_id: id }],
    ['/users/info/waitlistdelete', { goods_id: '2' }, { goods_id: id }],
  ] as const)
    it(`POST ${path}`, async () => {
      // Valid forms target the demo user's lists, an unknown good or one not waited for: nothing may change.
      await assertRejectsBadInput(
        t,
        { method: 'POST', path, valid: { ...valid }, invalid: { ...invalid }, headers: a },
        snapshot,
      );
    }, 60_000);
  it('GET /users/info/wishlist, /users/info/waitlist, /users/info/wishlistshare/{key}', async () => {
    await assertRejectsBadInput(t, { method: 'GET', path: '/users/info/wishlist', headers: a }, snapshot);
    await assertRejectsBadInput(t, { method: 'GET', path: '/users/info/waitlist', headers: a }, snapshot);
    await assertRejectsBadInput(t, { method: 'GET', path: (s) => `/users/info/wishlistshare/${s}` }, snapshot);
  }, 60_000);
});
