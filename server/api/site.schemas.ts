import { z } from '@hono/zod-openapi';
import { apiGoodBaseFields } from './goods.schemas';

/** Documented shapes of the home and promotions answers (ADR 0027; money in UAH, ADR 0032). */
const id = z.number().int();
const count = z.number().int().min(0);
const links = { link: z.string().openapi({ description: '/ru… page' }), link_ua: z.string() };
const named = { id, name: z.string().openapi({ description: 'slug' }), title: z.string(), title_ua: z.string() };

/** A good on the home screen: the SPEC §3 fields plus discount, rating, producer and links. */
export const homeGood = z
  .strictObject({
    ...apiGoodBaseFields,
    discount_percent: z.number().int().openapi({ description: 'SPEC §9: 100 − round(price / old_price × 100)' }),
    rating: z.number().openapi({ description: 'average stars, one decimal' }),
    rating_x100: z.number().int(),
    reviews_count: count,
    producer: z.strictObject({ id, title: z.string(), title_ua: z.string() }).nullable(),
    ...links,
  })
  .openapi('HomeGood');
export type HomeGood = z.infer<typeof homeGood>;

export const promotion = z
  .strictObject({
    ...named,
    slug: z.string(),
    place: z.string(),
    place_ua: z.string(),
    description: z.string(),
    description_ua: z.string(),
    banner: z.string().nullable(),
    period: z.strictObject({ starts_at: z.iso.datetime(), ends_at: z.iso.datetime() }),
    state: z.enum(['active', 'upcoming']),
    goods_count: count,
    ...links,
  })
  .openapi('Promotion');
export type PromotionJson = z.infer<typeof promotion>;

const fish = z.strictObject({ ...named, image: z.string().nullable(), ...links });
const goods = z.array(homeGood);

export const homeData = z
  .strictObject({
    top_banner: z
      .strictObject({
        id,
        title: z.string(),
        title_ua: z.string(),
        image: z.string(),
        link: z.string().nullable(),
        background_color: z.string().nullable(),
      })
      .nullable(),
    goods_tag: z.array(
      z.strictObject({
        id,
        tagID: id,
        url: z.string(),
        title: z.string(),
        title_ua: z.string(),
        goods,
      }),
    ),
    categories_left: z.array(z.strictObject({ ...named, icon: z.string().nullable(), ...links })),
    fish_direct: z.strictObject({
      directions: z.array(z.strictObject({ ...named, icon: z.string().nullable(), ...links })),
      fish: z.array(fish),
    }),
    typeFish: z.array(fish),
    shops: z.array(
      z.strictObject({
        code: z.string(),
        name: z.string(),
        title: z.string(),
        title_ua: z.string(),
        count: count.openapi({ description: 'active stores in the town' }),
        ...links,
      }),
    ),
    promotions: z.array(promotion),
    recommended: goods,
    seen: z.array(homeGood).max(0).openapi({ description: 'always empty: viewed goods live in the browser' }),
    new: goods,
    discounts: goods,
    hits: goods,
    brands: z.array(
      z.strictObject({ ...named, title_ua: z.string(), logo: z.string().nullable(), is_own: z.boolean(), ...links }),
    ),
  })
  .openapi('HomeData');
export type HomeDataJson = z.infer<typeof homeData>;
