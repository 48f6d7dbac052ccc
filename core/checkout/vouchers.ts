import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { giftCertificates, promoCodes, promoRedemptions } from '#db/schema';

export type Promo = typeof promoCodes.$inferSelect;

/**
 * A promo code usable now for goods worth `goodsTotal` (kopiyky at current prices): active, in
 * its period, uses left, minimum order reached, and for a once-per-customer code not yet used by
 * any of `customerKeys` (ADR 0033). Codes match case-insensitively.
 */
export async function findUsablePromo(
  ctx: Ctx,
  code: string,
  goodsTotal: number,
  customerKeys: string[] = [],
): Promise<Promo | null> {
  const [promo] = await ctx.db
    .select()
    .from(promoCodes)
    .where(eq(sql`upper(${promoCodes.code})`, code.toUpperCase()))
    .limit(1);
  if (!promo?.isActive) return null;
  if (promo.startsAt && promo.startsAt > ctx.now) return null;
  if (promo.endsAt && promo.endsAt <= ctx.now) return null;
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return null;
  if (goodsTotal < promo.minOrder) return null;
  if (promo.oncePerCustomer && customerKeys.length) {
    const [used] = await ctx.db
      .select({ code: promoRedemptions.code })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.code, promo.code), inArray(promoRedemptions.customerKey, customerKeys)))
      .limit(1);
    if (used) return null;
  }
  return promo;
}

/** A gift certificate with money left and not expired, or null. */
export async function findUsableCertificate(ctx: Ctx, number: string) {
  const [cert] = await ctx.db.select().from(giftCertificates).where(eq(giftCertificates.number, number));
  if (!cert?.isActive || cert.expiresAt <= ctx.now || cert.balance <= 0) return null;
  return cert;
}
