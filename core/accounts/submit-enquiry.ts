import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { enquiries } from '#db/schema';
import { maxComment, maxInput, optionalEmailField, optionalText, phoneField, requiredText } from './fields';

/** The wholesale page's enquiry form (SPEC §1 wholesale enquiries; designed). */
export const wholesaleEnquiryInput = z.strictObject({
  name: requiredText('name_required', maxInput),
  phone: phoneField,
  email: optionalEmailField,
  company: optionalText(maxInput),
  message: requiredText('message_required', maxComment),
});

/** Stores an enquiry the shop answers by hand. */
export async function submitEnquiry(
  ctx: Ctx,
  kind: 'wholesale',
  input: z.output<typeof wholesaleEnquiryInput>,
): Promise<{ ok: true }> {
  await ctx.db.insert(enquiries).values({ kind, ...input, locale: ctx.locale, createdAt: ctx.now });
  return { ok: true };
}
