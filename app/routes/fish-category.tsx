import { data, redirect } from 'react-router';
import { z } from 'zod';
import { getFish, isUsableSlug, listCategoryGoods, listingQuery, listingSorts } from '#core/catalog';
import { CategoryView } from '../components/category-view';
import { paths } from '../components/links';
import { NotFound } from '../components/not-found';
import { localizePath } from '../i18n/locale';
import { translator } from '../i18n/translate';
import { requestCtx } from '../request-ctx.server';
import type { Route } from './+types/fish-category';

const params = z.object({
  fishSlug: z.string().refine(isUsableSlug),
  fishCode: z
    .string()
    .regex(/^f[1-9]\d{0,8}$/)
    .transform((c) => Number(c.slice(1))),
  categorySlug: z.string().refine(isUsableSlug),
  categoryCode: z
    .string()
    .regex(/^c[1-9]\d{0,8}$/)
    .transform((c) => Number(c.slice(1))),
});

export const meta: Route.MetaFunction = ({ location, data: loaded }) => {
  const t = translator(location.pathname.startsWith('/ru') ? 'ru' : 'ua');
  if (!loaded) return [];
  const title = t('fish.categoryTitle', { category: loaded.listing.category.title, fish: loaded.fish.title });
  return [
    { title: `${title} — ${t('site.name')}` },
    { name: 'description', content: t('fish.description', { fish: loaded.fish.title }) },
    // The same goods as the category listing: search engines index that one.
    { tagName: 'link', rel: 'canonical', href: loaded.canonical },
  ];
};

/** `/{name}/f{fish_id}/{category_name}/c{id}` (SPEC §2): a category recommended for a fish. */
export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404 });
  const { fishSlug, fishCode, categorySlug, categoryCode } = parsed.data;
  const ctx = requestCtx(request, context.services);
  const url = new URL(request.url);
  const fish = await getFish(ctx, fishCode);
  const linked = fish?.categories.find((c) => c.id === categoryCode);
  if (!fish || !linked) throw data(null, { status: 404 });
  const query = listingQuery.parse(Object.fromEntries(url.searchParams));
  const listing = await listCategoryGoods(ctx, categoryCode, query);
  if (!listing) throw data(null, { status: 404 });
  const own = paths.fishCategory(fish, listing.category);
  if (fish.slug !== fishSlug || listing.category.slug !== categorySlug) {
    throw redirect(localizePath(own, ctx.locale) + url.search, 301);
  }
  return {
    fish: { id: fish.id, slug: fish.slug, title: fish.title },
    listing,
    sort: query.sort,
    sorts: listingSorts,
    base: own,
    canonical: `${url.origin}${localizePath(paths.category(listing.category.slug, listing.category.id), ctx.locale)}`,
  };
}

export default function FishCategory({ loaderData }: Route.ComponentProps) {
  const { listing, sort, sorts, base, fish } = loaderData;
  return (
    <CategoryView
      listing={listing}
      sort={sort}
      sorts={sorts}
      base={base}
      crumbs={[
        { href: paths.allFish, title: null },
        { href: paths.fish(fish.slug, fish.id), title: fish.title },
      ]}
    />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
