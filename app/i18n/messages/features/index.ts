/**
 * Texts of the storefront's features, one file per feature (accounts, cart, checkout, lists…):
 * each exports `ua` and `ru`, where `ru` satisfies `Record<keyof typeof ua, string>`. Keys are
 * prefixed with the feature (`checkout.…`). ua.ts and ru.ts spread them all, so `MessageKey`
 * covers every text and a missing Russian text fails the type check.
 */
import * as accounts from './accounts';
import * as checkout from './checkout';

export const featuresUa = { ...checkout.ua, ...accounts.ua } as const;
export const featuresRu = { ...checkout.ru, ...accounts.ru } as const;
