import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, storeStock } from '#db/schema';
import type { TestShop } from '../testing';
import { exchangeShops, fixtureSet, jobsOf } from './real-sets-testing';

/**
 * Real 1C exports through the real /1c/exchange (issue 31, ADR 0118): each flavour's fixtures are
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

describe('UT 11 / BAS packets, CommerceML 3.1 (issue 31)', () => {
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

describe('no sure retail price type; files 1C must hear about (issue 31)', () => {
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
