import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { getPlacedOrder } from '#core/orders';
import { idSchema } from '#core/shared';
import { guestSessionCookie } from '#server/http/cookie-names';
import { requestCtx } from '../../request-ctx.server';
import { readCookie, sessionUser } from '../../session.server';

const orderId = idSchema();

/**
 * The order named by `?order=` for whoever placed it — the account's own order or a guest order
 * of this browser session (ADR 0034) — with the request's context; anyone else gets a 404.
 */
export async function requirePlacedOrder(request: Request, context: AppLoadContext) {
  const id = orderId.safeParse(new URL(request.url).searchParams.get('order'));
  if (!id.success) throw data(null, { status: 404 });
  const user = await sessionUser(request, context.services);
  const base = requestCtx(request, context.services);
  const ctx = user ? { ...base, user: { id: user.id } } : base;
  const order = await getPlacedOrder(ctx, id.data, user ? null : readCookie(request, guestSessionCookie));
  if (!order) throw data(null, { status: 404 });
  return { order, ctx };
}
