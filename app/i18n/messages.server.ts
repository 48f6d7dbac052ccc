/**
 * The server renders pages in both languages, so it holds every text of both from the start
 * (ADR 0067, 0123): the shells and every screen's texts (./messages/pages). Imported by
 * entry.server.tsx and by tests that translate outside a rendered page.
 */
import { texts as accounts } from './messages/pages/accounts';
import { texts as checkout } from './messages/pages/checkout';
import { texts as chromeLater } from './messages/pages/chrome-later';
import { texts as forms } from './messages/pages/forms';
import { texts as instalments } from './messages/pages/instalments';
import { texts as lists } from './messages/pages/lists';
import { texts as payments } from './messages/pages/payments';
import { texts as profile } from './messages/pages/profile';
import { texts as promotions } from './messages/pages/promotions';
import { texts as screens } from './messages/pages/screens';
import { texts as shop } from './messages/pages/shop';
import { texts as tags } from './messages/pages/tags';
import { ru } from './messages/ru';
import { type Messages, ua } from './messages/ua';
import { provideMessages } from './translate';

// `satisfies Messages`: a screen's texts left out here fail the type check, not a server render.
provideMessages('ua', {
  ...ua,
  ...accounts.ua,
  ...checkout.ua,
  ...chromeLater.ua,
  ...lists.ua,
  ...screens.ua,
  ...forms.ua,
  ...instalments.ua,
  ...payments.ua,
  ...profile.ua,
  ...promotions.ua,
  ...shop.ua,
  ...tags.ua,
} satisfies Messages);
provideMessages('ru', {
  ...ru,
  ...accounts.ru,
  ...checkout.ru,
  ...chromeLater.ru,
  ...lists.ru,
  ...screens.ru,
  ...forms.ru,
  ...instalments.ru,
  ...payments.ru,
  ...profile.ru,
  ...promotions.ru,
  ...shop.ru,
  ...tags.ru,
} satisfies Messages);
