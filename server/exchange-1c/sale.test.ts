import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { orders } from '#db/schema';
import { releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { ExchangeClient, exchangeLogin, exchangePassword } from '#test/support/exchange1c/real-sets';
import { incomingXml, oneCAnswerXml, placeOrder, xmlTree } from '#test/support/exchange1c/sale';
import { schemaFaults } from '#test/support/exchange1c/sale-schema';
import { zipOf } from '#test/support/exchange1c/zip';
import { createTestShop, type TestShop } from '#test/support/shop';
import type { Services } from '../context';
import { handleSaleExchange } from './sale';

let database: Database;
let services: Services;
let sessionDir: string;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
const encoder = new TextEncoder();

const call = (mode: string, filename: string | null = null, body: string | Uint8Array | null = null) =>
  handleSaleExchange({
    mode,
    filename,
    body: typeof body === 'string' ? encoder.encode(body) : body,
    sessionDir,
    services,
  });
const statusOf = async (id: number) =>
  (await database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ids = await seedFixtures(database.db, seededAt);
  services = {
    db: database.db,
    log: pino({ level: 'silent' }),
    env: {} as Services['env'],
    now: () => seededAt,
    payments: {} as Services['payments'],
  };
  sessionDir = await mkdtemp(path.join(tmpdir(), 'sale-exchange-'));
});
afterAll(async () => {
  await database.close();
  await rm(sessionDir, { recursive: true, force: true });
});
// The file places more orders than the fixture store has pieces: each test starts with nothing held (ADR 0120).
beforeEach(() => releaseAllReservations(database.db));

describe('handleSaleExchange: the type=sale modes the /1c/exchange endpoint delegates', () => {
  it('query → CommerceML (UTF-8 XML), success → "success", and the next query is empty', async () => {
    const id = await placeOrder({ db: database.db, locale: 'ua', now: seededAt }, ids);
    const first = await call('query');
    expect(first.contentType).toBe('application/xml; charset=utf-8');
    const root = xmlTree(String(first.body));
    expect(root.children.map((d) => d.children.find((c) => c.name === 'Ид')?.text)).toContain(String(id));
    expect(await call('success')).toEqual({ body: 'success', contentType: 'text/plain; charset=utf-8' });
    expect(xmlTree(String((await call('query')).body)).children).toEqual([]);
    await call('success');
  });

  it('mode=file applies 1C’s statuses at once; the same file again is "success" and changes nothing', async () => {
    const id = await placeOrder({ db: database.db, locale: 'ua', now: seededAt }, ids);
    const doc = incomingXml([{ id, requisites: { 'Статус заказа ИД': 'confirmed' } }]);
    expect((await call('file', 'orders-1.xml', doc)).body).toBe('success');
    expect(await statusOf(id)).toBe('confirmed');
    expect((await call('file', 'orders-1.xml', doc)).body).toBe('success');
    expect(await statusOf(id)).toBe('confirmed');
    // `import` after the upload: the file was applied already; applying it again is harmless.
    expect((await call('import', 'orders-1.xml')).body).toBe('success');
    expect(await readdir(path.join(sessionDir, 'sale'))).toEqual(['applied-orders-1.xml']);
  });

  it('a split upload waits for its last part, then applies; `import` of a file cut short fails', async () => {
    const id = await placeOrder({ db: database.db, locale: 'ua', now: seededAt }, ids);
    const bytes = encoder.encode(incomingXml([{ id, requisites: { 'Статус заказа ИД': 'confirmed' } }]));
    const cut = 333;
    expect((await call('file', 'orders-2.xml', bytes.subarray(0, cut))).body).toBe('success');
    expect(await statusOf(id)).toBe('new');
    expect((await call('file', 'orders-2.xml', bytes.subarray(cut))).body).toBe('success');
    expect(await statusOf(id)).toBe('confirmed');

    const other = await placeOrder({ db: database.db, locale: 'ua', now: seededAt }, ids);
    const part = encoder.encode(incomingXml([{ id: other, requisites: { 'Статус заказа ИД': 'confirmed' } }]));
    await call('file', 'orders-3.xml', part.subarray(0, 300));
    const answer = String((await call('import', 'orders-3.xml')).body);
    expect(answer).toMatch(/^failure\nФайл обірвано/);
    expect(await statusOf(other)).toBe('new');
  });

  it('a zipped orders file (the endpoint’s init says zip=yes) is unpacked and applied; a zip cut short waits', async () => {
    const ctx = { db: database.db, locale: 'ua' as const, now: seededAt };
    const [a, b] = [await placeOrder(ctx, ids), await placeOrder(ctx, ids)];
    const zip = zipOf({
      'orders-a.xml': incomingXml([{ id: a, requisites: { 'Статус заказа ИД': 'confirmed' } }]),
      'orders-b.xml': incomingXml([{ id: b, requisites: { Отменен: 'true' } }]),
    });
    expect((await call('file', 'orders.zip', zip.subarray(0, 100))).body).toBe('success');
    expect(await statusOf(a)).toBe('new');
    expect((await call('file', 'orders.zip', zip.subarray(100))).body).toBe('success');
    expect([await statusOf(a), await statusOf(b)]).toEqual(['confirmed', 'cancelled']);
    const broken = zipOf({ 'x.xml': '<КоммерческаяИнформация><Документ>' });
    expect(String((await call('file', 'broken.zip', broken)).body)).toMatch(
      /^failure\nФайл не є коректним XML: x\.xml: /,
    );
  });

  it('bad XML, an unknown order, a missing or unsafe file name and an unknown mode answer "failure" and why', async () => {
    const id = await placeOrder({ db: database.db, locale: 'ua', now: seededAt }, ids);
    const bad = String((await call('file', 'bad.xml', '<КоммерческаяИнформация><Документ></Коммерческая>')).body);
    expect(bad).toMatch(/^failure\nФайл не є коректним XML: /);
    const mixed = incomingXml([
      { id: 99_999_999, requisites: { 'Статус заказа ИД': 'confirmed' } },
      { id, requisites: { 'Статус заказа ИД': 'confirmed' } },
    ]);
    const answer = String((await call('file', 'orders-4.xml', mixed)).body).split('\n');
    expect(answer[0]).toBe('failure');
    expect(answer[1]).toMatch(/^Документ 99999999 \(рядок \d+\): Замовлення не знайдено на сайті$/);
    expect(answer.at(-1)).toBe('Застосовано: 1, без змін: 0');
    expect(await statusOf(id)).toBe('confirmed');
    expect(String((await call('import', 'never-sent.xml')).body)).toBe('failure\nФайл не завантажено');
    expect(String((await call('file', '../../etc/passwd', mixed)).body)).toBe('failure\nФайл не завантажено');
    expect(String((await call('file', null, mixed)).body)).toBe('failure\nФайл не завантажено');
    expect(String((await call('deactivate')).body)).toMatch(/^failure\nНевідомий режим обміну: deactivate$/);
  });
});

