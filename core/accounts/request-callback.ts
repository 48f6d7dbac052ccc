import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { callbackRequests } from '#db/schema';
import { maxComment, maxInput, optionalText, phoneField, requiredText } from './fields';

/** SPEC §3 Callback request, §5 rules; `type` is how to reach the shopper (ADR 0014: default "phone"). */
export const callbackInput = z.strictObject({
  phone: phoneField,
  type: optionalText(maxInput),
  username: requiredText('name_required', maxInput),
  comment: requiredText('comment_required', maxComment),
});

/** Stores a callback request for the call centre (worked on working days 9:00–18:00, SPEC §9). */
export async function requestCallback(ctx: Ctx, input: z.output<typeof callbackInput>): Promise<{ ok: true }> {
  await ctx.db.insert(callbackRequests).values({
    phone: input.phone,
    type: input.type ?? 'phone',
    username: input.username,
    comment: input.comment,
    locale: ctx.locale,
    createdAt: ctx.now,
  });
  return { ok: true };
}
