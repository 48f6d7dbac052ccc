import { CategoryView } from '../components/category-view';
import { FishView } from '../components/fish-view';
import { GoodView } from '../components/good-view';
import { NotFound } from '../components/not-found';
import { translator } from '../i18n/translate';
import type { Route } from './+types/catalog-entry';
import { loadCatalogEntry } from './catalog-entry.server';

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  if (data.kind === 'fish') {
    const t = translator(location.pathname.startsWith('/ru') ? 'ru' : 'ua');
    return [
      { title: `${data.fish.title} — ${t('site.name')}` },
      { name: 'description', content: t('fish.description', { fish: data.fish.title }) },
    ];
  }
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
  if (loaderData.kind === 'fish') return <FishView fish={loaderData.fish} />;
  return loaderData.kind === 'good' ? (
    <GoodView good={loaderData.good} reviews={loaderData.reviews} />
  ) : (
    <CategoryView listing={loaderData.listing} sort={loaderData.sort} sorts={loaderData.sorts} />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
