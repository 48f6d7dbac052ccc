import { index, layout, prefix, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * Every screen exists twice (SPEC §2): Ukrainian without a prefix and Russian under /ru.
 * The same modules serve both; ids differ by a `ru-` prefix. Each language's screens sit in a
 * path-less layout whose module carries that language's texts (ADR 0067).
 * A module sits in the folder of its URL (`routes/checkout/…` serves /checkout/…, its loaders'
 * `*.server.ts` and tests beside it); the catalogue's slug URLs (`/{slug}/c{id}`, fish pages,
 * `/direct={id}`) live in `routes/catalog/`, /blog and /news share `routes/blog/articles.tsx`.
 */
function screens(id: string): RouteConfigEntry[] {
  return [
    index('routes/home.tsx', { id: `${id}home` }),
    route('pages/brands', 'routes/pages/brands.tsx', { id: `${id}brands` }),
    route('pages/brands/:name/:filter?', 'routes/pages/brand.tsx', { id: `${id}brand` }),
    route('pages/:page', 'routes/pages/static-page.tsx', { id: `${id}static-page` }),
    route('online', 'routes/pages/static-page.tsx', { id: `${id}online` }),
    route('promotions', 'routes/promotions/index.tsx', { id: `${id}promotions` }),
    route('promotions/:promotion/:filter?', 'routes/promotions/promotion.tsx', { id: `${id}promotion` }),
    route('sale/:filter?', 'routes/sale.tsx', { id: `${id}sale` }),
    route('tags', 'routes/tags.tsx', { id: `${id}tags` }),
    route('all-fish', 'routes/all-fish.tsx', { id: `${id}all-fish` }),
    route('catalog', 'routes/catalog/index.tsx', { id: `${id}catalog` }),
    ...(['hits', 'novelty', 'discounts'] as const).map((tag) =>
      route(`${tag}/:filter?`, 'routes/tag.tsx', { id: `${id}tag-${tag}` }),
    ),
    route('profile', 'routes/profile/layout.tsx', { id: `${id}profile-layout` }, [
      index('routes/profile/index.tsx', { id: `${id}profile` }),
      route('orders', 'routes/profile/orders.tsx', { id: `${id}profile-orders` }),
      route('wishlist', 'routes/profile/wishlist.tsx', { id: `${id}profile-wishlist` }),
      route('waitlist', 'routes/profile/waitlist.tsx', { id: `${id}profile-waitlist` }),
      route('seen_goods', 'routes/profile/seen-goods.tsx', { id: `${id}profile-seen` }),
    ]),
    route('checkout', 'routes/checkout/index.tsx', { id: `${id}cart` }),
    route('personal', 'routes/personal/index.tsx', { id: `${id}personal` }),
    route('compare', 'routes/compare.tsx', { id: `${id}compare` }),
    route('personal/goods', 'routes/personal/goods.tsx', { id: `${id}personal-goods` }),
    route('wishlist/:key', 'routes/wishlist/shared.tsx', { id: `${id}wishlist-shared` }),
    route('checkout/success', 'routes/checkout/success.tsx', { id: `${id}checkout-success` }),
    route('checkout/invoice', 'routes/checkout/invoice.ts', { id: `${id}checkout-invoice` }),
    route('checkout/pay', 'routes/checkout/pay.tsx', { id: `${id}checkout-pay` }),
    route('checkout/demo-pay/:reference', 'routes/checkout/demo-pay.tsx', { id: `${id}checkout-demo-pay` }),
    route('checkout/quick', 'routes/checkout/quick.tsx', { id: `${id}quick-order` }),
    route('callback', 'routes/callback.tsx', { id: `${id}callback` }),
    route('subscribe', 'routes/subscribe.tsx', { id: `${id}subscribe` }),
    route('blog', 'routes/blog/articles.tsx', { id: `${id}blog` }),
    route('blog/:param', 'routes/blog/articles.tsx', { id: `${id}blog-entry` }),
    route('news', 'routes/blog/articles.tsx', { id: `${id}news` }),
    route('news/:param', 'routes/blog/articles.tsx', { id: `${id}news-entry` }),
    route('shops', 'routes/shops/index.tsx', { id: `${id}shops` }),
    route('shops/:town', 'routes/shops/town.tsx', { id: `${id}town-shops` }),
    route('shops/:town/:shop', 'routes/shops/shop.tsx', { id: `${id}shop` }),
    route('search', 'routes/search/form.tsx', { id: `${id}search-form` }),
    route('search/:query/:filter?', 'routes/search/results.tsx', { id: `${id}search` }),
    route('review/:goodId', 'routes/review/index.tsx', { id: `${id}review` }),
    // `/{slug}/c{id}/{filter}` (SPEC §2); fixed first segments (shops, blog, ru…) outrank it.
    route(':slug/:code/:filter?', 'routes/catalog/entry.tsx', { id: `${id}catalog-entry` }),
    route(':fishSlug/:fishCode/:categorySlug/:categoryCode/:filter?', 'routes/catalog/fish-category.tsx', {
      id: `${id}fish-category`,
    }),
    // One unknown segment: `/direct={id}` (SPEC §2) or the 404 page; fixed screens outrank it.
    route(':segment', 'routes/catalog/direction.tsx', { id: `${id}direction` }),
    route('*', 'routes/not-found.tsx', { id: `${id}not-found` }),
  ];
}

