import { useEffect, useState } from 'react';
import type { MenuItem } from '#core/catalog';
import { useI18n } from '../../i18n/use-i18n';
import { TileImage } from '../media/pictures';
import { usePersonal } from '../personal/use-personal';
import { LogoutButton, profileEntries } from '../profile/profile-menu';
import { LocalizedLink } from '../ui/localized-link';
import { itemHref, type MenuMode, useMenuTrees } from './menu-data';
import { MenuModeTabs, MenuStatus } from './menu-modes';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/chrome-later';

// The Catalog and Cabinet sheets: one chunk, fetched when a tab of the bottom menu is first touched
// or focused and rendered when it opens (ADR 0122). The More sheet (more-sheet.tsx) is always in the HTML.

/** Catalog tab (SPEC §2 Mobile): three modes, drilling into children with a back row naming the parent. */
export function CatalogSheet({ id }: { id: string }) {
  const { t } = useI18n();
  const menu = useMenuTrees();
  const [mode, setMode] = useState<MenuMode>('categories');
  const [trail, setTrail] = useState<MenuItem[]>([]);
  useEffect(() => menu.load(), [menu.load]);
  const parent = trail.at(-1);
  const items = parent ? parent.children : (menu.trees?.[mode] ?? []);
  // Fish mode: a fish's categories link to fish-category pages; deeper levels do not exist there.
  const canDrill = (item: MenuItem) => item.children.length > 0 && !(mode === 'fish' && trail.length > 0);
  return (
    <section id={id} className="bottom-sheet" aria-label={t('chrome.tabCatalog')}>
      <MenuModeTabs
        mode={mode}
        onPick={(m) => {
          setMode(m);
          setTrail([]);
        }}
      />
      {parent ? (
        <>
          <button type="button" className="sheet-back" onClick={() => setTrail(trail.slice(0, -1))}>
            <span aria-hidden="true">‹ </span>
            <span className="visually-hidden">{t('chrome.back')}: </span>
            {parent.title}
          </button>
          <LocalizedLink className="sheet-all" to={itemHref(mode, parent, trail.slice(0, -1))}>
            {t('chrome.allOf', { title: parent.title })}
          </LocalizedLink>
        </>
      ) : null}
      {menu.trees ? (
        <ul className="sheet-list">
          {items.map((item) => (
            <li key={item.id}>
              {canDrill(item) ? (
                <button type="button" onClick={() => setTrail([...trail, item])}>
                  {item.icon && !parent ? <TileImage src={item.icon} size={28} /> : null}
                  <span>{item.title}</span>
                  <span aria-hidden="true">›</span>
                </button>
              ) : (
                <LocalizedLink to={itemHref(mode, item, trail)}>
                  {item.icon && !parent ? <TileImage src={item.icon} size={28} /> : null}
                  <span>{item.title}</span>
                </LocalizedLink>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <MenuStatus failed={menu.failed} />
      )}
    </section>
  );
}

/** Cabinet tab for a signed-in shopper: greeting by first name, the account's pages, Log out (SPEC §2 Mobile). */
export function CabinetSheet({ id }: { id: string }) {
  const { t } = useI18n();
  const personal = usePersonal()?.data;
  return (
    <section id={id} className="bottom-sheet" aria-label={t('chrome.tabCabinet')}>
      <p className="sheet-greeting">
        {personal?.firstName ? t('chrome.hello', { name: personal.firstName }) : '\u00a0'}
      </p>
      <ul className="sheet-list">
        {profileEntries.map((entry) => (
          <li key={entry.to}>
            <LocalizedLink to={entry.to}>{t(entry.key)}</LocalizedLink>
          </li>
        ))}
        <li>
          <LogoutButton className="sheet-logout" />
        </li>
      </ul>
    </section>
  );
}
