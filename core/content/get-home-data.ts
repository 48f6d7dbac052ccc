import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { type BrandCard, createTaggedMemo, listBrands, onSaleSql, tagIds } from '#core/catalog';
import { type Ctx, catalogueTtlMs, memo, safeLink } from '#core/shared';
import { banners, brands, categories, directions, fishTypes, goods, goodTags, stores, tags, towns } from '#db/schema';
import { type BilingualGood, bilingualGoodColumns, toBilingualGood } from './bilingual-good';
import { listPromotions, type PromotionSummary } from './list-promotions';

type Named = { id: number; slug: string; titleUa: string; titleRu: string };

export type HomeData = {
  topBanner: {
    id: number;
    titleUa: string;
    titleRu: string;
    image: string;
    link: string | null;
    bgColor: string | null;
  } | null;
  /** Hits (1), novelty (2), discounts (3) with their goods (SPEC §3 Tag). */
  tagGroups: (Named & { goods: BilingualGood[] })[];
  topCategories: (Named & { icon: string | null })[];
  directions: (Named & { icon: string | null })[];
  fish: (Named & { image: string | null })[];
  towns: { code: string; slug: string; titleUa: string; titleRu: string; stores: number }[];
  promotions: PromotionSummary[];
  recommended: BilingualGood[];
  brands: BrandCard[];
};

/** Goods per home list; the storefront shows 12 per carousel. */
export const homeGoodsLimit = 12;

const goodsQuery = (ctx: Ctx) =>
  ctx.db.select(bilingualGoodColumns).from(goods).leftJoin(brands, eq(brands.id, goods.brandId));

async function loadTagGroups(ctx: Ctx): Promise<HomeData['tagGroups']> {
  const ids = Object.values(tagIds);
  const list = await ctx.db
    .select({ id: tags.id, slug: tags.slug, titleUa: tags.titleUa, titleRu: tags.titleRu })
    .from(tags)
    .where(inArray(tags.id, ids))
    .orderBy(asc(tags.id));
  return Promise.all(
    list.map(async (tag) => {
      const rows = await goodsQuery(ctx)
        .innerJoin(goodTags, eq(goodTags.goodId, goods.id))
        .where(and(eq(goodTags.tagId, tag.id), eq(goods.isActive, true)))
        .orderBy(asc(goodTags.position), asc(goods.id))
        .limit(homeGoodsLimit);
      return { ...tag, goods: rows.map(toBilingualGood) };
    }),
  );
}

async function loadRecommended(ctx: Ctx): Promise<BilingualGood[]> {
  const rows = await goodsQuery(ctx)
    .where(and(eq(goods.isActive, true), onSaleSql()))
    .orderBy(desc(goods.popularity), asc(goods.id))
    .limit(homeGoodsLimit);
  return rows.map(toBilingualGood);
}

async function loadTopBanner(ctx: Ctx): Promise<HomeData['topBanner']> {
  const [row] = await ctx.db
    .select({
      id: banners.id,
      titleUa: banners.titleUa,
      titleRu: banners.titleRu,
      image: banners.image,
      link: banners.link,
      bgColor: banners.bgColor,
    })
    .from(banners)
    .where(
      and(
        eq(banners.place, 'top'),
        or(isNull(banners.startsAt), lte(banners.startsAt, ctx.now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, ctx.now)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id))
    .limit(1);
  // A link saved before the safe-link rule (ADR 0111) that is not one any more goes out as none.
  return row ? { ...row, link: safeLink(row.link) } : null;
}

async function loadMenus(ctx: Ctx) {
  const named = { id: categories.id, slug: categories.slug, titleUa: categories.titleUa, titleRu: categories.titleRu };
  const [topCategories, directionRows, fish] = await Promise.all([
    ctx.db
      .select({ ...named, icon: categories.icon })
      .from(categories)
      .where(and(isNull(categories.parentId), eq(categories.isActive, true)))
      .orderBy(asc(categories.position), asc(categories.id)),
    ctx.db
      .select({
        id: directions.id,
        slug: directions.slug,
        titleUa: directions.titleUa,
        titleRu: directions.titleRu,
        icon: directions.icon,
      })
      .from(directions)
      .orderBy(asc(directions.position), asc(directions.id)),
    ctx.db
      .select({
        id: fishTypes.id,
        slug: fishTypes.slug,
        titleUa: fishTypes.titleUa,
        titleRu: fishTypes.titleRu,
        image: fishTypes.image,
      })
      .from(fishTypes)
      .orderBy(asc(fishTypes.position), asc(fishTypes.id)),
  ]);
  return { topCategories, directions: directionRows, fish };
}

async function loadTowns(ctx: Ctx): Promise<HomeData['towns']> {
  return ctx.db
    .select({
      code: towns.code,
      slug: towns.slug,
      titleUa: towns.titleUa,
      titleRu: towns.titleRu,
      stores: count(stores.id),
    })
    .from(towns)
    .innerJoin(stores, eq(stores.townCode, towns.code))
    .where(eq(stores.isActive, true))
    .groupBy(towns.code)
    .orderBy(desc(towns.population), asc(towns.code));
}

// Dropped by what changed (migration 0014, ADR 0095): a top banner written, a store added, moved or
// (de)activated.
const topBannerMemo = createTaggedMemo<HomeData['topBanner']>({
  name: 'home-top-banner',
  maxEntries: 1,
  ttlMs: catalogueTtlMs,
});
const townsMemo = createTaggedMemo<HomeData['towns']>({ name: 'home-towns', maxEntries: 1, ttlMs: catalogueTtlMs });

/**
 * Everything the home screen shows (SPEC §3 Home data) in both languages, in one round of
 * parallel queries. Each part is slow-changing and cached per process for a minute (memo);
 * "seen" goods live in the browser and are not part of it.
 */
export async function getHomeData(ctx: Ctx): Promise<HomeData> {
  const [topBanner, tagGroups, menus, townList, promotions, recommended, brandList] = await Promise.all([
    topBannerMemo.get(
      ctx.db,
      '',
      () => loadTopBanner(ctx),
      () => ['banners:top'],
    ),
    memo(ctx.db, 'home:tag-groups', () => loadTagGroups(ctx)),
    memo(ctx.db, 'home:menus', () => loadMenus(ctx)),
    townsMemo.get(
      ctx.db,
      '',
      () => loadTowns(ctx),
      () => ['store-towns'],
    ),
    listPromotions(ctx),
    memo(ctx.db, 'home:recommended', () => loadRecommended(ctx)),
    listBrands(ctx, { popularOnly: true, limit: 18 }),
  ]);
  return {
    topBanner,
    tagGroups,
    ...menus,
    towns: townList,
    promotions: promotions.filter((promotion) => promotion.state === 'active'),
    recommended,
    brands: brandList,
  };
}