describe('over the real /1c/exchange door: orders out as the schema orders them, 1C’s own statuses back', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ env: { EXCHANGE_1C_LOGIN: exchangeLogin, EXCHANGE_1C_PASSWORD: exchangePassword } });
  });
  afterAll(() => shop.close());

  it('the query fits CommerceML 2.08’s sequences; "P", "Открыт", a deletion mark and an unknown status come back — success, with a line for the unknown one', async () => {
    const ctx = { db: shop.database.db, locale: 'ua' as const, now: seededAt };
    const shopIds = await seedFixtures(shop.database.db, seededAt);
    const [confirmed, open, deleted, unknown] = [
      await placeOrder(ctx, shopIds),
      await placeOrder(ctx, shopIds),
      await placeOrder(ctx, shopIds),
      await placeOrder(ctx, shopIds),
    ];
    const client = new ExchangeClient(shop);
    await client.signIn();
    const query = await client.call('type=sale&mode=query');
    const root = xmlTree(await query.text());
    expect(root.children.map((d) => d.children.find((c) => c.name === 'Ид')?.text)).toEqual(
      expect.arrayContaining([String(confirmed), String(open)]),
    );
    expect(schemaFaults(root)).toEqual([]);
    expect(await (await client.call('type=sale&mode=success')).text()).toBe('success');

    const answer = oneCAnswerXml([
      { id: confirmed, requisites: { 'Статуса заказа ИД': 'P', Проведен: 'true' } },
      { id: open, requisites: { 'Статус заказа': 'Открыт', Проведен: 'false' } },
      { id: deleted, requisites: { ПометкаУдаления: 'true' } },
      { id: unknown, requisites: { 'Статус заказа': 'Чекає на складі' } },
    ]);
    const file = await client.call('type=sale&mode=file&filename=from-1c.xml', answer);
    const lines = (await file.text()).split('\n');
    expect(lines[0]).toBe('success');
    expect(lines[1]).toMatch(
      new RegExp(
        `^Документ ${unknown} \\(рядок \\d+\\): Невідомий статус замовлення, статус не змінено, решту застосовано \\(Чекає на складі\\)$`,
      ),
    );
    expect(lines.at(-1)).toBe('Застосовано: 2, без змін: 2');
    const statuses = await shop.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [confirmed, open, deleted, unknown]))
      .orderBy(orders.id);
    expect(statuses.map((o) => o.status)).toEqual(['confirmed', 'new', 'cancelled', 'new']);
  });
});
