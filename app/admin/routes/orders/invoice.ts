import { data } from 'react-router';
import { getStaffOrder } from '#core/orders';
import { invoiceDocument, invoiceSeller, renderInvoiceHtml } from '#core/payments';
import { adminLoader } from '../../lib/guard.server';
import type { Route } from './+types/invoice';
import { orderIdParam } from './order.server';

/** The back office's copy of an order's bank-transfer invoice (ADR 0100), printable. */
export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'orders', async ({ ctx, staff, services }) => {
    const id = orderIdParam.safeParse(args.params.id);
    if (!id.success) throw data(null, { status: 404 });
    const order = await getStaffOrder(ctx, staff, id.data);
    const doc = order ? invoiceDocument(order, invoiceSeller(services.env)) : null;
    if (!doc) throw data(null, { status: 404 });
    return new Response(renderInvoiceHtml(doc), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  });
}
