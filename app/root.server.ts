import { getMenuResource, listBrands } from '#core/catalog';
import { countActivePromotions, listBanners, listTooltips } from '#core/content';
import { listTownsWithStores } from '#core/stores';
import type { Services } from '#server/context';
import { offersRussian } from '#server/http/locale';
import { cartCount } from './cart.server';
import { requestCtx } from './request-ctx.server';
import { sessionUser } from './session.server';

/** Brands and towns in the header's dropdowns (SPEC §2): a short list, the rest on their pages. */
const dropdownBrands = 12;
const dropdownTowns = 10;

/**
 * Data every page's header needs, loaded in parallel. The catalogue menu's trees are not here:
 * only their version travels, and the browser fetches `/menu.{locale}.{version}.json` (ADR 0056).
 */
export async function loadLayout(request: Request, services: Services) {
  const ctx = requestCtx(request, services);
  const user = await sessionUser(request, services);
  const [menu, topBanners, promotionsCount, tooltips, cart, brands, towns] = await Promise.all([
    getMenuResource(ctx),
    listBanners(ctx, 'top'),
    countActivePromotions(ctx),
    listTooltips(ctx),
    cartCount(request, ctx, user),
    listBrands(ctx, { popularOnly: true, limit: dropdownBrands }),
    listTownsWithStores(ctx),
  ]);
  // The same reading of the request as the HTML cache's key.
  const suggestRussian = offersRussian(request);
  return {
    origin: services.env.PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin,
    suggestRussian,
    /** Google Tag Manager's container when configured (ADR 0054); null: no third-party script. */
    gtmId: services.env.GTM_ID ?? null,
    header: {
      cartCount: cart,
      signedIn: user !== null,
      menuVersion: menu.version,
      topBanners,
      promotionsCount,
      tooltips,
      brands: brands.map((b) => ({ slug: b.slug, title: b.title })),
      towns: towns.slice(0, dropdownTowns).map((t) => ({ slug: t.slug, title: t.title, stores: t.stores })),
    },
  };
}
