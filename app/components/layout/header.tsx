import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Banner, Tooltip } from '#core/content';
import { useI18n } from '../../i18n/use-i18n';
import { CallbackLink } from '../forms/callback-dialog';
import { bannerHref } from '../links';
import { TopBannerImage } from '../media/pictures';
import { CatalogMenu } from './catalog-menu';
import { HeaderCounters } from './header-counters';
import { HeaderTooltips } from './header-tooltips';
import { Island, islandContent } from './island';
import { Logo } from './logo';
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

// The top bar's links and dropdowns: their own chunk, hydrated on first use (ADR 0122).
const headerLinks = islandContent(() => import('./header-links').then((m) => m.HeaderLinks));

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
      <Island
        as="nav"
        className="header-top"
        aria-label={t('a11y.headerLinks')}
        of={headerLinks}
        contentProps={{
          promotionsCount: data?.promotionsCount ?? 0,
          brands: data?.brands ?? [],
          towns: data?.towns ?? [],
        }}
        onNavigation
      />
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
