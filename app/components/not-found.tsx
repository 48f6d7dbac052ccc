import { useLocation } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { paths } from './links';
import { LocalizedLink } from './ui/localized-link';

/** SPEC §2 404 page: heading, the path, a hint and a button to home; title "404 – Сторінка не знайдена". */
export function NotFound() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <section className="not-found">
      <title>{t('notFound.metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="not-found-path">
        <code>{pathname}</code>
      </p>
      <p>{t('notFound.hint')}</p>
      <LocalizedLink to={paths.home} className="button">
        {t('notFound.home')}
      </LocalizedLink>
    </section>
  );
}
