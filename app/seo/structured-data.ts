import type { GoodDetails } from '#core/catalog';
import { decimalUah } from '#core/shared';
import type { StorePage } from '#core/stores';
import type { Locale } from '../i18n/locale';
import type { Translate } from '../i18n/translate';
import { absoluteUrl } from './canonical';
import type { JsonLdNode } from './json-ld';

/** schema.org builders for the pages' JSON-LD (ADR 0060); paths are Ukrainian (`paths.*`). */
const context = 'https://schema.org';
const supportPhone = '+380800303355';

type Site = { origin: string; locale: Locale; t: Translate };

const absolute = (origin: string, src: string) => (/^https?:/.test(src) ? src : `${origin}${src}`);

/** Kopiyky as the decimal UAH schema.org wants ("1234.50"), without floating point. */
export const uah = (kopiyky: number): string => decimalUah(kopiyky);

/** The shop itself (home): name, address, logo, the free support line (SPEC §1). */
export function organization({ origin, locale, t }: Site): JsonLdNode {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: t('site.name'),
    url: absoluteUrl(origin, '/', locale),
    logo: `${origin}/favicon.svg`,
    description: t('site.description'),
    foundingDate: '2009',
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: supportPhone,
      contactType: 'customer service',
      areaServed: 'UA',
      availableLanguage: ['uk', 'ru'],
    },
  };
}

/** The site with its search box (home): `/search/{query}` (SPEC §2). */
export function webSite({ origin, locale, t }: Site): JsonLdNode {
  return {
    '@context': context,
    '@type': 'WebSite',
    name: t('site.name'),
    url: absoluteUrl(origin, '/', locale),
    inLanguage: locale === 'ua' ? 'uk' : 'ru',
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(origin, '/search', locale)}/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Home → … → the page; the last crumb is the page itself. */
export function breadcrumbList({ origin, locale, t }: Site, crumbs: { name: string; path: string }[]): JsonLdNode {
  const all = [{ name: t('nav.home'), path: '/' }, ...crumbs];
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path, locale),
    })),
  };
}

/**
 * A good with its offer (price in UAH, availability from sell_status "4") and rating when reviewed;
 * a promotion price carries `priceValidUntil`, the promotion's end (ADR 0081).
 */
export function product(site: Site, good: GoodDetails, path: string, priceValidUntil?: Date | string): JsonLdNode {
  const { origin, locale } = site;
  const node: JsonLdNode = {
    '@context': context,
    '@type': 'Product',
    name: good.title,
    sku: good.extId,
    productID: String(good.id),
    url: absoluteUrl(origin, path, locale),
    image: good.images.map((src) => absolute(origin, src)),
    description: good.description
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(origin, path, locale),
      price: uah(good.price),
      priceCurrency: 'UAH',
      ...(priceValidUntil ? { priceValidUntil: new Date(priceValidUntil).toISOString().slice(0, 10) } : {}),
      availability: good.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@id': `${origin}/#organization` },
    },
  };
  if (good.brand) node.brand = { '@type': 'Brand', name: good.brand.title };
  if (good.reviewsCount > 0 && good.rating > 0) {
    node.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: good.rating.toFixed(1),
      reviewCount: good.reviewsCount,
      bestRating: '5',
      worstRating: '1',
    };
  }
  return node;
}

const dayCodes = { '1': 'Mo', '2': 'Tu', '3': 'We', '4': 'Th', '5': 'Fr', '6': 'Sa', '7': 'Su' } as const;

/** A shop (SPEC §2 shop page): address, coordinates, phone, opening hours per weekday. */
export function store(site: Site, shop: StorePage, path: string): JsonLdNode {
  const { origin, locale, t } = site;
  const hours = Object.entries(dayCodes).flatMap(([day, code]) => {
    const open = shop.hours[day as keyof typeof dayCodes];
    return open ? [`${code} ${open[0]}-${open[1]}`] : [];
  });
  return {
    '@context': context,
    '@type': 'Store',
    name: `${t('site.name')} — ${shop.title}`,
    url: absoluteUrl(origin, path, locale),
    telephone: shop.phone,
    image: `${origin}/favicon.svg`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address,
      addressLocality: shop.town.title,
      addressCountry: 'UA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.lat, longitude: shop.lng },
    openingHours: hours,
    parentOrganization: { '@id': `${origin}/#organization` },
  };
}
