import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extIdShape } from '#core/imports';
import { exchangeWarehouses, goods, storeStock } from '#db/schema';
import { exchangeShops, fixtureSet, jobsOf } from '#test/support/exchange1c/real-sets';
import type { TestShop } from '#test/support/shop';

/**
 * Real 1C exports through the real /1c/exchange (ADR 0118): each flavour's fixtures are
 * written in the shape of the public sets the issue names (UT 11 / BAS 3.1 packets, UT 10.3 2.04
 * goods with characteristics, 2.07 portions, 2.08 single files, windows-1251) — and their priced
 * goods go on sale, visible in the API.
 */
const openShop = exchangeShops();

const byExchangeId = async (s: TestShop, id: string) =>
  (await s.database.db.select().from(goods).where(eq(goods.exchangeId, id)))[0];

/** The storefront API's view of goods: hidden goods are not there. */
async function apiGoods(s: TestShop, ids: number[]): Promise<{ id: number; price: number; title_ua: string }[]> {
  const res = await s.app.request(`http://localhost/api/goods/id/${ids.join(',')}/-`);
  if (res.status !== 200) return [];
  const body = (await res.json()) as { data: unknown };
  return (Array.isArray(body.data) ? body.data : [body.data]) as { id: number; price: number; title_ua: string }[];
}

/** A shop of its own per test (PGlite, seeded) and a whole exchange: slower than the default. */
const slow = 180_000;
const reel = 'f0a11c21-2b81-11ef-9c4a-00155d0a1f01';
const boots = 'f0a11c22-2b81-11ef-9c4a-00155d0a1f01';

describe('UT 11 / BAS packets, CommerceML 3.1', () => {
  it(
    'item 1: prices in prices___<guid>.xml use the price types the session’s classifier file declared',
    async () => {
      const { shop: s, client } = await openShop({ EXCHANGE_1C_STOCK_STORE: '1' });
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

      // Item 3: characteristic offers with an empty ХарактеристикиТовара (values in ЗначенияСвойств,
      // the size in the name) are variants of the boots, priced by prices___, on sale.
      const size42 = await byExchangeId(s, `${boots}#0b9e4d85-2b82-11ef-9c4a-00155d0a1f01`);
      const size43 = await byExchangeId(s, `${boots}#0b9e4d86-2b82-11ef-9c4a-00155d0a1f01`);
      expect(size42).toMatchObject({
        price: 165000,
        isActive: true,
        variantUa: '42',
        titleUa: 'Чоботи Norfin Snow (42)',
      });
      expect(size43).toMatchObject({ price: 165000, isActive: true, variantUa: '43' });
      expect(size42?.groupId).toBe(size43?.groupId);
      expect((await apiGoods(s, [size42?.id ?? 0]))[0]).toMatchObject({ price: 1650 });

      // Item 6: rests___ without a warehouse — the total went to the store of EXCHANGE_1C_STOCK_STORE.
      const stock = await s.database.db
        .select()
        .from(storeStock)
        .where(eq(storeStock.goodId, size42?.id ?? 0));
      expect(stock.map((r) => [r.storeId, r.quantity])).toEqual([[1, 3]]);
      const [rests] = (await jobsOf(s, 'rests___4a0e5196-bc5f-4160-9e55-7d4f9c6abe05.xml')).filter(
        (j) => j.kind === 'stock',
      );
      expect(rests?.report.totalStock).toMatchObject({ offers: 2 });
      expect(rests?.report.unmappedWarehouses).toEqual(['Основной склад']);

      // Item 7: the good 1C marked deleted stays hidden though prices___ priced it.
      expect(await byExchangeId(s, 'f0a11c23-2b81-11ef-9c4a-00155d0a1f01')).toMatchObject({
        price: 9900,
        isActive: false,
      });

      // Item 5: the classifier packet alone, full (СодержитТолькоИзменения=false) and listing no goods,
      // hides nothing — the reel stays on sale; its job says why.
      const classifier = fixtureSet('ut11-3.1').filter(([name]) => name.startsWith('import___0c6a'));
      expect(await client.exchange(classifier)).toEqual(['success', 'success']);
      expect((await byExchangeId(s, reel))?.isActive).toBe(true);
      const [hiding] = (await jobsOf(s, 'import*_*.xml')).slice(-1);
      expect(hiding?.report).toMatchObject({ hideSkipped: true, hidden: 0 });
    },
    slow,
  );
});

