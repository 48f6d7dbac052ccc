import { useI18n } from '../i18n/use-i18n';
import { paths } from './links';
import { LocalizedLink } from './localized-link';

const clientLinks = ['payment-delivery', 'loyalty-program', 'guaranty', 'service-centers', 'wholesale'] as const;
const companyLinks = ['about-us', 'contacts', 'vacancies'] as const;

export function Footer() {
  const { t } = useI18n();
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <nav aria-label={t('footer.clients')}>
          <h2>{t('footer.clients')}</h2>
          <ul>
            {clientLinks.map((slug) => (
              <li key={slug}>
                <LocalizedLink to={paths.page(slug)}>{t(`page.${slug}`)}</LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to={paths.shops}>{t('nav.shops')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={paths.promotions}>{t('nav.promotions')}</LocalizedLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.company')}>
          <h2>{t('footer.company')}</h2>
          <ul>
            {companyLinks.map((slug) => (
              <li key={slug}>
                <LocalizedLink to={paths.page(slug)}>{t(`page.${slug}`)}</LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to={paths.brands}>{t('nav.brands')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={paths.news}>{t('nav.news')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={paths.blog}>{t('blog.title')}</LocalizedLink>
            </li>
          </ul>
        </nav>
        <div className="footer-contact">
          <a className="footer-phone" href="tel:0800303355">
            0 800 303 355
          </a>
          <p>{t('footer.freeCall')}</p>
          <p>{t('footer.schedule')}</p>
        </div>
      </div>
      <p className="footer-legal">
        {t('footer.copyright', { year: new Date().getFullYear() })}{' '}
        <LocalizedLink to={paths.page('privacy-policy')} target="_blank" rel="noopener">
          {t('page.privacy-policy')}
        </LocalizedLink>{' '}
        ·{' '}
        <LocalizedLink to={paths.page('confidentiality')} target="_blank" rel="noopener">
          {t('page.confidentiality')}
        </LocalizedLink>
      </p>
    </footer>
  );
}
