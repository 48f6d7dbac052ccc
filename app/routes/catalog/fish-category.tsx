import { data, redirect } from 'react-router';
import { z } from 'zod';
import { findPath, getCategoryTree, getFish, isUsableSlug } from '#core/catalog';
import { paths } from '../../components/links';
import { CategoryView } from '../../components/listing/category-view';
import { NotFound } from '../../components/not-found';
import { localizePath } from '../../i18n/locale';
import { loadListing } from '../../listing.server';
import { requestCtx } from '../../request-ctx.server';
import { structuredData } from '../../seo/head';
import { listingMeta, metaTranslator } from '../../seo/meta';
import { breadcrumbList } from '../../seo/structured-data';
import type { Route } from './+types/fish-category';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

const params = z.object({
  filter: z.string().optional(),
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

export const meta: Route.MetaFunction = (args) => {
  const { data: loaded } = args;
  if (!loaded) return [];
  const { t } = metaTranslator(args.location);
  return listingMeta(args, {
    title: t('fish.categoryTitle', { category: loaded.head.category.title, fish: loaded.fish.title }),
    description: t('fish.description', { fish: loaded.fish.title }),
    view: loaded.view,
  });
};

export const handle = structuredData<Route.ComponentProps['loaderData']>((input) => {
  const { data, t } = input;
  return [
    breadcrumbList(input, [
      { name: t('fish.all'), path: paths.allFish },
      { name: data.fish.title, path: paths.fish(data.fish.slug, data.fish.id) },
      { name: data.head.category.title, path: data.base },
    ]),
  ];
});

/** `/{name}/f{fish_id}/{category_name}/c{id}[/{filter}]` (SPEC §2): a category recommended for a fish. */
export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404 });
  const { fishSlug, fishCode, categorySlug, categoryCode, filter } = parsed.data;
  const ctx = requestCtx(request, context.services);
  const url = new URL(request.url);
  const fish = await getFish(ctx, fishCode);
  const linked = fish?.categories.find((c) => c.id === categoryCode);
  if (!fish || !linked) throw data(null, { status: 404 });
  const path = findPath(await getCategoryTree(ctx), categoryCode);
  const category = path?.at(-1);
  if (!path || !category) throw data(null, { status: 404 });
  const own = paths.fishCategory(fish, category);
  if (fish.slug !== fishSlug || category.slug !== categorySlug) {
    throw redirect(localizePath(filter === undefined ? own : `${own}/${filter}`, ctx.locale) + url.search, 301);
  }
  const view = await loadListing(request, ctx, {
    scope: { kind: 'category', id: category.id },
    base: own,
    canonicalBase: paths.category(category.slug, category.id),
    segment: filter,
  });
  return {
    fish: { id: fish.id, slug: fish.slug, title: fish.title },
    head: {
      path: path.map(({ id, slug, title }) => ({ id, slug, title })),
      category: {
        id: category.id,
        slug: category.slug,
        title: category.title,
        children: category.children.map(({ id, slug, title }) => ({ id, slug, title })),
      },
    },
    view,
    canonicalPath: view.canonicalPath,
    base: own,
    // The same goods as the category listing: search engines index that one (ADR 0060).
  };
}

export default function FishCategory({ loaderData }: Route.ComponentProps) {
  const { head, view, fish } = loaderData;
  return (
    <CategoryView
      head={head}
      view={view}
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
