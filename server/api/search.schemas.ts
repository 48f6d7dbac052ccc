import { z } from '@hono/zod-openapi';
import { catalogQuerySchema } from '#core/catalog';
import { registerErrors } from '#core/i18n';
import { catalogPage, listGood } from './goods.schemas';
import { uahDescription, uahInput } from './money';

registerErrors({
  search_query_required: { ua: 'Введіть запит для пошуку', ru: 'Введите запрос для поиска' },
  search_query_too_long: { ua: 'Запит — не більше 100 символів', ru: 'Запрос — не более 100 символов' },
  search_autocomplete_invalid: { ua: 'autocomplete — 0 або 1', ru: 'autocomplete — 0 или 1' },
  search_lang_invalid: { ua: 'lang — ua або ru', ru: 'lang — ua или ru' },
});

/** SPEC §5, §9: the search input takes at most 100 characters. */
export const maxSearchQuery = 100;
/** SPEC §9: the overlay shows at most 12 goods. */
export const maxAutocompleteItems = 12;

const id = z.number().int();
const count = z.number().int().min(0);

/** Full-mode listing parameters, documented here and validated by the catalogue's own schema. */
const fullModeText = (description: string) =>
  z
    .string()
    .optional()
    .openapi({ description: `full mode: ${description}` });
const listingParams = {
  sort: fullModeText('popular (relevance, ties by popularity) | cheap | expensive | new | discount'),
  page: fullModeText('1-based page'),
  per_page: fullModeText('goods per page, 1–60 (autocomplete: at most 12)'),
  brand: fullModeText('brand ids, comma-separated'),
  price_min: z
    .string()
    .optional()
    .openapi({ description: `${uahDescription}; full mode: lowest price` }),
  price_max: z
    .string()
    .optional()
    .openapi({ description: `${uahDescription}; full mode: highest price` }),
  available: fullModeText('1 = only goods in stock'),
};

/**
 * `GET /api/search` query (ADR 0065): `q` (1–100 characters after trimming), `autocomplete=1`
 * (the overlay), `t` (category id, SPEC §7), and in full mode the catalogue listing's `sort`,
 * `page`, `per_page` and filters (`brand`, `price_min`, `price_max`, `available`, `attr[…]`,
 * `range[…]`, prices in UAH). Unknown keys are rejected like the catalogue's.
 */
export const searchQuery = z
  .object({
    q: z
      .string()
      .max(maxSearchQuery * 3, 'search_query_too_long')
      .transform((v) => v.replace(/\s+/g, ' ').trim())
      .refine((v) => v.length > 0, 'search_query_required')
      .refine((v) => v.length <= maxSearchQuery, 'search_query_too_long')
      .openapi({ description: 'what the shopper typed, 1–100 characters', example: 'котушка' }),
    autocomplete: z
      .enum(['0', '1'], { message: 'search_autocomplete_invalid' })
      .default('0')
      .openapi({ description: '1 = the overlay: relevance order, at most 12 items, no facets' }),
    t: z
      .string()
      .regex(/^\d{1,9}$/, 'category_not_found')
      .transform(Number)
      .optional()
      .openapi({ description: 'category id (SPEC §7 `t`): only goods of that category and its subcategories' }),
    lang: z.enum(['ua', 'ru'], { message: 'search_lang_invalid' }).optional().openapi({
      description:
        "the page's language: corrections and suggestions are words of it unless the query's letters say otherwise (default: the locale cookie, else ua)",
    }),
    ...listingParams,
  })
  .catchall(z.string().max(3000))
  .transform((all, issue) => {
    const { q, autocomplete, t, lang, ...given } = all;
    const rest = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    const listing = catalogQuerySchema(uahInput('catalog_filter_invalid')).safeParse(rest);
    if (!listing.success) {
      for (const i of listing.error.issues) issue.addIssue({ code: 'custom', path: i.path, message: i.message });
      return z.NEVER;
    }
    const isAutocomplete = autocomplete === '1';
    if (isAutocomplete && listing.data.perPage > maxAutocompleteItems && rest.per_page !== undefined)
      issue.addIssue({ code: 'custom', path: ['per_page'], message: 'catalog_filter_invalid' });
    return {
      query: q,
      mode: isAutocomplete ? ('autocomplete' as const) : ('full' as const),
      categoryId: t,
      lang,
      ...listing.data,
      perPage: isAutocomplete ? Math.min(listing.data.perPage, maxAutocompleteItems) : listing.data.perPage,
    };
  });

/** A good in the search results: a listing good plus the discount percent and its page links. */
export const searchItem = listGood
  .extend({
    discount_percent: count.openapi({
      description: '100 − round(price / old_price · 100) (SPEC §9); 0 without an old price',
    }),
    link: z.string().openapi({ description: 'the Russian page (/ru…)' }),
    link_ua: z.string(),
  })
  .openapi('SearchItem');

export const searchAnswer = z
  .strictObject({
    query: z.string().openapi({ description: 'the query as searched (trimmed, spaces collapsed)' }),
    corrected: z
      .string()
      .nullable()
      .openapi({ description: 'the query as understood when it was corrected (layout, typo): "did you mean"' }),
    total: count.openapi({ description: 'goods matching the query, `t` and the filters (all pages)' }),
    page: z.number().int(),
    per_page: z.number().int(),
    results: z.strictObject({ items: z.array(searchItem) }),
    categories: z
      .array(
        z.strictObject({
          id,
          name: z.string().openapi({ description: 'URL slug' }),
          title: z.string(),
          title_ua: z.string(),
          count,
          link: z.string(),
          link_ua: z.string(),
        }),
      )
      .openapi({ description: 'categories of every match (before `t` and the filters), biggest first' }),
    suggest: z.array(z.string()).openapi({ description: 'up to 6 queries that replace the typed one when picked' }),
    brands: z
      .array(z.strictObject({ id, name: z.string(), title: z.string(), count }))
      .openapi({ description: 'brands of every match, biggest first, at most 10' }),
    facets: catalogPage.shape.facets.nullable().openapi({
      description:
        'full mode: as the catalogue listing (each facet counted with every other filter); null in autocomplete',
    }),
  })
  .openapi('SearchAnswer');
export type SearchAnswerJson = z.infer<typeof searchAnswer>;
