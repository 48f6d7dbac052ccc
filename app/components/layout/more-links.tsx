import { useI18n } from '../../i18n/use-i18n';
import { CallbackLink } from '../forms/callback-dialog';
import { paths } from '../links';
import { LocalizedLink } from '../ui/localized-link';
import { LanguageSwitch } from './language-switch';
import { clientPages, companyPages, phone } from './nav-links';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/chrome-later';
import '../../i18n/messages/pages/screens';

/** The More sheet's contents (more-sheet.tsx): an island's content, hydrated on first use (ADR 0122). */
export function MoreLinks() {
  const { t } = useI18n();
  return (
    <>
      <div className="more-head">
        <LanguageSwitch />
        <CallbackLink className="button" />
      </div>
      <a className="more-phone" href={phone.href}>
        {phone.label}
      </a>
      <p className="more-hint">{t('footer.schedule')}</p>
      <h2>{t('chrome.mainLinks')}</h2>
      <ul className="sheet-list">
        <li>
          <LocalizedLink to={paths.promotions}>{t('nav.promotions')}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to={paths.sale}>{t('nav.sale')}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to={paths.compare}>{t('header.compare')}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to={paths.brands}>{t('nav.brands')}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to={paths.shops}>{t('nav.shops')}</LocalizedLink>
        </li>
      </ul>
      <h2>{t('nav.clients')}</h2>
      <ul className="sheet-list">
        {clientPages.map((slug) => (
          <li key={slug}>
            <LocalizedLink to={paths.page(slug)}>{t(`page.${slug}`)}</LocalizedLink>
          </li>
        ))}
      </ul>
      <h2>{t('nav.company')}</h2>
      <ul className="sheet-list">
        {companyPages.map((slug) => (
          <li key={slug}>
            <LocalizedLink to={paths.page(slug)}>{t(`page.${slug}`)}</LocalizedLink>
          </li>
        ))}
      </ul>
    </>
  );
}
