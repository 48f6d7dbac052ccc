import { data } from 'react-router';
import { z } from 'zod';
import { getPlacedOrder } from '#core/orders';
import { invoiceDocument, invoiceSeller, renderInvoiceHtml } from '#core/payments';
import { guestSessionCookie } from '#server/api/ordernew';
import { requestCtx } from '../request-ctx.server';
import { readCookie, sessionUser } from '../session.server';
import type { Route } from './+types/checkout-invoice';

/**
 * The shopper's copy of a bank-transfer invoice (issue 20, ADR 0100): `GET /checkout/invoice?order=<id>`,
 * a printable page, guarded as /checkout/success — the account's own order or a guest order of
 * this browser's session; anyone else, or an order not paid by invoice, gets 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = z.coerce
    .number()
    .int()
    .positive()
    .max(999_999_999)
    .safeParse(new URL(request.url).searchParams.get('order'));
  if (!id.success) throw data(null, { status: 404 });
  const user = await sessionUser(request, context.services);
  const ctx = requestCtx(request, context.services);
  const order = await getPlacedOrder(
    user ? { ...ctx, user: { id: user.id } } : ctx,
    id.data,
    user ? null : readCookie(request, guestSessionCookie),
  );
  const doc = order ? invoiceDocument(order, invoiceSeller(context.services.env)) : null;
  if (!doc) throw data(null, { status: 404 });
  return new Response(renderInvoiceHtml(doc), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
