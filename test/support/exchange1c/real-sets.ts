import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import type { ExchangeReport } from '#core/exchange1c';
import { goods, importJobs } from '#db/schema';
import { createTestShop, type TestShop } from '#test/support/shop';
import { exchangeImportsSettled } from '../../../server/exchange-1c/imports';

/**
 * Drives 1C's "обмін з сайтом" over the real HTTP door: checkauth, init, each file
 * posted and imported (`progress` polled to the end), then `complete` — as a UT 11 / BAS or a
 * UT 10.3 exchange does, files in the order given.
 */
export const exchangeLogin = 'exchange1c';
export const exchangePassword = 'secret-password-1c';
const basic = `Basic ${Buffer.from(`${exchangeLogin}:${exchangePassword}`).toString('base64')}`;

/** The fixtures of one flavour (`ut11-3.1`, `ut103-2.04`…), in directory order. */
export function fixtureSet(flavour: string): [string, Buffer][] {
  const dir = path.join(import.meta.dirname, '../../../server/exchange-1c/fixtures', flavour);
  return readdirSync(dir)
    .sort()
    .map((name) => [name, readFileSync(path.join(dir, name))]);
}

export class ExchangeClient {
  cookie = '';
  constructor(private readonly shop: TestShop) {}

  call(query: string, body?: Buffer | string) {
    return this.shop.app.request(`http://localhost/1c/exchange?${query}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : { authorization: basic }),
        ...(body === undefined ? {} : { 'content-type': 'application/octet-stream' }),
      },
      body: body as BodyInit | undefined,
    });
  }

  async signIn(): Promise<void> {
    this.cookie = '';
    const [status, name, value] = (await (await this.call('type=catalog&mode=checkauth')).text()).split('\n');
    expect(status).toBe('success');
    this.cookie = `${name}=${value}`;
    await this.call('type=catalog&mode=init');
  }

  async upload(name: string, body: Buffer | string): Promise<string> {
    return (await this.call(`type=catalog&mode=file&filename=${encodeURIComponent(name)}`, body)).text();
  }

  /** `mode=import` polled until it stops answering `progress`: 1C's last answer. */
  async import(name: string): Promise<string> {
    const query = `type=catalog&mode=import&filename=${encodeURIComponent(name)}`;
    let answer = await (await this.call(query)).text();
    while (answer === 'progress') {
      await exchangeImportsSettled();
      answer = await (await this.call(query)).text();
    }
    return answer;
  }

  /** A whole exchange: a new session, every file uploaded then imported, `complete` at the end. */
  async exchange(files: readonly [string, Buffer | string][]): Promise<string[]> {
    await this.signIn();
    const answers: string[] = [];
    for (const [name, body] of files) {
      expect(await this.upload(name, body)).toBe('success');
      answers.push(await this.import(name));
    }
    answers.push(await (await this.call('type=catalog&mode=complete')).text());
    return answers;
  }
}

/** How the storefront writes a price (SPEC §9: "1 425.50 грн", the thousands grouped by a space of some kind). */
const priceOnPage = (kop: number) => {
  const grouped = String(Math.trunc(kop / 100)).replace(/\B(?=(\d{3})+$)/g, '[\\s\u00a0\u202f]');
  return new RegExp(`${grouped}\\.${String(kop % 100).padStart(2, '0')}`);
};

/**
 * A good the exchange put on sale, as a shopper sees it: active at its price
 * in the database, in the API (`/api/goods/id/…`) and on its storefront product page (200, its
 * title and its price). Returns the good.
 */
export async function expectOnSale(shop: TestShop, exchangeId: string, want: { title: string; price: number }) {
  const [good] = await shop.database.db.select().from(goods).where(eq(goods.exchangeId, exchangeId));
  expect(good, exchangeId).toMatchObject({ titleUa: want.title, price: want.price, isActive: true });
  if (!good) throw new Error(`${exchangeId} is not on the site`);
  const api = await shop.app.request(`http://localhost/api/goods/id/${good.id}/-`);
  expect(api.status, `/api/goods/id/${good.id}`).toBe(200);
  const { data } = (await api.json()) as { data: unknown };
  expect(Array.isArray(data) ? data[0] : data).toMatchObject({
    id: good.id,
    title_ua: want.title,
    price: want.price / 100,
  });
  const page = await shop.app.request(`http://localhost/${good.slug}/p${good.id}`);
  expect(page.status, `/${good.slug}/p${good.id}`).toBe(200);
  const html = await page.text();
  expect(html).toContain(want.title);
  expect(html).toMatch(priceOnPage(want.price));
  return good;
}

/**
 * A test file's shops with the exchange open: each call makes a fresh seeded shop and its 1C client,
 * closed after the test.
 */
export function exchangeShops() {
  let shop: TestShop | null = null;
  afterEach(async () => {
    await shop?.close();
    shop = null;
  });
  return async (env: Record<string, string> = {}): Promise<{ shop: TestShop; client: ExchangeClient }> => {
    shop = await createTestShop({
      env: { EXCHANGE_1C_LOGIN: exchangeLogin, EXCHANGE_1C_PASSWORD: exchangePassword, ...env },
    });
    return { shop, client: new ExchangeClient(shop) };
  };
}

/** The jobs an exchange file made, in order. */
export const jobsOf = async (s: TestShop, fileName: string) =>
  (await s.database.db.select().from(importJobs).where(eq(importJobs.fileName, fileName)).orderBy(importJobs.id)).map(
    (j) => ({ kind: j.kind, status: j.status, report: j.report as ExchangeReport }),
  );
