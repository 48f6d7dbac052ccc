import type { MetaDescriptor } from 'react-router';
import { type Locale, localeFromPath } from '../i18n/locale';
import { formatGoodsCount, type Translate, translator } from '../i18n/translate';
import { laterPage } from './canonical';
import { type ListingSelection, listingTitle } from './listing-title';

/** What a route's `meta` says about its page; the root adds canonical, hreflang and og:url. */
export type PageSeo = {
  /** The page's own title, without the shop's name (added here). */
  title: string;
  description: string;
  /** `og:type`: `website` unless a product or an article. */
  type?: 'website' | 'product' | 'article';
  /** The page's picture (a product's first image): made absolute for `og:image`. */
  image?: string | null;
  /** Pages only a shopper's session fills (cart, profile, search results): kept out of indexes. */
  noindex?: boolean;
  /** The title already names the shop (home). */
  ownTitle?: boolean;
};

type MetaArgsLike = {
  location: { pathname: string; search: string };
  matches?: readonly ({ id: string; data?: unknown } | undefined)[];
};

/** The translator of the page's language, for a `meta` function. */
export function metaTranslator(location: { pathname: string }): { t: Translate; locale: Locale } {
  const locale = localeFromPath(location.pathname);
  return { t: translator(locale), locale };
}

/** The shop's public origin, from the root loader (PUBLIC_URL or the request's). */
export function metaOrigin(matches: MetaArgsLike['matches']): string {
  const root = matches?.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/**
 * Title, description and Open Graph of a page in its language (ADR 0060): "Вудилища — Поплавок",
 * a later page of a listing gets "— сторінка 2" in both, so no two pages share a title.
 */
export function pageMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const { t } = metaTranslator(args.location);
  const later = laterPage(args.location.search);
  const suffix = later ? ` — ${t('seo.page', { page: later })}` : '';
  const title = page.ownTitle ? `${page.title}${suffix}` : `${page.title}${suffix} — ${t('site.name')}`;
  const description = `${page.description}${suffix}`.trim();
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: page.type ?? 'website' },
  ];
  if (page.image) {
    const image = /^https?:/.test(page.image) ? page.image : `${metaOrigin(args.matches)}${page.image}`;
    tags.push({ property: 'og:image', content: image });
  }
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex,follow' });
  return tags;
}

/**
 * A listing's title and description (ADR 0086): filtered to one value it is a
 * page of its own — "Спінінги Mikado — Поплавок" with a description naming it; a combination or
 * another sort says `noindex,follow` (its canonical is the base listing, from the loader).
 */
export function listingMeta(
  args: MetaArgsLike,
  page: PageSeo & { view: { selection: ListingSelection | null; noindex: boolean; total: number } },
): MetaDescriptor[] {
  const { view, ...seo } = page;
  if (!view.selection) return pageMeta(args, { ...seo, noindex: seo.noindex || view.noindex });
  const { t, locale } = metaTranslator(args.location);
  const title = listingTitle(seo.title, view.selection);
  const description = t('seo.selection', { title, count: formatGoodsCount(view.total, locale) });
  return pageMeta(args, { ...seo, title, description, noindex: seo.noindex || view.noindex });
}

/** A description cut to what search results show (~160 characters), on a word boundary. */
export function clip(text: string, max = 160): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

type TitledNode = { id: number; title: string; children: TitledNode[] };

/**
 * A category's page title: its name, plus its parent's when another category of the menu has the
 * same name ("Куртки — Туристичний одяг" beside "Куртки — Одяг для риболовлі").
 */
export function categoryTitle(matches: MetaArgsLike['matches'], path: readonly { id: number; title: string }[]) {
  const own = path.at(-1);
  if (!own) return '';
  const root = matches?.find((m) => m?.id === 'root')?.data as { header?: { menu?: TitledNode[] } } | undefined;
  const same = (nodes: TitledNode[]): number =>
    nodes.reduce((sum, node) => sum + (node.title === own.title ? 1 : 0) + same(node.children), 0);
  const parent = path.at(-2);
  return parent && same(root?.header?.menu ?? []) > 1 ? `${own.title} — ${parent.title}` : own.title;
}
