import { asc, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCategoryTree, getMenuTrees, listFish, listTaggedGoods } from '#core/catalog';
import { catalogChanges } from '#core/change-feed';
import { createSearchEngine, newTextMatcher } from '#core/search/engine';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, cacheChanges, categories, goods, searchMeta, tags } from '#db/schema';
import { demoActors } from '#test/support/catalog-admin';
import { createTestDatabase, seededAt } from '#test/support/db';
import {
  getAdminTag,
  listAdminBrands,
  listAdminCategories,
  listAdminDirections,
  listAdminFishTypes,
  listAdminTags,
  saveBrand,
  saveCategory,
  saveDirection,
  saveFishType,
  saveTag,
} from './index';

/** The catalogue's dictionaries — categories, brands, fish types, directions, tags. */
let database: Database;
let ctx: Ctx;
let actors: Awaited<ReturnType<typeof demoActors>>;
let root: number;
let clock = 1_000_000;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  actors = await demoActors(database.db);
  const [first] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.parentId} is null`)
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(1);
  if (!first) throw new Error('no categories');
  root = first.id;
});
afterAll(() => database?.close());

const lastChange = async () =>
  (await database.db.select({ tags: cacheChanges.tags }).from(cacheChanges).orderBy(desc(cacheChanges.xid)).limit(1))[0]
    ?.tags;
const catalogRev = async () => (await database.db.select({ rev: searchMeta.catalogRev }).from(searchMeta))[0]?.rev ?? 0;
const audited = async (entity: string, id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entity} = ${entity} and ${auditLog.entityId} = ${String(id)}`);

describe('who may edit the dictionaries (roles)', () => {
  it.each(['manager', 'moderator', 'store'] as const)('a %s may not list or save any of them', async (role) => {
    const actor = actors[role];
    for (const call of [
      () => listAdminCategories(ctx, actor),
      () => listAdminBrands(ctx, actor),
      () => listAdminFishTypes(ctx, actor),
      () => listAdminDirections(ctx, actor),
      () => listAdminTags(ctx, actor),
      () => saveCategory(ctx, actor, { parentId: null, titleUa: 'Х', titleRu: 'Х' }),
      () => saveBrand(ctx, actor, { title: 'X' }),
      () => saveFishType(ctx, actor, { titleUa: 'Х', titleRu: 'Х' }),
      () => saveDirection(ctx, actor, { titleUa: 'Х', titleRu: 'Х' }),
      () => saveTag(ctx, actor, { titleUa: 'Х', titleRu: 'Х' }),
    ])
      await expect(call()).rejects.toBeInstanceOf(StaffForbiddenError);
  });
});