/**
 * The back office (ADR 0090): Ukrainian only, outside the language layouts. Each area
 * adds its screens inside the `admin-layout` route.
 */
const backOffice: RouteConfigEntry[] = [
  route('admin/login', 'admin/routes/login.tsx', { id: 'admin-login' }),
  route('admin/logout', 'admin/routes/logout.tsx', { id: 'admin-logout' }),
  route('admin', 'admin/routes/layout.tsx', { id: 'admin-layout' }, [
    index('admin/routes/dashboard.tsx', { id: 'admin-dashboard' }),
    // orders and calls (ADR 0091)
    route('orders', 'admin/routes/orders/index.tsx', { id: 'admin-orders' }),
    route('orders/pickups', 'admin/routes/orders/pickups.tsx', { id: 'admin-pickups' }),
    route('orders/:id', 'admin/routes/orders/order.tsx', { id: 'admin-order' }),
    route('orders/:id/invoice', 'admin/routes/orders/invoice.ts', { id: 'admin-order-invoice' }),
    route('calls', 'admin/routes/calls/index.tsx', { id: 'admin-calls' }),
    route('calls/quick/:id', 'admin/routes/calls/quick-order.tsx', { id: 'admin-quick-order' }),
    // reviews and customers
    route('reviews', 'admin/routes/reviews/index.tsx', { id: 'admin-reviews' }),
    route('reviews/photo/:id', 'admin/routes/reviews/photo.tsx', { id: 'admin-review-photo' }),
    route('customers', 'admin/routes/customers/index.tsx', { id: 'admin-customers' }),
    route('customers/:id', 'admin/routes/customers/customer.tsx', { id: 'admin-customer' }),
    route('messages', 'admin/routes/messages.tsx', { id: 'admin-messages' }),
    // goods and the catalogue (ADR 0093): everything under /admin/goods
    route('goods', 'admin/routes/goods/index.tsx', { id: 'admin-goods' }),
    route('goods/categories/:id?', 'admin/routes/goods/categories.tsx', { id: 'admin-categories' }),
    route('goods/brands/:id?', 'admin/routes/goods/brands.tsx', { id: 'admin-brands' }),
    route('goods/fish/:id?', 'admin/routes/goods/fish-types.tsx', { id: 'admin-fish-types' }),
    route('goods/directions/:id?', 'admin/routes/goods/directions.tsx', { id: 'admin-directions' }),
    route('goods/tags/:id?', 'admin/routes/goods/tags.tsx', { id: 'admin-tags' }),
    route('goods/:id', 'admin/routes/goods/good.tsx', { id: 'admin-good' }),
    route('goods/:id/upload', 'admin/routes/goods/upload.tsx', { id: 'admin-good-upload' }),
    // promotions and content (ADR 0095)
    route('promotions', 'admin/routes/promotions/index.tsx', { id: 'admin-promotions' }),
    route('promotions/upload', 'admin/routes/content/upload.tsx', { id: 'admin-promotions-upload' }),
    route('promotions/:id', 'admin/routes/promotions/promotion.tsx', { id: 'admin-promotion' }),
    route('content', 'admin/routes/content/index.tsx', { id: 'admin-content' }),
    route('content/upload', 'admin/routes/content/upload.tsx', { id: 'admin-content-upload' }),
    route('content/banners/:id', 'admin/routes/content/banner.tsx', { id: 'admin-content-banner' }),
    route('content/tooltips/:id', 'admin/routes/content/tooltip.tsx', { id: 'admin-content-tooltip' }),
    route('content/articles/:id', 'admin/routes/content/article.tsx', { id: 'admin-content-article' }),
    route('content/pages/:slug', 'admin/routes/content/page.tsx', { id: 'admin-content-page' }),
    route('content/stores/:id', 'admin/routes/content/store.tsx', { id: 'admin-content-store' }),
    route('content/methods/:kind/:id', 'admin/routes/content/method.tsx', { id: 'admin-content-method' }),
    // imports
    route('imports', 'admin/routes/imports/index.tsx', { id: 'admin-imports' }),
    route('imports/upload', 'admin/routes/imports/upload.tsx', { id: 'admin-imports-upload' }),
    route('imports/export', 'admin/routes/imports/export.tsx', { id: 'admin-imports-export' }),
    route('imports/1c', 'admin/routes/imports/exchange-1c.tsx', { id: 'admin-exchange-1c' }),
    route('imports/:id', 'admin/routes/imports/job.tsx', { id: 'admin-import-job' }),
    route('staff', 'admin/routes/staff/index.tsx', { id: 'admin-staff' }),
    route('staff/integrations', 'admin/routes/staff/integrations.tsx', { id: 'admin-integrations' }),
    route('audit', 'admin/routes/audit/index.tsx', { id: 'admin-audit' }),
    route('*', 'admin/routes/not-found.tsx', { id: 'admin-not-found' }),
  ]),
];

export default [
  ...backOffice,
  layout('routes/language-ua.tsx', { id: 'language-ua' }, screens('')),
  layout('routes/language-ru.tsx', { id: 'language-ru' }, prefix('ru', screens('ru-'))),
] satisfies RouteConfig;
