import { z } from '@hono/zod-openapi';
import { uah, uahOrNull } from './money';

/** Documented shapes of the goods answers (SPEC §3 Good; money in UAH, ADR 0032). */
const id = z.number().int();
const count = z.number().int().min(0);

/** The SPEC §3 fields every good carries: `title` is Russian, `title_ua` Ukrainian. */
export const apiGoodBaseFields = {
  id,
  ext_id: z.string().openapi({ description: 'shop/product code' }),
  title: z.string(),
  title_ua: z.string(),
  name_ua: z.string().openapi({ description: 'URL slug' }),
  price: uah(),
  old_price: uahOrNull(),
  images: z.array(z.string()),
  sell_status: z.string().openapi({ description: '"4" = available' }),
};

export const breadcrumb = z.strictObject({ id, slug: z.string(), title: z.string(), title_ua: z.string() });

/** A good of `/api/goods/id/…`: every field but `id` may be excluded by `{fields}`. */
export const apiGood = z
  .strictObject({
    ...apiGoodBaseFields,
    description: z.string(),
    description_ua: z.string(),
    producer: z.strictObject({ title: z.string(), title_ua: z.string() }).nullable(),
    brand: z.strictObject({ id, slug: z.string(), title: z.string() }).nullable(),
    breadcrumbs: z.array(breadcrumb),
    characteristics: z.array(
      z.strictObject({
        code: z.string(),
        title: z.string(),
        title_ua: z.string(),
        value: z.string(),
        value_ua: z.string(),
      }),
    ),
    rating: z.number().openapi({ description: 'average stars, one decimal' }),
    reviews_count: count,
    availability: z.array(
      z.strictObject({
        store_id: id,
        town: z.string(),
        town_ua: z.string(),
        address: z.string(),
        address_ua: z.string(),
        quantity: count,
      }),
    ),
    variants: z.array(
      z.strictObject({
        id,
        name_ua: z.string(),
        variant: z.string(),
        variant_ua: z.string(),
        price: uah(),
        sell_status: z.string(),
      }),
    ),
  })
  .partial()
  .required({ id: true })
  .openapi('Good');
export type ApiGood = z.infer<typeof apiGood>;

/** A good in a catalogue listing. */
export const listGood = z
  .strictObject({ ...apiGoodBaseFields, rating: z.number(), reviews_count: count })
  .openapi('ListGood');
export type ListGood = z.infer<typeof listGood>;

const optionFacet = z.strictObject({
  code: z.string(),
  kind: z.literal('option'),
  title: z.string(),
  title_ua: z.string(),
  options: z.array(z.strictObject({ id, slug: z.string(), title: z.string(), title_ua: z.string(), count })),
});
const numberFacet = z.strictObject({
  code: z.string(),
  kind: z.literal('number'),
  title: z.string(),
  title_ua: z.string(),
  unit: z.string().nullable(),
  unit_ua: z.string().nullable(),
  min: z.number().nullable().openapi({ description: 'in the attribute’s unit' }),
  max: z.number().nullable().openapi({ description: 'in the attribute’s unit' }),
  count,
});

export const catalogPage = z
  .strictObject({
    goods: z.array(listGood),
    total: count.openapi({ description: 'goods matching the filters (all pages)' }),
    page: z.number().int(),
    per_page: z.number().int(),
    facets: z.strictObject({
      brands: z.array(z.strictObject({ id, slug: z.string(), title: z.string(), count })),
      price: z
        .strictObject({ min: uahOrNull(), max: uahOrNull() })
        .openapi({ description: 'cheapest and dearest price with every other filter applied' }),
      available: count,
      attributes: z.array(z.discriminatedUnion('kind', [optionFacet, numberFacet])),
    }),
  })
  .openapi('CatalogPage');
export type CatalogPageJson = z.infer<typeof catalogPage>;
