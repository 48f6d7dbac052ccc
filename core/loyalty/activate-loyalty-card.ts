import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { loyaltyCards, users } from '#db/schema';

/** An EAN-13 barcode's check digit is right (the club cards' numbers, `2900001000017`). */
export function isEan13(number: string): boolean {
  if (!/^\d{13}$/.test(number)) return false;
  const digits = [...number].map(Number);
  const weighted = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (i % 2 ? 3 : 1), 0);
  return (10 - (weighted % 10)) % 10 === digits[12];
}

/** The card's number as typed (spaces and dashes allowed); 13 digits with a valid check digit. */
export const loyaltyCardInput = z.strictObject({
  number: z
    .string('card_number_invalid')
    .max(40, 'card_number_invalid')
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine(isEan13, 'card_number_invalid'),
});
export type LoyaltyCardInput = z.input<typeof loyaltyCardInput>;

export type ActivateLoyaltyCardResult =
  | { ok: true; number: string; activatedAt: Date }
  | { ok: false; error: 'customer_not_found' | 'card_taken' | 'card_already_active' };

/**
 * A manager activates a customer's club card (SPEC §1: within 24 hours of the owner form):
 * the card is bound to the customer, its owner form recorded now unless it was before, and
 * activated now — so never later than the promise, which `isCardActive` keeps anyway for a card
 * nobody activated. A card of another customer is `card_taken`; an active one `card_already_active`.
 * Audited on the customer's record.
 */
export async function activateLoyaltyCard(
  ctx: Ctx,
  actor: StaffView,
  userId: number,
  input: LoyaltyCardInput,
): Promise<ActivateLoyaltyCardResult> {
  requireArea(actor, 'customers');
  const { number } = loyaltyCardInput.parse(input);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return { ok: false, error: 'customer_not_found' } as const;
    // A card first seen now is inserted; a known one is locked so two activations queue.
    await tx.insert(loyaltyCards).values({ number }).onConflictDoNothing();
    const [card] = await tx.select().from(loyaltyCards).where(eq(loyaltyCards.number, number)).for('update');
    if (!card) throw new Error('card row vanished');
    if (card.userId !== null && card.userId !== userId) return { ok: false, error: 'card_taken' } as const;
    if (card.activatedAt) return { ok: false, error: 'card_already_active' } as const;
    const ownerFormAt = card.ownerFormAt ?? ctx.now;
    await tx
      .update(loyaltyCards)
      .set({ userId, ownerFormAt, activatedAt: ctx.now })
      .where(eq(loyaltyCards.number, number));
    await recordAudit(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      {
        action: 'customer.activate_card',
        entity: 'customer',
        entityId: userId,
        before: { card: number, userId: card.userId, ownerFormAt: card.ownerFormAt, activatedAt: null },
        after: { card: number, userId, ownerFormAt, activatedAt: ctx.now },
      },
    );
    return { ok: true, number, activatedAt: ctx.now } as const;
  });
}
