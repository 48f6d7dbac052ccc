import { listOrders } from '#core/orders';
import { listWaitlist, listWishlists } from '#core/wishlists';
import { requestCtx } from '../request-ctx.server';
import { sessionUser } from '../session.server';
import type { Route } from './+types/personal';

/** The header dropdown's counts (SPEC §2): a small personal request, so shared pages stay cacheable. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context.services);
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!user) return Response.json({ orders: 0, wishlist: 0, waitlist: 0 }, { headers });
  const ctx = { ...requestCtx(request, context.services), user: { id: user.id } };
  const [orders, wishlists, waitlist] = await Promise.all([
    listOrders(ctx, { page: 1, perPage: 1 }),
    listWishlists(ctx),
    listWaitlist(ctx),
  ]);
  return Response.json({ orders: orders.total, wishlist: wishlists.length, waitlist: waitlist.length }, { headers });
}
