import { eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { outboxSmsGateway, type SmsGateway } from '#core/accounts';
import {
  type CheckMessage,
  type CheckOrderInput,
  checkOrder,
  maxQuantity,
  promoCustomerKeys,
  promoRefusalCodes,
} from '#core/checkout';
import { expireOpenAttempts, loadPaymentMoney, openInvoice, syncOrderPaymentStatus } from '#core/payments';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { releaseOrder, reserveOrder } from '#core/stock';
import { goods, orderLines, orders } from '#db/schema';
import { notifyOrderLinesChanged } from './notify-order-status';
import { lockStaffOrder } from './staff-scope';
import { releaseVouchers, spendVouchers } from './vouchers';
import { isEditable } from './workflow';

const quantity = z.coerce.number().int().min(0).max(maxQuantity);

/**
 * A manager's change to a new order's lines: quantities by good (0 removes a line,
 * lines not named stay) and one good to add by its id or code (ext_id).
 */
export const editOrderLinesInput = z.strictObject({
  orderId: idSchema(),
  lines: z
    .array(z.strictObject({ goodId: idSchema(), quantity }))
    .max(100)
    .default([]),
  add: z
    .strictObject({ code: z.string().trim().min(1).max(40), quantity: quantity.pipe(z.number().min(1)) })
    .optional(),
});
export type EditOrderLinesInput = z.input<typeof editOrderLinesInput>;

export type EditOrderLinesResult =
  /** `attemptsClosed`: open payment attempts for the old total were expired. */
  | { ok: true; changed: boolean; total: number; promoDropped: boolean; attemptsClosed?: number }
  | {
      ok: false;
      error: 'order_not_found' | 'order_not_editable' | 'order_good_not_found' | 'order_lines_empty' | 'order_paid';
    }
  /** The order as edited cannot be placed by checkout's rules: checkout's reasons (codes). */
  | { ok: false; error: 'order_check_failed'; messages: CheckMessage[] }
  | { ok: false; error: 'promo_exhausted' | 'certificate_exhausted' };

class Refusal extends Error {
  constructor(readonly result: Extract<EditOrderLinesResult, { ok: false }>) {
    super(result.error);
  }
}

/**
 * Changes the lines of an unconfirmed order (ADR 0091) with checkout's own rules: the
 * order's vouchers are given back, `checkOrder` re-prices the new lines for the order's customer
 * (their club discount), town, delivery, department or store, payment, promo code and certificate
 * — current prices, availability, chain and store stock (ADR 0083), the minimum order, fees —, the
 * vouchers are spent again and the totals replaced. Anything checkout would refuse is refused and
 * nothing changes. A promo code checkout would no longer apply is dropped (and stays given back).
 * Audited; the shopper gets the new total by SMS / e-mail. ADR 0108: an order that has
 * received money is refused (`order_paid`); the order's reservation is taken anew (ADR 0120); an edit expires the order's open attempts (they were
 * for the old total) and an invoice order gets a new invoice for the new total.
 */
export async function editOrderLines(
  ctx: Ctx,
  actor: StaffView,
  input: EditOrderLinesInput,
  sms: SmsGateway = outboxSmsGateway,
): Promise<EditOrderLinesResult> {
  requireArea(actor, 'orders');
  const parsed = editOrderLinesInput.parse(input);
  try {
    return await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const order = await lockStaffOrder(txCtx, actor, parsed.orderId);
      if (!order) throw new Refusal({ ok: false, error: 'order_not_found' });
      if (!isEditable(order.status)) throw new Refusal({ ok: false, error: 'order_not_editable' });
      // Money taken fixes what it paid for (ADR 0108): the desk refunds or cancels and re-creates.
      if (((await loadPaymentMoney(txCtx, [order.id])).get(order.id)?.received ?? 0) > 0)
        throw new Refusal({ ok: false, error: 'order_paid' });
      const current = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
      const cart = new Map(current.map((l) => [l.goodId, l.quantity]));
      for (const l of parsed.lines) if (cart.has(l.goodId)) cart.set(l.goodId, l.quantity);
      if (parsed.add) {
        const goodId = await findGood(txCtx, parsed.add.code);
        if (!goodId) throw new Refusal({ ok: false, error: 'order_good_not_found' });
        cart.set(goodId, (cart.get(goodId) ?? 0) + parsed.add.quantity);
      }
      const wanted = [...cart].filter(([, n]) => n > 0).map(([id, n]) => ({ id, quantity: n }));
      if (!wanted.length) throw new Refusal({ ok: false, error: 'order_lines_empty' });
      const same =
        wanted.length === current.length &&
        wanted.every((w) => current.some((l) => l.goodId === w.id && l.quantity === w.quantity));
      if (same) return { ok: true, changed: false, total: order.total, promoDropped: false } as const;

      await releaseVouchers(txCtx, order, { promo: true, certificate: true });
      // What the order held is let go first, so its own reservation does not count against it (ADR 0120).
      await releaseOrder(txCtx, order.id);
      const customerCtx = { ...txCtx, user: order.userId !== null ? { id: order.userId } : undefined };
      let check = await checkOrder(customerCtx, checkInput(order, wanted, order.promoCode ?? ''));
      // A code the new lines no longer reach (its minimum, its period) is dropped, not a refusal.
      if (order.promoCode && check.messages.some((m) => promoRefusalCodes.has(m.code)))
        check = await checkOrder(customerCtx, checkInput(order, wanted, ''));
      if (check.disabledCheckout || !check.delivery || !check.payment)
        throw new Refusal({ ok: false, error: 'order_check_failed', messages: check.messages });
      const keys = await promoCustomerKeys(customerCtx, order.phone);
      const exhausted = await spendVouchers(txCtx, order.id, check, keys);
      if (exhausted) throw new Refusal({ ok: false, error: exhausted });
      const reserved = await reserveOrder(
        txCtx,
        order.id,
        check.lines.map((l) => ({ goodId: l.id, quantity: l.quantity })),
        order.storeId !== null ? { kind: 'pickup', storeId: order.storeId } : { kind: 'delivery' },
      );
      if (!reserved.ok)
        throw new Refusal({
          ok: false,
          error: 'order_check_failed',
          messages: [
            order.storeId !== null
              ? { code: 'good_not_in_store', goodId: reserved.goodId }
              : { code: 'stock_short', goodId: reserved.goodId, params: { available: reserved.available } },
          ],
        });

      const amounts = {
        goodsPrice: check.goodsPrice,
        goodsDiscount: check.goodsPriceDiscountValue + check.discount,
        loyaltyPercent: check.discountPercent,
        promoCode: check.promocode,
        promoDiscount: check.promocodeDiscount,
        certificateAmount: check.certificate?.amount ?? 0,
        deliveryCost: check.fee.deliveryCost,
        paymentCommission: check.fee.paymentCommission,
        shippingContainer: check.fee.shippingContainer,
        rounding: check.rounding,
        total: check.price,
      };
      await tx
        .update(orders)
        .set({ ...amounts, certificateNumber: check.certificate?.number ?? null })
        .where(eq(orders.id, order.id));
      await tx.delete(orderLines).where(eq(orderLines.orderId, order.id));
      await tx.insert(orderLines).values(
        check.lines.map((l) => ({
          orderId: order.id,
          goodId: l.id,
          extId: l.extId,
          titleUa: l.titleUa,
          titleRu: l.titleRu,
          price: l.price,
          oldPrice: l.oldPrice,
          quantity: l.quantity,
          discount: l.discount,
        })),
      );
      // The open attempts were for the old lines and total: none of them may settle the new ones.
      const attemptsClosed = await expireOpenAttempts(txCtx, order.id, 'staff', 'order lines changed');
      const payment = await syncOrderPaymentStatus(txCtx, order.id);
      if (check.payment.code === 'invoice' && payment.status === 'unpaid') await openInvoice(txCtx, order.id);
      const linesOf = (rows: { goodId: number; quantity: number; price: number }[]) =>
        rows.map(({ goodId, quantity, price }) => ({ goodId, quantity, price }));
      await recordAudit(
        txCtx,
        { kind: 'staff', staff: actor },
        {
          action: 'order.edit_lines',
          entity: 'order',
          entityId: order.id,
          before: { lines: linesOf(current), total: order.total, promoCode: order.promoCode },
          after: {
            lines: linesOf(check.lines.map((l) => ({ goodId: l.id, quantity: l.quantity, price: l.price }))),
            total: check.price,
            promoCode: check.promocode,
          },
        },
      );
      await notifyOrderLinesChanged(txCtx, { ...order, total: check.price }, sms);
      return {
        ok: true,
        changed: true,
        total: check.price,
        promoDropped: order.promoCode !== null && check.promocode === null,
        ...(attemptsClosed > 0 ? { attemptsClosed } : {}),
      } as const;
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

/** A good by its id or its code (ext_id, as on the product page). */
async function findGood(ctx: Ctx, code: string): Promise<number | null> {
  const byId = /^[1-9]\d{0,8}$/.test(code) ? Number(code) : 0;
  const [row] = await ctx.db
    .select({ id: goods.id })
    .from(goods)
    .where(or(eq(goods.id, byId), eq(goods.extId, code)))
    .orderBy(goods.id)
    .limit(1);
  return row?.id ?? null;
}

/**
 * The order's own choices as checkout's input, with the new cart. A courier's address is stored as
 * one line; checkout only needs it present, so that line stands for street and house.
 */
function checkInput(
  order: typeof orders.$inferSelect,
  cart: { id: number; quantity: number }[],
  promoCode: string,
): CheckOrderInput {
  return {
    deliveryMethod: order.deliveryMethodId,
    selectedDepartment: order.storeId !== null ? String(order.storeId) : (order.departmentCode ?? ''),
    paymentMethod: order.paymentMethodId,
    cart,
    promo_code: promoCode,
    townCode: order.townCode,
    bank: order.paymentDetails.bank ?? '',
    parts: order.paymentParts,
    certificate: order.certificateNumber ?? '',
    recipient_first_name: order.recipientFirstName ?? order.firstName,
    recipient_last_name: order.recipientLastName ?? order.lastName,
    recipient_second_name: order.recipientSecondName ?? order.secondName ?? '',
    phone: order.phone,
    street: order.deliveryAddress ?? '',
    house: order.deliveryAddress ?? '',
    flat: '',
  };
}
