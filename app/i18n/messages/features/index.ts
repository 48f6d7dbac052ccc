/**
 * Texts of the storefront's features, one file per feature (accounts, cart, checkout, lists…):
 * each exports `ua` and `ru`, where `ru` satisfies `Record<keyof typeof ua, string>`. Keys are
 * prefixed with the feature (`checkout.…`). ua.ts and ru.ts spread them all, so `MessageKey`
 * covers every text and a missing Russian text fails the type check.
 */
import * as accounts from './accounts';
import * as checkout from './checkout';
import * as fish from './fish';
import * as language from './language';
import * as lists from './lists';
import * as shop from './shop';
import * as tags from './tags';

export const featuresUa = {
  ...accounts.ua,
  ...checkout.ua,
  ...fish.ua,
  ...language.ua,
  ...lists.ua,
  ...shop.ua,
  ...tags.ua,
} as const;
export const featuresRu = {
  ...accounts.ru,
  ...checkout.ru,
  ...fish.ru,
  ...language.ru,
  ...lists.ru,
  ...shop.ru,
  ...tags.ru,
} as const;
