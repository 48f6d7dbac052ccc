import { createRoute, z } from '@hono/zod-openapi';
import { tagIds } from '#core/catalog';
import { type BilingualGood, getHomeData, listPromotions, type PromotionSummary } from '#core/content';
import { discountPercent } from '#core/pricing';
import { createRouter, ok, okResponse } from './http';
import { toUah } from './money';
import { type HomeDataJson, type HomeGood, homeData, type PromotionJson, promotion } from './site.schemas';

/** A good in the SPEC §3 shape: title (ru) + title_ua, name_ua (slug), UAH, sell_status "4" = available. */
export function goodJson(good: BilingualGood): HomeGood {
  return {
    id: good.id,
    ext_id: good.extId,
    title: good.titleRu,
    title_ua: good.titleUa,
    name_ua: good.slug,
    price: toUah(good.price),
    old_price: toUah(good.oldPrice),
    discount_percent: discountPercent(good.price, good.oldPrice),
    images: good.images,
    sell_status: good.sellStatus,
    rating: Math.round(good.ratingX100 / 10) / 10,
    rating_x100: good.ratingX100,
    reviews_count: good.reviewsCount,
    producer: good.producer
      ? { id: good.producer.id, title: good.producer.title, title_ua: good.producer.title }
      : null,
    link: `/ru/${good.slug}/p${good.id}`,
    link_ua: `/${good.slug}/p${good.id}`,
  };
}

/** `link` is the Russian page (/ru…), `link_ua` the Ukrainian one, like title / title_ua (ADR 0027). */
const links = (path: string) => ({ link: `/ru${path}`, link_ua: path });

export function promotionJson(promotion: PromotionSummary): PromotionJson {
  return {
    id: promotion.id,
    slug: promotion.slug,
    name: promotion.slug,
    title: promotion.titleRu,
    title_ua: promotion.titleUa,
    place: promotion.placeRu,
    place_ua: promotion.placeUa,
    description: promotion.descriptionRu,
    description_ua: promotion.descriptionUa,
    banner: promotion.banner,
    period: { starts_at: promotion.startsAt.toISOString(), ends_at: promotion.endsAt.toISOString() },
    state: promotion.state,
    goods_count: promotion.goodsCount,
    ...links(`/promotions/${promotion.id}-${promotion.slug}`),
  };
}

const tagUrls: Record<number, string> = Object.fromEntries(Object.entries(tagIds).map(([slug, id]) => [id, slug]));

/**
 * Home data and promotions (SPEC §7 GET /site/home/, GET /site/promotions/). Paths are declared
 * without the trailing slash: the router is not strict, so the SPEC's slash form answers too.
 */
export const siteApi = createRouter();

siteApi.openapi(
  createRoute({
    method: 'get',
    path: '/site/home',
    tags: ['site'],
    summary: 'Home screen data in both languages (SPEC §3 Home data)',
    description:
      'top_banner (image, link, background_color), goods_tag (hits 1 / novelty 2 / discounts 3 with goods), categories_left, ' +
      'fish_direct (directions, fish), typeFish, shops (towns with store counts), promotions (running), recommended, new, discounts, hits, brands (popular). ' +
      'Texts come as `title` (Russian) and `title_ua`; links as `link` (/ru…) and `link_ua`. `seen` is kept by the browser and is always empty here. Cached up to a minute.',
    responses: { 200: okResponse('`data`: the home data; prices in UAH', homeData) },
  }),
  async (c) => {
    const home = await getHomeData(c.get('ctx'));
    const group = (id: number) => home.tagGroups.find((tag) => tag.id === id)?.goods.map(goodJson) ?? [];
    const fish = home.fish.map((f) => ({
      id: f.id,
      name: f.slug,
      title: f.titleRu,
      title_ua: f.titleUa,
      image: f.image,
      ...links(`/${f.slug}/f${f.id}`),
    }));
    return ok<HomeDataJson>(c, {
      top_banner: home.topBanner && {
        id: home.topBanner.id,
        title: home.topBanner.titleRu,
        title_ua: home.topBanner.titleUa,
        image: home.topBanner.image,
        link: home.topBanner.link,
        background_color: home.topBanner.bgColor,
      },
      goods_tag: home.tagGroups.map((tag) => ({
        id: tag.id,
        tagID: tag.id,
        url: tagUrls[tag.id] ?? tag.slug,
        title: tag.titleRu,
        title_ua: tag.titleUa,
        goods: tag.goods.map(goodJson),
      })),
      categories_left: home.topCategories.map((category) => ({
        id: category.id,
        name: category.slug,
        title: category.titleRu,
        title_ua: category.titleUa,
        icon: category.icon,
        ...links(`/${category.slug}/c${category.id}`),
      })),
      fish_direct: {
        directions: home.directions.map((direction) => ({
          id: direction.id,
          name: direction.slug,
          title: direction.titleRu,
          title_ua: direction.titleUa,
          icon: direction.icon,
          ...links(`/direct=${direction.id}`),
        })),
        fish,
      },
      typeFish: fish,
      shops: home.towns.map((town) => ({
        code: town.code,
        name: town.slug,
        title: town.titleRu,
        title_ua: town.titleUa,
        count: town.stores,
        ...links(`/shops/${town.slug}`),
      })),
      promotions: home.promotions.map(promotionJson),
      recommended: home.recommended.map(goodJson),
      seen: [],
      new: group(tagIds.novelty),
      discounts: group(tagIds.discounts),
      hits: group(tagIds.hits),
      brands: home.brands.map((brand) => ({
        id: brand.id,
        name: brand.slug,
        title: brand.title,
        title_ua: brand.title,
        logo: brand.logo,
        is_own: brand.isOwn,
        ...links(`/pages/brands/${brand.slug}`),
      })),
    });
  },
);

siteApi.openapi(
  createRoute({
    method: 'get',
    path: '/site/promotions',
    tags: ['site'],
    summary: 'Promotions: running ones first, then upcoming (ended ones are left out)',
    description:
      'Each: id, slug/name, title, title_ua, place, place_ua, description, description_ua, banner, period { starts_at, ends_at } (ISO 8601), ' +
      'state (active | upcoming), goods_count, link, link_ua. Running promotions end soonest first; upcoming ones start soonest first (ADR 0027).',
    responses: { 200: okResponse('`data`: the promotions list', z.array(promotion)) },
  }),
  async (c) => ok(c, (await listPromotions(c.get('ctx'))).map(promotionJson)),
);
