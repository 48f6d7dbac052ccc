import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { CheckResult } from '#core/checkout';
import type { Ctx } from '#core/shared';
import { giftCertificates, promoCodes, promoRedemptions } from '#db/schema';

/**
 * Spends what a check applied to an order, inside its transaction: one use of the promo code (and
 * the once-per-customer rows under every customer key), the certificate's amount. Returns the
 * voucher that ran out between check and write, or null (the caller rolls back; ADR 0033).
 */
export async function spendVouchers(
  ctx: Ctx,
  orderId: number,
  check: Pick<CheckResult, 'promocode' | 'promoOncePerCustomer' | 'certificate'>,
  customerKeys: string[],
): Promise<'promo_exhausted' | 'certificate_exhausted' | null> {
  if (check.promocode) {
    const used = await ctx.db
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(
        and(
          eq(promoCodes.code, check.promocode),
          or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
        ),
      )
      .returning({ code: promoCodes.code });
    if (!used.length) return 'promo_exhausted';
    if (check.promoOncePerCustomer) {
      const redeemed = await ctx.db
        .insert(promoRedemptions)
        .values(customerKeys.map((customerKey) => ({ code: check.promocode ?? '', customerKey, orderId })))
        .onConflictDoNothing()
        .returning({ key: promoRedemptions.customerKey });
      if (redeemed.length < customerKeys.length) return 'promo_exhausted';
    }
  }
  if (check.certificate && check.certificate.amount > 0) {
    const spent = await ctx.db
      .update(giftCertificates)
      .set({ balance: sql`${giftCertificates.balance} - ${check.certificate.amount}::int` })
      .where(
        and(
          eq(giftCertificates.number, check.certificate.number),
          gte(giftCertificates.balance, check.certificate.amount),
        ),
      )
      .returning({ number: giftCertificates.number });
    if (!spent.length) return 'certificate_exhausted';
  }
  return null;
}

/**
 * Gives back what an order spent (ADR 0091), inside the caller's transaction: the promo code's
 * use and its once-per-customer rows (`promo`), the certificate's amount (`certificate`).
 */
export async function releaseVouchers(
  ctx: Ctx,
  order: { id: number; promoCode: string | null; certificateNumber: string | null; certificateAmount: number },
  what: { promo: boolean; certificate: boolean },
): Promise<void> {
  if (what.promo && order.promoCode) {
    await ctx.db
      .update(promoCodes)
      .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
      .where(eq(promoCodes.code, order.promoCode));
    await ctx.db.delete(promoRedemptions).where(eq(promoRedemptions.orderId, order.id));
  }
  if (what.certificate && order.certificateNumber && order.certificateAmount > 0)
    await ctx.db
      .update(giftCertificates)
      .set({ balance: sql`${giftCertificates.balance} + ${order.certificateAmount}::int` })
      .where(eq(giftCertificates.number, order.certificateNumber));
}
