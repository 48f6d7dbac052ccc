import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, storeStock } from '#db/schema';
import { exchangeShops, expectOnSale, fixtureSet, jobsOf } from '#test/support/exchange1c/real-sets';
import { zipOf } from '#test/support/exchange1c/zip';
import type { TestShop } from '#test/support/shop';

/**
 * a fixture per flavour, written in the shape of the public real sets, goes
 * through the real /1c/exchange and its priced goods are on sale — in the API and on the
 * storefront's product page. Item 11: offers sent before their goods wait for them in the session.
 *
 * - bitrix-2.07: portions as 1C sends them to 1C-Bitrix (dobromyslov/commerceml-parser `data/`
 *   import0_1.xml / offers0_1.xml: Классификатор repeated in offers, `СодержитТолькоИзменения`,
 *   the price type named "BASE", `Количество` plus `Склад ИдСклада`; carono/php-commerceml
 *   `tests/xml/offers.xml`: `good#characteristic` offers whose size is only in the name "(39)").
 * - ut-2.08: single import.xml + offers.xml (ВерсияСхемы="2.08"), "Оптовая" declared before
 *   "Розничная", ХарактеристикиТовара on characteristic offers, a total `Количество` without a warehouse.
 * - cp1251: UT 10.3 on 1C 8.2, schema 2.05, `encoding="windows-1251"`, CRLF, no
 *   `СодержитТолькоИзменения` (a full export), the files committed as 1C writes them.
 */
const openShop = exchangeShops();

const isActive = async (s: TestShop, exchangeId: string) =>
  (await s.database.db.select({ on: goods.isActive }).from(goods).where(eq(goods.exchangeId, exchangeId)))[0]?.on;

const text = (files: [string, Buffer][], name: string) => String(files.find(([n]) => n === name)?.[1] ?? '');

/** A shop of its own per test (PGlite, seeded) and whole exchanges: slower than the default. */
const slow = 240_000;

const wobbler = '9e4b2d01-2e13-11ea-80d4-0cc47a7f3a11';
const braid = '9e4b2d02-2e13-11ea-80d4-0cc47a7f3a11';
const nordic = '9e4b2d03-2e13-11ea-80d4-0cc47a7f3a11';
const nordic42 = `${nordic}#b7d2e9f1-2e15-11ea-80d4-0cc47a7f3a11`;
const nordic43 = `${nordic}#b7d2e9f2-2e15-11ea-80d4-0cc47a7f3a11`;

describe('2.07 portions as 1C sends them to Bitrix', () => {
  it(
    'import0_1.xml, offers0_1.xml, offers0_2.xml: priced goods and the size variants are on sale; a changes-only portion hides nothing',
    async () => {
      const { shop: s, client } = await openShop({ EXCHANGE_1C_PRICE_TYPE: 'BASE' });
      const files = fixtureSet('bitrix-2.07');
      expect(await client.exchange(files)).toEqual(['success', 'success', 'success', 'success']);
      await expectOnSale(s, wobbler, { title: 'Воблер Kosadaka Cord-R XS 90F', price: 38900 });
      await expectOnSale(s, braid, { title: 'Шнур Select Basic PE 150 м 0,10 мм', price: 27450 });
      // The size is only in the offer's name (2.07): each is a variant of the boots, the boots themselves hidden.
      const size42 = await expectOnSale(s, nordic42, { title: 'Чоботи зимові Norfin Nordic (42)', price: 215000 });
      expect(size42.variantUa).toBe('42');
      await expectOnSale(s, nordic43, { title: 'Чоботи зимові Norfin Nordic (43)', price: 215000 });

      // A later exchange of changes only (СодержитТолькоИзменения="true"): the wobbler's new price;
      // the braid and the boots, not listed, stay on sale.
      const changedGoods = text(files, 'import0_1.xml')
        .replace('<Каталог СодержитТолькоИзменения="false">', '<Каталог СодержитТолькоИзменения="true">')
        .replace(/\t\t\t<Товар>\s*<Ид>9e4b2d0[23][\s\S]*?<\/Товар>\n/g, '');
      const changedOffers = text(files, 'offers0_1.xml')
        .replace(
          '<ПакетПредложений СодержитТолькоИзменения="false">',
          '<ПакетПредложений СодержитТолькоИзменения="true">',
        )
        .replace('<ЦенаЗаЕдиницу>389</ЦенаЗаЕдиницу>', '<ЦенаЗаЕдиницу>399</ЦенаЗаЕдиницу>');
      expect(changedGoods).not.toContain(braid);
      expect(
        await client.exchange([
          ['import0_1.xml', changedGoods],
          ['offers0_1.xml', changedOffers],
        ]),
      ).toEqual(['success', 'success', 'success']);
      await expectOnSale(s, wobbler, { title: 'Воблер Kosadaka Cord-R XS 90F', price: 39900 });
      expect([await isActive(s, braid), await isActive(s, nordic42)]).toEqual([true, true]);
    },
    slow,
  );
});

