import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { users } from '#db/schema';
import { birthdayInput } from './set-birthday';

export type SetCustomerBirthdayResult =
  | { ok: true; birthDate: string; changed: boolean }
  | { ok: false; error: 'customer_not_found' | 'birth_date_invalid' };

/**
 * The call centre sets or changes a customer's birth date (SPEC §6: once set, only the call centre
 * changes it; the shopper's own form sets it once). The same rules as the shopper's form (SPEC §5:
 * day, month and year, a real date from 1900, not in the future). Audited before/after: the
 * date drives the birthday discount (SPEC §1).
 */
export async function setCustomerBirthday(
  ctx: Ctx,
  actor: StaffView,
  userId: number,
  input: z.input<typeof birthdayInput>,
): Promise<SetCustomerBirthdayResult> {
  requireArea(actor, 'customers');
  const { day, month, year } = birthdayInput.parse(input);
  if (Date.UTC(year, month - 1, day) > ctx.now.getTime()) return { ok: false, error: 'birth_date_invalid' };
  const birthDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ birthDate: users.birthDate })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return { ok: false, error: 'customer_not_found' } as const;
    if (before.birthDate === birthDate) return { ok: true, birthDate, changed: false } as const;
    await tx.update(users).set({ birthDate }).where(eq(users.id, userId));
    await recordAudit(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      { action: 'customer.birthday', entity: 'customer', entityId: userId, before, after: { birthDate } },
    );
    return { ok: true, birthDate, changed: true } as const;
  });
}
