import { data } from 'react-router';
import { z } from 'zod';
import { getStaffOrder, type StaffOrderView } from '#core/orders';
import {
  isRefundableProvider,
  listOrderPayments,
  loadPaymentMoney,
  markPaidByStaff,
  mayMovePayments,
  noMoney,
  paymentBalance,
  paymentProviders,
  recordCashOnDelivery,
  refundPayment,
} from '#core/payments';
import { idSchema } from '#core/shared';
import type { AdminSession } from '../../lib/guard.server';

/** How the back office names who collected the money: each registered provider by its own title. */
export const providerLabels: Record<string, string> = {
  ...Object.fromEntries(paymentProviders.map((p) => [p.name, p.title])),
  invoice: 'Рахунок (переказ на рахунок)',
  manual: 'Вручну (менеджер)',
  demo: 'ДЕМО-оплата',
  cod: 'Післяплата (перевізник)',
  till: "На касі / кур'єру при отриманні",
};

/** The order page's "Оплата" panel (ADR 0100): the state, the due date, the attempts. */
export async function loadPaymentPanel({ ctx, staff }: AdminSession, order: StaffOrderView) {
  const [attempts, money] = await Promise.all([
    listOrderPayments(ctx, staff, order.id),
    loadPaymentMoney(ctx, [order.id]),
  ]);
  const mayMove = mayMovePayments(staff);
  const isInvoice = order.payment.code === 'invoice';
  const balance = paymentBalance(order, money.get(order.id) ?? noMoney);
  // What is due back, spread over the paid attempts newest first: each refund form proposes its part.
  let due = order.paymentStatus === 'refund_due' ? balance.toRefund : 0;
  return {
    state: order.paymentStatus,
    /** Received, held, a shortfall or a sum due back, against the current total. */
    balance,
    total: order.total,
    cancelled: order.status === 'cancelled',
    dueAt: isInvoice ? order.paymentDueAt : null,
    invoiceUrl: isInvoice ? `/admin/orders/${order.id}/invoice` : null,
    company: isInvoice ? (order.paymentDetails.company ?? '') : '',
    edrpou: isInvoice ? (order.paymentDetails.edrpou ?? '') : '',
    canMarkPaid:
      mayMove &&
      (order.paymentStatus === 'unpaid' || order.paymentStatus === 'expired' || order.paymentStatus === 'underpaid') &&
      order.status !== 'cancelled' &&
      order.total > 0,
    /** The carrier's cash on delivery recorded by hand, once the parcel left. */
    canRecordCod:
      mayMove &&
      order.payment.code === 'cod' &&
      order.paymentStatus === 'on_delivery' &&
      (order.status === 'shipped' || order.status === 'delivered'),
    attempts: attempts.map((a) => {
      const left = a.amount - a.refundedAmount;
      const canRefund = mayMove && a.status === 'paid' && isRefundableProvider(a.provider);
      const proposed = due > 0 && canRefund ? Math.min(left, due) : left;
      if (canRefund && due > 0) due -= proposed;
      return { ...a, providerLabel: providerLabels[a.provider] ?? a.provider, canRefund, proposedRefund: proposed };
    }),
  };
}

const uahAmount = z
  .string()
  .trim()
  .regex(/^\d{1,9}([.,]\d{1,2})?$/, 'Сума — у гривнях, напр. 150 або 150,50.')
  .transform((v) => Math.round(Number(v.replace(',', '.')) * 100));

const intents = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('mark_paid'),
    note: z.string().trim().min(1, 'Вкажіть, звідки відомо про оплату (№ платіжки…).').max(500),
  }),
  z.object({
    intent: z.literal('cod_received'),
    note: z.string().trim().max(500, 'Коментар — до 500 символів.').optional().default(''),
  }),
  z.object({
    intent: z.literal('refund'),
    payment: idSchema(),
    amount: uahAmount,
    note: z.string().trim().max(500).optional().default(''),
  }),
]);

/** The panel's posts: mark the order paid (a note required) or refund a paid attempt. */
export async function paymentAction(
  { ctx, staff, services }: AdminSession,
  orderId: number,
  fields: Record<string, string>,
) {
  // Another store's order is "not found", as everywhere in the orders area (core's ordersOf).
  if (!(await getStaffOrder(ctx, staff, orderId))) throw data(null, { status: 404 });
  const parsed = intents.safeParse(fields);
  if (!parsed.success)
    return data({ ok: false, message: parsed.error.issues[0]?.message ?? 'Невідома дія.' }, { status: 400 });
  const intent = parsed.data;
  if (intent.intent === 'mark_paid') {
    const result = await markPaidByStaff(ctx, staff, { orderId, note: intent.note });
    if (result.ok) return { ok: true, message: 'Замовлення позначено оплаченим.' };
    if (result.error === 'order_not_found') throw data(null, { status: 404 });
    const texts = {
      already_paid: 'Замовлення вже оплачене.',
      not_payable: 'Це замовлення не можна позначити оплаченим (скасоване або оплата при отриманні).',
      note_required: 'Вкажіть, звідки відомо про оплату.',
    };
    return data({ ok: false, message: texts[result.error] }, { status: 409 });
  }
  if (intent.intent === 'cod_received') {
    if (!mayMovePayments(staff))
      return data({ ok: false, message: 'Післяплату записує менеджер або адміністратор.' }, { status: 403 });
    const result = await recordCashOnDelivery(ctx, { kind: 'staff', staff }, { orderId, note: intent.note });
    if (result.ok) return { ok: true, message: 'Післяплату записано: замовлення оплачене, фіскальний чек у черзі.' };
    if (result.error === 'order_not_found') throw data(null, { status: 404 });
    const texts = {
      already_paid: 'Замовлення вже оплачене.',
      not_cod: 'Це замовлення не з післяплатою.',
      not_payable: 'Післяплату цього замовлення записати не можна (скасоване, повернуте чи вже з іншим станом оплати).',
    };
    return data({ ok: false, message: texts[result.error] }, { status: 409 });
  }
  const attempts = await listOrderPayments(ctx, staff, orderId);
  if (!attempts.some((a) => a.id === intent.payment)) throw data(null, { status: 404 });
  const result = await refundPayment(ctx, services.payments, staff, {
    paymentId: intent.payment,
    amount: intent.amount,
    note: intent.note,
  });
  if (result.ok)
    return {
      ok: true,
      message:
        result.status === 'refunded'
          ? 'Кошти повернуто повністю.'
          : `Повернуто частково: разом ${(result.refunded / 100).toFixed(2)} грн.`,
    };
  const texts: Record<string, string> = {
    payment_not_found: 'Оплату не знайдено.',
    not_refundable: 'Цю оплату не можна повернути через провайдера.',
    amount_invalid: 'Сума повернення — більше нуля і не більше неповернутого залишку.',
    refund_unsupported: 'Провайдер не підтримує повернення; поверніть кошти вручну.',
    provider_refused: `Провайдер відмовив у поверненні: ${result.reason ?? 'без пояснення'}.`,
  };
  return data({ ok: false, message: texts[result.error] }, { status: 409 });
}
