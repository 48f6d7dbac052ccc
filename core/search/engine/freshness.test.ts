import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, type Db, openDatabase } from '#db/client';
import {
  attributeOptions,
  attributes,
  brands,
  goodAttributes,
  goods,
  searchMeta,
  searchSynonyms,
  storeStock,
  stores,
} from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { holdStock } from '#test/support/reservations';
import { createSearchEngine, type IndexedSearchEngine } from './engine';
import { createSimpleMatcher } from './simple-matcher';
import type { SearchRequest, SynonymGroup, TextMatcher } from './types';

/**
 * Two app instances on one database (two connections on PostgreSQL, two engines on one PGlite):
 * what one writes, the other's search returns within the 1 s window, without a restart (ADR 0064).
 * Time is an injected clock; nothing sleeps.
 */
let database: Database;
let second: Database | null = null;
let writer: Db;
let clock = 1_000_000;
const now = () => clock;
let synonymsSeen: SynonymGroup[][] = [];
/** The stand-in matcher, recording the synonym groups it is given (the text side's own tests cover their use). */
const recordingMatcher = (): TextMatcher => {
  const inner = createSimpleMatcher();
  return { ...inner, setSynonyms: (groups) => synonymsSeen.push(groups) };
};
let a: IndexedSearchEngine;
let b: IndexedSearchEngine;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  writer = database.db;
  let readerDb = database.db;
  if (database.kind === 'postgres') {
    const templates = inject('dbTemplates');
    if (templates.kind !== 'postgres') throw new Error('PostgreSQL database from a PGlite template');
    const [row] = await database.db.select({ name: sql<string>`current_database()` }).from(searchMeta);
    const url = new URL(templates.url);
    url.pathname = `/${row?.name}`;
    second = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
    readerDb = second.db;
  }
  a = createSearchEngine(writer, { newMatcher: createSimpleMatcher, now });
  b = createSearchEngine(readerDb, { newMatcher: recordingMatcher, now });
  await Promise.all([a.ready(), b.ready()]);
});
afterAll(async () => {
  await second?.close();
  await database.close();
});

const ids = async (engine: IndexedSearchEngine, request: Partial<SearchRequest>) =>
  (await engine.search({ query: 'а', mode: 'full', perPage: 1000, ...request })).ids;

/** The other instance: stale until its clock passes the window, fresh right after. */
async function seenByB(request: Partial<SearchRequest>, id: number, expected: boolean) {
  expect((await ids(b, request)).includes(id), 'within the window B still answers from its index').toBe(!expected);
  clock += 1000;
  expect((await ids(b, request)).includes(id), 'after the window B has caught up').toBe(expected);
}

async function someGood() {
  const [good] = await writer
    .select({ id: goods.id, extId: goods.extId, price: goods.price, brandId: goods.brandId })
    .from(goods)
    .where(and(eq(goods.isActive, true), eq(goods.sellStatus, '4'), isNotNull(goods.brandId)))
    .orderBy(asc(goods.id))
    .limit(1);
  if (!good) throw new Error('no good');
  return good;
}

