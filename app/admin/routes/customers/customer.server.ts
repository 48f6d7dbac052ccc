import { data } from 'react-router';
import { z } from 'zod';
import {
  birthdayInput,
  type CustomerRecord,
  changeCustomerPhone,
  customerPhoneInput,
  formatPhone,
  personalDiscountInput,
  setCustomerBirthday,
  setCustomerBlocked,
  setPersonalDiscount,
} from '#core/accounts';
import { errorTexts } from '#core/i18n';
import { activateLoyaltyCard, loyaltyCardInput } from '#core/loyalty';
import { formatDate } from '../../lib/format';
import type { AdminSession } from '../../lib/guard.server';

/** The customer page's posts, one per form. */
const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('phone'), phone: z.string().optional() }),
  z.object({ intent: z.literal('birthday'), day: z.string(), month: z.string(), year: z.string() }),
  z.object({ intent: z.literal('discount'), discount: z.string() }),
  z.object({ intent: z.literal('card'), number: z.string() }),
  z.object({ intent: z.literal('block') }),
  z.object({ intent: z.literal('unblock') }),
]);

/** Core's codes in the back office's one language. */
const ua = (code: string) => errorTexts(code).message_ua;

/** A refusal shown above the page and under the form's field. */
const fail = (field: string, text: string, status = 400) =>
  data({ ok: false, message: text, errors: { [field]: text }, form: field }, { status });

/** The first issue of a zod parse (core's schemas carry codes as messages). */
const issueOf = (error: z.ZodError, field: string) => fail(field, ua(error.issues[0]?.message ?? 'invalid'));

const notFound = () => data({ ok: false, message: ua('customer_not_found') }, { status: 404 });

/** Runs one post of `/admin/customers/:id` through core (which checks the role again) and says what happened. */
export async function customerAction({ ctx, staff }: AdminSession, userId: number, fields: Record<string, string>) {
  const parsed = intents.safeParse(fields);
  if (!parsed.success) return data({ ok: false, message: 'Невідома дія.' }, { status: 400 });
  const post = parsed.data;
  switch (post.intent) {
    case 'phone': {
      const input = customerPhoneInput.safeParse({ phone: post.phone ?? '' });
      if (!input.success) return issueOf(input.error, 'phone');
      const result = await changeCustomerPhone(ctx, staff, userId, input.data);
      if (!result.ok && result.error === 'customer_not_found') return notFound();
      if (!result.ok) {
        const who = result.takenBy ? ` (клієнт №${result.takenBy})` : '';
        return fail(
          'phone',
          `Номер ${formatPhone(input.data.phone)} уже має інший клієнт${who}. Телефон не змінено.`,
          409,
        );
      }
      return {
        ok: true,
        form: 'phone',
        message: result.changed
          ? `Телефон змінено на ${formatPhone(result.phone)}. Усі сесії клієнта завершено: він увійде з новим номером.`
          : 'Це вже основний телефон клієнта.',
      };
    }
    case 'birthday': {
      const input = birthdayInput.safeParse({ day: post.day, month: post.month, year: post.year });
      if (!input.success) return issueOf(input.error, 'birthday');
      const result = await setCustomerBirthday(ctx, staff, userId, {
        day: post.day,
        month: post.month,
        year: post.year,
      });
      if (!result.ok && result.error === 'customer_not_found') return notFound();
      if (!result.ok) return fail('birthday', ua(result.error));
      return { ok: true, form: 'birthday', message: result.changed ? 'Дату народження збережено.' : 'Без змін.' };
    }
    case 'discount': {
      const input = personalDiscountInput.safeParse({ discount: post.discount });
      if (!input.success) return issueOf(input.error, 'discount');
      const result = await setPersonalDiscount(ctx, staff, userId, input.data);
      if (!result.ok) return notFound();
      return {
        ok: true,
        form: 'discount',
        message: result.changed ? `Персональна знижка: ${result.discount} %.` : 'Без змін.',
      };
    }
    case 'card': {
      const input = loyaltyCardInput.safeParse({ number: post.number });
      if (!input.success) return issueOf(input.error, 'card');
      const result = await activateLoyaltyCard(ctx, staff, userId, input.data);
      if (!result.ok && result.error === 'customer_not_found') return notFound();
      if (!result.ok) return fail('card', ua(result.error), 409);
      return { ok: true, form: 'card', message: `Картку ${result.number} активовано.` };
    }
    default: {
      const blocked = post.intent === 'block';
      const result = await setCustomerBlocked(ctx, staff, userId, blocked);
      if (!result.ok) return notFound();
      return {
        ok: true,
        form: 'block',
        message: blocked
          ? 'Клієнта заблоковано: він не може увійти, усі його сесії завершено.'
          : 'Клієнта розблоковано: він може увійти знову.',
      };
    }
  }
}

/** What one audit row of a customer says, in words. */
function describe(action: string, before: unknown, after: unknown): string {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  switch (action) {
    case 'customer.phone':
      return `Телефон: ${formatPhone(String(b.phone))} → ${formatPhone(String(a.phone))}`;
    case 'customer.birthday':
      return `Дата народження: ${b.birthDate ? formatDate(String(b.birthDate)) : '—'} → ${formatDate(String(a.birthDate))}`;
    case 'customer.discount':
      return `Персональна знижка: ${b.discount} % → ${a.discount} %`;
    case 'customer.block':
      return 'Заблоковано';
    case 'customer.unblock':
      return 'Розблоковано';
    case 'customer.activate_card':
      return `Активовано картку ${a.card}`;
    default:
      return action;
  }
}

/**
 * The record as the page shows it: phones through the §5 mask and the history in words, made here
 * so the page's browser code needs nothing of core (its module would pull server code in).
 */
export function customerView(record: CustomerRecord) {
  return {
    ...record,
    phone: formatPhone(record.phone),
    additionalPhone: record.additionalPhone ? formatPhone(record.additionalPhone) : null,
    history: record.history.map((h) => ({ at: h.at, who: h.who, what: describe(h.action, h.before, h.after) })),
  };
}
export type CustomerView = ReturnType<typeof customerView>;
