import { useEffect, useRef, useState } from 'react';
import type { MenuItem } from '#core/catalog';
import { useI18n } from '../../i18n/use-i18n';
import { bannerHref } from '../links';
import { MenuBannerImage, TileImage } from '../media/pictures';
import { LocalizedLink } from '../ui/localized-link';
import { itemHref, type MenuMode, useMenuTrees } from './menu-data';
import { MenuModeTabs, MenuStatus } from './menu-modes';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/chrome-later';

/** SPEC §2: a hovered item opens its children after 70 ms (a pointer crossing items does not flicker). */
export const hoverDelayMs = 70;
/** SPEC §2: the third column shows the first 15 items, the fourth the rest. */
const thirdColumnSize = 15;

type Props = {
  /** Esc inside the panel: close it and give the focus back to the catalogue button. */
  onClose: () => void;
  /** Counts ArrowDown presses on the button: each asks for the first link once the trees are shown. */
  focusRequest: number;
};

/**
 * The catalogue mega-menu's contents (SPEC §2 header): three modes, columns opening on hover after
 * 70 ms or on focus, a banner per item (inherited from its parent), arrow keys between the links.
 * Its own chunk, loaded when the catalogue button is first pointed at or focused (ADR 0122); the
 * trees come from the menu resource (ADR 0056).
 */
export function CatalogPanel({ onClose, focusRequest }: Props) {
  const { t, href } = useI18n();
  const menu = useMenuTrees();
  const [mode, setMode] = useState<MenuMode>('categories');
  const [active, setActive] = useState<(number | undefined)[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => menu.load(), [menu.load]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The trees may still be on their way when ArrowDown asks for the first link: the focus moves
  // once they have rendered (not on a timer).
  const focused = useRef(0);
  useEffect(() => {
    if (!menu.trees || focusRequest === focused.current) return;
    focused.current = focusRequest;
    rootRef.current?.querySelector<HTMLAnchorElement>('[data-col="0"]')?.focus();
  }, [focusRequest, menu.trees]);

  const roots = menu.trees?.[mode] ?? [];
  const pick = (items: MenuItem[], id: number | undefined) => items.find((i) => i.id === id) ?? items[0];
  const first = pick(roots, active[0]);
  const second = first ? pick(first.children, active[1]) : undefined;
  const leaves = second?.children ?? [];
  const shown = active[2] !== undefined ? leaves.find((i) => i.id === active[2]) : undefined;
  const banner = shown ?? second ?? first;

  // Deeper levels fall back to their first item; a shallower choice keeps what is shown above it.
  const activate = (level: number, id: number) =>
    setActive((list) => {
      const next = Array.from({ length: level }, (_, i) => list[i]);
      next[level] = id;
      return next;
    });
  const hover = (level: number, id: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => activate(level, id), hoverDelayMs);
  };
  const focusIn = (column: number, index: 'first' | 'active') => {
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>(`[data-col="${column}"]`) ?? [])];
    (links.find((a) => index === 'active' && a.classList.contains('active')) ?? links[0])?.focus();
  };
  const onPanelKey = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const column = Number(target.dataset.col ?? -1);
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (column < 0) return;
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>(`[data-col="${column}"]`) ?? [])];
    const at = links.indexOf(target as HTMLAnchorElement);
    const move: Record<string, () => void> = {
      ArrowDown: () => links[(at + 1) % links.length]?.focus(),
      ArrowUp: () => links[(at - 1 + links.length) % links.length]?.focus(),
      ArrowRight: () => focusIn(column === 2 ? 3 : column + 1, 'first'),
      ArrowLeft: () => focusIn(column === 3 ? 2 : column - 1, 'active'),
    };
    const action = move[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const column = (items: MenuItem[], level: number, col: number, parents: MenuItem[], current?: MenuItem) => (
    <ul className="catalog-column" data-column={col}>
      {items.map((item) => (
        <li key={item.id}>
          <LocalizedLink
            to={itemHref(mode, item, parents)}
            data-col={col}
            className={item === current ? 'active' : undefined}
            onPointerEnter={() => hover(level, item.id)}
            onPointerLeave={() => clearTimeout(timer.current)}
            onFocus={() => activate(level, item.id)}
          >
            {level === 0 && item.icon ? <TileImage src={item.icon} size={24} /> : null}
            <span>{item.title}</span>
            {item.children.length && level < 2 ? <span aria-hidden="true">›</span> : null}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the links inside (delegated)
    <div className="catalog-panel-body" ref={rootRef} onKeyDown={onPanelKey}>
      <MenuModeTabs
        mode={mode}
        onPick={(m) => {
          setMode(m);
          setActive([]);
        }}
      />
      {menu.trees ? (
        <div className="catalog-columns">
          {column(roots, 0, 0, [], first)}
          {first ? (
            <div className="catalog-column-wrap">
              <LocalizedLink to={itemHref(mode, first, [])} className="catalog-all" data-col={1}>
                {t('chrome.allOf', { title: first.title })}
              </LocalizedLink>
              {column(first.children, 1, 1, [first], second)}
            </div>
          ) : null}
          {second && leaves.length
            ? column(leaves.slice(0, thirdColumnSize), 2, 2, [first as MenuItem, second], shown)
            : null}
          {leaves.length > thirdColumnSize
            ? column(leaves.slice(thirdColumnSize), 2, 3, [first as MenuItem, second as MenuItem], shown)
            : null}
          {banner?.banner ? (
            <a className="catalog-banner" href={bannerHref(banner.bannerLink, href)} tabIndex={-1}>
              <MenuBannerImage src={banner.banner} alt={banner.title} />
            </a>
          ) : null}
        </div>
      ) : (
        <MenuStatus failed={menu.failed} />
      )}
    </div>
  );
}