const reel = '21f0c3a1-9b3d-11e5-8d2a-001e67a1b2c3';
const rod = '21f0c3a2-9b3d-11e5-8d2a-001e67a1b2c3';
const jacketL = '21f0c3a3-9b3d-11e5-8d2a-001e67a1b2c3#5c6d7e81-9b3e-11e5-8d2a-001e67a1b2c3';
const jacketXL = '21f0c3a3-9b3d-11e5-8d2a-001e67a1b2c3#5c6d7e82-9b3e-11e5-8d2a-001e67a1b2c3';

describe('2.08 single files (import.xml + offers.xml)', () => {
  it(
    'the retail type is read though Оптовая comes first; characteristic offers are variants; the total stock goes to the setting’s store',
    async () => {
      const { shop: s, client } = await openShop({ EXCHANGE_1C_STOCK_STORE: '1' });
      expect(await client.exchange(fixtureSet('ut-2.08'))).toEqual(['success', 'success', 'success']);
      await expectOnSale(s, reel, { title: 'Котушка Shimano Sienna 2500 FG', price: 189900 });
      const rodGood = await expectOnSale(s, rod, { title: 'Вудилище Salmo Sniper Spin 2.40 м 10-30 г', price: 142550 });
      const l = await expectOnSale(s, jacketL, { title: 'Куртка Norfin Pro Light (L)', price: 324000 });
      expect(l.variantUa).toBe('Розмір: L');
      await expectOnSale(s, jacketXL, { title: 'Куртка Norfin Pro Light (XL)', price: 324000 });
      const stock = await s.database.db
        .select({ store: storeStock.storeId, quantity: storeStock.quantity })
        .from(storeStock)
        .where(eq(storeStock.goodId, rodGood.id));
      expect(stock).toEqual([{ store: 1, quantity: 3 }]);
    },
    slow,
  );
});

describe('windows-1251 files, zipped', () => {
  it(
    'import.xml and offers.xml in windows-1251 (і, ї, є, ґ, №, «», ’) sent as one zip: the goods are on sale with their titles intact',
    async () => {
      const { shop: s, client } = await openShop();
      const files = fixtureSet('cp1251');
      // Committed as 1C writes them: no UTF-8 in the bytes.
      expect(text(files, 'import.xml')).not.toContain('Гачки');
      await client.signIn();
      expect(await client.upload('v8_exchange.zip', zipOf(Object.fromEntries(files)))).toBe('success');
      expect(await client.import('import.xml')).toBe('success');
      expect(await client.import('offers.xml')).toBe('success');
      expect(await (await client.call('type=catalog&mode=complete')).text()).toBe('success');
      await expectOnSale(s, 'c3d4e5f1-1f2f-11df-9e5c-00179a3b2c1d', {
        title: 'Гачки Owner 5111 №6 (уп. 10 шт)',
        price: 8990,
      });
      await expectOnSale(s, 'c3d4e5f2-1f2f-11df-9e5c-00179a3b2c1d', {
        title: 'Мормишка вольфрамова «Капля» 3 мм',
        price: 4200,
      });
      const bait = await expectOnSale(s, 'c3d4e5f3-1f2f-11df-9e5c-00179a3b2c1d', {
        title: 'Підгодовка Dunaev «Лящ» з ароматом м’яти 0,9 кг',
        price: 11800,
      });
      expect(bait.descriptionUa).toContain('Єдина суміш');
    },
    slow,
  );
});

const waitingLine = (n: number) =>
  `success\nПропозицій, що чекають на свої товари: ${n}; їх буде застосовано, щойно товари надійдуть у цьому обміні`;

