import { useLocation, useMatches } from 'react-router';
import { type Locale, languageTag, localeFromPath, locales } from '../i18n/locale';
import { type Translate, translator } from '../i18n/translate';
import { absoluteUrl, canonicalPathOf } from './canonical';
import { JsonLd, type JsonLdNode } from './json-ld';

const ogLocale: Record<Locale, string> = { ua: 'uk_UA', ru: 'ru_RU' };

/** What a route's `handle.structuredData` gets to describe its page in JSON-LD. */
export type StructuredDataInput<Data> = { data: Data; origin: string; locale: Locale; t: Translate };

/**
 * A route's JSON-LD: `export const handle = structuredData<typeof loader>(({ data }) => […])`.
 * The root renders what every matched route returns (ADR 0060).
 */
export function structuredData<Data>(build: (input: StructuredDataInput<Data>) => JsonLdNode[]) {
  return { structuredData: build as (input: StructuredDataInput<unknown>) => JsonLdNode[] };
}

type SeoHandle = ReturnType<typeof structuredData>;

/**
 * The root's part of every page's head (ADR 0060): the absolute canonical (the deepest route's
 * `canonicalPath`, else the own path), hreflang alternates uk / ru / x-default built from it,
 * og:url / og:locale / og:site_name, and the routes' JSON-LD. A page that failed (404, 500) has no
 * loader data in its deepest route: it gets none of these (it says `noindex` itself).
 */
export function SeoHead({ origin }: { origin: string }) {
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  if (!leaf || leaf.data === undefined) return null;
  const locale = localeFromPath(location.pathname);
  const t = translator(locale);
  const canonicalPath = canonicalPathOf(matches, location);
  const canonical = absoluteUrl(origin, canonicalPath, locale);
  const nodes = matches.flatMap((match) => {
    const handle = match.handle as Partial<SeoHandle> | undefined;
    if (!handle?.structuredData || match.data === undefined) return [];
    return handle.structuredData({ data: match.data, origin, locale, t });
  });
  return (
    <>
      <link rel="canonical" href={canonical} />
      {locales.map((other) => (
        <link
          key={other}
          rel="alternate"
          hrefLang={languageTag[other]}
          href={absoluteUrl(origin, canonicalPath, other)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(origin, canonicalPath, 'ua')} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={t('site.name')} />
      <meta property="og:locale" content={ogLocale[locale]} />
      <meta property="og:locale:alternate" content={ogLocale[locale === 'ua' ? 'ru' : 'ua']} />
      {nodes.map((node, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the nodes of one page, in a fixed order
        <JsonLd key={index} data={node} />
      ))}
    </>
  );
}
