import { data } from 'react-router';
import { z } from 'zod';
import {
  type ModerateReviewResult,
  maxRejectReasonLength,
  maxReplyLength,
  moderateReview,
  replyToReview,
} from '#core/reviews';
import { idSchema } from '#core/shared';
import type { AdminSession } from '../../lib/guard.server';

const id = idSchema();

/** The queue's posts: publish (with the reply typed beside it), reject (with a reason), save the reply. */
export const reviewIntents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('publish'), id, reply: z.string().max(maxReplyLength).optional() }),
  z.object({ intent: z.literal('reject'), id, reason: z.string().max(maxRejectReasonLength).optional() }),
  z.object({ intent: z.literal('reply'), id, reply: z.string().max(maxReplyLength).optional() }),
]);

const rating = (x100: number) => (x100 / 100).toLocaleString('uk-UA', { maximumFractionDigits: 2 });
const told = { email: 'Автору надіслано e-mail з відповіддю.', sms: 'Автору надіслано SMS з відповіддю.' };

function moderated(reviewId: number, result: ModerateReviewResult) {
  if (!result.ok)
    return result.error === 'reject_reason_required'
      ? data(
          { ok: false, message: 'Вкажіть причину відхилення.', errors: { reason: 'Вкажіть причину.' }, reviewId },
          { status: 400 },
        )
      : data({ ok: false, message: 'Такого відгуку немає.', reviewId }, { status: 404 });
  const verb = result.status === 'published' ? 'опубліковано' : 'відхилено';
  const good = `Рейтинг товару: ${rating(result.good.ratingX100)}, відгуків: ${result.good.reviewsCount}.`;
  return {
    ok: true,
    message: [`Відгук №${reviewId} ${verb}.`, good, result.notified ? told[result.notified] : ''].join(' ').trim(),
    reviewId,
  };
}

/** Runs one post of the queue through core (the role is checked there too) and says what happened. */
export async function reviewAction({ ctx, staff }: AdminSession, fields: Record<string, string>) {
  const parsed = reviewIntents.safeParse(fields);
  if (!parsed.success)
    return data({ ok: false, message: 'Перевірте поля: відповідь до 2000 символів, причина до 500.' }, { status: 400 });
  const post = parsed.data;
  if (post.intent === 'publish')
    return moderated(post.id, await moderateReview(ctx, staff, { id: post.id, action: 'publish', reply: post.reply }));
  if (post.intent === 'reject')
    return moderated(
      post.id,
      await moderateReview(ctx, staff, { id: post.id, action: 'reject', reason: post.reason ?? '' }),
    );
  const result = await replyToReview(ctx, staff, { id: post.id, reply: post.reply ?? '' });
  if (!result.ok) return data({ ok: false, message: 'Такого відгуку немає.', reviewId: post.id }, { status: 404 });
  const what = result.reply ? 'Відповідь збережено.' : 'Відповідь прибрано.';
  return {
    ok: true,
    message: [what, result.notified ? told[result.notified] : ''].join(' ').trim(),
    reviewId: post.id,
  };
}