describe('offers that arrive before their goods in the same session', () => {
  it(
    'offers.xml imported before import.xml waits (success, not failure); import.xml puts the goods on sale priced, before complete',
    async () => {
      const { shop: s, client } = await openShop();
      const files = fixtureSet('ut-2.08');
      await client.signIn();
      expect(await client.upload('offers.xml', text(files, 'offers.xml'))).toBe('success');
      expect(await client.import('offers.xml')).toBe(waitingLine(4));
      const [prices] = (await jobsOf(s, 'offers.xml')).filter((j) => j.kind === 'prices');
      expect(prices?.report).toMatchObject({ waiting: 4, counts: { errors: 0 } });
      expect(prices?.report.issues).toEqual([]);

      expect(await client.upload('import.xml', text(files, 'import.xml'))).toBe('success');
      expect(await client.import('import.xml')).toBe('success');
      // Applied as the goods came, before 1C's complete.
      await expectOnSale(s, reel, { title: 'Котушка Shimano Sienna 2500 FG', price: 189900 });
      await expectOnSale(s, jacketXL, { title: 'Куртка Norfin Pro Light (XL)', price: 324000 });
      const after = (await jobsOf(s, 'offers.xml')).filter((j) => j.kind === 'prices').at(-1);
      expect(after?.report).toMatchObject({ afterWaiting: true, counts: { rows: 4, changed: 4, errors: 0 } });
      expect(await (await client.call('type=catalog&mode=complete')).text()).toBe('success');
      await expectOnSale(s, rod, { title: 'Вудилище Salmo Sniper Spin 2.40 м 10-30 г', price: 142550 });
    },
    slow,
  );

  it(
    '2.07 portions in reverse order keep their variants at complete; an offer whose good never comes is refused at complete, a file of only such offers answers failure',
    async () => {
      const { shop: s, client } = await openShop({ EXCHANGE_1C_PRICE_TYPE: 'BASE' });
      const files = fixtureSet('bitrix-2.07');
      const stray = text(files, 'offers0_1.xml').replace(
        '\t\t</Предложения>',
        '\t\t\t<Предложение>\n\t\t\t\t<Ид>0000dead-2e13-11ea-80d4-0cc47a7f3a11</Ид>\n\t\t\t\t<Наименование>Знятий з продажу</Наименование>\n\t\t\t\t<Цены>\n\t\t\t\t\t<Цена>\n\t\t\t\t\t\t<ИдТипаЦены>e2a41b7c-2e14-11ea-80d4-0cc47a7f3a11</ИдТипаЦены>\n\t\t\t\t\t\t<ЦенаЗаЕдиницу>10</ЦенаЗаЕдиницу>\n\t\t\t\t\t</Цена>\n\t\t\t\t</Цены>\n\t\t\t</Предложение>\n\t\t</Предложения>',
      );
      await client.signIn();
      const answers: string[] = [];
      for (const [name, body] of [
        ['offers0_2.xml', text(files, 'offers0_2.xml')],
        ['offers0_1.xml', stray],
        ['import0_1.xml', text(files, 'import0_1.xml')],
      ]) {
        expect(await client.upload(name as string, body as string)).toBe('success');
        answers.push(await client.import(name as string));
      }
      expect(answers).toEqual([waitingLine(2), waitingLine(3), 'success']);
      expect(await (await client.call('type=catalog&mode=complete')).text()).toBe(
        'success\noffers0_1.xml: пропозицій без товарів на сайті відхилено: 1',
      );
      // The variants made after their goods count as listed by their portion: complete hid none of them.
      await expectOnSale(s, nordic42, { title: 'Чоботи зимові Norfin Nordic (42)', price: 215000 });
      await expectOnSale(s, nordic43, { title: 'Чоботи зимові Norfin Nordic (43)', price: 215000 });
      await expectOnSale(s, wobbler, { title: 'Воблер Kosadaka Cord-R XS 90F', price: 38900 });
      const last = (await jobsOf(s, 'offers0_1.xml')).filter((j) => j.kind === 'prices').at(-1);
      expect(last?.report.issues).toMatchObject([
        { code: 'unknown_good', value: '0000dead-2e13-11ea-80d4-0cc47a7f3a11' },
      ]);

      // A file of nothing but offers whose goods never come: waits, then 1C hears failure at the end.
      await client.signIn();
      const lost = text(files, 'offers0_1.xml').replaceAll('9e4b2d0', 'deadbe0');
      expect(await client.upload('offers0_1.xml', lost)).toBe('success');
      expect(await client.import('offers0_1.xml')).toBe(waitingLine(2));
      expect(await (await client.call('type=catalog&mode=deactivate')).text()).toMatch(
        /^failure\noffers0_1\.xml: усі рядки відхилено \(2\): рядок \d+, Ид «deadbe01-.*товару немає на сайті/,
      );
      expect(await (await client.call('type=catalog&mode=complete')).text()).toBe('success');
      const stranded = await s.database.db
        .select()
        .from(goods)
        .where(eq(goods.exchangeId, 'deadbe01-2e13-11ea-80d4-0cc47a7f3a11'));
      expect(stranded).toEqual([]);
    },
    slow,
  );
});
