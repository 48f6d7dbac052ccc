import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrderPayment, reconcilePayments } from '#core/payments';
import { type CardShop, createCardShop } from '#test/support/card-payments';
import { seededAt } from '#test/support/db';

let t: CardShop;
beforeAll(async () => {
  // A merchant LiqPay has not verified yet: a paid card reads `wait_accept` (LiqPay's status list).
  t = await createCardShop({ liqpay: { merchant: 'unverified' } });
});
afterAll(() => t.close());

const press = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields) });

describe('LiqPay statuses as LiqPay documents them, through /payments/liqpay/callback', () => {
  it('a card paid with wait_accept is paid, receipted once and never offered "try again"', async () => {
    const orderId = await t.placeCardOrder();
    const { reference } = await t.start(orderId, 'liqpay');
    await press(`${t.liqpay.apiUrl}fake/pay/${reference}`, { outcome: 'pay' });
    expect(t.liqpay.payments.get(reference)?.status).toBe('wait_accept');
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'paid', sells: 1, attempts: ['paid'] });

    // The reconciler asks LiqPay later (the attempt would have expired as pending): still paid.
    const later = { ...t.ctx(), now: new Date(seededAt.getTime() + 2 * 24 * 3600_000) };
    const report = await reconcilePayments(later, t.gateway);
    expect(report.errors).toBe(0);
    // LiqPay verifies the merchant and the payment moves on: wait_compensation, then success.
    expect(await t.liqpay.sendCallback(reference, { status: 'wait_compensation' })).toBe(200);
    expect(await t.liqpay.sendCallback(reference, { status: 'success' })).toBe(200);
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'paid', sells: 1, attempts: ['paid'] });
    const view = await getOrderPayment(later, t.gateway, orderId);
    expect(view).toMatchObject({ status: 'paid', canPay: false, last: { status: 'paid' } });
  });

  it('try_again, subscribed and unsubscribed are answered 200 and change nothing', async () => {
    const orderId = await t.placeCardOrder();
    const { reference } = await t.start(orderId, 'liqpay');
    for (const status of ['try_again', 'subscribed', 'unsubscribed'])
      expect(await t.liqpay.sendCallback(reference, { status }), status).toBe(200);
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'unpaid', sells: 0, attempts: ['pending'] });
    // The shopper tries again on LiqPay's page and pays.
    await press(`${t.liqpay.apiUrl}fake/pay/${reference}`, { outcome: 'pay' });
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'paid', sells: 1, attempts: ['paid'] });
  });

  it('a paid wait_accept payment can be refunded (the money is held by LiqPay)', async () => {
    const orderId = await t.placeCardOrder();
    const { reference } = await t.start(orderId, 'liqpay');
    await press(`${t.liqpay.apiUrl}fake/pay/${reference}`, { outcome: 'pay' });
    const refund = await t.gateway.byName('liqpay')?.refund?.({ reference, providerId: null, amount: 60_000 }, 60_000);
    expect(refund).toMatchObject({ status: 'refunded', refundedAmount: 60_000 });
  });
});
