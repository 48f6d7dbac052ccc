/**
 * First path segments that belong to fixed screens (with a second segment of their own) or to the
 * API: a category or good slug equal to one of them would be shadowed, so none may take them.
 */
export const reservedSlugs: ReadonlySet<string> = new Set([
  'ru',
  'api',
  'site',
  'users',
  'assets',
  'images',
  'pages',
  'shops',
  'blog',
  'news',
  'promotions',
  'search',
  'sale',
  'profile',
  'checkout',
  'wishlist',
  'compare',
  'brands',
  'catalog',
  'fish',
  'tags',
  'hits',
  'novelty',
  'discounts',
  'review',
]);

/** A slug the storefront can route: lowercase Latin, digits and hyphens, not reserved. */
export function isUsableSlug(slug: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,200}$/.test(slug) && !reservedSlugs.has(slug);
}
