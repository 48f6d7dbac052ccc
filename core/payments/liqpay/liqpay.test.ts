import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLiqpay, fakeLiqpay } from '#test/fakes/liqpay/fake-liqpay';
import type { AttemptForProvider, PaymentProvider } from '../provider';
import { liqpayProvider } from './liqpay';
import { decodeData, encodeData, signData, toKopiyky } from './sign';

const keys = { publicKey: 'sandbox_i00000000001', privateKey: 'sandbox_PrIvAtE-key-0123456789' };
let fake: FakeLiqpay;
let liqpay: PaymentProvider;

const attempt = (reference: string, amount: number, locale: 'ua' | 'ru' = 'ua'): AttemptForProvider => ({
  reference,
  amount,
  parts: null,
  providerId: null,
  order: {
    id: 4242,
    locale,
    phone: '+380501112233',
    email: null,
    firstName: 'Іван',
    lastName: 'Петренко',
    lines: [],
    total: amount,
  },
  resultUrl: `https://shop.test/payments/return/${reference}`,
  serverUrl: 'https://shop.test/payments/liqpay/callback',
});

/** Opens the checkout form at the fake LiqPay as a browser would (registers the payment there). */
async function openCheckout(a: AttemptForProvider) {
  const { checkout } = await liqpay.start(a);
  if (checkout.method !== 'POST') throw new Error('LiqPay checkout is a form');
  const page = await fetch(checkout.url, { method: 'POST', body: new URLSearchParams(checkout.fields) });
  return { checkout, page };
}

const callback = (fields: { data: string; signature: string }) =>
  liqpay.verify({
    headers: new Headers(),
    body: new URLSearchParams(fields).toString(),
    contentType: 'application/x-www-form-urlencoded',
  });

beforeAll(async () => {
  fake = await fakeLiqpay(keys);
  liqpay = liqpayProvider({ ...keys, apiUrl: fake.apiUrl });
});
afterAll(() => fake.close());

