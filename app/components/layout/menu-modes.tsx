import { useI18n } from '../../i18n/use-i18n';
import { LocalizedLink } from '../ui/localized-link';
import { type MenuMode, menuModes, modeLabel } from './menu-data';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/chrome-later';

/** The three catalogue modes as tabs (SPEC §2: categories, by fish type, by direction). */
export function MenuModeTabs({ mode, onPick }: { mode: MenuMode; onPick: (mode: MenuMode) => void }) {
  const { t } = useI18n();
  return (
    <div className="catalog-modes" role="tablist" aria-label={t('chrome.menuModes')}>
      {menuModes.map((m) => (
        <button key={m} type="button" role="tab" aria-selected={m === mode} onClick={() => onPick(m)}>
          {t(modeLabel[m])}
        </button>
      ))}
    </div>
  );
}

/** While the menu resource loads, or when it failed (then a link to the /catalog page). */
export function MenuStatus({ failed }: { failed: boolean }) {
  const { t } = useI18n();
  return (
    <p className="catalog-status" role="status">
      {failed ? <LocalizedLink to="/catalog">{t('chrome.menuFailed')}</LocalizedLink> : t('chrome.menuLoading')}
    </p>
  );
}
