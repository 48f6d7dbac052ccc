import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Banner, Tooltip } from '#core/content';
import { localizePath, stripLocale } from '../../i18n/locale';
import { useI18n } from '../../i18n/use-i18n';
import { CallbackLink } from '../forms/callback-dialog';
import { bannerHref, paths } from '../links';
import { TopBannerImage } from '../media/pictures';
import { LocalizedLink } from '../ui/localized-link';
import { CatalogMenu } from './catalog-menu';
import { HeaderCounters } from './header-counters';
import { HeaderTooltips } from './header-tooltips';
import { Logo } from './logo';
import { clientPages, companyPages, phone } from './nav-links';
import { Notices } from './notices';
import { SearchOverlay } from './search-overlay';

export type HeaderData = {
  cartCount: number;
  signedIn: boolean;
  /** Content hash of the catalogue menu resource (ADR 0056). */
  menuVersion: string;
  topBanners: Banner[];
  promotionsCount: number;
  tooltips: Tooltip[];
  brands: { slug: string; title: string }[];
  towns: { slug: string; title: string; stores: number }[];
};

type Item = { to: string; label: string; isAll?: boolean };

export function Header({ data }: { data: HeaderData | undefined }) {
  const { t } = useI18n();
  const banner = data?.topBanners[0];
  useDropdownDismiss();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      {banner ? <TopBanner banner={banner} /> : null}
      <nav className="header-top" aria-label={t('a11y.headerLinks')}>
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
        <Dropdown
          title={t('nav.brands')}
          items={[
            ...(data?.brands ?? []).map((b) => ({ to: paths.brand(b.slug), label: b.title })),
            { to: paths.brands, label: t('chrome.allBrands'), isAll: true },
          ]}
          wide
        />
        <Dropdown
          title={t('nav.shops')}
          items={[
            ...(data?.towns ?? []).map((town) => ({
              to: paths.town(town.slug),
              label: `${town.title} · ${t('chrome.storesCount', { count: town.stores })}`,
            })),
            { to: paths.shops, label: t('chrome.allShops'), isAll: true },
          ]}
        />
        <details className="dropdown">
          <summary className="header-link">{t('nav.contacts')}</summary>
          <div className="dropdown-card">
            <a className="header-phone" href={phone.href}>
              {phone.label}
            </a>
            <p>{t('footer.freeCall')}</p>
            <p>{t('footer.schedule')}</p>
            <CallbackLink />
            <LocalizedLink to={paths.page('contacts')}>{t('page.contacts')}</LocalizedLink>
          </div>
        </details>
        <a className="header-link header-phone-inline" href={phone.href}>
          {phone.label}
        </a>
        <CallbackLink className="header-link header-callback" />
        <LanguageSwitch />
      </nav>
      <div className="header-main">
        <Logo />
        <CatalogMenu />
        <SearchOverlay />
        {/* Phones: the top bar is hidden, the callback request stays one tap away (SPEC §2 dialogs). */}
        <CallbackLink className="header-callback-icon">
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          </svg>
          <span className="visually-hidden">{t('chrome.callback')}</span>
        </CallbackLink>
        <HeaderCounters cartCount={data?.cartCount ?? 0} signedIn={data?.signedIn ?? false} />
      </div>
      <Notices />
      <HeaderTooltips tooltips={data?.tooltips ?? []} />
    </header>
  );
}

/** SPEC §2: the top banner, its image and text on its background colour across the full width. */
function TopBanner({ banner }: { banner: Banner }) {
  const { href } = useI18n();
  const link = bannerHref(banner.link, href);
  return (
    <a className="top-banner" href={link} style={{ backgroundColor: banner.bgColor ?? undefined }}>
      <TopBannerImage src={banner.image} />
      <span className="top-banner-text">{banner.title}</span>
    </a>
  );
}

/** UA | RU: the same page in the other language (SPEC §1). */
export function LanguageSwitch() {
  const { t, locale } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <ul className="lang-switch" aria-label={t('header.language')}>
      {(['ua', 'ru'] as const).map((target) => (
        <li key={target}>
          <a
            href={localizePath(stripLocale(pathname), target) + search}
            hrefLang={target === 'ua' ? 'uk' : 'ru'}
            lang={target === 'ua' ? 'uk' : 'ru'}
            aria-current={target === locale ? 'true' : undefined}
            className={target === locale ? 'active' : undefined}
          >
            {target.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Dropdown({ title, items, wide }: { title: string; items: Item[]; wide?: boolean }) {
  return (
    <details className={wide ? 'dropdown dropdown-wide' : 'dropdown'}>
      <summary className="header-link">{title}</summary>
      <ul>
        {items.map((item) => (
          <li key={item.to} className={item.isAll ? 'dropdown-all' : undefined}>
            <LocalizedLink to={item.to}>{item.label}</LocalizedLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** With JS, one header dropdown at a time: a click elsewhere, Esc or a navigation closes them. */
function useDropdownDismiss() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new path
  useEffect(() => closeDropdowns(null), [pathname]);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => closeDropdowns(event.target as Node);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = document.querySelector<HTMLDetailsElement>('.site-header details.dropdown[open]');
      if (!open) return;
      open.open = false;
      open.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
}

function closeDropdowns(except: Node | null) {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('.site-header details.dropdown[open]')) {
    if (!except || !details.contains(except)) details.open = false;
  }
}