describe('LiqPay Checkout API v3 adapter', () => {
  it('signature = base64(sha1(private_key + data + private_key)), the binary digest', () => {
    const data = encodeData({ version: 3, action: 'pay' });
    const expected = createHash('sha1')
      .update(`${keys.privateKey}${data}${keys.privateKey}`)
      .digest()
      .toString('base64');
    expect(signData(keys.privateKey, data)).toBe(expected);
    expect(signData(keys.privateKey, data)).toHaveLength(28);
  });

  it('UAH ↔ kopiyky: 123450 kopiyky is 1234.5 UAH and back exactly', () => {
    expect(toKopiyky(1234.5)).toBe(123_450);
    expect(toKopiyky(0.29)).toBe(29);
    expect(toKopiyky(19.99)).toBe(1_999);
    expect(toKopiyky('600.00')).toBe(60_000);
    expect(toKopiyky('x')).toBeNaN();
  });

  it('start builds the signed form without a network call; the fake LiqPay accepts it and shows pay / decline', async () => {
    const before = fake.calls.length;
    const { checkout } = await liqpay.start(attempt('4242-startUa', 123_450));
    expect(fake.calls.length).toBe(before);
    if (checkout.method !== 'POST') throw new Error('form expected');
    expect(checkout.url).toBe(`${fake.apiUrl}3/checkout`);
    expect(checkout.fields.signature).toBe(signData(keys.privateKey, checkout.fields.data ?? ''));
    expect(decodeData(checkout.fields.data ?? '')).toEqual({
      version: 3,
      public_key: keys.publicKey,
      action: 'pay',
      amount: 1234.5,
      currency: 'UAH',
      description: 'Замовлення №4242',
      order_id: '4242-startUa',
      result_url: 'https://shop.test/payments/return/4242-startUa',
      server_url: 'https://shop.test/payments/liqpay/callback',
      language: 'uk',
    });
    expect(liqpay.pageOrigins).toEqual([fake.origin]);
    const { page } = await openCheckout(attempt('4242-startRu', 60_000, 'ru'));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Заказ №4242');
    expect(html).toMatch(/value="pay"/);
    expect(html).toMatch(/value="decline"/);
    expect(fake.payments.get('4242-startRu')?.params).toMatchObject({ language: 'ru', amount: 600 });
  });

  it("a genuine callback maps every status of LiqPay's list to what it means", async () => {
    await openCheckout(attempt('4242-map', 123_450));
    expect(await callback(fake.callbackFields('4242-map', { status: 'success' }))).toMatchObject({
      reference: '4242-map',
      status: 'paid',
      amount: 123_450,
      currency: 'UAH',
      providerId: String(fake.payments.get('4242-map')?.paymentId),
    });
    expect(
      await callback(
        fake.callbackFields('4242-map', { status: 'failure', err_code: '9859', err_description: 'Відмова' }),
      ),
    ).toMatchObject({ status: 'failed', failureReason: '9859: Відмова' });
    expect(await callback(fake.callbackFields('4242-map', { status: 'error' }))).toMatchObject({ status: 'failed' });
    expect(await callback(fake.callbackFields('4242-map', { status: 'reversed' }))).toMatchObject({
      status: 'refunded',
    });
    // "Кошти з клієнта списані": the money is taken, only LiqPay's side with the merchant waits.
    for (const s of ['wait_accept', 'wait_compensation', 'wait_card', 'wait_lc', 'wait_reserve'])
      expect(await callback(fake.callbackFields('4242-map', { status: s })), s).toMatchObject({ status: 'paid' });
    const notYet = ['processing', 'prepared', 'hold_wait', 'cash_wait', 'invoice_wait', 'wait_secure', 'wait_qr'];
    const confirm = ['wait_sender', '3ds_verify', 'otp_verify', 'cvv_verify', 'senderapp_verify', 'p24_verify'];
    // try_again leaves the shopper on LiqPay's page; subscriptions are never started: nothing changes.
    for (const s of [...notYet, ...confirm, 'try_again', 'subscribed', 'unsubscribed'])
      expect(await callback(fake.callbackFields('4242-map', { status: s })), s).toMatchObject({ status: 'pending' });
    expect(await callback(fake.callbackFields('4242-map', { status: 'made_up' }))).toMatchObject({
      rejected: 'status made_up',
    });
  });

  it('the kept raw callback has no phone, IP or card number beyond the last four digits', async () => {
    const event = await callback(fake.callbackFields('4242-map'));
    if ('rejected' in event) throw new Error(event.rejected);
    const raw = JSON.stringify(event.raw);
    expect(raw).not.toContain('380501112233');
    expect(raw).not.toContain('203.0.113.7');
    expect(raw).not.toContain('414962');
    expect(event.raw).toMatchObject({ card_last: '15', order_id: '4242-map' });
  });

  it('sandbox is rejected unless the shop is configured as a sandbox', async () => {
    expect(await callback(fake.callbackFields('4242-map', { status: 'sandbox' }))).toMatchObject({
      rejected: 'sandbox',
    });
    const sandboxShop = liqpayProvider({ ...keys, apiUrl: fake.apiUrl, sandbox: true });
    const event = await sandboxShop.verify({
      headers: new Headers(),
      body: new URLSearchParams(fake.callbackFields('4242-map', { status: 'sandbox' })).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(event).toMatchObject({ status: 'paid' });
  });

  it('a forged signature, tampered data, another merchant or garbage are rejected, never thrown', async () => {
    expect(await callback(fake.forgedFields('4242-map'))).toEqual({ rejected: 'bad signature' });
    const genuine = fake.callbackFields('4242-map');
    const tampered = encodeData({ ...decodeData(genuine.data), amount: 1 });
    expect(await callback({ data: tampered, signature: genuine.signature })).toEqual({ rejected: 'bad signature' });
    expect(await callback({ data: genuine.data, signature: '' })).toEqual({ rejected: 'no data or signature' });
    const other = encodeData({ ...decodeData(genuine.data), public_key: 'someone_else' });
    expect(await callback({ data: other, signature: signData(keys.privateKey, other) })).toMatchObject({
      rejected: 'another merchant',
    });
    const junk = 'bm90IGpzb24=';
    expect(await callback({ data: junk, signature: signData(keys.privateKey, junk) })).toEqual({
      rejected: 'unreadable data',
    });
    for (const body of ['', '%%%', 'data=%E0%A4%A&signature=1', 'a'.repeat(10_000)])
      expect(await liqpay.verify({ headers: new Headers(), body, contentType: '' })).toHaveProperty('rejected');
  });

  it('status asks /request signed; an unknown order is null; a lost success reads paid', async () => {
    expect(await liqpay.status({ reference: '4242-nobody', providerId: null, amount: 100 })).toBeNull();
    await openCheckout(attempt('4242-lost', 60_000));
    expect(await liqpay.status({ reference: '4242-lost', providerId: null, amount: 60_000 })).toMatchObject({
      status: 'pending',
    });
    fake.setStatus('4242-lost', 'success');
    expect(await liqpay.status({ reference: '4242-lost', providerId: null, amount: 60_000 })).toMatchObject({
      reference: '4242-lost',
      status: 'paid',
      amount: 60_000,
      currency: 'UAH',
    });
    expect(fake.calls.filter((c) => c.path === '/api/request').every((c) => c.signed)).toBe(true);
    const wrongKey = liqpayProvider({ ...keys, privateKey: 'wrong', apiUrl: fake.apiUrl });
    await expect(wrongKey.status({ reference: '4242-lost', providerId: null, amount: 60_000 })).rejects.toThrow();
  });

  it('refund sends the amount in UAH and answers refunded; a refund LiqPay refuses is a rejection', async () => {
    await openCheckout(attempt('4242-refund', 123_450));
    expect(
      await liqpay.refund?.({ reference: '4242-refund', providerId: null, amount: 123_450 }, 50_050),
    ).toMatchObject({ rejected: expect.stringContaining('refund_not_allowed') });
    fake.setStatus('4242-refund', 'success');
    expect(
      await liqpay.refund?.({ reference: '4242-refund', providerId: null, amount: 123_450 }, 50_050),
    ).toMatchObject({ status: 'refunded', amount: 123_450, refundedAmount: 50_050 });
    expect(fake.payments.get('4242-refund')?.refunded).toBe(500.5);
  });
});
