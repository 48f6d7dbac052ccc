import { z } from 'zod';
import { idSchema } from '#core/shared';

const line = (max: number) => z.string().trim().max(max);
const title = z.string().trim().min(1).max(300);
const id = idSchema();
/** Money in kopiyky: a good costs at least a kopiyka and less than 10 million UAH. */
const kop = z.number().int().min(1).max(999_999_999);

/**
 * The sell statuses the back office offers (SPEC §3: "4" is the only available one; "1" and "0"
 * are the other values the shop's data carries).
 */
export const sellStatuses = ['4', '1', '0'] as const;
export type SellStatus = (typeof sellStatuses)[number];

/** One characteristic: an option of an option attribute, or a number of a number attribute. */
export const goodAttributeInput = z.union([
  z.strictObject({ attributeId: id, optionId: id }),
  z.strictObject({ attributeId: id, valueNum: z.number().finite().min(-1e9).max(1e9) }),
]);

/**
 * A good as the back office saves it: `id` absent creates one. Texts per language;
 * descriptions are shop HTML (sanitised on save); `price` / `oldPrice` are the catalogue's own
 * pair in kopiyky (a running promotion's price is derived from them, ADR 0081). `attributes`,
 * `tagIds` and `stock` replace what the good has when given and leave it alone when absent.
 */
const size = z.number().int().min(1).max(10_000_000).nullable();

export const goodInput = z
  .strictObject({
    id: id.optional(),
    extId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/),
    /** Empty: made from the Ukrainian title. */
    slug: line(200).optional(),
    titleUa: title,
    titleRu: title,
    variantUa: line(120).nullable().default(null),
    variantRu: line(120).nullable().default(null),
    descriptionUa: z.string().max(50_000).default(''),
    descriptionRu: z.string().max(50_000).default(''),
    metaTitleUa: line(300).nullable().default(null),
    metaTitleRu: line(300).nullable().default(null),
    metaDescriptionUa: line(1000).nullable().default(null),
    metaDescriptionRu: line(1000).nullable().default(null),
    price: kop,
    oldPrice: kop.nullable().default(null),
    sellStatus: z.enum(sellStatuses),
    isActive: z.boolean(),
    categoryId: id,
    brandId: id.nullable().default(null),
    attributes: z.array(goodAttributeInput).max(200).optional(),
    tagIds: z.array(id).max(100).optional(),
    stock: z
      .array(z.strictObject({ storeId: id, quantity: z.number().int().min(0).max(1_000_000) }))
      .max(1000)
      .optional(),
    /** Parcel size (ADR 0105): grams and millimetres, null = unknown; absent leaves it alone. */
    parcel: z.strictObject({ weightG: size, lengthMm: size, widthMm: size, heightMm: size }).optional(),
  })
  .refine((g) => g.oldPrice === null || g.oldPrice > g.price, { message: 'old_price_not_above', path: ['oldPrice'] })
  .refine((g) => !g.attributes || new Set(g.attributes.map((a) => a.attributeId)).size === g.attributes.length, {
    message: 'duplicate',
    path: ['attributes'],
  })
  .refine((g) => !g.stock || new Set(g.stock.map((s) => s.storeId)).size === g.stock.length, {
    message: 'duplicate',
    path: ['stock'],
  });

export type GoodInput = z.input<typeof goodInput>;
export type GoodValues = z.output<typeof goodInput>;

/** What a save refuses: field problems (`invalid` with zod's issues) or a reference that is not there. */
export type SaveGoodError =
  | { ok: false; error: 'invalid'; issues: z.core.$ZodIssue[] }
  | {
      ok: false;
      error:
        | 'good_not_found'
        | 'ext_id_taken'
        | 'slug_invalid'
        | 'category_not_found'
        | 'brand_not_found'
        | 'attribute_invalid'
        | 'tag_not_found'
        | 'store_not_found';
    };