describe('categories', () => {
  it('a new subcategory goes after its siblings, shows in the menu tree once the feed is read, and rebuilds search', async () => {
    const rev = await catalogRev();
    const siblings = (await listAdminCategories(ctx, actors.content)).filter((c) => c.parentId === root);
    const result = await saveCategory(ctx, actors.content, {
      parentId: root,
      titleUa: 'Жерлиці зимові',
      titleRu: 'Жерлицы зимние',
    });
    if (!result.ok) throw new Error(result.error);
    const list = await listAdminCategories(ctx, actors.content);
    const mine = list.find((c) => c.id === result.id);
    expect(mine).toMatchObject({ slug: 'zherlytsi-zymovi', depth: 1, goodsCount: 0 });
    expect(mine?.position).toBe(Math.max(0, ...siblings.map((s) => s.position)) + 1);
    expect(await lastChange()).toEqual(['*']);
    expect(await catalogRev()).toBeGreaterThan(rev);
    await getCategoryTree(ctx);
    await catalogChanges(database.db, { maxAgeMs: 0 });
    const tree = await getCategoryTree(ctx);
    expect(tree.find((c) => c.id === root)?.children.map((c) => c.id)).toContain(result.id);
    expect((await audited('category', result.id))[0]).toMatchObject({
      action: 'category.create',
      actorName: 'content',
    });
  });

  it('refuses a parent inside its own subtree, an unknown parent and a fixed screen’s slug', async () => {
    const child = list1((await listAdminCategories(ctx, actors.content)).filter((c) => c.parentId === root));
    const rootRow = (await listAdminCategories(ctx, actors.content)).find((c) => c.id === root);
    if (!rootRow) throw new Error('no root');
    const base = { parentId: child.id, titleUa: rootRow.titleUa, titleRu: rootRow.titleRu, slug: rootRow.slug };
    expect(await saveCategory(ctx, actors.admin, { id: root, ...base })).toEqual({ ok: false, error: 'parent_loop' });
    expect(await saveCategory(ctx, actors.admin, { id: root, ...base, parentId: root })).toEqual({
      ok: false,
      error: 'parent_loop',
    });
    expect(await saveCategory(ctx, actors.admin, { ...base, parentId: 999_999 })).toEqual({
      ok: false,
      error: 'category_not_found',
    });
    expect(await saveCategory(ctx, actors.admin, { ...base, parentId: null, slug: 'checkout' })).toEqual({
      ok: false,
      error: 'slug_invalid',
    });
  });

  it('an edit of the order and the banner is audited as the changed fields', async () => {
    const row = (await listAdminCategories(ctx, actors.content)).find((c) => c.id === root);
    if (!row) throw new Error('no root');
    const result = await saveCategory(ctx, actors.content, {
      id: root,
      parentId: null,
      slug: row.slug,
      titleUa: row.titleUa,
      titleRu: row.titleRu,
      position: row.position + 5,
      banner: '/images/demo/banner-x.svg',
      bannerLink: row.bannerLink ?? '',
      icon: row.icon ?? '',
      imageMobile: row.imageMobile ?? '',
      needsTransportPackage: row.needsTransportPackage,
      isActive: row.isActive,
    });
    expect(result).toEqual({ ok: true, id: root });
    const [entry] = await audited('category', root);
    expect(entry?.before).toEqual({ position: row.position, banner: row.banner });
    expect(entry?.after).toEqual({ position: row.position + 5, banner: '/images/demo/banner-x.svg' });
    expect(
      await saveCategory(ctx, actors.content, {
        id: root,
        parentId: null,
        titleUa: 'X',
        titleRu: 'X',
        banner: 'javascript:x',
      }),
    ).toMatchObject({ ok: false, error: 'invalid' });
  });
});

function list1<T>(rows: T[]): T {
  const [first] = rows;
  if (!first) throw new Error('empty');
  return first;
}

describe('brands', () => {
  it('a renamed brand is found by its new name once the search index rebuilds (ADR 0064)', async () => {
    const engine = createSearchEngine(database.db, { newMatcher: newTextMatcher, now: () => clock });
    await engine.ready();
    const brand = list1((await listAdminBrands(ctx, actors.content)).filter((b) => b.goodsCount > 0));
    const { goodsCount, exchangeId: _fromOneC, ...fields } = brand;
    const result = await saveBrand(ctx, actors.content, { ...fields, title: 'Зубастик' });
    expect(result).toEqual({ ok: true, id: brand.id });
    expect(await lastChange()).toEqual(['*']);
    clock += 1_000;
    await engine.search({ query: 'зубастик', mode: 'full' });
    await engine.ready();
    expect((await engine.search({ query: 'зубастик', mode: 'full' })).total).toBe(goodsCount);
  });

  it('a new brand gets a free slug; a typed slug another brand has is refused', async () => {
    const [taken] = await listAdminBrands(ctx, actors.content);
    if (!taken) throw new Error('no brands');
    const a = await saveBrand(ctx, actors.content, { title: 'Рибалка Плюс' });
    const b = await saveBrand(ctx, actors.content, { title: 'Рибалка Плюс' });
    if (!a.ok || !b.ok) throw new Error('not saved');
    const slugs = (await listAdminBrands(ctx, actors.content)).filter((x) => x.id === a.id || x.id === b.id);
    expect(slugs.map((x) => x.slug).sort()).toEqual(['rybalka-plius', 'rybalka-plius-2']);
    expect(await saveBrand(ctx, actors.content, { title: 'Інший', slug: taken.slug })).toEqual({
      ok: false,
      error: 'slug_taken',
    });
  });
});

