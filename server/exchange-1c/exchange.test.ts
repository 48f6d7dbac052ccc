import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exchangeWarehouses, goods, importJobs, orders, stores } from '#db/schema';
import { seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { importXml, offersXml, type TestGood } from '#test/support/exchange1c/catalog-xml';
import { incomingXml, placeOrder, xmlTree } from '#test/support/exchange1c/sale';
import { zipOf } from '#test/support/exchange1c/zip';
import { createTestShop, type TestShop } from '#test/support/shop';
import { exchangeImportsSettled } from './index';

/**
 * 1C's "обмін з сайтом" over HTTP through the real app (ADR 0102): sign-in, init, files
 * (split and zipped), the background import with its `progress` … `success`, and the refusals.
 */
let shop: TestShop;
const login = 'exchange1c';
const password = 'secret-password-1c';
const basic = (l: string, p: string) => `Basic ${Buffer.from(`${l}:${p}`).toString('base64')}`;

beforeAll(async () => {
  shop = await createTestShop({
    env: { EXCHANGE_1C_LOGIN: login, EXCHANGE_1C_PASSWORD: password, EXCHANGE_1C_PRICE_TYPE: 'pt-retail' },
  });
});
afterAll(() => shop.close());

const call = (
  query: string,
  init: { cookie?: string; auth?: string; body?: BodyInit | Buffer; method?: string } = {},
) =>
  shop.app.request(`http://localhost/1c/exchange?${query}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.auth ? { authorization: init.auth } : {}),
      ...(init.body ? { 'content-type': 'application/octet-stream' } : {}),
    },
    body: init.body as BodyInit | undefined,
  });

async function signIn(type = 'catalog'): Promise<string> {
  const res = await call(`type=${type}&mode=checkauth`, { auth: basic(login, password) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const [status, name, value] = (await res.text()).split('\n');
  expect(status).toBe('success');
  return `${name}=${value}`;
}

/** `mode=import` until it stops answering `progress` (the import runs in the background). */
async function importFile(cookie: string, filename: string): Promise<string> {
  const first = await (await call(`type=catalog&mode=import&filename=${filename}`, { cookie })).text();
  expect(first).toBe('progress');
  await exchangeImportsSettled();
  return (await call(`type=catalog&mode=import&filename=${filename}`, { cookie })).text();
}

const catalogue: TestGood[] = [
  { id: 'h-1', article: 'HTTP-1', name: 'Котушка Okuma Ceymar', group: 'grp-reels', maker: 'Okuma' },
  { id: 'h-2', article: 'HTTP-2', name: 'Вудилище Favorite X1', group: 'grp-rods', maker: 'Favorite' },
];
const offers = [
  { id: 'h-1', retail: '1500', wholesale: '1200', stock: [['wh-kyiv', '4']] as [string, string][] },
  { id: 'h-2', retail: '999.99', wholesale: '800', stock: [['wh-lviv', '1']] as [string, string][] },
];

describe('the /1c/exchange protocol', () => {
  it('checkauth answers a session cookie for the right login; init offers zip and the file limit', async () => {
    const cookie = await signIn();
    const init = await (await call('type=catalog&mode=init', { cookie })).text();
    expect(init.split('\n').slice(0, 2)).toEqual(['zip=yes', `file_limit=${100 * 1024 * 1024}`]);
  });

  it('file names that leave the session directory are refused', async () => {
    const cookie = await signIn();
    const auth = basic(login, password);
    for (const name of ['../x.xml', '/etc/passwd', 'a/../../x.xml', 'a\\..\\x.xml', 'C:x.xml', 'a//b.xml'])
      expect(
        await (
          await call(`type=catalog&mode=file&filename=${encodeURIComponent(name)}`, { cookie, auth, body: 'x' })
        ).text(),
      ).toBe('failure\nbad file name');
  });
});

describe('a full and a changes-only exchange over HTTP', () => {
  it('split uploads, a zip with offers, warehouses mapped: goods, prices and stock arrive; the same files again change nothing', async () => {
    const xml = Buffer.from(importXml(catalogue));
    // One file in three posts: the exchange appends them.
    const cookie = await signIn();
    for (const part of [xml.subarray(0, 1000), xml.subarray(1000, 1777), xml.subarray(1777)])
      expect(await (await call('type=catalog&mode=file&filename=import.xml', { cookie, body: part })).text()).toBe(
        'success',
      );
    expect(await importFile(cookie, 'import.xml')).toBe('success');
    // Asked again, the finished import answers success and does not run twice.
    expect(await (await call('type=catalog&mode=import&filename=import.xml', { cookie })).text()).toBe('success');
    const [reel] = await shop.database.db.select().from(goods).where(eq(goods.exchangeId, 'h-1'));
    expect(reel).toMatchObject({ extId: 'HTTP-1', isActive: false, price: 0 });

    const zip = zipOf({ 'offers.xml': offersXml(offers), 'import_files/ab/picture.txt': 'not a picture' });
    expect(await (await call('type=catalog&mode=file&filename=v8_exchange.zip', { cookie, body: zip })).text()).toBe(
      'success',
    );
    expect(await importFile(cookie, 'offers.xml')).toBe('success');
    const [priced] = await shop.database.db.select().from(goods).where(eq(goods.exchangeId, 'h-2'));
    expect(priced).toMatchObject({ price: 99999, isActive: true });
    const sessionDir = path.join(shop.services.env.DATA_DIR, 'exchange-1c');
    // The archive was unpacked into the session's directory (its subdirectories kept).
    const unpacked = await readdir(sessionDir, { recursive: true });
    expect(unpacked.some((f) => f.endsWith(path.join('import_files', 'ab', 'picture.txt')))).toBe(true);

    const [store] = await shop.database.db.select({ id: stores.id }).from(stores).limit(1);
    await shop.database.db.update(exchangeWarehouses).set({ storeId: store?.id ?? null });

    const second = await signIn();
    expect(
      await (
        await call('type=catalog&mode=file&filename=offers.xml', { cookie: second, body: offersXml(offers) })
      ).text(),
    ).toBe('success');
    expect(await importFile(second, 'offers.xml')).toBe('success');
    const stockJob = (await shop.database.db.select().from(importJobs).where(eq(importJobs.kind, 'stock'))).at(-1);
    expect((stockJob?.report as { applied?: { changed: number } }).applied?.changed).toBe(2);

    const auditsBefore = (await shop.database.db.select({ id: auditLog.id }).from(auditLog)).length;
    const third = await signIn();
    await call('type=catalog&mode=file&filename=import.xml', { cookie: third, body: importXml(catalogue) });
    await call('type=catalog&mode=file&filename=offers.xml', { cookie: third, body: offersXml(offers) });
    expect(await importFile(third, 'import.xml')).toBe('success');
    expect(await importFile(third, 'offers.xml')).toBe('success');
    expect((await shop.database.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(auditsBefore);

    // Changes only: one new price, nothing hidden.
    const fourth = await signIn();
    await call('type=catalog&mode=file&filename=offers.xml', {
      cookie: fourth,
      body: offersXml([{ id: 'h-1', retail: '1450' }], { onlyChanges: true }),
    });
    expect(await importFile(fourth, 'offers.xml')).toBe('success');
    const after = await shop.database.db
      .select({ id: goods.exchangeId, price: goods.price, active: goods.isActive })
      .from(goods)
      .where(eq(goods.brandId, reel?.brandId ?? 0));
    expect(after).toEqual([{ id: 'h-1', price: 145000, active: true }]);
  });

  it('a full export in portions (import0_1.xml…) hides nothing per portion; what no portion listed is hidden at mode=deactivate, once', async () => {
    const activeOf = async (id: string) =>
      (await shop.database.db.select({ active: goods.isActive }).from(goods).where(eq(goods.exchangeId, id)))[0]
        ?.active;
    expect(await activeOf('h-1')).toBe(true);
    const parts: TestGood[] = [
      { id: 'p-1', article: 'PART-1', name: 'Гачок Owner 5111', group: 'grp-reels', maker: 'Owner' },
      { id: 'p-2', article: 'PART-2', name: 'Грузило Свинець 10 г', group: 'grp-rods', maker: 'Owner' },
    ];
    const cookie = await signIn();
    const files = {
      'import0_1.xml': importXml([parts[0] as TestGood]),
      'import0_2.xml': importXml([parts[1] as TestGood]),
      'offers0_1.xml': offersXml([{ id: 'p-1', retail: '25' }]),
      'offers0_2.xml': offersXml([{ id: 'p-2', retail: '12.5' }]),
    };
    for (const [name, body] of Object.entries(files)) {
      await call(`type=catalog&mode=file&filename=${name}`, { cookie, body });
      expect(await importFile(cookie, name)).toBe('success');
    }
    // Each portion is a full catalogue of its own goods: none hid the other's, nor h-1.
    expect([await activeOf('p-1'), await activeOf('p-2'), await activeOf('h-1')]).toEqual([true, true, true]);
    expect(await (await call('type=catalog&mode=deactivate&timestamp=1764000000', { cookie })).text()).toBe('success');
    expect([await activeOf('p-1'), await activeOf('p-2'), await activeOf('h-1'), await activeOf('h-2')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const jobs = () => shop.database.db.select().from(importJobs).where(eq(importJobs.fileName, 'import*_*.xml'));
    expect((await jobs()).map((j) => (j.report as { hidden?: number }).hidden)).toEqual([2]);
    // 1C's `complete` after `deactivate`: the export was finished once.
    expect(await (await call('type=catalog&mode=complete', { cookie })).text()).toBe('success');
    expect(await jobs()).toHaveLength(1);
    // A changes-only exchange in portions hides nothing at its end.
    const next = await signIn();
    await call('type=catalog&mode=file&filename=offers0_1.xml', {
      cookie: next,
      body: offersXml([{ id: 'p-1', retail: '26' }], { onlyChanges: true }),
    });
    expect(await importFile(next, 'offers0_1.xml')).toBe('success');
    expect(await (await call('type=catalog&mode=complete', { cookie: next })).text()).toBe('success');
    expect([await activeOf('p-1'), await activeOf('p-2')]).toEqual([true, true]);
    expect(await jobs()).toHaveLength(1);
  });

  it('a broken file answers failure with the reason; an unknown file too', async () => {
    const cookie = await signIn();
    await call('type=catalog&mode=file&filename=import.xml', {
      cookie,
      body: '<?xml version="1.0"?><КоммерческаяИнформация><Каталог>',
    });
    const answer = await importFile(cookie, 'import.xml');
    expect(answer.split('\n')[0]).toBe('failure');
    expect(await importFile(cookie, 'missing.xml')).toBe('failure\nfile not found');
  });

  it('type=sale over HTTP: a new order goes to 1C, success marks it sent, 1C’s status comes back to the order', async () => {
    const ctx = { db: shop.database.db, locale: 'ua' as const, now: seededAt };
    const id = await placeOrder(ctx, await seedFixtures(shop.database.db, seededAt));
    const cookie = await signIn('sale');
    expect((await (await call('type=sale&mode=init', { cookie })).text()).split('\n')[0]).toBe('zip=yes');
    const query = await call('type=sale&mode=query', { cookie });
    expect(query.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const sent = xmlTree(await query.text()).children.map((d) => d.children.find((c) => c.name === 'Ид')?.text);
    expect(sent).toContain(String(id));
    expect(await (await call('type=sale&mode=success', { cookie })).text()).toBe('success');
    expect(xmlTree(await (await call('type=sale&mode=query', { cookie })).text()).children).toEqual([]);
    const back = incomingXml([{ id, requisites: { 'Статус заказа ИД': 'confirmed' } }]);
    const file = await call('type=sale&mode=file&filename=orders-http.xml', { cookie, body: Buffer.from(back) });
    expect(await file.text()).toBe('success');
    expect(await (await call('type=sale&mode=import&filename=orders-http.xml', { cookie })).text()).toBe('success');
    const [order] = await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(order?.status).toBe('confirmed');
  });
});

describe('failed sign-ins spend a budget per client address (like the other public doors)', () => {
  it('a wrong password fails; after 10 failures even the right one is refused for a while', async () => {
    const wrong = await call('type=catalog&mode=checkauth', { auth: basic(login, 'nope') });
    expect(wrong.status).toBe(401);
    expect((await wrong.text()).split('\n')[0]).toBe('failure');
    expect((await call('type=catalog&mode=checkauth')).status).toBe(401);
    expect((await call('type=catalog&mode=init', { cookie: 'poplavok_1c=forged.1.x' })).status).toBe(401);
    for (let i = 0; i < 8; i++) await call('type=catalog&mode=checkauth', { auth: basic(login, `bad${i}`) });
    const blocked = await call('type=catalog&mode=checkauth', { auth: basic(login, password) });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toBe('failure\ntoo many attempts');
  });
});

describe('the exchange is off without credentials', () => {
  it('answers 404', async () => {
    const off = await createTestShop();
    try {
      expect((await off.app.request('http://localhost/1c/exchange?type=catalog&mode=checkauth')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
