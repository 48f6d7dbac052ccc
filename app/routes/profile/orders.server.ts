import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { orderBill, orderFeeLines } from '#core/checkout';
import { listOrders, pickupHold } from '#core/orders';
import { isPayableOnline, loadPaymentMoney, noMoney, paymentBalance } from '#core/payments';
import { trackingTitle } from '#core/shipments';
import { holdView } from '../../components/checkout/order-bill';
import { receiptOf } from '../../payments.server';
import { requestCtx } from '../../request-ctx.server';
import { sessionUser } from '../../session.server';

const query = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });
const perPage = 10;

/** The signed-in shopper's orders, one page, each with its lines, fees and status history (SPEC §2, §3). */
export async function loadOrders(request: Request, context: AppLoadContext) {
  const user = await sessionUser(request, context.services);
  if (!user) return { signedIn: false as const };
  const { page } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const ctx = { ...requestCtx(request, context.services), user: { id: user.id } };
  const list = await listOrders(ctx, { page, perPage });
  const money = await loadPaymentMoney(
    ctx,
    list.orders.map((o) => o.id),
  );
  return {
    signedIn: true as const,
    page,
    pageCount: Math.max(1, Math.ceil(list.total / perPage)),
    orders: list.orders.map((o) => ({
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      /** Paid, waiting for a card / instalments / transfer, on delivery…; `canPay` offers the order page's "Pay". */
      paymentStatus: o.paymentStatus,
      canPay: isPayableOnline({ ...o, method: o.payment.code }),
      /** What an underpaid order lacks, what a cancelled or overpaid one gets back. */
      balance: paymentBalance(o, money.get(o.id) ?? noMoney),
      receipt: receiptOf(o.receipts),
      total: o.total,
      /** Every line of what it costs, adding up to the total (ADR 0114); the carrier's insurance apart. */
      bill: { ...orderBill(o), insurance: orderFeeLines(o).insurance },
      /** Store pickup: the store, its address and hours. */
      pickupStore: o.pickupStore,
      /** The pickup's hold (ADR 0120): "we will text you", then "waiting until …". */
      hold: holdView(pickupHold(o)),
      delivery: ctx.locale === 'ua' ? o.delivery.titleUa : o.delivery.titleRu,
      payment: ctx.locale === 'ua' ? o.payment.titleUa : o.payment.titleRu,
      town: o.town ? (ctx.locale === 'ua' ? o.town.titleUa : o.town.titleRu) : null,
      /** The carrier's waybills and where each parcel is (several). */
      waybills: o.waybills.map((w) => ({ number: w.number, status: trackingTitle(w, ctx.locale), demo: w.demo })),
      /** With the shop's note for the shopper (a waybill number…, ADR 0091). */
      history: o.history.map((h) => ({ status: h.status, note: h.note, at: h.createdAt.toISOString() })),
    })),
  };
}
