import { data } from 'react-router';
import { z } from 'zod';
import { formatPhone } from '#core/accounts';
import { errorTexts } from '#core/i18n';
import {
  handOverPickup,
  listStorePickups,
  listStoreReservations,
  type PickupOrderView,
  pickupStoreChoices,
  pickupStoreOf,
} from '#core/orders';
import { idSchema, kyivDay } from '#core/shared';
import { guardedFindPickups } from '#server/http/pickup-code-guard';
import type { AdminSession } from '../../lib/guard.server';
import { formFields } from '../../lib/guard.server';
import { statusOf } from '../../lib/statuses';
import { unpaidText } from './unpaid';

const storeParam = idSchema().nullable().catch(null);

/** The store chosen in the URL (`?store=`): the store role's own, whatever it says. */
export function chosenStore(session: AdminSession, url: URL): number | null {
  const raw = url.searchParams.get('store');
  return pickupStoreOf(session.staff, raw ? storeParam.parse(raw) : null);
}

/** An order found on the shelf, as the screen shows it: the phone as people read it, the payment's state in words. */
const shown = (o: PickupOrderView) => ({
  ...o,
  phoneText: formatPhone(o.phone),
  paymentLabel: statusOf('payment', o.paymentStatus).label,
});

/**
 * The hand-over screen's data (ADR 0120): the stores a chain-wide role may pick, the shelf of the
 * chosen store (ready orders, the hold ending soonest first; overdue and ending today marked) and
 * what open orders hold at it.
 */
export async function loadPickupsPage(session: AdminSession, url: URL) {
  const { ctx, staff } = session;
  const isStore = staff.role === 'store';
  const store = chosenStore(session, url);
  const [stores, shelf, reservations] = await Promise.all([
    isStore ? Promise.resolve([]) : pickupStoreChoices(ctx),
    listStorePickups(ctx, staff, store),
    listStoreReservations(ctx, staff, store),
  ]);
  const today = kyivDay(ctx.now);
  return {
    isStore,
    store,
    stores,
    shelf: shelf.map((o) => ({
      ...shown(o),
      overdue: !!o.holdUntil && o.holdUntil <= ctx.now,
      endsToday: !!o.holdUntil && o.holdUntil > ctx.now && kyivDay(o.holdUntil) === today,
    })),
    reservations,
  };
}

const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('find'), q: z.string().trim().max(40, 'Код або телефон — до 40 символів.') }),
  z.object({
    intent: z.literal('hand_over'),
    orderId: idSchema(),
    collect: z.enum(['cash', 'card']).optional(),
  }),
]);

/** The screen's posts: find by code or phone (codes are limited per store), and hand over. */
export async function pickupsAction(session: AdminSession, url: URL, form: FormData) {
  const { ctx, staff } = session;
  const parsed = intents.safeParse(formFields(form));
  if (!parsed.success)
    return data({ ok: false, message: parsed.error.issues[0]?.message ?? 'Невідома дія.' }, { status: 400 });
  const intent = parsed.data;
  if (intent.intent === 'find') {
    const result = await guardedFindPickups(ctx, staff, { query: intent.q, storeId: chosenStore(session, url) });
    if (!result.ok) {
      const minutes = 'retryAfter' in result ? Math.ceil(result.retryAfter / 60) : 0;
      return data(
        { ok: false, query: intent.q, message: errorTexts(result.error, { minutes }).message_ua, found: [] },
        { status: result.error === 'pickup_code_locked' ? 429 : 400 },
      );
    }
    return {
      ok: true,
      query: intent.q,
      message: result.orders.length
        ? undefined
        : result.by === 'code'
          ? 'За цим кодом замовлень, що чекають на видачу в магазині, немає. Перевірте код або шукайте за телефоном.'
          : 'За цим телефоном замовлень, що чекають на видачу, немає.',
      found: result.orders.map(shown),
    };
  }
  const result = await handOverPickup(ctx, staff, { orderId: intent.orderId, collect: intent.collect });
  if (result.ok)
    return {
      ok: true,
      message: `Замовлення №${intent.orderId} видано.${result.tillPayment ? ' Оплату записано.' : ''} Покупцю надіслано SMS.`,
      found: [],
    };
  const message =
    result.error === 'order_payment_collect'
      ? 'Оплата при отриманні: вкажіть, як покупець заплатив — готівкою чи карткою.'
      : result.error === 'order_unpaid' || result.error === 'order_override_forbidden'
        ? unpaidText(result.error, result.paymentStatus)
        : result.error === 'order_not_found'
          ? 'Замовлення не знайдено в цьому магазині.'
          : 'Замовлення вже не чекає на видачу: його стан змінився. Оновіть сторінку.';
  return data({ ok: false, message, found: [] }, { status: result.error === 'order_not_found' ? 404 : 409 });
}