describe('no sure retail price type; files 1C must hear about', () => {
  it(
    'item 2: only Оптовая and Себестоимость declared — no price imported, the job says so; item 8: all rows refused answers failure, a broken file makes a job',
    async () => {
      const { shop: s, client } = await openShop();
      const classifier = String(fixtureSet('ut11-3.1')[0]?.[1]).replace(
        '<Наименование>Розничная</Наименование>',
        '<Наименование>Себестоимость реализации</Наименование>',
      );
      const files = fixtureSet('ut11-3.1').map(([name, body]): [string, Buffer | string] =>
        name.startsWith('import___0c6a') ? [name, classifier] : [name, body],
      );
      await client.exchange(files);
      const good = await byExchangeId(s, reel);
      expect(good).toMatchObject({ price: 0, isActive: false });
      const [prices] = (await jobsOf(s, 'prices___3f9d4085-ab4e-405f-8d44-6c3e8b5fad04.xml')).filter(
        (j) => j.kind === 'prices',
      );
      expect(prices?.report.priceType).toEqual({ how: 'unsure', declared: ['Оптовая', 'Себестоимость реализации'] });
      expect(await apiGoods(s, [good?.id ?? 0])).toEqual([]);

      // Item 8: a prices file whose every offer is unknown answers failure with the first reasons —
      // at the end of the session, once no later file brought their goods (item 11: until then they wait).
      await client.signIn();
      const stray = String(fixtureSet('ut11-3.1')[3]?.[1]).replaceAll('f0a11c2', 'aaaaaa0');
      expect(await client.upload('prices___5b1f0000.xml', stray)).toBe('success');
      expect(await client.import('prices___5b1f0000.xml')).toMatch(
        /^success\nПропозицій, що чекають на свої товари: 4/,
      );
      const answer = await (await client.call('type=catalog&mode=complete')).text();
      expect(answer).toMatch(
        /^failure\nprices___5b1f0000\.xml: усі рядки відхилено \(4\): рядок \d+, Ид «aaaaaa01-.*товару немає на сайті/,
      );
      // A file cut short before its first good still leaves a failed job in /admin/imports.
      const cut = String(fixtureSet('ut11-3.1')[0]?.[1]).slice(0, 900);
      expect(await client.upload('import___cut00000.xml', cut)).toBe('success');
      expect((await client.import('import___cut00000.xml')).split('\n')[0]).toBe('failure');
      expect((await jobsOf(s, 'import___cut00000.xml')).map((j) => j.status)).toEqual(['failed']);
    },
    slow,
  );
});

/**
 * UT 10.3, CommerceML 2.04 (fixtures/ut10-2.04, in the shape of 1C's own 2.04 sample,
 * irpsv/commerceml tests/assets/off-doc-1c): each characteristic is a `Товар` with Ид
 * `<good>#<characteristic>` and `ХарактеристикиТовара`, its offer the same Ид with the good's name;
 * prices of several types (Оптовая first), stock per `Склад`.
 */
