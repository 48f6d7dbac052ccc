import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { normalizePhone } from '#core/accounts';
import { type CheckResult, checkOrder } from '#core/checkout';
import type { Ctx } from '#core/shared';
import { cartLines, giftCertificates, orderLines, orderStatusHistory, orders, promoCodes } from '#db/schema';
import type { CreateOrderInput } from './create-order-input';

export type CreateOrderResult =
  | { ok: true; orderId: number; created: boolean; total: number }
  | {
      ok: false;
      error: 'checkout_disabled' | 'idempotency_conflict' | 'promo_exhausted' | 'certificate_exhausted';
      check?: CheckResult;
    };

class Refusal extends Error {
  constructor(
    readonly code: 'checkout_disabled' | 'promo_exhausted' | 'certificate_exhausted' | 'duplicate',
    readonly check?: CheckResult,
  ) {
    super(code);
  }
}

/**
 * Places an order (ADR 0023): re-runs the check inside ONE transaction and refuses when checkout
 * is disabled; stores the order, lines with price snapshots and status 'new'; counts the promo
 * use, spends the certificate and clears the ordered lines from a signed-in shopper's cart.
 * The same idempotency key again returns the same order; any failure writes nothing.
 */
export async function createOrder(ctx: Ctx, input: CreateOrderInput): Promise<CreateOrderResult> {
  const userId = ctx.user?.id ?? null;
  const existing = await findByKey(ctx, input.idempotency_key);
  if (existing) return replay(existing, userId);
  const other = input.other_recipient === '1';
  const checkInput = {
    ...input,
    recipient_first_name: other ? input.recipient_first_name : input.first_name,
    recipient_last_name: other ? input.recipient_last_name : input.last_name,
    recipient_second_name: other ? input.recipient_second_name : input.second_name,
  };
  try {
    const placed = await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const check = await checkOrder(txCtx, checkInput);
      if (check.disabledCheckout || !check.delivery || !check.payment) throw new Refusal('checkout_disabled', check);
      const address = [input.street, input.house, input.flat ? `кв. ${input.flat}` : ''].filter(Boolean).join(', ');
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          idempotencyKey: input.idempotency_key,
          status: 'new',
          locale: ctx.locale,
          townCode: input.townCode,
          deliveryMethodId: check.delivery.id,
          departmentCode: check.department && !check.department.storeId ? check.department.code : null,
          storeId: check.department?.storeId ?? null,
          deliveryAddress: check.delivery.kind === 'courier' ? address : null,
          paymentMethodId: check.payment.id,
          phone: input.phone,
          firstName: input.first_name,
          lastName: input.last_name,
          secondName: input.second_name || null,
          email: input.email || null,
          recipientFirstName: other ? input.recipient_first_name : null,
          recipientLastName: other ? input.recipient_last_name : null,
          recipientSecondName: other ? input.recipient_second_name || null : null,
          recipientPhone: other ? normalizePhone(input.recipient_phone) : null,
          noCallBack: input.call_back === '1',
          comment: input.comment,
          goodsPrice: check.goodsPrice,
          // Sale difference + club discount: total = goods − goods_discount − promo − certificate + fees.
          goodsDiscount: check.goodsPriceDiscountValue + check.discount,
          loyaltyPercent: check.discountPercent,
          promoCode: check.promocode,
          promoDiscount: check.promocodeDiscount,
          certificateNumber: check.certificate?.number ?? null,
          certificateAmount: check.certificate?.amount ?? 0,
          deliveryCost: check.fee.deliveryCost,
          paymentCommission: check.fee.paymentCommission,
          shippingContainer: check.fee.shippingContainer,
          total: check.price,
          createdAt: ctx.now,
        })
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning({ id: orders.id });
      if (!order) throw new Refusal('duplicate');
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
      await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'new', createdAt: ctx.now });
      if (check.promocode) {
        const used = await tx
          .update(promoCodes)
          .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
          .where(
            and(
              eq(promoCodes.code, check.promocode),
              or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
            ),
          )
          .returning({ code: promoCodes.code });
        if (!used.length) throw new Refusal('promo_exhausted', check);
      }
      if (check.certificate && check.certificate.amount > 0) {
        const spent = await tx
          .update(giftCertificates)
          .set({ balance: sql`${giftCertificates.balance} - ${check.certificate.amount}::int` })
          .where(
            and(
              eq(giftCertificates.number, check.certificate.number),
              gte(giftCertificates.balance, check.certificate.amount),
            ),
          )
          .returning({ number: giftCertificates.number });
        if (!spent.length) throw new Refusal('certificate_exhausted', check);
      }
      if (userId !== null)
        await tx.delete(cartLines).where(
          and(
            eq(cartLines.userId, userId),
            inArray(
              cartLines.goodId,
              check.lines.map((l) => l.id),
            ),
          ),
        );
      return { orderId: order.id, total: check.price };
    });
    return { ok: true, created: true, ...placed };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.code === 'duplicate') {
      const raced = await findByKey(ctx, input.idempotency_key);
      if (raced) return replay(raced, userId);
      throw error;
    }
    return { ok: false, error: error.code, check: error.check };
  }
}

async function findByKey(ctx: Ctx, key: string) {
  const [row] = await ctx.db
    .select({ id: orders.id, userId: orders.userId, total: orders.total })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

function replay(
  existing: { id: number; userId: number | null; total: number },
  userId: number | null,
): CreateOrderResult {
  if (existing.userId !== userId) return { ok: false, error: 'idempotency_conflict' };
  return { ok: true, orderId: existing.id, created: false, total: existing.total };
}
