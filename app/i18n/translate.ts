import { type Locale, languageTag } from './locale';
import { ru } from './messages/ru';
import { type MessageKey, ua } from './messages/ua';

const catalogues = { ua, ru } as const;

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A translator for one locale; `{name}` placeholders are filled from `values`. */
export function translator(locale: Locale): Translate {
  const messages = catalogues[locale];
  return (key, values) => {
    const text: string = messages[key];
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

/**
 * Money per SPEC §9: two decimals, ru-RU grouping with a dot as the decimal separator,
 * from integer kopiyky (e.g. 123456 → "1 234.56 грн").
 */
export function formatMoney(kopiyky: number, locale: Locale): string {
  const grouped = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(kopiyky / 100)
    .replace(',', '.');
  return `${grouped} ${catalogues[locale].currency}`;
}

/** The plural category (one / few / many) for a count in the page's language. */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  return new Intl.PluralRules(languageTag[locale]).select(count);
}

const goodsWords: Record<Locale, Record<'one' | 'few' | 'many', string>> = {
  ua: { one: 'товар', few: 'товари', many: 'товарів' },
  ru: { one: 'товар', few: 'товара', many: 'товаров' },
};

/** "1 товар", "3 товари", "5 товарів" (SPEC §9 plural forms of goods). */
export function formatGoodsCount(count: number, locale: Locale): string {
  const category = pluralCategory(count, locale);
  const word = goodsWords[locale][category === 'one' || category === 'few' ? category : 'many'];
  return `${count} ${word}`;
}

export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag[locale], {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Kyiv',
  }).format(date);
}