describe('UT 10.3, CommerceML 2.04: characteristics inside Товары', () => {
  const wobbler = '9e4b7d41-3c41-11ef-8d1e-00155d0a2b01';
  const white = `${wobbler}#af5c8e50-3c41-11ef-8d1e-00155d0a2b01`;
  const red = `${wobbler}#af5c8e51-3c41-11ef-8d1e-00155d0a2b01`;
  const snow = '9e4b7d42-3c41-11ef-8d1e-00155d0a2b01';

  it(
    'good#char Товары are variants priced and stocked by their offers, on sale in the API; codes are articles (spaces made dashes), never the 73-character Ид',
    async () => {
      const { shop: s, client } = await openShop();
      // The shop's staff mapped 1C's «Основной склад» to a store (/admin/imports, warehouses).
      await s.database.db
        .insert(exchangeWarehouses)
        .values({ exchangeId: 'c17ea070-3c41-11ef-8d1e-00155d0a2b01', name: 'Основной склад', storeId: 1 });
      expect(await client.exchange(fixtureSet('ut10-2.04'))).toEqual(['success', 'success', 'success']);

      // A plain good: its Артикул «NF 3000 FD» is its code with dashes (it was refused for the spaces).
      const reel = await byExchangeId(s, '9e4b7d40-3c41-11ef-8d1e-00155d0a2b01');
      expect(reel).toMatchObject({ extId: 'NF-3000-FD', price: 189900, isActive: true });
      expect((await apiGoods(s, [reel?.id ?? 0]))[0]).toMatchObject({ ext_id: 'NF-3000-FD', price: 1899 });

      // The wobbler, never listed on its own, is made from its first characteristic and not sold alone.
      const parent = await byExchangeId(s, wobbler);
      expect(parent).toMatchObject({ titleUa: 'Воблер Jackall Squad Minnow 65', extId: 'JSM-65-SP', isActive: false });
      expect(await apiGoods(s, [parent?.id ?? 0])).toEqual([]);
      const whiteGood = await byExchangeId(s, white);
      expect(whiteGood).toMatchObject({
        extId: 'JSM-65-SP-1',
        titleUa: 'Воблер Jackall Squad Minnow 65 (Білий)',
        variantUa: 'Колір: Білий',
        price: 42900,
        isActive: true,
        groupId: expect.any(Number),
      });
      expect(await byExchangeId(s, red)).toMatchObject({ extId: 'JSM-65-SP-2', price: 44900, isActive: true });
      const [api] = (await apiGoods(s, [whiteGood?.id ?? 0])) as (Awaited<ReturnType<typeof apiGoods>>[number] & {
        variant_ua: string;
        variants: { variant_ua: string; price: number }[];
      })[];
      expect(api).toMatchObject({ price: 429, title_ua: 'Воблер Jackall Squad Minnow 65 (Білий)' });
      expect(api?.variants).toEqual([expect.objectContaining({ variant_ua: 'Колір: Червоний', price: 449 })]);
      const stock = await s.database.db
        .select()
        .from(storeStock)
        .where(eq(storeStock.goodId, whiteGood?.id ?? 0));
      expect(stock.map((r) => [r.storeId, r.quantity])).toEqual([[1, 7]]);

      // The boots listed on their own before their sizes: the sizes are their variants, named without repeating.
      expect(await byExchangeId(s, snow)).toMatchObject({ extId: '14621', isActive: false });
      expect(await byExchangeId(s, `${snow}#af5c8e52-3c41-11ef-8d1e-00155d0a2b01`)).toMatchObject({
        extId: '14621-1',
        titleUa: 'Чоботи Norfin Snow (42)',
        variantUa: 'Розмір: 42',
        price: 165000,
        isActive: true,
      });

      // No Артикул: the good's Ид (a guid) is its code, as it always was (ADR 0102).
      const line = '9e4b7d43-3c41-11ef-8d1e-00155d0a2b01';
      expect(await byExchangeId(s, line)).toMatchObject({ extId: line, price: 37550, isActive: true });

      // Every code the exchange gave fits the price spreadsheets (≤ 64, no spaces, no `#`); no row refused.
      const all = await s.database.db.select().from(goods).where(isNotNull(goods.exchangeId));
      expect(all.length).toBe(8);
      for (const g of all) expect(g.extId).toMatch(extIdShape);
      const prices = (await jobsOf(s, 'offers.xml')).find((j) => j.kind === 'prices');
      expect(prices?.report.counts).toMatchObject({ rows: 6, errors: 0 });
      expect(prices?.report.priceType).toEqual({ name: 'Розничная', how: 'name' });
    },
    slow,
  );
});
