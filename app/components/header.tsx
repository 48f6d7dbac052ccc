import { useLocation } from 'react-router';
import type { Banner, Tooltip } from '#core/content';
import { localizePath, stripLocale } from '../i18n/locale';
import { useI18n } from '../i18n/use-i18n';
import type { MenuNode } from '../root.server';
import { CatalogMenu } from './catalog-menu';
import { HeaderCounters } from './header-counters';
import { paths } from './links';
import { LocalizedLink } from './localized-link';
import { Notices } from './notices';

export type HeaderData = {
  cartCount: number;
  signedIn: boolean;
  topBanner: Banner | null;
  menu: MenuNode[];
  promotionsCount: number;
  tooltips: Tooltip[];
};

const clientPages = ['payment-delivery', 'loyalty-program', 'guaranty', 'service-centers', 'wholesale', 'faq'] as const;
const companyPages = ['about-us', 'vacancies', 'contacts'] as const;

export function Header({ data }: { data: HeaderData | undefined }) {
  const { t, locale } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      {data?.topBanner ? (
        <a
          className="top-banner"
          href={data.topBanner.link ?? '#'}
          style={{ background: data.topBanner.bgColor ?? undefined }}
        >
          <img src={data.topBanner.image} alt={data.topBanner.title} width={1200} height={60} />
        </a>
      ) : null}
      <nav className="header-top" aria-label={t('nav.company')}>
        <LocalizedLink to={paths.promotions} className="header-link">
          {t('nav.promotions')}
          {data?.promotionsCount ? <span className="count">{data.promotionsCount}</span> : null}
        </LocalizedLink>
        <LocalizedLink to={paths.sale} className="header-link header-sale">
          {t('nav.sale')}
        </LocalizedLink>
        <Dropdown
          title={t('nav.clients')}
          items={clientPages.map((slug) => ({ to: paths.page(slug), label: t(`page.${slug}`) }))}
        />
        <Dropdown
          title={t('nav.company')}
          items={companyPages.map((slug) => ({ to: paths.page(slug), label: t(`page.${slug}`) }))}
        />
        <LocalizedLink to={paths.brands} className="header-link">
          {t('nav.brands')}
        </LocalizedLink>
        <LocalizedLink to={paths.shops} className="header-link">
          {t('nav.shops')}
        </LocalizedLink>
        <LocalizedLink to={paths.page('contacts')} className="header-link">
          {t('nav.contacts')}
        </LocalizedLink>
        <ul className="lang-switch" aria-label={t('header.language')}>
          {(['ua', 'ru'] as const).map((target) => (
            <li key={target}>
              <a
                href={localizePath(stripLocale(pathname), target) + search}
                hrefLang={target === 'ua' ? 'uk' : 'ru'}
                aria-current={target === locale ? 'true' : undefined}
                className={target === locale ? 'active' : undefined}
              >
                {target.toUpperCase()}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="header-main">
        <LocalizedLink to={paths.home} className="logo" aria-label={t('site.name')}>
          <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
            <circle cx="18" cy="18" r="17" fill="#0b4f6c" />
            <path d="M18 5v26" stroke="#fff" strokeWidth="2" />
            <ellipse cx="18" cy="15" rx="5" ry="8" fill="#f4a259" />
            <ellipse cx="18" cy="23" rx="5" ry="6" fill="#fff" />
          </svg>
          <span>{t('site.name')}</span>
        </LocalizedLink>
        <CatalogMenu tree={data?.menu ?? []} />
        <search className="search-form">
          <form method="get" action={localizePath(paths.search, locale)}>
            <input
              type="search"
              name="q"
              maxLength={100}
              placeholder={t('header.search')}
              aria-label={t('header.search')}
              autoComplete="off"
            />
            <button type="submit">{t('header.searchButton')}</button>
          </form>
        </search>
        <HeaderCounters cartCount={data?.cartCount ?? 0} signedIn={data?.signedIn ?? false} />
      </div>
      <Notices />
      {data?.tooltips.length ? (
        <ul className="tooltips">
          {data.tooltips.map((tip) => (
            <li key={tip.id}>
              <details open>
                <summary aria-label={t('header.closeTooltip')}>×</summary>
                {tip.link ? <a href={tip.link}>{tip.text}</a> : tip.text}
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

function Dropdown({ title, items }: { title: string; items: { to: string; label: string }[] }) {
  return (
    <details className="dropdown">
      <summary className="header-link">{title}</summary>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <LocalizedLink to={item.to}>{item.label}</LocalizedLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
