import { data } from 'react-router';
import { z } from 'zod';
import { formatPhone } from '#core/accounts';
import { billLineTitle, orderBill } from '#core/checkout';
import { errorTexts } from '#core/i18n';
import {
  changeOrderStatus,
  editOrderLines,
  getStaffOrder,
  mayOverridePayment,
  orderStatuses,
  paymentGate,
  type StaffOrderView,
} from '#core/orders';
import { idSchema } from '#core/shared';
import type { AdminSession } from '../../lib/guard.server';
import { formFields } from '../../lib/guard.server';
import { statusOf } from '../../lib/statuses';
import { loadPaymentPanel, paymentAction } from './payment.server';
import { unpaidState, unpaidText } from './unpaid';
import { loadWaybillPanel, packingAction, trackAction, waybillAction } from './waybill.server';

export const orderIdParam = idSchema();

const intents = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('status'),
    status: z.enum(orderStatuses),
    note: z.string().trim().max(300, 'Коментар — до 300 символів.').optional().default(''),
    /** Why an unpaid prepaid order leaves anyway (a manager's, audited). */
    override: z.string().trim().max(500, 'Причина — до 500 символів.').optional().default(''),
    /** How the shopper paid at handover. */
    collect: z.enum(['cash', 'card'], { message: 'Вкажіть, як покупець заплатив: готівкою чи карткою.' }).optional(),
  }),
  z.object({ intent: z.literal('lines') }),
]);

const uah = (kop: number) => (kop / 100).toFixed(2);

/** A check's reason in Ukrainian, naming the good it is about. */
function reason(
  message: { code: string; goodId?: number; params?: Record<string, number> },
  titles: Map<number, string>,
) {
  const params = Object.fromEntries(
    Object.entries(message.params ?? {}).map(([k, v]) => [k, k === 'amount' ? uah(v) : v]),
  );
  const text = errorTexts(message.code, params).message_ua;
  return message.goodId ? `${titles.get(message.goodId) ?? `Товар №${message.goodId}`}: ${text}` : text;
}

/** What the order page's history says of a line edit. */
function changeText(change: StaffOrderView['changes'][number]): string {
  const before = change.before as { total?: number } | null;
  const after = change.after as { total?: number; quickOrderId?: number } | null;
  if (change.action === 'order.from_quick_order') return `Оформлено із замовлення в один клік №${after?.quickOrderId}`;
  const sum = (k?: number) => (typeof k === 'number' ? `${uah(k)} грн` : '—');
  const money = change.after as { amount?: number; note?: string } | null;
  if (change.action === 'payment.mark_paid') return `Позначено оплаченим (${sum(money?.amount)}): ${money?.note ?? ''}`;
  if (change.action === 'payment.refund')
    return `Повернуто ${sum(money?.amount)}${money?.note ? `: ${money.note}` : ''}`;
  if (change.action === 'order.payment_override') {
    const moved = change.after as { status?: string; reason?: string } | null;
    const state = (change.before as { paymentStatus?: string } | null)?.paymentStatus ?? '';
    return `${statusOf('order', moved?.status ?? '').label} без оплати (${statusOf('payment', state).label}). Причина: ${moved?.reason ?? ''}`;
  }
  if (change.action === 'payment.till') {
    const how = (change.after as { how?: string } | null)?.how;
    return `Оплату при отриманні прийнято (${how === 'card' ? 'картка' : 'готівка'}): ${sum(money?.amount)}`;
  }
  if (change.action === 'payment.cod_received')
    return `Післяплату ${sum(money?.amount)} отримано${money?.note ? `: ${money.note}` : ' (за даними перевізника)'}`;
  return `Змінено товари: сума ${sum(before?.total)} → ${sum(after?.total)}`;
}

