import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { goods, importJobs } from '#db/schema';
import type { ExchangeReport } from '../../core/exchange1c/exchange-job';
import { createTestShop, type TestShop } from '../testing';
import { ExchangeClient, exchangeLogin, exchangePassword, fixtureSet } from './real-sets-testing';

/**
 * Real 1C exports through the real /1c/exchange (issue 31, ADR 0118): each flavour's fixtures are
 * written in the shape of the public sets the issue names (UT 11 / BAS 3.1 packets, UT 10.3 2.04
 * goods with characteristics, 2.07 portions, 2.08 single files, windows-1251) — and their priced
 * goods go on sale, visible in the API.
 */
let shop: TestShop | null = null;
afterEach(async () => {
  await shop?.close();
  shop = null;
});

async function openShop(env: Record<string, string> = {}): Promise<{ shop: TestShop; client: ExchangeClient }> {
  shop = await createTestShop({
    env: { EXCHANGE_1C_LOGIN: exchangeLogin, EXCHANGE_1C_PASSWORD: exchangePassword, ...env },
  });
  return { shop, client: new ExchangeClient(shop) };
}

const byExchangeId = async (s: TestShop, id: string) =>
  (await s.database.db.select().from(goods).where(eq(goods.exchangeId, id)))[0];

/** The storefront API's view of goods: hidden goods are not there. */
async function apiGoods(s: TestShop, ids: number[]): Promise<{ id: number; price: number; title_ua: string }[]> {
  const res = await s.app.request(`http://localhost/api/goods/id/${ids.join(',')}/-`);
  if (res.status !== 200) return [];
  const body = (await res.json()) as { data: unknown };
  return (Array.isArray(body.data) ? body.data : [body.data]) as { id: number; price: number; title_ua: string }[];
}

const jobsOf = async (s: TestShop, fileName: string) =>
  (await s.database.db.select().from(importJobs).where(eq(importJobs.fileName, fileName))).map((j) => ({
    kind: j.kind,
    status: j.status,
    report: j.report as ExchangeReport,
  }));

/** A shop of its own per test (PGlite, seeded) and a whole exchange: slower than the default. */
const slow = 180_000;
const reel = 'f0a11c21-2b81-11ef-9c4a-00155d0a1f01';

describe('UT 11 / BAS packets, CommerceML 3.1 (issue 31)', () => {
  it(
    'item 1: prices in prices___<guid>.xml use the price types the session’s classifier file declared',
    async () => {
      const { shop: s, client } = await openShop();
      const answers = await client.exchange(fixtureSet('ut11-3.1'));
      expect(answers.every((a) => a === 'success')).toBe(true);
      const good = await byExchangeId(s, reel);
      // 2,849 UAH is the «Розничная» price declared in import___0c6a….xml, not the wholesale 2,100.
      expect(good).toMatchObject({ price: 284900, isActive: true });
      const [prices] = (await jobsOf(s, 'prices___3f9d4085-ab4e-405f-8d44-6c3e8b5fad04.xml')).filter(
        (j) => j.kind === 'prices',
      );
      expect(prices?.report.priceType).toEqual({ name: 'Розничная', how: 'name' });
      expect((await apiGoods(s, [good?.id ?? 0]))[0]).toMatchObject({ price: 2849 });
    },
    slow,
  );
});
