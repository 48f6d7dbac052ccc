import { getMenuTrees } from '#core/catalog';
import { paths } from '../../components/links';
import { CategoryTiles } from '../../components/listing/category-tiles';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { LocalizedLink } from '../../components/ui/localized-link';
import { translator } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import type { Route } from './+types/index';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(location.pathname.startsWith('/ru') ? 'ru' : 'ua');
  return [
    { title: `${t('chrome.catalogTitle')} — ${t('site.name')}` },
    { name: 'description', content: t('chrome.catalogDescription') },
  ];
};

const tile = (item: { id: number; slug: string; title: string; icon: string | null }) => ({
  id: item.id,
  slug: item.slug,
  title: item.title,
  icon: item.icon,
});

/**
 * `/catalog` (SPEC §2 /catalog/catalog_page): the top categories with their sections, fish types
 * and directions — where the catalogue button leads without JavaScript (ADR 0056).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const trees = await getMenuTrees(requestCtx(request, context.services));
  return {
    categories: trees.categories.map((root) => ({ ...tile(root), children: root.children.map(tile) })),
    fish: trees.fish.map(tile),
    directions: trees.directions.map(tile),
  };
}

export default function Catalog({ loaderData: { categories, fish, directions } }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="listing catalog-page">
      <Breadcrumbs path={[]} current={t('chrome.catalogTitle')} />
      <h1>{t('chrome.catalogTitle')}</h1>
      {categories.map((root) => (
        <section key={root.id} aria-labelledby={`catalog-${root.id}`}>
          <h2 id={`catalog-${root.id}`}>
            <LocalizedLink to={paths.category(root.slug, root.id)}>{root.title}</LocalizedLink>
          </h2>
          <CategoryTiles items={root.children} href={(c) => paths.category(c.slug, c.id)} />
        </section>
      ))}
      <section aria-labelledby="catalog-fish">
        <h2 id="catalog-fish">
          <LocalizedLink to={paths.allFish}>{t('chrome.modeFish')}</LocalizedLink>
        </h2>
        <CategoryTiles items={fish} href={(f) => paths.fish(f.slug, f.id)} />
      </section>
      <section aria-labelledby="catalog-directions">
        <h2 id="catalog-directions">{t('chrome.modeDirections')}</h2>
        <CategoryTiles items={directions} href={(d) => paths.direction(d.id)} />
      </section>
    </div>
  );
}
