import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayments } from '#core/payments';
import { fiscalReceipts, orderLines, orders, paymentEvents, payments } from '#db/schema';
import { guestSessionCookie } from '#server/http/cookie-names';
import { type CardShop, createCardShop } from '#test/support/card-payments';
import { seededAt } from '#test/support/db';
import { type StaffClient, staffClient } from '#test/support/staff-client';

/**
 * ADR 0108 through the whole app with LiqPay pointed at its local fake:
 * an order is paid only when what was received equals its current total; a manager's line edit and
 * a cancel expire the open attempts; money for a cancelled order is flagged for refund, fiscalised
 * as sell at settlement + return at refund.
 */
let t: CardShop;
let staffs: StaffClient;
let sessions = 0;
beforeAll(async () => {
  t = await createCardShop();
  staffs = await staffClient(t.shop);
}, 120_000);
afterAll(() => t.close());

const db = () => t.shop.database.db;
const manager = (id: number, fields: Record<string, string>) => staffs.form('manager', `/admin/orders/${id}`, fields);
const adminPage = async (id: number) => (await staffs.get('manager', `/admin/orders/${id}`)).text();
/** The shopper presses "pay" on LiqPay's page for an attempt (no redirect followed). */
const payAtLiqpay = (reference: string) =>
  fetch(`${t.liqpay.apiUrl}fake/pay/${reference}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ outcome: 'pay' }),
  });
/** A card order of `quantity` × 600 UAH placed in a browser of its own; answers its id and that browser's cookie. */
async function placed(quantity = 1) {
  const session = `paid-total-session-${'z'.repeat(12)}-${++sessions}`;
  const id = await t.placeCardOrder(quantity, 'ua', session);
  return { id, cookie: `${guestSessionCookie}=${session}` };
}
const shopperPage = async (id: number, cookie: string) =>
  (await t.shop.app.request(`http://shop.test/checkout/success?order=${id}`, { headers: { cookie } })).text();
const receiptsOf = async (id: number) =>
  (await db().select().from(fiscalReceipts).where(eq(fiscalReceipts.orderId, id))).map((r) => `${r.kind} ${r.amount}`);
/** Kopiyky as the pages print them ("1 200.00 грн"), matched against `flat` text. */
const uah = (kop: number) =>
  `${String(Math.trunc(kop / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${String(kop % 100).padStart(2, '0')} грн`;
/** Any run of spaces (the grouping's narrow no-break space included) as one space. */
const flat = (html: string) => html.replace(/[\s\u00a0\u202f]+/g, ' ');
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

describe('paid only when what was received equals the current total (§9 online card)', () => {
  it('a line edit expires the pending attempt; its late LiqPay success leaves the order underpaid, shown so, until the difference is marked', async () => {
    const { id, cookie } = await placed(1);
    const { reference } = await t.start(id, 'liqpay');
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, id));
    const edit = await manager(id, { intent: 'lines', [`qty_${line?.goodId}`]: '2' });
    expect(edit.status).toBe(200);
    expect(await edit.text()).toContain('Незавершені спроби оплати на стару суму закрито');
    expect(await t.orderState(id)).toEqual({ paymentStatus: 'unpaid', sells: 0, attempts: ['expired'] });
    expect((await orderRow(id))?.total).toBe(120_000);

    // The shopper still had LiqPay's page for 600 UAH open and pays it: the money counts, the order is not paid.
    const back = await payAtLiqpay(reference);
    expect(back.status).toBe(303);
    expect(await t.orderState(id)).toEqual({ paymentStatus: 'underpaid', sells: 1, attempts: ['paid'] });
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'underpaid', paidAt: null });

    const office = await adminPage(id);
    expect(office).toContain('data-payment-alert="underpaid"');
    expect(office).toContain('Недоплата');
    expect(office).toContain('Позначити доплату отриманою');
    const shopper = await shopperPage(id, cookie);
    expect(shopper).toContain('data-payment-status="underpaid"');
    expect(flat(shopper)).toContain(`Надійшло ${uah(60_000)} із ${uah(120_000)}: недоплата ${uah(60_000)}`);
    expect(shopper).not.toContain('name="intent" value="pay"');

    // The shopper pays the difference at the store; the manager marks it: now received = total.
    const marked = await manager(id, { intent: 'mark_paid', note: 'Доплата готівкою в магазині' });
    expect(marked.status).toBe(200);
    const [manual] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, id), eq(payments.provider, 'manual')));
    expect(manual).toMatchObject({ amount: 60_000, status: 'paid' });
    expect((await orderRow(id))?.paymentStatus).toBe('paid');
  });

  it('the shopper’s orders in the account say the shortfall, in both languages', async () => {
    const signedIn = await t.shop.postForm('/profile', { intent: 'login', phone: '0501234567', password: 'poplavok' });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { id } = await placed(1);
    // The demo shopper's own order (placed by the helper as a guest; the account is its owner).
    const [me] = await db().select({ userId: orders.userId }).from(orders).where(eq(orders.phone, '+380501234567'));
    await db()
      .update(orders)
      .set({ userId: me?.userId ?? 1 })
      .where(eq(orders.id, id));
    const { reference } = await t.start(id, 'liqpay');
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, id));
    expect((await manager(id, { intent: 'lines', [`qty_${line?.goodId}`]: '2' })).status).toBe(200);
    await payAtLiqpay(reference);
    const page = async (path: string) =>
      (await t.shop.app.request(`http://shop.test${path}`, { headers: { cookie } })).text();
    const ua = await page('/profile/orders');
    expect(ua).toContain('data-payment-status="underpaid"');
    // Re-priced for the account (its club discount), so the sums are read from the order.
    const total = (await orderRow(id))?.total ?? 0;
    const lacks = `${uah(60_000)} %s ${uah(total)}: недоплата ${uah(total - 60_000)}`;
    expect(flat(ua)).toContain(`Надійшло ${lacks.replace('%s', 'із')}`);
    expect(flat(await page('/ru/profile/orders'))).toContain(`Поступило ${lacks.replace('%s', 'из')}`);
  });

  it('an edit that makes the order cheaper leaves the late payment of the old total due back in part', async () => {
    const { id } = await placed(2);
    const { reference } = await t.start(id, 'liqpay');
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, id));
    expect((await manager(id, { intent: 'lines', [`qty_${line?.goodId}`]: '1' })).status).toBe(200);
    await payAtLiqpay(reference);
    expect((await t.orderState(id)).paymentStatus).toBe('refund_due');
    const office = await adminPage(id);
    expect(office).toContain('data-payment-alert="refund_due"');
    expect(office).toContain('(переплата)');
    // The refund form proposes the excess, not the whole payment.
    expect(office).toContain('value="600.00"');
  });

  it('a paid order’s lines are locked — the edit answers 409 with what to do; other roles get 403; nothing changes', async () => {
    const { id } = await placed(1);
    const { reference } = await t.start(id, 'liqpay');
    await payAtLiqpay(reference);
    expect((await t.orderState(id)).paymentStatus).toBe('paid');
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, id));
    const fields = { intent: 'lines', [`qty_${line?.goodId}`]: '3' };
    const refused = await manager(id, fields);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Замовлення вже оплачене (повністю або частково), тож товари не змінюються');
    for (const login of ['content', 'moderator'])
      expect((await staffs.form(login, `/admin/orders/${id}`, fields)).status).toBe(403);
    expect(await orderRow(id)).toMatchObject({ total: 60_000, paymentStatus: 'paid' });
    expect((await db().select().from(orderLines).where(eq(orderLines.orderId, id)))[0]?.quantity).toBe(1);
  });
});

