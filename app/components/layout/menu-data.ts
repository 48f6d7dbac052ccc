import { useCallback, useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { MenuItem, MenuTrees } from '#core/catalog';
import type { Locale } from '../../i18n/locale';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/chrome-later';
import '../../i18n/messages/pages/screens';

export type MenuMode = keyof MenuTrees;
export const menuModes = ['categories', 'fish', 'directions'] as const satisfies readonly MenuMode[];
export const modeLabel = {
  categories: 'chrome.modeCategories',
  fish: 'chrome.modeFish',
  directions: 'chrome.modeDirections',
} as const;

/** The resource's URL; the same as server/menu.ts `menuPath` (ADR 0056). */
const menuUrl = (locale: Locale, version: string) => `/menu.${locale}.${version}.json`;

// One request per URL for the page's lifetime; the browser's HTTP cache keeps it across pages.
const loads = new Map<string, Promise<MenuTrees>>();

function loadMenu(url: string): Promise<MenuTrees> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`menu ${response.status}`);
      return response.json() as Promise<MenuTrees>;
    });
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

export type MenuState = { trees: MenuTrees | null; failed: boolean; load: () => void };

/**
 * The catalogue menu's trees, fetched from `/menu.{locale}.{version}.json` the first time `load()`
 * is called (the menu opens, or the pointer or focus reaches its button), never in page data.
 */
export function useMenuTrees(): MenuState {
  const { locale } = useI18n();
  const root = useRouteLoaderData<{ header?: { menuVersion: string } }>('root');
  const version = root?.header?.menuVersion;
  const url = version ? menuUrl(locale, version) : null;
  const [state, setState] = useState<{ url: string; trees: MenuTrees | null; failed: boolean } | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || !url) return;
    let live = true;
    loadMenu(url).then(
      (trees) => live && setState({ url, trees, failed: false }),
      () => live && setState({ url, trees: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [wanted, url]);
  const load = useCallback(() => setWanted(true), []);
  const current = state?.url === url ? state : null;
  return { trees: current?.trees ?? null, failed: current?.failed ?? false, load };
}

/** Where an item of a mode links: a category, a fish (and its categories), a direction. */
export function itemHref(mode: MenuMode, item: MenuItem, parents: MenuItem[]): string {
  if (mode === 'fish') {
    const fish = parents[0];
    return fish ? paths.fishCategory(fish, item) : paths.fish(item.slug, item.id);
  }
  if (mode === 'directions' && parents.length === 0) return paths.direction(item.id);
  return paths.category(item.slug, item.id);
}
