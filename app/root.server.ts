import { type CategoryNode, getCategoryTree } from '#core/catalog';
import { countActivePromotions, listBanners, listTooltips } from '#core/content';
import type { Services } from '#server/context';
import { localeCookie, shouldSuggestRussian } from '#server/locale';
import { cartCount } from './cart.server';
import { requestCtx } from './request-ctx.server';
import { readCookie, sessionUser } from './session.server';

/** Data every page's header needs, loaded in parallel. */
export async function loadLayout(request: Request, services: Services) {
  const ctx = requestCtx(request, services);
  const user = await sessionUser(request, services);
  const [menu, topBanners, promotionsCount, tooltips, cart] = await Promise.all([
    getCategoryTree(ctx),
    listBanners(ctx, 'top'),
    countActivePromotions(ctx),
    listTooltips(ctx),
    cartCount(request, ctx, user),
  ]);
  const suggestRussian = shouldSuggestRussian({
    cookie: readCookie(request, localeCookie) ?? undefined,
    path: new URL(request.url).pathname,
    userAgent: request.headers.get('user-agent') ?? undefined,
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
  });
  return {
    origin: services.env.PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin,
    suggestRussian,
    header: {
      cartCount: cart,
      signedIn: user !== null,
      menu: menu.map(toMenuNode),
      topBanner: topBanners[0] ?? null,
      promotionsCount,
      tooltips,
    },
  };
}

export type MenuNode = { id: number; slug: string; title: string; icon: string | null; children: MenuNode[] };

/** Only what the menu renders travels to the browser (the tree is in every page's data). */
function toMenuNode(node: CategoryNode): MenuNode {
  return { id: node.id, slug: node.slug, title: node.title, icon: node.icon, children: node.children.map(toMenuNode) };
}