describe('a cancelled order cannot be paid (§9 online card)', () => {
  it('the cancel expires the attempt; LiqPay’s valid success then flags the money for refund — sell receipt at settlement, return receipt at refund', async () => {
    const { id, cookie } = await placed(1);
    const { reference } = await t.start(id, 'liqpay');
    const cancel = await manager(id, { intent: 'status', status: 'cancelled' });
    expect(cancel.status).toBe(200);
    expect(await t.orderState(id)).toEqual({ paymentStatus: 'unpaid', sells: 0, attempts: ['expired'] });

    // The shopper completes LiqPay's page opened before the cancel: LiqPay holds the money and calls back.
    t.liqpay.setStatus(reference, 'success');
    expect(await t.liqpay.sendCallback(reference)).toBe(200);
    expect(await t.orderState(id)).toEqual({ paymentStatus: 'refund_due', sells: 1, attempts: ['paid'] });
    expect(await orderRow(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due', paidAt: null });
    const outcomes = (
      await db()
        .select({ outcome: paymentEvents.outcome })
        .from(paymentEvents)
        .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
        .where(eq(payments.reference, reference))
        .orderBy(paymentEvents.id)
    ).map((e) => e.outcome);
    expect(outcomes).toEqual(['applied', 'applied: the order is due a refund']);

    const office = await adminPage(id);
    expect(office).toContain('data-payment-alert="refund_due"');
    expect(office).toContain('замовлення скасоване, а оплата');
    expect(office).toContain('Повернути кошти');
    expect(await shopperPage(id, cookie)).toContain('Замовлення скасовано, а оплата 600');
    const list = await (await staffs.get('manager', '/admin/orders?paid=refund_due&perPage=100')).text();
    expect(list).toContain(`/admin/orders/${id}"`);

    // The manager sends it back through LiqPay: refunded, with its return receipt.
    const [attempt] = await db().select().from(payments).where(eq(payments.reference, reference));
    const refund = await manager(id, { intent: 'refund', payment: String(attempt?.id), amount: '600.00' });
    expect(refund.status).toBe(200);
    expect((await orderRow(id))?.paymentStatus).toBe('refunded');
    expect((await receiptsOf(id)).sort()).toEqual(['return 60000', 'sell 60000']);
  });

  it('money taken for a cancelled order whose callback was lost is found by the reconciler and flagged, not lost', async () => {
    const { id } = await placed(1);
    const { reference } = await t.start(id, 'liqpay');
    expect((await manager(id, { intent: 'status', status: 'cancelled' })).status).toBe(200);
    t.liqpay.setStatus(reference, 'success');
    const later = { ...t.ctx(), now: new Date(seededAt.getTime() + 11 * 60_000) };
    expect((await reconcilePayments(later, t.gateway)).errors).toBe(0);
    expect(await t.orderState(id)).toEqual({ paymentStatus: 'refund_due', sells: 1, attempts: ['paid'] });
  });

  it('an order paid before its cancel is flagged for refund by the cancel itself', async () => {
    const { id } = await placed(1);
    const { reference } = await t.start(id, 'liqpay');
    await payAtLiqpay(reference);
    expect((await t.orderState(id)).paymentStatus).toBe('paid');
    expect((await manager(id, { intent: 'status', status: 'cancelled' })).status).toBe(200);
    expect(await t.orderState(id)).toEqual({ paymentStatus: 'refund_due', sells: 1, attempts: ['paid'] });
  });
});
