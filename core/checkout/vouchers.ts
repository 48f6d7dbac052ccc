import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { giftCertificates, promoCodes, promoRedemptions } from '#db/schema';

export type Promo = typeof promoCodes.$inferSelect;

/** Why a promo code that exists does not apply now (each refusal names its real cause). */
export type PromoRefusal =
  | { code: 'promo_invalid' }
  | { code: 'promo_not_started' | 'promo_ended' | 'promo_used_up' | 'promo_already_used' }
  | { code: 'promo_min_order'; params: { amount: number } };

/** Codes of every promo refusal: a check naming one of these dropped the code. */
export const promoRefusalCodes: ReadonlySet<string> = new Set([
  'promo_invalid',
  'promo_not_started',
  'promo_ended',
  'promo_used_up',
  'promo_already_used',
  'promo_min_order',
]);

/**
 * A promo code usable now for goods worth `goodsTotal` (kopiyky at current prices), or why not:
 * unknown or switched off (`promo_invalid`: nothing tells a guessed code from a retired one, ADR
 * 0033), before or after its period, no uses left, its minimum order not reached (with what is
 * missing), or a once-per-customer code already used by one of `customerKeys`. Case-insensitive.
 */
export async function findUsablePromo(
  ctx: Ctx,
  code: string,
  goodsTotal: number,
  customerKeys: string[] = [],
): Promise<{ ok: true; promo: Promo } | ({ ok: false } & PromoRefusal)> {
  const [promo] = await ctx.db
    .select()
    .from(promoCodes)
    .where(eq(sql`upper(${promoCodes.code})`, code.toUpperCase()))
    .limit(1);
  if (!promo?.isActive) return { ok: false, code: 'promo_invalid' };
  if (promo.startsAt && promo.startsAt > ctx.now) return { ok: false, code: 'promo_not_started' };
  if (promo.endsAt && promo.endsAt <= ctx.now) return { ok: false, code: 'promo_ended' };
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return { ok: false, code: 'promo_used_up' };
  if (goodsTotal < promo.minOrder)
    return { ok: false, code: 'promo_min_order', params: { amount: promo.minOrder - goodsTotal } };
  if (promo.oncePerCustomer && customerKeys.length) {
    const [used] = await ctx.db
      .select({ code: promoRedemptions.code })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.code, promo.code), inArray(promoRedemptions.customerKey, customerKeys)))
      .limit(1);
    if (used) return { ok: false, code: 'promo_already_used' };
  }
  return { ok: true, promo };
}

/** A gift certificate with money left and not expired, or null. */
export async function findUsableCertificate(ctx: Ctx, number: string) {
  const [cert] = await ctx.db.select().from(giftCertificates).where(eq(giftCertificates.number, number));
  if (!cert?.isActive || cert.expiresAt <= ctx.now || cert.balance <= 0) return null;
  return cert;
}
