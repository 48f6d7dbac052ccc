import { and, asc, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCatalogChanges, getGoodCached, listScopedCatalogCached } from '#core/catalog';
import { createSearchEngine, newTextMatcher } from '#core/search/engine';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import { addToWaitlist } from '#core/wishlists';
import type { Database } from '#db/client';
import {
  attributeOptions,
  attributes,
  auditLog,
  cacheChanges,
  categories,
  categoryFacetCounts,
  goods,
  promotionGoods,
  promotions,
  smsOutbox,
  stores,
  users,
} from '#db/schema';
import { createTestDatabase, seededAt } from '#db/testing';
import { catalogHistory, type GoodInput, getAdminGood, goodInputOf, saveGood } from './index';
import { demoActors } from './testing';

/** Issue 19 "Catalogue and content": a content editor creates and edits goods; the shop follows at once. */
let database: Database;
let ctx: Ctx;
let actors: Awaited<ReturnType<typeof demoActors>>;
let leaf: number;
let storeIds: number[];
let clock = 1_000_000;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  actors = await demoActors(database.db);
  // A category with goods of its own and no subcategories.
  const [row] = await database.db
    .select({ id: goods.categoryId })
    .from(goods)
    .where(sql`not exists (select 1 from categories c where c.parent_id = ${goods.categoryId})`)
    .groupBy(goods.categoryId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  if (!row) throw new Error('no leaf category with goods');
  leaf = row.id;
  storeIds = (
    await database.db.select({ id: stores.id }).from(stores).where(eq(stores.isActive, true)).orderBy(asc(stores.id))
  ).map((s) => s.id);
});
afterAll(() => database?.close());

let codes = 0;
const newGood = (over: Partial<GoodInput> = {}): GoodInput => ({
  extId: `T19-${++codes}`,
  titleUa: `Воблер Зеленозуб ${codes}`,
  titleRu: `Воблер Зеленозуб ${codes}`,
  price: 45_000,
  sellStatus: '4',
  isActive: true,
  categoryId: leaf,
  ...over,
});

const saved = async (actor: StaffView, input: GoodInput) => {
  const result = await saveGood(ctx, actor, input);
  if (!result.ok) throw new Error(`save failed: ${JSON.stringify(result)}`);
  return result;
};

const roles = ['manager', 'moderator', 'store'] as const;

describe('goods in the back office: who may (issue 19, roles)', () => {
  it.each(roles)('a %s may not save, read or list goods (StaffForbiddenError)', async (role) => {
    await expect(saveGood(ctx, actors[role], newGood())).rejects.toBeInstanceOf(StaffForbiddenError);
    await expect(getAdminGood(ctx, actors[role], 1)).rejects.toBeInstanceOf(StaffForbiddenError);
    await expect(catalogHistory(ctx, actors[role], 'good', 1)).rejects.toBeInstanceOf(StaffForbiddenError);
  });

  it('a content editor and an admin may', async () => {
    expect((await saveGood(ctx, actors.content, newGood())).ok).toBe(true);
    expect((await saveGood(ctx, actors.admin, newGood())).ok).toBe(true);
  });
});

describe('a created good (issue 19)', () => {
  it('appears in its category listing (cached a moment before) and in search, with a slug from its title', async () => {
    const scope = { kind: 'category' as const, id: leaf };
    const paging = { sort: 'cheap' as const, page: 1, perPage: 24 };
    const before = await listScopedCatalogCached(ctx, scope, {}, paging);
    if (!before.ok) throw new Error(before.error);
    const engine = createSearchEngine(database.db, { newMatcher: newTextMatcher, now: () => clock });
    await engine.ready();
    const { id } = await saved(actors.content, newGood({ titleUa: 'Воблер Щукобій Гранд', price: 1 }));
    forgetCatalogChanges(database.db);
    const after = await listScopedCatalogCached(ctx, scope, {}, paging);
    if (!after.ok) throw new Error(after.error);
    expect(after.value.goods[0]).toMatchObject({ id, price: 1 });
    expect(after.value.total).toBe(before.value.total + 1);
    clock += 1_000;
    expect((await engine.search({ query: 'щукобій гранд', mode: 'full' })).ids).toContain(id);
    const [row] = await database.db.select({ slug: goods.slug }).from(goods).where(eq(goods.id, id));
    expect(row?.slug).toBe('vobler-shchukobii-hrand');
  });

  it('is audited with who and what', async () => {
    const { id } = await saved(actors.content, newGood({ titleUa: 'Блешня Аудит' }));
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entry).toMatchObject({
      action: 'good.create',
      entity: 'good',
      actorName: 'content',
      staffId: actors.content.id,
    });
    expect(entry?.after).toMatchObject({ titleUa: 'Блешня Аудит', price: 45_000, categoryId: leaf });
  });

  it('refuses a taken code, an unroutable slug, an old price not above the price and a characteristic of the wrong kind', async () => {
    const { id } = await saved(actors.content, newGood());
    const [mine] = await database.db.select({ extId: goods.extId }).from(goods).where(eq(goods.id, id));
    expect(await saveGood(ctx, actors.content, newGood({ extId: mine?.extId }))).toEqual({
      ok: false,
      error: 'ext_id_taken',
    });
    expect(await saveGood(ctx, actors.content, newGood({ slug: 'search' }))).toEqual({
      ok: false,
      error: 'slug_invalid',
    });
    expect(await saveGood(ctx, actors.content, newGood({ price: 500, oldPrice: 500 }))).toMatchObject({
      ok: false,
      error: 'invalid',
    });
    const [option] = await database.db
      .select({ id: attributeOptions.id, attributeId: attributeOptions.attributeId })
      .from(attributeOptions)
      .limit(1);
    const [number] = await database.db
      .select({ id: attributes.id })
      .from(attributes)
      .where(eq(attributes.kind, 'number'));
    if (!option || !number) throw new Error('no characteristics');
    expect(
      await saveGood(ctx, actors.content, newGood({ attributes: [{ attributeId: number.id, optionId: option.id }] })),
    ).toEqual({ ok: false, error: 'attribute_invalid' });
    expect(await saveGood(ctx, actors.content, newGood({ categoryId: 999_999 }))).toEqual({
      ok: false,
      error: 'category_not_found',
    });
  });

  it('keeps descriptions as safe shop HTML', async () => {
    const { id } = await saved(
      actors.content,
      newGood({ descriptionUa: '<p onclick="x()">Легкий <script>alert(1)</script><b>воблер</b></p>' }),
    );
    const good = await getAdminGood(ctx, actors.content, id);
    expect(good?.descriptionUa).toBe('<p>Легкий <b>воблер</b></p>');
  });
});

