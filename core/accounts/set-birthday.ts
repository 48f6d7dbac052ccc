import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { missing } from './fields';

const part = (requiredCode: string) =>
  z
    .string(missing(requiredCode))
    .max(4, 'birth_date_invalid')
    .transform((value, ctx) => {
      const text = value.trim();
      if (!text) ctx.addIssue({ code: 'custom', message: requiredCode, input: value });
      else if (!/^\d{1,4}$/.test(text)) ctx.addIssue({ code: 'custom', message: 'birth_date_invalid', input: value });
      else return Number(text);
      return z.NEVER;
    });

/** SPEC §5: day, month and year must all be given and make a real calendar date. */
export const birthdayInput = z
  .strictObject({
    day: part('birth_day_required'),
    month: part('birth_month_required'),
    year: part('birth_year_required'),
  })
  .refine(
    ({ day, month, year }) => {
      const date = new Date(Date.UTC(year, month - 1, day));
      return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
    },
    { message: 'birth_date_invalid', path: ['day'] },
  );

/**
 * Sets the birth date once. SPEC §6: changing it is done only through the call centre, so a user
 * who already has one gets `birth_date_locked`; a date in the future is `birth_date_invalid`.
 */
export async function setBirthday(
  ctx: Ctx & { user: { id: number } },
  input: z.output<typeof birthdayInput>,
): Promise<{ ok: true } | { ok: false; error: 'birth_date_locked' | 'birth_date_invalid' }> {
  if (Date.UTC(input.year, input.month - 1, input.day) > ctx.now.getTime())
    return { ok: false, error: 'birth_date_invalid' };
  const iso = `${input.year}-${String(input.month).padStart(2, '0')}-${String(input.day).padStart(2, '0')}`;
  const updated = await ctx.db
    .update(users)
    .set({ birthDate: iso })
    .where(and(eq(users.id, ctx.user.id), isNull(users.birthDate))) // atomic: two requests cannot both set it
    .returning({ id: users.id });
  return updated.length ? { ok: true } : { ok: false, error: 'birth_date_locked' };
}
