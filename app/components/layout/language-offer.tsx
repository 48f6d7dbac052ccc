import { useLocation } from 'react-router';
import { localizePath, stripLocale } from '../../i18n/locale';
import { ru as russian } from '../../i18n/messages/features/language.ru';
import { useI18n } from '../../i18n/use-i18n';

/**
 * The offer of the Russian version (ADR 0046), inside language-suggestion.tsx's island (ADR 0122):
 * plain links, so it works without JavaScript — to the same page under /ru, or `?stay-ua` to keep
 * Ukrainian (the server remembers the choice and answers with the page again).
 */
export function LanguageOffer() {
  const { pathname, search } = useLocation();
  const { t } = useI18n();
  // The offer speaks the language the browser asked for: its three texts, not the Russian catalogue.
  const ru = (key: keyof typeof russian) => russian[key];
  const params = new URLSearchParams(search);
  params.set('stay-ua', '');
  const stay = `${pathname}?${params.toString().replace(/=(&|$)/g, '$1')}`;
  return (
    <>
      <p>{ru('language.suggest')}</p>
      <a className="button" href={localizePath(stripLocale(pathname), 'ru') + search} hrefLang="ru">
        {ru('language.switch')}
      </a>
      <a className="language-stay" href={stay} hrefLang="uk" lang="uk">
        {t('language.stay')}
      </a>
    </>
  );
}
