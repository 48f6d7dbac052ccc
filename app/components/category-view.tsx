import { Form } from 'react-router';
import type { CategoryListing, ListingSort } from '#core/catalog';
import { formatGoodsCount } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { Breadcrumbs } from './breadcrumbs';
import { GoodGrid } from './good-card';
import { paths } from './links';
import { LocalizedLink } from './localized-link';
import { Pagination } from './pagination';

/** `sorts` comes with the loader data so the client bundle needs nothing from core at run time. */
export function CategoryView({
  listing,
  sort,
  sorts,
  base,
  crumbs,
}: {
  listing: CategoryListing;
  sort: string;
  sorts: readonly ListingSort[];
  /** The listing's own path when it is not the category's (a fish category). */
  base?: string;
  /** Breadcrumbs before the category (a fish category: all fish, the fish); null title = "all fish". */
  crumbs?: { href: string; title: string | null }[];
}) {
  const { t, locale } = useI18n();
  const { category, path, goods, total, page, pageCount } = listing;
  const own = base ?? paths.category(category.slug, category.id);
  const pageLink = (target: number) => `${own}?sort=${sort}&page=${target}`;
  return (
    <div className="listing">
      {crumbs ? (
        <nav className="breadcrumbs" aria-label="breadcrumbs">
          <ol>
            <li>
              <LocalizedLink to={paths.home}>{t('nav.home')}</LocalizedLink>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.href}>
                <LocalizedLink to={crumb.href}>{crumb.title ?? t('fish.all')}</LocalizedLink>
              </li>
            ))}
            <li aria-current="page">{category.title}</li>
          </ol>
        </nav>
      ) : (
        <Breadcrumbs path={path.slice(0, -1)} current={category.title} />
      )}
      <h1>
        {category.title} <small>{formatGoodsCount(total, locale)}</small>
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
      <Form method="get" className="listing-sort">
        <label>
          {t('listing.sort')}{' '}
          <select name="sort" defaultValue={sort} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
            {sorts.map((value) => (
              <option key={value} value={value}>
                {t(`listing.sort.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit">OK</button>
        </noscript>
      </Form>
      {goods.length ? <GoodGrid goods={goods} eagerFirst={4} /> : <p className="empty">{t('listing.empty')}</p>}
      <Pagination page={page} pageCount={pageCount} href={pageLink} />
    </div>
  );
}
