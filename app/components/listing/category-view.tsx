import { formatGoodsCount } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import type { ListingView as View } from '../../listing.server';
import { listingTitle } from '../../seo/listing-title';
import { paths } from '../links';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { LocalizedLink } from '../ui/localized-link';
import { ListingView } from './listing-view';

export type CategoryHead = {
  path: { id: number; slug: string; title: string }[];
  category: { id: number; slug: string; title: string; children: { id: number; slug: string; title: string }[] };
};

/** A category listing (SPEC §2 `/{slug}/c{id}[/{filter}]`): breadcrumbs, title with count, subcategories, facets. */
export function CategoryView({
  head,
  view,
  crumbs,
}: {
  head: CategoryHead;
  view: View;
  /** Breadcrumbs before the category (a fish category: all fish, the fish); null title = "all fish". */
  crumbs?: { href: string; title: string | null }[];
}) {
  const { t, locale } = useI18n();
  const { category, path } = head;
  return (
    <ListingView
      view={view}
      header={
        <>
          {crumbs ? (
            <Breadcrumbs
              trail={crumbs.map((crumb) => ({ href: crumb.href, title: crumb.title ?? t('fish.all') }))}
              current={category.title}
            />
          ) : (
            <Breadcrumbs path={path.slice(0, -1)} current={category.title} />
          )}
          <h1>
            {listingTitle(category.title, view.selection)} <small>{formatGoodsCount(view.total, locale)}</small>
          </h1>
          {category.children.length ? (
            <nav aria-label={t('listing.subcategories')}>
              <ul className="chips">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <LocalizedLink to={paths.category(child.slug, child.id)}>{child.title}</LocalizedLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      }
    />
  );
}
