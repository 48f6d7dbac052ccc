import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { users } from '#db/schema';

/** A whole percent, 0–100 (SPEC §3 User: personal discount; the best discount applies, ADR 0082). */
export const personalDiscountInput = z.strictObject({
  discount: z.coerce
    .number('discount_invalid')
    .int('discount_invalid')
    .min(0, 'discount_invalid')
    .max(100, 'discount_invalid'),
});
export type PersonalDiscountInput = z.input<typeof personalDiscountInput>;

/** A manager sets a customer's personal discount (wholesale and the like); audited before/after. */
export async function setPersonalDiscount(
  ctx: Ctx,
  actor: StaffView,
  userId: number,
  input: PersonalDiscountInput,
): Promise<{ ok: true; discount: number; changed: boolean } | { ok: false; error: 'customer_not_found' }> {
  requireArea(actor, 'customers');
  const { discount } = personalDiscountInput.parse(input);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ discount: users.personalDiscount })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return { ok: false, error: 'customer_not_found' } as const;
    if (before.discount === discount) return { ok: true, discount, changed: false } as const;
    await tx.update(users).set({ personalDiscount: discount }).where(eq(users.id, userId));
    await recordAudit(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      { action: 'customer.discount', entity: 'customer', entityId: userId, before, after: { discount } },
    );
    return { ok: true, discount, changed: true } as const;
  });
}
