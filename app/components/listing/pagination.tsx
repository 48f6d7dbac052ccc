import { useI18n } from '../../i18n/use-i18n';
import { LocalizedLink } from '../ui/localized-link';

/** Previous / "page N of M" / next; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('listing.page', { page, pages: pageCount })}>
      {page > 1 ? (
        <LocalizedLink to={href(page - 1)} rel="prev">
          {t('listing.prev')}
        </LocalizedLink>
      ) : null}
      <span>{t('listing.page', { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <LocalizedLink to={href(page + 1)} rel="next">
          {t('listing.next')}
        </LocalizedLink>
      ) : null}
    </nav>
  );
}
