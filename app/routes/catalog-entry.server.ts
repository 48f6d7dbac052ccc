import { data, redirect } from 'react-router';
import { z } from 'zod';
import { getFish, getGood, isUsableSlug, listCategoryGoods, listingQuery, listingSorts } from '#core/catalog';
import { listReviews } from '#core/reviews';
import type { Services } from '#server/context';
import { localizePath } from '../i18n/locale';
import { requestCtx } from '../request-ctx.server';

/** `/{slug}/c{id}` category, `/{slug}/t{id}` its test variant, `/{slug}/p{id}` product, `/{slug}/f{id}` fish (SPEC §2). */
export const entryParams = z.object({
  slug: z.string().refine(isUsableSlug),
  code: z
    .string()
    .regex(/^[cptf][1-9]\d{0,8}$/)
    .transform((code) => ({ kind: code[0] as 'c' | 'p' | 't' | 'f', id: Number(code.slice(1)) })),
});

export async function loadCatalogEntry(request: Request, rawParams: unknown, services: Services) {
  const parsed = entryParams.safeParse(rawParams);
  if (!parsed.success) throw data(null, { status: 404 });
  const { slug, code } = parsed.data;
  const ctx = requestCtx(request, services);
  const url = new URL(request.url);
  if (code.kind === 'p') {
    const good = await getGood(ctx, code.id);
    if (!good) throw data(null, { status: 404 });
    if (good.slug !== slug) throw redirect(localizePath(`/${good.slug}/p${good.id}`, ctx.locale), 301);
    // Below the fold: streamed after the first paint (STYLE: leave it as a promise).
    const reviews = listReviews(ctx, good.id, { page: 1, perPage: 10 });
    return { kind: 'good' as const, good, reviews };
  }
  if (code.kind === 'f') {
    const fish = await getFish(ctx, code.id);
    if (!fish) throw data(null, { status: 404 });
    if (fish.slug !== slug) throw redirect(localizePath(`/${fish.slug}/f${fish.id}`, ctx.locale), 301);
    return { kind: 'fish' as const, fish };
  }
  const query = listingQuery.parse(Object.fromEntries(url.searchParams));
  const listing = await listCategoryGoods(ctx, code.id, query);
  if (!listing) throw data(null, { status: 404 });
  if (listing.category.slug !== slug) {
    throw redirect(localizePath(`/${listing.category.slug}/${code.kind}${code.id}`, ctx.locale) + url.search, 301);
  }
  return { kind: 'category' as const, listing, sort: query.sort, sorts: listingSorts };
}
