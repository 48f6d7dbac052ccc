import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { outboxSmsGateway, queueEmail } from '#core/accounts';
import type { Ctx } from '#core/shared';
import { goods, reviews, users } from '#db/schema';

/** An SMS carries at most this much of the reply; the e-mail carries all of it. */
const smsReplyChars = 120;

const clip = (text: string, max: number) =>
  [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;

const texts = {
  ua: {
    subject: (title: string) => `Poplavok: відповідь на ваш відгук про «${title}»`,
    email: (name: string, title: string, reply: string) =>
      `Вітаємо, ${name}!\n\nМагазин відповів на ваш відгук про «${title}»:\n\n${reply}\n\nВідгук і відповідь — на сторінці товару.\nPoplavok`,
    sms: (title: string, reply: string) => `Poplavok: відповідь на ваш відгук про «${title}»: ${reply}`,
  },
  ru: {
    subject: (title: string) => `Poplavok: ответ на ваш отзыв о «${title}»`,
    email: (name: string, title: string, reply: string) =>
      `Здравствуйте, ${name}!\n\nМагазин ответил на ваш отзыв о «${title}»:\n\n${reply}\n\nОтзыв и ответ — на странице товара.\nPoplavok`,
    sms: (title: string, reply: string) => `Poplavok: ответ на ваш отзыв о «${title}»: ${reply}`,
  },
};

/**
 * Tells a review's author of the shop's reply (SPEC §3 "reply notification"), when they asked for
 * it, the review is published and has a reply, and nobody told them yet: an e-mail to the review's
 * address, else an SMS to the author's account phone, in the account's language (Ukrainian for a
 * guest). At most once per review: `reply_notified_at` is claimed by a conditional UPDATE, so an
 * edited reply or two moderators at once do not send twice. Run it in the change's transaction.
 */
export async function notifyReviewReply(ctx: Ctx, reviewId: number): Promise<'email' | 'sms' | null> {
  const [row] = await ctx.db
    .select({
      name: reviews.authorName,
      email: reviews.email,
      reply: reviews.reply,
      phone: users.phone,
      locale: users.locale,
      titleUa: goods.titleUa,
      titleRu: goods.titleRu,
    })
    .from(reviews)
    .innerJoin(goods, eq(goods.id, reviews.goodId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.status, 'published'),
        eq(reviews.notifyOnReply, true),
        isNotNull(reviews.reply),
        isNull(reviews.replyNotifiedAt),
      ),
    );
  if (!row?.reply || (!row.email && !row.phone)) return null;
  const claimed = await ctx.db
    .update(reviews)
    .set({ replyNotifiedAt: ctx.now })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.replyNotifiedAt)))
    .returning({ id: reviews.id });
  if (claimed.length === 0) return null;
  const locale = row.locale ?? 'ua';
  const t = texts[locale];
  const title = locale === 'ru' ? row.titleRu : row.titleUa;
  if (row.email) {
    await queueEmail(ctx, {
      to: row.email,
      subject: t.subject(title),
      text: t.email(row.name, title, row.reply),
      purpose: 'review_reply',
    });
    return 'email';
  }
  if (row.phone) {
    await outboxSmsGateway.send(ctx, row.phone, t.sms(clip(title, 60), clip(row.reply, smsReplyChars)), 'review_reply');
    return 'sms';
  }
  return null;
}
