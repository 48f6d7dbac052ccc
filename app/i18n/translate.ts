import { type Locale, languageTag } from './locale';
import type { MessageKey, Messages, ShellMessages } from './messages/ua';

/**
 * The texts this process has, per language (ADR 0067, 0123). A browser holds its page's language's
 * shell — what the root's components and most screens render — provided by the language layout route
 * (routes/language-ua.tsx, language-ru.tsx) when its module loads, before anything renders; an error
 * page, rendered without that route, loads it before hydration (entry.client.tsx). The texts only some
 * screens render (messages/pages/…) come with those screens' route modules, in both languages
 * (`provideTexts`). The server provides everything (messages.server.ts).
 */
type Catalogue = ShellMessages & Partial<Messages>;
const catalogues: Partial<Record<Locale, Catalogue>> = {};
const loading: Partial<Record<Locale, Promise<void>>> = {};
let loader: ((locale: Locale) => Promise<ShellMessages>) | undefined;

/** Makes a language's shell texts (and any more given) available to `translator` and `useI18n`. */
export function provideMessages(locale: Locale, messages: ShellMessages & Partial<Messages>): void {
  // Merged into the catalogue a translator already holds: texts a page provided before stay.
  catalogues[locale] = Object.assign(catalogues[locale] ?? {}, pageTexts[locale], messages);
}

/** Page texts provided before their language's shell: merged in when it comes. */
const pageTexts: Record<Locale, Partial<Messages>> = { ua: {}, ru: {} };

/**
 * Makes some screens' texts available in both languages (a route module imports the module that
 * calls this, messages/pages/<name>.ts): a client navigation may switch language, and a route
 * module is shared by the ua and ru screens. Returns the texts, for tests.
 */
export function provideTexts<T extends Record<Locale, Partial<Messages>>>(texts: T): T {
  for (const locale of ['ua', 'ru'] as const) {
    Object.assign(pageTexts[locale], texts[locale]);
    const catalogue = catalogues[locale];
    if (catalogue) Object.assign(catalogue, texts[locale]);
  }
  return texts;
}

/**
 * How the browser fetches a language's shell texts it was not given (entry.client.tsx, one chunk per
 * language). Only there: a dynamic import in the server's bundle would split it into chunks.
 */
export function setMessagesLoader(load: (locale: Locale) => Promise<ShellMessages>): void {
  loader = load;
}

/** Resolves once the language's shell texts are here: `undefined` when they already are. */
export function loadMessages(locale: Locale): Promise<void> | undefined {
  if (catalogues[locale]) return undefined;
  if (!loader) throw new Error(`The ${locale} texts are not provided (ADR 0067)`);
  loading[locale] ??= loader(locale).then((texts) => provideMessages(locale, texts));
  return loading[locale];
}

function messagesOf(locale: Locale): Catalogue {
  const messages = catalogues[locale];
  if (!messages) throw new Error(`The ${locale} texts are not loaded yet (loadMessages, ADR 0067)`);
  return messages;
}

const reported = new Set<string>();

/**
 * A key whose texts no loaded module provided (ADR 0123): texts-coverage.test.ts is meant to make
 * this impossible. Outside production it throws, so a test or a developer's page shows it at once; a
 * shopper's page must not break, so production logs it once and shows the key.
 */
function missingText(locale: Locale, key: MessageKey): string {
  const problem = `The ${locale} text "${key}" is not provided: the route that renders it must import its texts (messages/pages, ADR 0123)`;
  if (!import.meta.env?.PROD) throw new Error(problem);
  if (!reported.has(`${locale}:${key}`)) {
    reported.add(`${locale}:${key}`);
    console.error(problem);
  }
  return key;
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A translator for one locale; `{name}` placeholders are filled from `values`. */
export function translator(locale: Locale): Translate {
  const messages = messagesOf(locale);
  return (key, values) => {
    const text: string = messages[key] ?? missingText(locale, key);
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

/**
 * Money per SPEC §9: two decimals, ru-RU grouping with a dot as the decimal separator,
 * from integer kopiyky (e.g. 123456 → "1 234.56 грн").
 */
export function formatMoney(kopiyky: number, locale: Locale): string {
  // Integer arithmetic, no float: the hryvni are grouped by Intl, the kopiyky padded by hand.
  const sign = kopiyky < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kopiyky));
  const hryvni = groupedInteger.format(Math.trunc(abs / 100));
  return `${sign}${hryvni}.${String(abs % 100).padStart(2, '0')} ${messagesOf(locale).currency}`;
}

// Intl formatters are costly to build (they showed as ~10 % of a home page render): build once.
const groupedInteger = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const pluralRules = { ua: new Intl.PluralRules(languageTag.ua), ru: new Intl.PluralRules(languageTag.ru) };
const dayMonth = {
  ua: new Intl.DateTimeFormat(languageTag.ua, { day: 'numeric', month: 'long', timeZone: 'Europe/Kyiv' }),
  ru: new Intl.DateTimeFormat(languageTag.ru, { day: 'numeric', month: 'long', timeZone: 'Europe/Kyiv' }),
};

/** The plural category (one / few / many) for a count in the page's language. */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  return pluralRules[locale].select(count);
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

export type PluralWords = Record<Locale, Record<'one' | 'few' | 'many', string>>;

/** "{count} {word}" with the word in its plural form for the count (SPEC §9: 1, 2–4, others; 21, 22…). */
export function formatCount(count: number, locale: Locale, words: PluralWords): string {
  const category = pluralCategory(count, locale);
  return `${count} ${words[locale][category === 'one' || category === 'few' ? category : 'many']}`;
}

const reviewsWords: PluralWords = {
  ua: { one: 'відгук', few: 'відгуки', many: 'відгуків' },
  ru: { one: 'отзыв', few: 'отзыва', many: 'отзывов' },
};

/** "1 відгук", "4 відгуки", "5 відгуків"; "2 отзыва", "5 отзывов". */
export function formatReviewsCount(count: number, locale: Locale): string {
  return formatCount(count, locale, reviewsWords);
}

export function formatDate(date: Date, locale: Locale): string {
  return dayMonth[locale].format(date);
}
