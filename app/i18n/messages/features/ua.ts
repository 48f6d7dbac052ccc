/**
 * Texts of the storefront's features, one file per feature and language (accounts.ua.ts,
 * accounts.ru.ts…): `<feature>.ua.ts` exports `ua` and the type `Texts`, `<feature>.ru.ts` exports
 * `ru` satisfying it. Keys are prefixed with the feature (`checkout.…`). The two languages live in
 * separate modules so that a page downloads only its own (ADR 0067).
 */
import { ua as accounts } from './accounts.ua';
import { ua as chrome } from './chrome.ua';
import { ua as filters } from './filters.ua';
import { ua as fish } from './fish.ua';
import { ua as forms } from './forms.ua';
import { ua as language } from './language.ua';
import { ua as lists } from './lists.ua';
import { ua as maps } from './maps.ua';
import { ua as product } from './product.ua';
import { ua as quickOrder } from './quick-order.ua';
import { ua as search } from './search.ua';
import { ua as seo } from './seo.ua';

export const featuresUa = {
  ...accounts,
  ...chrome,
  ...filters,
  ...fish,
  ...forms,
  ...language,
  ...lists,
  ...maps,
  ...product,
  ...quickOrder,
  ...search,
  ...seo,
} as const;
