/**
 * Texts of the storefront's features, one file per feature (accounts, cart, checkout, lists…):
 * each exports `ua` and `ru`, where `ru` satisfies `Record<keyof typeof ua, string>`. Keys are
 * prefixed with the feature (`checkout.…`). ua.ts and ru.ts spread them all, so `MessageKey`
 * covers every text and a missing Russian text fails the type check.
 */
import * as checkout from './checkout';
import * as lists from './lists';

export const featuresUa = { ...checkout.ua, ...lists.ua } as const;
export const featuresRu = { ...checkout.ru, ...lists.ru } as const;
