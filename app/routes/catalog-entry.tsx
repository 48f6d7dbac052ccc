import { CategoryView } from '../components/category-view';
import { GoodView } from '../components/good-view';
import { NotFound } from '../components/not-found';
import type { Route } from './+types/catalog-entry';
import { loadCatalogEntry } from './catalog-entry.server';

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  if (data.kind === 'good') {
    return [
      { title: `${data.good.title} — Поплавок` },
      { name: 'description', content: data.good.description.slice(0, 160) },
    ];
  }
  return [{ title: `${data.listing.category.title} — Поплавок` }];
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCatalogEntry(request, params, context.services);
}

export default function CatalogEntry({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'good' ? (
    <GoodView good={loaderData.good} reviews={loaderData.reviews} />
  ) : (
    <CategoryView listing={loaderData.listing} sort={loaderData.sort} sorts={loaderData.sorts} />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