describe('two instances on one database see each other’s writes within a second (ADR 0064)', () => {
  it('a price change', async () => {
    const good = await someGood();
    const price = { min: 123_457, max: 123_457 };
    await writer.update(goods).set({ price: 123_457 }).where(eq(goods.id, good.id));
    expect(await ids(b, { query: good.extId, filters: { price } })).toEqual([]);
    clock += 999;
    expect(await ids(b, { query: good.extId, filters: { price } }), 'not checked before a second has passed').toEqual(
      [],
    );
    clock += 1;
    expect(await ids(b, { query: good.extId, filters: { price } })).toEqual([good.id]);
    expect(await ids(a, { query: good.extId, filters: { price } }), 'and the writer’s own engine').toEqual([good.id]);
  });

  it('availability', async () => {
    const good = await someGood();
    await writer.update(goods).set({ sellStatus: '0' }).where(eq(goods.id, good.id));
    clock += 1000;
    expect(await ids(b, { query: good.extId, filters: { available: true } })).toEqual([]);
    expect(await ids(b, { query: good.extId })).toEqual([good.id]);
    await writer.update(goods).set({ sellStatus: '4' }).where(eq(goods.id, good.id));
  });

  it('a good whose last piece an order holds is not available, and is again once released (ADR 0120)', async () => {
    const good = await someGood();
    const [store] = await writer.select({ id: stores.id }).from(stores).where(eq(stores.isActive, true)).limit(1);
    if (!store) throw new Error('no store');
    await writer.delete(storeStock).where(eq(storeStock.goodId, good.id));
    await writer.insert(storeStock).values({ goodId: good.id, storeId: store.id, quantity: 1 });
    clock += 1000;
    expect(await ids(b, { query: good.extId, filters: { available: true } })).toEqual([good.id]);
    const hold = await holdStock(writer, good.id, store.id, 1);
    clock += 1000;
    expect(await ids(b, { query: good.extId, filters: { available: true } })).toEqual([]);
    expect(await ids(b, { query: good.extId }), 'still found, as not available').toEqual([good.id]);
    await hold.release();
    clock += 1000;
    expect(await ids(b, { query: good.extId, filters: { available: true } })).toEqual([good.id]);
  });

  it('a title', async () => {
    const good = await someGood();
    await writer.update(goods).set({ titleUa: 'Зорелітний садок' }).where(eq(goods.id, good.id));
    await seenByB({ query: 'зорелітний' }, good.id, true);
  });

  it('a characteristic (option) of a good', async () => {
    const [row] = await writer
      .select({ goodId: goodAttributes.goodId, attributeId: goodAttributes.attributeId, code: attributes.code })
      .from(goodAttributes)
      .innerJoin(attributes, eq(attributes.id, goodAttributes.attributeId))
      .innerJoin(goods, eq(goods.id, goodAttributes.goodId))
      .where(and(eq(attributes.kind, 'option'), eq(attributes.isFacet, true), eq(goods.isActive, true)))
      .orderBy(asc(goodAttributes.goodId))
      .limit(1);
    if (!row) throw new Error('no option characteristic');
    const options = await writer
      .select()
      .from(attributeOptions)
      .where(eq(attributeOptions.attributeId, row.attributeId));
    const [good] = await writer.select({ extId: goods.extId }).from(goods).where(eq(goods.id, row.goodId));
    const current = await writer
      .select({ optionId: goodAttributes.optionId })
      .from(goodAttributes)
      .where(and(eq(goodAttributes.goodId, row.goodId), eq(goodAttributes.attributeId, row.attributeId)));
    const other = options.find((o) => o.id !== current[0]?.optionId);
    if (!other || !good) throw new Error('no other option');
    await writer
      .update(goodAttributes)
      .set({ optionId: other.id })
      .where(and(eq(goodAttributes.goodId, row.goodId), eq(goodAttributes.attributeId, row.attributeId)));
    await seenByB({ query: good.extId, filters: { options: { [row.code]: [other.slug] } } }, row.goodId, true);
  });

  it('a new good, then its deactivation, then its deletion', async () => {
    const good = await someGood();
    const [source] = await writer.select().from(goods).where(eq(goods.id, good.id));
    if (!source) throw new Error('no source');
    const [added] = await writer
      .insert(goods)
      .values({
        extId: '990001',
        categoryId: source.categoryId,
        brandId: source.brandId,
        titleUa: 'Підсак Веселковий',
        titleRu: 'Подсак Радужный',
        slug: 'pidsak-veselkovyi',
        price: 50_000,
      })
      .returning({ id: goods.id });
    if (!added) throw new Error('not added');
    await seenByB({ query: 'веселковий' }, added.id, true);
    await writer.update(goods).set({ isActive: false }).where(eq(goods.id, added.id));
    await seenByB({ query: 'веселковий' }, added.id, false);
    await writer.update(goods).set({ isActive: true }).where(eq(goods.id, added.id));
    clock += 1000;
    expect(await ids(b, { query: 'веселковий' })).toEqual([added.id]);
    await writer.delete(goods).where(eq(goods.id, added.id));
    await seenByB({ query: 'веселковий' }, added.id, false);
    expect(b.stats().docs).toBe(a.stats().docs);
  });

  it('a brand renamed: the index rebuilds in the background and then finds the new name', async () => {
    const good = await someGood();
    if (good.brandId === null) throw new Error('no brand');
    await writer.update(brands).set({ title: 'Гагарин Тэкл' }).where(eq(brands.id, good.brandId));
    clock += 1000;
    await ids(b, { query: 'гагарин' }); // notices the change, starts the rebuild
    await b.ready();
    expect(await ids(b, { query: 'гагарин' })).toContain(good.id);
  });

  it('synonyms edited by the shop reach the matcher', async () => {
    synonymsSeen = [];
    await writer.insert(searchSynonyms).values({ words: ['човен', 'лодка', 'boat'] });
    clock += 1000;
    await ids(b, { query: 'а' });
    expect(synonymsSeen.at(-1)).toContainEqual(['човен', 'лодка', 'boat']);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a transaction that commits after a later one is not skipped (PostgreSQL)',
    async () => {
      const [x, y] = await writer
        .select({ id: goods.id, extId: goods.extId })
        .from(goods)
        .where(eq(goods.isActive, true))
        .orderBy(asc(goods.id))
        .limit(2);
      if (!x || !y || !second) throw new Error('setup');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started = () => {};
      const began = new Promise<void>((resolve) => {
        started = resolve;
      });
      // The first writer takes its transaction id, then waits while a second writer commits.
      const slow = writer.transaction(async (tx) => {
        await tx.update(goods).set({ price: 111_111 }).where(eq(goods.id, x.id));
        started();
        await held;
      });
      await began;
      await second.db.update(goods).set({ price: 222_222 }).where(eq(goods.id, y.id));
      clock += 1000;
      expect(await ids(b, { query: y.extId, filters: { price: { min: 222_222, max: 222_222 } } })).toEqual([y.id]);
      release();
      await slow;
      clock += 1000;
      expect(await ids(b, { query: x.extId, filters: { price: { min: 111_111, max: 111_111 } } })).toEqual([x.id]);
    },
  );
});