describe('fish types and directions', () => {
  it('a fish type with its categories shows in the fish list once the feed is read (it writes `*` itself)', async () => {
    const cats = (await listAdminCategories(ctx, actors.content)).slice(0, 3).map((c) => c.id);
    const result = await saveFishType(ctx, actors.content, {
      titleUa: 'Білий амур',
      titleRu: 'Белый амур',
      categoryIds: [cats[2], cats[0]] as number[],
    });
    if (!result.ok) throw new Error(result.error);
    expect(await lastChange()).toEqual(['*']);
    await listFish(ctx);
    await catalogChanges(database.db, { maxAgeMs: 0 });
    expect((await listFish(ctx)).map((f) => f.title)).toContain('Білий амур');
    const saved = (await listAdminFishTypes(ctx, actors.content)).find((f) => f.id === result.id);
    expect(saved).toMatchObject({ slug: 'bilyi-amur', categoryIds: [cats[2], cats[0]] });
    expect(await saveFishType(ctx, actors.content, { titleUa: 'Х', titleRu: 'Х', categoryIds: [999_999] })).toEqual({
      ok: false,
      error: 'category_not_found',
    });
  });

  it('a direction edit reaches the menu; a fixed screen’s slug is refused (its page is `/{slug}`)', async () => {
    const direction = list1(await listAdminDirections(ctx, actors.content));
    await getMenuTrees(ctx);
    const result = await saveDirection(ctx, actors.content, { ...direction, titleUa: 'Коропова риболовля' });
    expect(result).toEqual({ ok: true, id: direction.id });
    await catalogChanges(database.db, { maxAgeMs: 0 });
    expect((await getMenuTrees(ctx)).directions.map((d) => d.title)).toContain('Коропова риболовля');
    expect(await saveDirection(ctx, actors.content, { ...direction, slug: 'promotions' })).toEqual({
      ok: false,
      error: 'slug_invalid',
    });
    expect((await audited('direction', direction.id))[0]?.after).toEqual({ titleUa: 'Коропова риболовля' });
  });
});

describe('tags', () => {
  it('a tag’s goods are set by code in order and the home section follows; the fixed tags keep their slugs', async () => {
    const hits = await getAdminTag(ctx, actors.content, 1);
    if (!hits) throw new Error('no hits tag');
    const [extra] = await database.db
      .select({ id: goods.id, extId: goods.extId })
      .from(goods)
      .where(sql`${goods.isActive} and ${goods.id} not in (select good_id from good_tags where tag_id = 1)`)
      .limit(1);
    if (!extra) throw new Error('every good is a hit');
    await listTaggedGoods(ctx, 'hits', 4);
    const codes = [extra.extId, ...hits.goods.slice(1).map((g) => g.extId)];
    const result = await saveTag(ctx, actors.content, {
      id: 1,
      titleUa: hits.titleUa,
      titleRu: hits.titleRu,
      goodCodes: codes,
    });
    expect(result).toEqual({ ok: true, id: 1 });
    await catalogChanges(database.db, { maxAgeMs: 0 });
    expect((await listTaggedGoods(ctx, 'hits', 4))[0]?.id).toBe(extra.id);
    expect((await getAdminTag(ctx, actors.content, 1))?.goods.map((g) => g.extId)).toEqual(codes);
    expect(await saveTag(ctx, actors.content, { id: 1, titleUa: 'Х', titleRu: 'Х', slug: 'top' })).toEqual({
      ok: false,
      error: 'tag_slug_fixed',
    });
    expect(await saveTag(ctx, actors.content, { id: 1, titleUa: 'Х', titleRu: 'Х', goodCodes: ['NO-SUCH'] })).toEqual({
      ok: false,
      error: 'goods_not_found',
      codes: ['NO-SUCH'],
    });
  });

  it('a new tag takes the next id and a slug from its title', async () => {
    const [top] = await database.db.select({ id: tags.id }).from(tags).orderBy(desc(tags.id)).limit(1);
    const result = await saveTag(ctx, actors.content, { titleUa: 'Вибір редакції', titleRu: 'Выбор редакции' });
    expect(result).toEqual({ ok: true, id: (top?.id ?? 0) + 1 });
    expect((await listAdminTags(ctx, actors.content)).at(-1)).toMatchObject({ slug: 'vybir-redaktsii', goodsCount: 0 });
  });
});
