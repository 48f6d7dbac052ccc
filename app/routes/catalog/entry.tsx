import { lazy } from 'react';
import { preloadModule } from 'react-dom';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { paths } from '../../components/links';
import { NotFound } from '../../components/not-found';
import { formatGoodsCount, formatMoney } from '../../i18n/translate';
import { structuredData } from '../../seo/head';
import { categoryTitle, clip, listingMeta, metaTranslator, pageMeta } from '../../seo/meta';
import { breadcrumbList, product } from '../../seo/structured-data';
import type { Route } from './+types/entry';
import { catalogEntryAction, loadCatalogEntry } from './entry.server';
import { viewChunks } from './view-chunks.server';

// One address pattern serves a category, a product and a fish page; each view is a chunk of its own,
// so a page downloads only the one it shows (ADR 0134). No Suspense boundary: the server's HTML
// waits for the view, and so does the page's hydration, its chunk preloaded with the page (below).
const views = {
  category: () => import('../../components/listing/category-view'),
  good: () => import('../../components/product/good-view'),
  fish: () => import('../../components/listing/fish-view'),
};
const CategoryView = lazy(() => views.category().then((m) => ({ default: m.CategoryView })));
const FishView = lazy(() => views.fish().then((m) => ({ default: m.FishView })));
const GoodView = lazy(() => views.good().then((m) => ({ default: m.GoodView })));

// In the browser the other views load too, so that going from one to another does not wait for a
// chunk once its data is in: at once when a navigation brought this route (its data is on the way),
// after the first page's load otherwise, when the browser is idle.
if (!import.meta.env.SSR) {
  const loadViews = () => {
    for (const load of Object.values(views)) load().catch(() => undefined);
  };
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200);
  if ('hydrated' in document.documentElement.dataset) loadViews();
  else if (document.readyState === 'complete') whenIdle(loadViews);
  else window.addEventListener('load', () => whenIdle(loadViews), { once: true });
}

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data) return [];
  const { t, locale } = metaTranslator(args.location);
  if (data.kind === 'fish') {
    return pageMeta(args, {
      title: data.fish.title,
      description: data.fish.description
        ? clip(data.fish.description)
        : t('fish.description', { fish: data.fish.title }),
      image: data.fish.image,
    });
  }
  if (data.kind === 'good') {
    const { good } = data;
    return pageMeta(args, {
      title: good.title,
      description: t('seo.good', { title: good.title, price: formatMoney(good.price, locale) }),
      type: 'product',
      image: good.images[0] ?? null,
    });
  }
  const { head, view } = data;
  return listingMeta(args, {
    title: categoryTitle(args.matches, head.path),
    description: t('seo.category', { category: head.category.title, count: formatGoodsCount(view.total, locale) }),
    view,
  });
};

export const handle = structuredData<Route.ComponentProps['loaderData']>((input) => {
  const { data, t } = input;
  if (data.kind === 'fish') {
    return [
      breadcrumbList(input, [
        { name: t('fish.all'), path: paths.allFish },
        { name: data.fish.title, path: paths.fish(data.fish.slug, data.fish.id) },
      ]),
    ];
  }
  if (data.kind === 'good') {
    const { good } = data;
    const path = paths.good(good.slug, good.id);
    return [
      product(input, good, path, data.pricePromotion?.endsAt),
      breadcrumbList(input, [
        ...good.breadcrumbs.map((node) => ({ name: node.title, path: paths.category(node.slug, node.id) })),
        { name: good.title, path },
      ]),
    ];
  }
  return [
    breadcrumbList(
      input,
      data.head.path.map((node) => ({ name: node.title, path: paths.category(node.slug, node.id) })),
    ),
  ];
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const entry = await loadCatalogEntry(request, params, context.services);
  return { ...entry, viewChunks: viewChunks(entry.kind) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return catalogEntryAction(request, params, context.services, context.clientIp);
}

/** A like changes one counter the button shows itself: the product and its reviews stay as they are. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'like' ? false : defaultShouldRevalidate;
}

export default function CatalogEntry({ loaderData }: Route.ComponentProps) {
  // In the server's <head> as modulepreload links: the view's chunks load with the page's own. In the
  // browser the view's import() preloads what it needs.
  if (import.meta.env.SSR) for (const href of loaderData.viewChunks) preloadModule(href, { as: 'script' });
  if (loaderData.kind === 'fish') return <FishView fish={loaderData.fish} />;
  return loaderData.kind === 'good' ? (
    <GoodView
      good={loaderData.good}
      reviews={loaderData.reviews}
      reviewRules={loaderData.reviewRules}
      pricePromotion={loaderData.pricePromotion}
    />
  ) : (
    <CategoryView head={loaderData.head} view={loaderData.view} />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
