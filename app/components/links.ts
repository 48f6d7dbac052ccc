import { safeLink } from '#core/shared';

/** Canonical (Ukrainian) paths of the SPEC §2 routes; LocalizedLink adds /ru. */
export const paths = {
  home: '/',
  category: (slug: string, id: number) => `/${slug}/c${id}`,
  good: (slug: string, id: number) => `/${slug}/p${id}`,
  page: (slug: string) => `/pages/${slug}`,
  promotions: '/promotions',
  promotion: (id: number, slug: string) => `/promotions/${id}-${slug}`,
  sale: '/sale',
  tags: '/tags',
  allFish: '/all-fish',
  fish: (slug: string, id: number) => `/${slug}/f${id}`,
  fishCategory: (fish: { slug: string; id: number }, category: { slug: string; id: number }) =>
    `/${fish.slug}/f${fish.id}/${category.slug}/c${category.id}`,
  direction: (id: number) => `/direct=${id}`,
  tag: (tag: 'hits' | 'novelty' | 'discounts') => `/${tag}`,
  shops: '/shops',
  online: '/online',
  town: (slug: string) => `/shops/${slug}`,
  shop: (town: string, slug: string) => `/shops/${town}/${slug}`,
  brand: (slug: string) => `/pages/brands/${slug}`,
  brands: '/pages/brands',
  search: '/search',
  catalog: '/catalog',
  compare: '/compare',
  cart: '/checkout',
  profile: '/profile',
  wishlist: '/profile/wishlist',
  blog: '/blog',
  news: '/news',
  article: (kind: 'blog' | 'news', id: number, slug: string) => `/${kind}/${id}-${slug}`,
  blogCategory: (slug: string) => `/blog/${slug}`,
  callback: '/callback',
  subscribe: '/subscribe',
} as const;

/**
 * A banner's, tooltip's or menu banner's link: the shop's own paths in the page's language, https
 * addresses as they are, anything else (a row saved before the safe-link rule: `/\\evil.example`,
 * `javascript:`…) no link at all.
 */
export function bannerHref(link: string | null, href: (path: string) => string): string | undefined {
  const safe = safeLink(link);
  if (!safe) return undefined;
  return safe.startsWith('/') ? href(safe) : safe;
}
