import { useLocation } from 'react-router';
import { localizePath, stripLocale } from '../../i18n/locale';
import { useI18n } from '../../i18n/use-i18n';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/chrome-later';

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
