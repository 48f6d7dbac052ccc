import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { openLogin } from '../account/auth-events';
import { paths } from '../links';
import { usePersonal } from '../personal/use-personal';
import { LocalizedLink } from '../ui/localized-link';
import { useHydrated } from '../ui/use-hydrated';
import { MoreSheet, moreSheetId } from './more-sheet';

// The Catalog and Cabinet sheets load when a tab is first touched or focused, open on its click (ADR 0122).
const loadSheets = () => import('./mobile-sheets');
// Warming only (pointer, focus): a failed fetch surfaces when the lazy component renders.
const warmSheets = () => {
  loadSheets().catch(() => undefined);
};
const CatalogSheet = lazy(() => loadSheets().then((m) => ({ default: m.CatalogSheet })));
const CabinetSheet = lazy(() => loadSheets().then((m) => ({ default: m.CabinetSheet })));

type Sheet = 'catalog' | 'cabinet' | 'more';

/**
 * The bottom menu on screens ≤ 1023 px (SPEC §2 Mobile): Home, Catalog, Cart, Cabinet, More.
 * One tab is highlighted at a time; a click on the active tab closes it; Home closes every popup.
 * Without JS the tabs are links (/catalog, /checkout, /profile, the More sheet by its anchor).
 */
export function MobileMenu({ cartCount, signedIn }: { cartCount: number; signedIn: boolean }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const personal = usePersonal();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const { pathname } = useLocation();
  const isSignedIn = personal?.signedIn ?? signedIn;
  const active = personal?.cartOpen ? 'cart' : sheet;
  const cart = personal?.data?.cart.totalItems ?? cartCount;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the sheet
  useEffect(() => setSheet(null), [pathname]);
  useEffect(() => {
    if (!sheet) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSheet(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sheet]);

  const toggle = (target: Sheet) => {
    personal?.closeCart();
    setSheet((current) => (current === target ? null : target));
  };
  const closeAll = () => {
    setSheet(null);
    personal?.closeCart();
    for (const dialog of document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close();
    for (const details of document.querySelectorAll<HTMLDetailsElement>('.site-header details[open]'))
      details.open = false;
  };
  const sheetTab = (target: Sheet, to: string, label: string, icon: React.ReactNode, onClick?: () => void) =>
    hydrated ? (
      <button
        type="button"
        className="bottom-tab"
        aria-expanded={active === target}
        aria-controls={active === target || target === 'more' ? `bottom-sheet-${target}` : undefined}
        onPointerEnter={target === 'more' ? undefined : warmSheets}
        onFocus={target === 'more' ? undefined : warmSheets}
        onClick={onClick ?? (() => toggle(target))}
      >
        {icon}
        <span>{label}</span>
      </button>
    ) : (
      <a className="bottom-tab" href={to}>
        {icon}
        <span>{label}</span>
      </a>
    );
  const { href } = useI18n();

  return (
    <>
      <div className="bottom-menu-spacer" aria-hidden="true" />
      <Suspense fallback={null}>
        {sheet === 'catalog' ? <CatalogSheet id="bottom-sheet-catalog" /> : null}
        {sheet === 'cabinet' && isSignedIn ? <CabinetSheet id="bottom-sheet-cabinet" /> : null}
      </Suspense>
      <MoreSheet id={moreSheetId} isOpen={sheet === 'more'} />
      <nav className="bottom-menu" aria-label={t('chrome.bottomMenu')}>
        <LocalizedLink
          to={paths.home}
          className="bottom-tab"
          aria-current={pathname === href('/') && !active ? 'page' : undefined}
          onClick={closeAll}
        >
          <Icon d="M3 11l9-7 9 7v9h-6v-6H9v6H3z" />
          <span>{t('chrome.tabHome')}</span>
        </LocalizedLink>
        {sheetTab(
          'catalog',
          href('/catalog'),
          t('chrome.tabCatalog'),
          <Icon d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
        )}
        <LocalizedLink
          to={paths.cart}
          className="bottom-tab"
          aria-expanded={hydrated ? active === 'cart' : undefined}
          onClick={(event) => {
            if (!personal || event.metaKey || event.ctrlKey) return;
            event.preventDefault();
            setSheet(null);
            if (personal.cartOpen) personal.closeCart();
            else personal.openCart();
          }}
        >
          <Icon d="M3 4h2l2.4 11h10.2L20 7H7M9 20a1 1 0 100-2 1 1 0 000 2zm8 0a1 1 0 100-2 1 1 0 000 2z" />
          <span>{t('chrome.tabCart')}</span>
          {cart ? <span className="count bottom-count">{cart}</span> : null}
        </LocalizedLink>
        {sheetTab(
          'cabinet',
          href(paths.profile),
          t('chrome.tabCabinet'),
          <Icon d="M12 12a4 4 0 100-8 4 4 0 000 8zm-8 8c0-4 4-6 8-6s8 2 8 6" />,
          isSignedIn
            ? undefined
            : () => {
                setSheet(null);
                personal?.closeCart();
                openLogin();
              },
        )}
        {sheetTab('more', `#${moreSheetId}`, t('chrome.tabMore'), <Icon d="M5 12h.01M12 12h.01M19 12h.01" wide />)}
      </nav>
    </>
  );
}

function Icon({ d, wide }: { d: string; wide?: boolean }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={wide ? 3 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
