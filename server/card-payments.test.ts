import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayments } from '#core/payments';
import { paymentEvents, payments } from '#db/schema';
import { type CardShop, createCardShop, liqpayKeys, monobankToken } from '#test/support/card-payments';
import { seededAt } from '#test/support/db';

let t: CardShop;
beforeAll(async () => {
  t = await createCardShop();
});
afterAll(() => t.close());

const events = async (reference: string) => {
  const [p] = await t.shop.database.db.select().from(payments).where(eq(payments.reference, reference));
  if (!p) return [];
  return (await t.shop.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p.id))).map(
    (e) => e.outcome,
  );
};
/** The shopper presses a button on the fake provider's page (no redirect followed). */
const press = (url: string, fields?: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', ...(fields ? { body: new URLSearchParams(fields) } : {}) });

describe('LiqPay card payment end to end through /payments/liqpay/callback', () => {
  it('the shopper pays on the LiqPay page: its callback marks the order paid and queues one sell receipt', async () => {
    const orderId = await t.placeCardOrder();
    expect((await t.orderState(orderId)).paymentStatus).toBe('unpaid');
    const { reference, page } = await t.start(orderId, 'liqpay');
    expect(page).toContain(`Замовлення №${orderId}`);
    const back = await press(`${t.liqpay.apiUrl}fake/pay/${reference}`, { outcome: 'pay' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${t.origin}/payments/return/${reference}`);
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'paid', sells: 1, attempts: ['paid'] });
    const returned = await fetch(back.headers.get('location') ?? '', { redirect: 'manual' });
    expect(returned.headers.get('location')).toBe(`/checkout/success?order=${orderId}`);

    // LiqPay retries: the replay is answered 200 and changes nothing.
    expect(await t.liqpay.sendCallback(reference)).toBe(200);
    expect(await t.liqpay.sendCallback(reference)).toBe(200);
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'paid', sells: 1, attempts: ['paid'] });
    expect(await events(reference)).toEqual(['applied', 'duplicate', 'duplicate']);
  });

  it('a declined card fails the attempt; the shopper retries and pays; one receipt', async () => {
    const orderId = await t.placeCardOrder(2, 'ru');
    const first = await t.start(orderId, 'liqpay');
    expect(first.page).toContain(`Заказ №${orderId}`);
    await press(`${t.liqpay.apiUrl}fake/pay/${first.reference}`, { outcome: 'decline' });
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'unpaid', sells: 0, attempts: ['failed'] });
    const second = await t.start(orderId, 'liqpay');
    expect(second.reference).not.toBe(first.reference);
    await press(`${t.liqpay.apiUrl}fake/pay/${second.reference}`, { outcome: 'pay' });
    const state = await t.orderState(orderId);
    expect(state).toMatchObject({ paymentStatus: 'paid', sells: 1 });
    expect(state.attempts.sort()).toEqual(['failed', 'paid']);
    // The late failure of the paid attempt is stale.
    await t.liqpay.sendCallback(second.reference, { status: 'failure' });
    expect(await t.orderState(orderId)).toMatchObject({ paymentStatus: 'paid', sells: 1 });
  });

  it('a forged callback is answered 400, changes nothing and its log line holds no body or secret', async () => {
    const orderId = await t.placeCardOrder();
    const { reference } = await t.start(orderId, 'liqpay');
    const forged = t.liqpay.forgedFields(reference, { status: 'success' });
    const response = await t.shop.postForm('/payments/liqpay/callback', forged);
    expect(response.status).toBe(400);
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'unpaid', sells: 0, attempts: ['pending'] });
    const line =
      t
        .logged()
        .split('\n')
        .find((l) => l.includes('payment callback rejected')) ?? '';
    expect(line).toContain('bad signature');
    for (const secret of [forged.data, forged.signature, liqpayKeys.privateKey, monobankToken, reference])
      expect(t.logged()).not.toContain(secret);
  });

  it('a genuine callback naming another amount or currency changes nothing', async () => {
    const orderId = await t.placeCardOrder();
    const { reference } = await t.start(orderId, 'liqpay');
    await t.shop.postForm(
      '/payments/liqpay/callback',
      t.liqpay.callbackFields(reference, { status: 'success', amount: 1 }),
    );
    await t.shop.postForm(
      '/payments/liqpay/callback',
      t.liqpay.callbackFields(reference, { status: 'success', currency: 'USD' }),
    );
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'unpaid', sells: 0, attempts: ['pending'] });
    expect(await events(reference)).toEqual(['rejected: amount 100 ≠ 60000', 'rejected: currency USD']);
  });
});

describe('monobank card payment end to end through /payments/monobank/webhook', () => {
  it('the shopper pays on the monobank page: its signed webhook marks the order paid, one receipt; replays change nothing', async () => {
    const orderId = await t.placeCardOrder();
    const { reference, providerId, page } = await t.start(orderId, 'monobank');
    expect(page).toMatch(/pay<\/button>/);
    const back = await press(`${t.monobank.apiUrl}/pay/${providerId}/pay`);
    expect(back.headers.get('location')).toBe(`${t.origin}/payments/return/${reference}`);
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'paid', sells: 1, attempts: ['paid'] });
    expect(await t.monobank.sendWebhook(providerId)).toBe(200);
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'paid', sells: 1, attempts: ['paid'] });
  });

  it('failure then success; a webhook of another invoice with this reference changes nothing', async () => {
    const orderId = await t.placeCardOrder();
    const first = await t.start(orderId, 'monobank');
    await press(`${t.monobank.apiUrl}/pay/${first.providerId}/decline`);
    expect(await t.orderState(orderId)).toEqual({ paymentStatus: 'unpaid', sells: 0, attempts: ['failed'] });
    const second = await t.start(orderId, 'monobank');
    // A genuine webhook of the first invoice re-labelled with the second attempt's reference.
    await t.monobank.sendWebhook(
      first.providerId,
      { reference: second.reference, status: 'success' },
      `${t.origin}/payments/monobank/webhook`,
    );
    expect(await t.orderState(orderId)).toMatchObject({ paymentStatus: 'unpaid', sells: 0 });
    await press(`${t.monobank.apiUrl}/pay/${second.providerId}/pay`);
    expect(await t.orderState(orderId)).toMatchObject({ paymentStatus: 'paid', sells: 1 });
  });

  it('a webhook signed by another key is answered 400 and logged without its body', async () => {
    const orderId = await t.placeCardOrder();
    const { providerId } = await t.start(orderId, 'monobank');
    const body = t.monobank.webhookBody(providerId, { status: 'success' });
    const response = await t.shop.app.request('/payments/monobank/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sign': t.monobank.sign(body, 'stranger') },
      body,
    });
    expect(response.status).toBe(400);
    expect(await t.orderState(orderId)).toMatchObject({ paymentStatus: 'unpaid', sells: 0 });
    expect(t.logged()).not.toContain(providerId);
    expect(t.logged()).not.toContain(monobankToken);
  });
});

describe('the reconciler settles attempts whose callback was lost', () => {
  it('asks LiqPay and monobank about stale pending attempts and applies their answers once', async () => {
    const paidAtLiqpay = await t.placeCardOrder();
    const lq = await t.start(paidAtLiqpay, 'liqpay');
    const paidAtMono = await t.placeCardOrder();
    const mb = await t.start(paidAtMono, 'monobank');
    const unpaid = await t.placeCardOrder();
    await t.start(unpaid, 'monobank');
    t.liqpay.setStatus(lq.reference, 'success');
    t.monobank.setStatus(mb.providerId, 'success');
    const later = { ...t.ctx(), now: new Date(seededAt.getTime() + 11 * 60_000) };
    const report = await reconcilePayments(later, t.gateway);
    expect(report.errors).toBe(0);
    expect(report.applied).toBeGreaterThanOrEqual(2);
    expect(await t.orderState(paidAtLiqpay)).toEqual({ paymentStatus: 'paid', sells: 1, attempts: ['paid'] });
    expect(await t.orderState(paidAtMono)).toEqual({ paymentStatus: 'paid', sells: 1, attempts: ['paid'] });
    expect(await t.orderState(unpaid)).toEqual({ paymentStatus: 'unpaid', sells: 0, attempts: ['pending'] });
    // The callback arrives after all: a duplicate.
    expect(await t.liqpay.sendCallback(lq.reference)).toBe(200);
    expect(await t.orderState(paidAtLiqpay)).toMatchObject({ sells: 1 });
  });
});

describe('what is kept', () => {
  it('payment_events hold no phone, IP, approval code or card number beyond its last digits', async () => {
    const kept = JSON.stringify(await t.shop.database.db.select({ raw: paymentEvents.raw }).from(paymentEvents));
    expect(kept).toContain('order_id');
    expect(kept).toContain('invoiceId');
    for (const personal of ['380501112233', '203.0.113.7', '414962', '444403', '662476', '060189181768'])
      expect(kept).not.toContain(personal);
  });
});

describe('configuration', () => {
  it("the pages' CSP lets forms go to the configured acquirers' pages", async () => {
    const response = await t.shop.app.request('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`form-action 'self'`);
    for (const origin of [t.liqpay.origin, t.monobank.apiUrl, 'https://pay.mbnk.biz']) expect(csp).toContain(origin);
  });
});
