import { data, redirect } from 'react-router';
import { z } from 'zod';
import { cacheTagsComplete, noteCacheTags } from '#core/cache-tags';
import {
  findPath,
  getCategoryTree,
  getFish,
  getGoodCached,
  getPricePromotionCached,
  isUsableSlug,
  listReviewsCached,
} from '#core/catalog';
import { sanitizeRichText } from '#core/content';
import type { Services } from '#server/context';
import { paths } from '../../components/links';
import type { CategoryHead } from '../../components/listing/category-view';
import { localizePath } from '../../i18n/locale';
import { loadListing } from '../../listing.server';
import { requestCtx } from '../../request-ctx.server';
import { reviewRules } from '../review/review.server';
import { productAction, reviewsPageOf, reviewsPerPage } from './review-like.server';

/**
 * `/{slug}/c{id}[/{filter}]` category, `/{slug}/t{id}[/{filter}]` its test variant (canonical: the
 * `c` URL), `/{slug}/p{id}` product, `/{slug}/f{id}` fish (SPEC §2).
 */
export const entryParams = z.object({
  filter: z.string().optional(),
  slug: z.string().refine(isUsableSlug),
  code: z
    .string()
    .regex(/^[cptf][1-9]\d{0,8}$/)
    .transform((code) => ({ kind: code[0] as 'c' | 'p' | 't' | 'f', id: Number(code.slice(1)) })),
});

export async function loadCatalogEntry(request: Request, rawParams: unknown, services: Services) {
  const parsed = entryParams.safeParse(rawParams);
  if (!parsed.success) throw data(null, { status: 404 });
  const { slug, code, filter } = parsed.data;
  const ctx = requestCtx(request, services);
  const url = new URL(request.url);
  if (filter !== undefined && (code.kind === 'p' || code.kind === 'f')) throw data(null, { status: 404 });
  if (code.kind === 'p') {
    // The good, its related goods, variants and stock note themselves; the reviews (their likes)
    // are this page's alone (ADR 0080).
    noteCacheTags([`reviews:${code.id}`]);
    cacheTagsComplete();
    // The reviews are below the fold, yet awaited (ADR 0059): a streamed part stays invisible
    // without JavaScript, and their text belongs in the HTML crawlers and no-JS shoppers get. One
    // indexed query, read alongside the good, and kept in memory until the good's reviews or the good
    // change (ADR 0127). The promotion its price comes from changes only with its price (a goods
    // write, ADR 0081).
    const [good, reviews, pricePromotion] = await Promise.all([
      getGoodCached(ctx, code.id),
      listReviewsCached(ctx, code.id, { page: reviewsPageOf(url), perPage: reviewsPerPage }),
      getPricePromotionCached(ctx, code.id),
    ]);
    if (!good) throw data(null, { status: 404 });
    if (good.slug !== slug) throw redirect(localizePath(`/${good.slug}/p${good.id}`, ctx.locale), 301);
    // The description is shop HTML (the back office's editor); imported and demo
    // texts are plain and read as paragraphs. The one sanitiser is the gate, on read as on save.
    const description = sanitizeRichText(good.description);
    return { kind: 'good' as const, good: { ...good, description }, reviews, reviewRules, pricePromotion };
  }
  if (code.kind === 'f') {
    const fish = await getFish(ctx, code.id);
    if (!fish) throw data(null, { status: 404 });
    if (fish.slug !== slug) throw redirect(localizePath(`/${fish.slug}/f${fish.id}`, ctx.locale), 301);
    return { kind: 'fish' as const, fish };
  }
  const path = findPath(await getCategoryTree(ctx), code.id);
  const category = path?.at(-1);
  if (!path || !category) throw data(null, { status: 404 });
  if (category.slug !== slug) {
    const rest = filter === undefined ? '' : `/${filter}`;
    throw redirect(localizePath(`/${category.slug}/${code.kind}${code.id}${rest}`, ctx.locale) + url.search, 301);
  }
  const own = `/${category.slug}/${code.kind}${code.id}`;
  // The listing notes its category (a good's change tags its category's ancestors; ADR 0080).
  cacheTagsComplete();
  const view = await loadListing(request, ctx, {
    scope: { kind: 'category', id: category.id },
    base: own,
    canonicalBase: paths.category(category.slug, category.id),
    segment: filter,
  });
  const head: CategoryHead = {
    path: path.map(({ id, slug, title }) => ({ id, slug, title })),
    category: {
      id: category.id,
      slug: category.slug,
      title: category.title,
      children: category.children.map(({ id, slug, title }) => ({ id, slug, title })),
    },
  };
  // The test variant shows the same goods: its canonical is the `c` URL (SPEC §2; the root writes it).
  return { kind: 'category' as const, head, view, canonicalPath: view.canonicalPath };
}

/** Posts to a catalogue address: only a product page takes any (a review like); others answer 405. */
export async function catalogEntryAction(request: Request, rawParams: unknown, services: Services, clientIp: string) {
  const parsed = entryParams.safeParse(rawParams);
  if (!parsed.success) throw data(null, { status: 404 });
  if (parsed.data.code.kind !== 'p' || parsed.data.filter !== undefined) throw data(null, { status: 405 });
  return productAction(request, services, clientIp);
}
