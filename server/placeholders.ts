import { createMiddleware } from 'hono/factory';

/**
 * SPEC §2 lists the old site's page templates as routes (`/blog/blog_page`, `/product/product_page`…).
 * They are template names, not addresses with content of their own (ADR 0049): where a listing is
 * their natural parent the address answers 301 to it (an old bookmark still lands somewhere
 * useful); the rest fall through to the 404 page.
 */
export const placeholderTargets: Readonly<Record<string, string>> = {
  '/blog/blog_page': '/blog',
  '/news/news_page': '/news',
  '/brands/brands_page': '/pages/brands',
  '/brands/brands_page_test': '/pages/brands',
  '/catalog/catalog_page': '/catalog',
  '/catalog/catalog_page_test': '/catalog',
  '/fish/fish': '/all-fish',
  '/fish/fish_category': '/all-fish',
  '/promotions/promotion_page': '/promotions',
  '/shops/shop_page': '/shops',
};

export function placeholderRedirects() {
  return createMiddleware(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path.replace(/\/+$/, '');
    const ru = path.startsWith('/ru/');
    const target = placeholderTargets[ru ? path.slice(3) : path];
    if (!target) return next();
    return c.redirect(ru ? (target === '/' ? '/ru' : `/ru${target}`) : target, 301);
  });
}
