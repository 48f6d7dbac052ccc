/**
 * Texts of the storefront's features, one file per feature (accounts, cart, checkout, lists…):
 * each exports `ua` and `ru`, where `ru` satisfies `Record<keyof typeof ua, string>`. Keys are
 * prefixed with the feature (`checkout.…`). ua.ts and ru.ts spread them all, so `MessageKey`
 * covers every text and a missing Russian text fails the type check.
 */
import * as accounts from './accounts';
import * as checkout from './checkout';
import * as chrome from './chrome';
import * as filters from './filters';
import * as fish from './fish';
import * as forms from './forms';
import * as language from './language';
import * as lists from './lists';
import * as maps from './maps';
import * as product from './product';
import * as search from './search';
import * as seo from './seo';
import * as shop from './shop';
import * as tags from './tags';

export const featuresUa = {
  ...accounts.ua,
  ...checkout.ua,
  ...chrome.ua,
  ...filters.ua,
  ...fish.ua,
  ...forms.ua,
  ...language.ua,
  ...lists.ua,
  ...maps.ua,
  ...product.ua,
  ...search.ua,
  ...seo.ua,
  ...shop.ua,
  ...tags.ua,
} as const;
export const featuresRu = {
  ...accounts.ru,
  ...checkout.ru,
  ...chrome.ru,
  ...filters.ru,
  ...fish.ru,
  ...forms.ru,
  ...language.ru,
  ...lists.ru,
  ...maps.ru,
  ...product.ru,
  ...search.ru,
  ...seo.ru,
  ...shop.ru,
  ...tags.ru,
} as const;
