import { index, prefix, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * Every screen exists twice (SPEC §2): Ukrainian without a prefix and Russian under /ru.
 * The same modules serve both; ids differ by a `ru-` prefix.
 */
function screens(id: string): RouteConfigEntry[] {
  return [
    index('routes/home.tsx', { id: `${id}home` }),
    route('pages/brands', 'routes/brands.tsx', { id: `${id}brands` }),
    route('pages/brands/:name', 'routes/brand.tsx', { id: `${id}brand` }),
    route('pages/:page', 'routes/static-page.tsx', { id: `${id}static-page` }),
    route('promotions', 'routes/promotions.tsx', { id: `${id}promotions` }),
    route('promotions/:promotion', 'routes/promotion.tsx', { id: `${id}promotion` }),
    route('sale', 'routes/sale.tsx', { id: `${id}sale` }),
    route('profile', 'routes/profile-layout.tsx', { id: `${id}profile-layout` }, [
      index('routes/profile.tsx', { id: `${id}profile` }),
      route('orders', 'routes/profile-orders.tsx', { id: `${id}profile-orders` }),
      // Placeholders until the lists engineer's pages land (one file each; delete on merge).
      route('wishlist', 'routes/profile-wishlist-placeholder.tsx', { id: `${id}profile-wishlist` }),
      route('waitlist', 'routes/profile-waitlist-placeholder.tsx', { id: `${id}profile-waitlist` }),
      route('seen_goods', 'routes/profile-seen-goods-placeholder.tsx', { id: `${id}profile-seen-goods` }),
    ]),
    route('personal', 'routes/personal.ts', { id: `${id}personal` }),
    route('checkout', 'routes/cart.tsx', { id: `${id}cart` }),
    route('blog', 'routes/articles.tsx', { id: `${id}blog` }),
    route('blog/:param', 'routes/articles.tsx', { id: `${id}blog-entry` }),
    route('news', 'routes/articles.tsx', { id: `${id}news` }),
    route('news/:param', 'routes/articles.tsx', { id: `${id}news-entry` }),
    route('shops', 'routes/shops.tsx', { id: `${id}shops` }),
    route('shops/:town', 'routes/town-shops.tsx', { id: `${id}town-shops` }),
    route('search', 'routes/search-form.tsx', { id: `${id}search-form` }),
    route('search/:query', 'routes/search.tsx', { id: `${id}search` }),
    route(':slug/:code', 'routes/catalog-entry.tsx', { id: `${id}catalog-entry` }),
    route('*', 'routes/not-found.tsx', { id: `${id}not-found` }),
  ];
}

export default [...screens(''), ...prefix('ru', screens('ru-'))] satisfies RouteConfig;