describe('editing a good (issue 19)', () => {
  it('a price edit shows on the cached product page and is audited as the changed fields only', async () => {
    const { id } = await saved(actors.content, newGood());
    expect((await getGoodCached(ctx, id))?.price).toBe(45_000);
    const good = await getAdminGood(ctx, actors.content, id);
    if (!good) throw new Error('no good');
    await saved(actors.content, { ...goodInputOf(good), price: 39_900, oldPrice: 45_000 });
    forgetCatalogChanges(database.db);
    expect(await getGoodCached(ctx, id)).toMatchObject({ price: 39_900, oldPrice: 45_000 });
    const history = await catalogHistory(ctx, actors.content, 'good', id);
    expect(history[0]).toMatchObject({ who: 'content', action: 'good.update', fields: ['price', 'oldPrice'] });
    expect(history[0]?.before).toEqual({ price: 45_000, oldPrice: null });
  });

  it('saving an unchanged good writes nothing: no audit row, no cache change', async () => {
    const { id } = await saved(actors.content, newGood());
    const good = await getAdminGood(ctx, actors.content, id);
    if (!good) throw new Error('no good');
    const [mark] = await database.db.select({ n: sql<number>`count(*)::int` }).from(cacheChanges);
    const result = await saved(actors.content, goodInputOf(good));
    expect(result.changed).toBe(false);
    const [now] = await database.db.select({ n: sql<number>`count(*)::int` }).from(cacheChanges);
    expect(now?.n).toBe(mark?.n);
    expect(await catalogHistory(ctx, actors.content, 'good', id)).toHaveLength(1);
  });

  it('ADR 0081: a price edit while a promotion runs keeps the promotion price and changes the regular price', async () => {
    const [promoted] = await database.db
      .select({ id: goods.id, percent: promotions.discountPercent })
      .from(goods)
      .innerJoin(promotionGoods, eq(promotionGoods.goodId, goods.id))
      .innerJoin(promotions, eq(promotions.id, promotionGoods.promotionId))
      .where(
        and(
          isNotNull(goods.regularPrice),
          isNotNull(promotions.discountPercent),
          sql`${promotionGoods.price} is null`,
          lte(promotions.startsAt, seededAt),
          gt(promotions.endsAt, seededAt),
        ),
      )
      .limit(1);
    if (!promoted?.percent) throw new Error('the demo has no good in a running percent promotion');
    const good = await getAdminGood(ctx, actors.content, promoted.id);
    if (!good) throw new Error('no good');
    expect(good.promotion).not.toBeNull();
    expect(good.currentPrice).toBeLessThan(good.price);
    const regular = good.price + 10_000;
    await saved(actors.content, { ...goodInputOf(good), price: regular, oldPrice: null });
    const [row] = await database.db.select().from(goods).where(eq(goods.id, promoted.id));
    const promotionPrice = Math.floor((regular * (100 - promoted.percent) + 50) / 100);
    expect(row).toMatchObject({
      regularPrice: regular,
      regularOldPrice: null,
      price: promotionPrice,
      oldPrice: regular,
    });
    forgetCatalogChanges(database.db);
    expect((await getGoodCached(ctx, promoted.id))?.price).toBe(promotionPrice);
    const edited = await getAdminGood(ctx, actors.content, promoted.id);
    expect(edited).toMatchObject({ price: regular, oldPrice: null, currentPrice: promotionPrice });
  });

  it('a stock edit tells the waiting list once (SMS), in the same save', async () => {
    const { id } = await saved(actors.content, newGood({ titleUa: 'Котушка Очікувана' }));
    const [shopper] = await database.db.select({ id: users.id, phone: users.phone }).from(users).limit(1);
    if (!shopper) throw new Error('the demo has no shopper');
    expect(await addToWaitlist({ ...ctx, user: { id: shopper.id } }, { goods_id: id })).toEqual({ ok: true });
    const good = await getAdminGood(ctx, actors.content, id);
    if (!good) throw new Error('no good');
    const first = await saved(actors.content, {
      ...goodInputOf(good),
      stock: [{ storeId: storeIds[0] as number, quantity: 3 }],
    });
    expect(first.notified).toBe(1);
    const second = await saved(actors.content, {
      ...goodInputOf(good),
      stock: [
        { storeId: storeIds[0] as number, quantity: 5 },
        { storeId: storeIds[1] as number, quantity: 2 },
      ],
    });
    expect(second.notified).toBe(0);
    const sms = await database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, shopper.phone), eq(smsOutbox.purpose, 'back_in_stock')));
    expect(sms.filter((s) => s.text.includes('Котушка Очікувана'))).toHaveLength(1);
    const edited = await getAdminGood(ctx, actors.content, id);
    expect(edited?.stock).toEqual({ [String(storeIds[0])]: 5, [String(storeIds[1])]: 2 });
    expect(edited?.stores.find((s) => s.id === storeIds[1])?.quantity).toBe(2);
  });

  it('characteristics keep the category facets counted (ADR 0068)', async () => {
    const [option] = await database.db
      .select({ id: attributeOptions.id, attributeId: attributeOptions.attributeId })
      .from(attributeOptions)
      .orderBy(asc(attributeOptions.id))
      .limit(1);
    if (!option) throw new Error('no options');
    const count = async () => {
      const [row] = await database.db
        .select({ n: sql<number>`coalesce(sum(${categoryFacetCounts.n}), 0)::int` })
        .from(categoryFacetCounts)
        .where(
          and(
            eq(categoryFacetCounts.categoryId, leaf),
            eq(categoryFacetCounts.attributeId, option.attributeId),
            eq(categoryFacetCounts.key, option.id),
          ),
        );
      return row?.n ?? 0;
    };
    const was = await count();
    const { id } = await saved(
      actors.content,
      newGood({ attributes: [{ attributeId: option.attributeId, optionId: option.id }] }),
    );
    expect(await count()).toBe(was + 1);
    const good = await getAdminGood(ctx, actors.content, id);
    if (!good) throw new Error('no good');
    await saved(actors.content, { ...goodInputOf(good), attributes: [] });
    expect(await count()).toBe(was);
    await saved(actors.content, {
      ...goodInputOf(good),
      attributes: [{ attributeId: option.attributeId, optionId: option.id }],
      isActive: false,
    });
    expect(await count()).toBe(was);
  });

  it('moving a good to another category relists both', async () => {
    const [other] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.id} <> ${leaf}`)
      .limit(1);
    if (!other) throw new Error('one category');
    const { id } = await saved(actors.content, newGood());
    const good = await getAdminGood(ctx, actors.content, id);
    if (!good) throw new Error('no good');
    const [mark] = await database.db.select({ n: sql<number>`count(*)::int` }).from(cacheChanges);
    await saved(actors.content, { ...goodInputOf(good), categoryId: other.id });
    const rows = await database.db
      .select({ tags: cacheChanges.tags })
      .from(cacheChanges)
      .orderBy(asc(cacheChanges.xid));
    const tags = rows.slice(mark?.n ?? 0).flatMap((r) => r.tags);
    expect(tags).toEqual(expect.arrayContaining([`good:${id}`, `category:${leaf}`, `category:${other.id}`]));
  });
});

describe('parcel size of a good (issue 21, ADR 0105)', () => {
  it('issue 21: weight and sizes are saved, audited, left alone when absent and cleared with null', async () => {
    const parcel = { weightG: 450, lengthMm: 1_200, widthMm: 60, heightMm: 60 };
    const { id } = await saved(actors.content, newGood({ parcel }));
    const read = async () =>
      (
        await database.db
          .select({
            weightG: goods.weightG,
            lengthMm: goods.lengthMm,
            widthMm: goods.widthMm,
            heightMm: goods.heightMm,
          })
          .from(goods)
          .where(eq(goods.id, id))
      )[0];
    expect(await read()).toEqual(parcel);
    const admin = await getAdminGood(ctx, actors.content, id);
    if (!admin) throw new Error('no good');
    const { parcel: _, ...withoutParcel } = goodInputOf({ ...admin, id });
    await saved(actors.content, { ...withoutParcel, titleUa: 'Вудилище 1,2 м' });
    expect(await read()).toEqual(parcel);
    await saved(actors.content, { ...withoutParcel, parcel: { ...parcel, weightG: null } });
    expect(await read()).toEqual({ ...parcel, weightG: null });
    expect((await saveGood(ctx, actors.content, newGood({ parcel: { ...parcel, widthMm: 0 } }))).ok).toBe(false);
  });
});
