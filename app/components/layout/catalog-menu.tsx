import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { LocalizedLink } from '../ui/localized-link';
import { useHydrated } from '../ui/use-hydrated';

// The panel's contents (modes, columns, banners, arrow keys) are their own chunk, fetched when the
// button is first pointed at or focused, rendered when the menu first opens (ADR 0122).
const loadPanel = () => import('./catalog-panel');
// Warming only (pointer, focus): a failed fetch surfaces when the lazy component renders.
const warmPanel = () => {
  loadPanel().catch(() => undefined);
};
const CatalogPanel = lazy(() => loadPanel().then((m) => ({ default: m.CatalogPanel })));

/**
 * The desktop catalogue menu (SPEC §2 header): a button opening the mega-menu panel (catalog-panel.tsx).
 * The trees come from the menu resource when the menu is first wanted (ADR 0056). Without JS the
 * button is a link to /catalog.
 */
export function CatalogMenu() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The panel stays mounted once opened: a second opening shows it as it was left, without a wait.
  const [wanted, setWanted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new path
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!hydrated)
    return (
      <LocalizedLink to="/catalog" className="catalog-button">
        <MenuIcon />
        {t('nav.catalog')}
      </LocalizedLink>
    );

  const show = (isOpen: boolean) => {
    if (isOpen) setWanted(true);
    setOpen(isOpen);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className="catalog-menu" ref={rootRef}>
      <button
        type="button"
        ref={buttonRef}
        className="catalog-button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={warmPanel}
        onFocus={warmPanel}
        onClick={() => show(!open)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            close();
          } else if (event.key === 'ArrowDown') {
            event.preventDefault();
            show(true);
            setFocusRequest((n) => n + 1);
          }
        }}
      >
        <MenuIcon />
        {t('nav.catalog')}
      </button>
      <div id={panelId} className="catalog-panel" hidden={!open}>
        {wanted ? (
          <Suspense
            fallback={
              <p className="catalog-status" role="status">
                {t('chrome.menuLoading')}
              </p>
            }
          >
            <CatalogPanel onClose={close} focusRequest={focusRequest} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