/** The order for its page: the view plus the phone as people read it and the history, newest first. */
export async function loadOrderPage(session: AdminSession, id: number) {
  const { ctx, staff } = session;
  const order = await getStaffOrder(ctx, staff, id);
  if (!order) throw data(null, { status: 404 });
  const [payment, waybill] = await Promise.all([loadPaymentPanel(session, order), loadWaybillPanel(session, order)]);
  const history = [
    ...order.history.map((h) => ({
      at: h.at,
      who: h.who ?? (h.status === 'new' ? 'Покупець (сайт)' : 'Система'),
      what: `${statusOf('order', h.status).label}${h.note ? ` — ${h.note}` : ''}`,
    })),
    ...order.changes.map((c) => ({ at: c.at, who: c.who, what: changeText(c) })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  // The pickup code's hash never leaves core (OrderView omits it, ADR 0120).
  const { history: _statuses, changes: _changes, ...rest } = order;
  // ADR 0113: what the payment says of each move open to the order.
  const gates = Object.fromEntries(order.next.map((s) => [s, paymentGate(order, order.payment.code, s)]));
  return {
    order: {
      ...rest,
      /** Every line of what it costs, adding up to the total (ADR 0114). */
      bill: titled(orderBill(order)),
      phoneText: formatPhone(order.phone),
      recipientPhoneText: order.recipientPhone ? formatPhone(order.recipientPhone) : null,
      gates,
      paymentLabel: statusOf('payment', order.paymentStatus).label,
      /** Why it may not leave, as a manager reads it. */
      unpaidState: unpaidState(order.paymentStatus),
      mayOverridePayment: mayOverridePayment(staff),
    },
    history,
    payment,
    waybill,
  };
}

/** The order page's posts: a status move (with the shopper's note) or the new order's lines. */
export async function orderAction(session: AdminSession, id: number, form: FormData) {
  const { ctx, staff } = session;
  const fields = formFields(form);
  if (fields.intent === 'mark_paid' || fields.intent === 'refund' || fields.intent === 'cod_received')
    return paymentAction(session, id, fields);
  if (fields.intent === 'waybill') return waybillAction(session, id, fields.override ?? '');
  if (fields.intent === 'packing') return packingAction(session, id, fields);
  if (fields.intent === 'track') return trackAction(session, id);
  const parsed = intents.safeParse(fields);
  if (!parsed.success)
    return data({ ok: false, message: parsed.error.issues[0]?.message ?? 'Невідома дія.' }, { status: 400 });
  const intent = parsed.data;
  if (intent.intent === 'status') {
    const result = await changeOrderStatus(ctx, staff, {
      orderId: id,
      status: intent.status,
      note: intent.note,
      override: intent.override,
      collect: intent.collect,
    });
    if (!result.ok && result.error === 'order_not_found') throw data(null, { status: 404 });
    if (!result.ok && (result.error === 'order_unpaid' || result.error === 'order_override_forbidden'))
      return data({ ok: false, message: unpaidText(result.error, result.paymentStatus) }, { status: 409 });
    if (!result.ok && result.error === 'order_payment_collect')
      return data(
        { ok: false, message: 'Оплата при отриманні: вкажіть, як покупець заплатив — готівкою чи карткою.' },
        { status: 409 },
      );
    if (!result.ok)
      return data(
        { ok: false, message: 'Такий перехід зараз неможливий: стан замовлення вже змінився. Оновіть сторінку.' },
        { status: 409 },
      );
    return {
      ok: true,
      message: `Стан змінено: ${statusOf('order', intent.status).label}.${result.tillPayment ? ' Оплату записано.' : ''} Покупцю надіслано SMS.`,
    };
  }
  const lines: { goodId: number; quantity: number }[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const m = /^qty_([1-9]\d{0,8})$/.exec(key);
    if (!m) continue;
    if (!/^\d{1,3}$/.test(value.trim()))
      return data({ ok: false, message: 'Кількість — ціле число від 0 до 999.' }, { status: 400 });
    lines.push({ goodId: Number(m[1]), quantity: Number(value.trim()) });
  }
  const code = fields.add_code?.trim() ?? '';
  const addQuantity = fields.add_qty?.trim() || '1';
  if (code && (!/^[1-9]\d{0,2}$/.test(addQuantity) || code.length > 40))
    return data({ ok: false, message: 'Новий товар: код до 40 знаків, кількість від 1 до 999.' }, { status: 400 });
  const result = await editOrderLines(ctx, staff, {
    orderId: id,
    lines,
    add: code ? { code, quantity: Number(addQuantity) } : undefined,
  });
  if (result.ok)
    return {
      ok: true,
      message: result.changed
        ? `Збережено. Сума до сплати: ${uah(result.total)} грн.${result.promoDropped ? ' Промокод більше не діє і знятий.' : ''}${result.attemptsClosed ? ' Незавершені спроби оплати на стару суму закрито.' : ''}`
        : 'Змін немає.',
    };
  if (result.error === 'order_not_found') throw data(null, { status: 404 });
  if (result.error === 'order_check_failed') {
    const order = await getStaffOrder(ctx, staff, id);
    const titles = new Map((order?.lines ?? []).map((l) => [l.goodId, l.titleUa]));
    return data(
      {
        ok: false,
        message: 'Не збережено: так замовлення не можна оформити.',
        errors: Object.fromEntries(result.messages.map((m, i) => [`m${i}`, reason(m, titles)])),
      },
      { status: 409 },
    );
  }
  const texts: Record<string, string> = {
    order_not_editable: 'Товари можна змінити лише в непідтвердженому замовленні.',
    order_paid:
      'Замовлення вже оплачене (повністю або частково), тож товари не змінюються. Поверніть різницю покупцю або скасуйте замовлення, поверніть кошти й оформіть нове.',
    order_good_not_found: `Товар «${code}» не знайдено.`,
    order_lines_empty: 'У замовленні має лишитися хоч один товар. Щоб відмовитися від нього, скасуйте замовлення.',
    promo_exhausted: 'Промокод щойно вичерпано; спробуйте ще раз.',
    certificate_exhausted: 'Баланс сертифіката щойно змінився; спробуйте ще раз.',
  };
  return data({ ok: false, message: texts[result.error] ?? 'Не збережено.' }, { status: 409 });
}

/** The order as its page shows it (the facts, moves, lines and totals components take it). */
export type OrderPageData = Awaited<ReturnType<typeof loadOrderPage>>['order'];

/** The bill with each line's Ukrainian title, named here so the screen's bundle carries no core code. */
function titled(bill: ReturnType<typeof orderBill>) {
  return { ...bill, lines: bill.lines.map((line) => ({ ...line, title: billLineTitle(line, 'ua') })) };
}
