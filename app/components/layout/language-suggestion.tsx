import { ru as russian } from '../../i18n/messages/features/language.ru';
import { Island, islandContent } from './island';

// Its links name the current page: hydrated on first use or the first navigation (ADR 0122).
const offer = islandContent(() => import('./language-offer').then((m) => m.LanguageOffer));

/**
 * Offers the Russian version to a browser that prefers it, on a Ukrainian page (ADR 0046): plain
 * links (language-offer.tsx), so it works without JavaScript; an island (island.tsx).
 */
export function LanguageSuggestion() {
  return (
    <Island
      as="aside"
      className="language-suggestion"
      lang="ru"
      aria-label={russian['language.switch']}
      of={offer}
      contentProps={{}}
      onNavigation
    />
  );
}
