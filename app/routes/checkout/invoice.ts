import { data } from 'react-router';
import { invoiceDocument, invoiceSeller, renderInvoiceHtml } from '#core/payments';
import type { Route } from './+types/invoice';
import { requirePlacedOrder } from './placed-order.server';

/**
 * The shopper's copy of a bank-transfer invoice (ADR 0100): `GET /checkout/invoice?order=<id>`,
 * a printable page, guarded as /checkout/success — the account's own order or a guest order of
 * this browser's session; anyone else, or an order not paid by invoice, gets 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { order } = await requirePlacedOrder(request, context);
  const doc = invoiceDocument(order, invoiceSeller(context.services.env));
  if (!doc) throw data(null, { status: 404 });
  return new Response(renderInvoiceHtml(doc), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
