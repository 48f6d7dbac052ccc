import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGoodCached, listScopedCatalogCached } from '#core/catalog';
import { forgetCatalogChanges } from '#core/change-feed';
import { createSearchEngine, newTextMatcher } from '#core/search/engine';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError } from '#core/staff';
import type { Database } from '#db/client';
import { attributeOptions, attributes, auditLog, cacheChanges, categories, goods } from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { type GoodFixture, goodFixture } from '#test/support/good-fixture';
import { catalogHistory, getAdminGood, goodInputOf, saveGood } from './index';

/** "Catalogue and content": a content editor creates and edits goods; the shop follows at once. */
let database: Database;
let ctx: Ctx;
let actors: GoodFixture['actors'];
let leaf: number;
let newGood: GoodFixture['newGood'];
let saved: GoodFixture['saved'];
let clock = 1_000_000;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ({ ctx, actors, leaf, newGood, saved } = await goodFixture(database, 'T19'));
});
afterAll(() => database?.close());

const roles = ['manager', 'moderator', 'store'] as const;

describe('goods in the back office: who may (roles)', () => {
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

describe('a created good', () => {
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

describe('editing a good', () => {
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

describe('parcel size of a good (ADR 0105)', () => {
  it('weight and sizes are saved, audited, left alone when absent and cleared with null', async () => {
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
