import { useI18n } from '../../i18n/use-i18n';
import { Island, islandContent } from './island';

export const moreSheetId = 'bottom-sheet-more';

// Its language links, callback request and sections: their own chunk (ADR 0122).
const moreLinks = islandContent(() => import('./more-links').then((m) => m.MoreLinks));

/**
 * More tab: language, callback request, main links, Clients and Company (SPEC §2 Mobile). Always in
 * the HTML so that without JS the More tab's anchor (`#bottom-sheet-more`) opens it by `:target`;
 * an island (island.tsx): hydrated when it first opens, is touched, or the page navigates.
 */
export function MoreSheet({ id, isOpen }: { id: string; isOpen: boolean }) {
  const { t } = useI18n();
  return (
    <Island
      as="section"
      id={id}
      className={isOpen ? 'bottom-sheet more-sheet is-open' : 'bottom-sheet more-sheet'}
      aria-label={t('chrome.tabMore')}
      of={moreLinks}
      contentProps={{}}
      isWanted={isOpen}
      onNavigation
    />
  );
}
