import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMonobank, fakeMonobank } from '#test/fakes/monobank/fake-monobank';
import type { AttemptForProvider, PaymentProvider } from '../provider';
import { monobankProvider } from './monobank';

const token = 'uTestMerchantToken0123456789';
let fake: FakeMonobank;
let clock = 1_000_000;
let mono: PaymentProvider;

const attempt = (reference: string, amount: number, locale: 'ua' | 'ru' = 'ua'): AttemptForProvider => ({
  reference,
  amount,
  parts: null,
  providerId: null,
  order: {
    id: 77,
    locale,
    phone: '+380501112233',
    email: null,
    firstName: 'Іван',
    lastName: 'Петренко',
    lines: [{ goodId: 5, extId: 'FX5', title: 'Воблер', price: 61_725, quantity: 2 }],
    total: amount,
  },
  resultUrl: `https://shop.test/payments/return/${reference}`,
  serverUrl: 'https://shop.test/payments/monobank/webhook',
});

const webhook = (body: string, sign: string) =>
  mono.verify({ headers: new Headers(sign ? { 'x-sign': sign } : {}), body, contentType: 'application/json' });

/** Starts an attempt at the fake monobank; answers its invoiceId. */
async function invoice(reference: string, amount = 123_450) {
  const started = await mono.start(attempt(reference, amount));
  return String(started.providerId);
}

beforeAll(async () => {
  fake = await fakeMonobank(token);
  mono = monobankProvider({ token, apiUrl: fake.apiUrl, now: () => clock });
});
afterAll(() => fake.close());

describe('monobank acquiring adapter', () => {
  it('start creates an invoice in kopiyky, ccy 980, with the basket, redirect and webhook; the shopper goes to pageUrl', async () => {
    const started = await mono.start(attempt('77-start', 123_450));
    const i = fake.invoices.get(String(started.providerId));
    expect(i).toMatchObject({
      amount: 123_450,
      ccy: 980,
      reference: '77-start',
      destination: 'Оплата замовлення №77',
      basketOrder: [{ name: 'Воблер', qty: 2, sum: 61_725, code: 'FX5', unit: 'шт.' }],
      redirectUrl: 'https://shop.test/payments/return/77-start',
      webHookUrl: 'https://shop.test/payments/monobank/webhook',
      validity: 86_400,
    });
    expect(started.checkout).toEqual({ method: 'GET', url: `${fake.apiUrl}/pay/${started.providerId}` });
    expect(fake.calls.at(-1)).toMatchObject({ path: '/api/merchant/invoice/create', authorized: true });
    const page = await fetch(started.checkout.url);
    expect(await page.text()).toMatch(/pay<\/button>[\s\S]*decline<\/button>/);
    expect(mono.pageOrigins).toEqual(['https://pay.mbnk.biz', 'https://pay.monobank.ua', fake.apiUrl]);
    expect(monobankProvider({ token }).pageOrigins).toEqual(['https://pay.mbnk.biz', 'https://pay.monobank.ua']);
  });

  it('a wrong token makes start fail (the attempt is marked failed by startPayment)', async () => {
    const stranger = monobankProvider({ token: 'nope', apiUrl: fake.apiUrl });
    await expect(stranger.start(attempt('77-token', 100))).rejects.toThrow(/403/);
  });

  it('a webhook signed with the merchant key maps success / failure / reversed / expired / created / processing / hold', async () => {
    const id = await invoice('77-map');
    const read = (overrides: Record<string, unknown>) => {
      const body = fake.webhookBody(id, overrides);
      return webhook(body, fake.sign(body));
    };
    expect(await read({ status: 'success', finalAmount: 123_450 })).toMatchObject({
      reference: '77-map',
      status: 'paid',
      amount: 123_450,
      currency: '980',
      providerId: id,
    });
    expect(await read({ status: 'failure', failureReason: 'Недостатньо коштів' })).toMatchObject({
      status: 'failed',
      failureReason: 'Недостатньо коштів',
    });
    expect(await read({ status: 'reversed', finalAmount: 0 })).toMatchObject({
      status: 'refunded',
      refundedAmount: 123_450,
    });
    expect(await read({ status: 'reversed', finalAmount: 23_450 })).toMatchObject({ refundedAmount: 100_000 });
    expect(await read({ status: 'expired' })).toMatchObject({ status: 'expired' });
    for (const s of ['created', 'processing', 'hold'])
      expect(await read({ status: s })).toMatchObject({ status: 'pending' });
    const kept = await read({ status: 'success' });
    expect(JSON.stringify('raw' in kept ? kept.raw : null)).not.toMatch(/444403|662476/);
  });

  it('a forged X-Sign, a tampered body, no header or garbage are rejected, never thrown', async () => {
    const id = await invoice('77-forged');
    const body = fake.webhookBody(id, { status: 'success' });
    expect(await webhook(body, fake.sign(body, 'stranger'))).toEqual({ rejected: 'bad signature' });
    expect(await webhook(body.replace('123450', '1'), fake.sign(body))).toEqual({ rejected: 'bad signature' });
    expect(await webhook(body, '')).toEqual({ rejected: 'no X-Sign' });
    expect(await webhook(body, '!!!not base64')).toEqual({ rejected: 'bad signature' });
    expect(await webhook('not json', fake.sign('not json'))).toEqual({ rejected: 'unreadable body' });
    expect(await webhook('{}', fake.sign('{}'))).toMatchObject({ rejected: 'no reference' });
    const odd = fake.webhookBody(id, { status: 'toString' });
    expect(await webhook(odd, fake.sign(odd))).toMatchObject({ rejected: 'status toString' });
  });

  it('the key is fetched once and cached; after a rotation it is refetched once; forged calls refetch at most once a minute', async () => {
    const id = await invoice('77-rotate');
    const before = fake.pubkeyCalls();
    const ok = () => {
      const body = fake.webhookBody(id, { status: 'processing' });
      return webhook(body, fake.sign(body));
    };
    const forged = () => {
      const body = fake.webhookBody(id, { status: 'success' });
      return webhook(body, fake.sign(body, 'stranger'));
    };
    expect(await ok()).toMatchObject({ status: 'pending' });
    expect(fake.pubkeyCalls()).toBe(before);
    clock += 61_000;
    fake.rotateKey();
    expect(await ok()).toMatchObject({ status: 'pending' });
    expect(fake.pubkeyCalls()).toBe(before + 1);
    for (let n = 0; n < 20; n++) expect(await forged()).toEqual({ rejected: 'bad signature' });
    expect(fake.pubkeyCalls()).toBe(before + 1);
    clock += 61_000;
    for (let n = 0; n < 20; n++) await forged();
    expect(fake.pubkeyCalls()).toBe(before + 2);
    expect(await ok()).toMatchObject({ status: 'pending' });
  });

  it('while monobank cannot give its key, webhooks are refused and the key is asked for at most once a minute', async () => {
    const id = await invoice('77-nokey');
    const broken = monobankProvider({ token: 'nope', apiUrl: fake.apiUrl, now: () => clock });
    const body = fake.webhookBody(id, { status: 'success' });
    const asked = () => fake.calls.filter((c) => c.path === '/api/merchant/pubkey' && !c.authorized).length;
    const before = asked();
    for (let n = 0; n < 10; n++)
      expect(
        await broken.verify({
          headers: new Headers({ 'x-sign': fake.sign(body) }),
          body,
          contentType: 'application/json',
        }),
      ).toEqual({ rejected: 'monobank key unavailable' });
    expect(asked() - before).toBe(1);
  });

  it('status reads the invoice by id (a lost webhook); an unknown invoice is null', async () => {
    const id = await invoice('77-status', 60_000);
    expect(await mono.status({ reference: '77-status', providerId: id, amount: 60_000 })).toMatchObject({
      status: 'pending',
    });
    fake.setStatus(id, 'success');
    expect(await mono.status({ reference: '77-status', providerId: id, amount: 60_000 })).toMatchObject({
      reference: '77-status',
      status: 'paid',
      amount: 60_000,
      currency: '980',
      providerId: id,
    });
    expect(await mono.status({ reference: '77-x', providerId: 'p2_nothing', amount: 1 })).toBeNull();
    expect(await mono.status({ reference: '77-x', providerId: null, amount: 1 })).toBeNull();
  });

  it('refund cancels the invoice for the amount in kopiyky; a refused cancel is a rejection', async () => {
    const id = await invoice('77-refund', 60_000);
    const a = { reference: '77-refund', providerId: id, amount: 60_000 };
    // An unpaid invoice: monobank's documented CANCEL_NOT_AVAILABLE (a 500 with errCode, ADR 0112).
    expect(await mono.refund?.(a, 10_000)).toMatchObject({ rejected: 'refund refused: CANCEL_NOT_AVAILABLE' });
    fake.setStatus(id, 'success');
    expect(await mono.refund?.(a, 10_000)).toMatchObject({ status: 'refunded', refundedAmount: 10_000 });
    expect(fake.invoices.get(id)).toMatchObject({ status: 'success', finalAmount: 50_000 });
    // More than is left: WRONG_CANCEL_AMOUNT.
    expect(await mono.refund?.(a, 50_001)).toMatchObject({ rejected: 'refund refused: WRONG_CANCEL_AMOUNT' });
    expect(await mono.refund?.(a, 50_000)).toMatchObject({ status: 'refunded' });
    expect(fake.invoices.get(id)).toMatchObject({ status: 'reversed', finalAmount: 0 });
  });

  it('a cancel monobank answers `processing` is pending: its reversed webhook settles it later (ADR 0112)', async () => {
    const slow = await fakeMonobank(token, { cancelAnswers: 'processing' });
    try {
      const provider = monobankProvider({ token, apiUrl: slow.apiUrl });
      const started = await provider.start(attempt('77-slow', 60_000));
      const id = String(started.providerId);
      slow.setStatus(id, 'success');
      const a = { reference: '77-slow', providerId: id, amount: 60_000 };
      expect(await provider.refund?.(a, 60_000)).toMatchObject({ status: 'pending' });
      const body = slow.webhookBody(id);
      expect(JSON.parse(body)).toMatchObject({ status: 'reversed', finalAmount: 0, cancelList: [{ amount: 60_000 }] });
      expect(
        await provider.verify({
          headers: new Headers({ 'x-sign': slow.sign(body) }),
          body,
          contentType: 'application/json',
        }),
      ).toMatchObject({ status: 'refunded', refundedAmount: 60_000 });
    } finally {
      await slow.close();
    }
  });

  it('the local monobank refuses what monobank documents as invalid, with its errCode / errText (ADR 0112)', async () => {
    const post = (body: unknown, headers: Record<string, string> = { 'X-Token': token }) =>
      fetch(`${fake.apiUrl}/api/merchant/invoice/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
    const basket = (item: Record<string, unknown>) => ({
      amount: 4200,
      merchantPaymInfo: {
        reference: 'x',
        basketOrder: [{ name: 'Табуретка', qty: 2, sum: 2100, code: 'T1', ...item }],
      },
    });
    // amount in UAH with a fraction is not kopiyky
    expect(await post({ amount: 42.5, ccy: 980 })).toEqual({
      status: 400,
      body: { errCode: 'BAD_REQUEST', errText: "invalid 'amount'" },
    });
    expect((await post({ ccy: 980 })).status).toBe(400);
    // the basket's sum is kopiyky per unit, an integer; code is required
    expect((await post(basket({ sum: 21.5 }))).body.errCode).toBe('INVALID_MERCHANT_PAYM_INFO');
    expect((await post(basket({ code: undefined }))).body.errCode).toBe('INVALID_MERCHANT_PAYM_INFO');
    // a basket that does not add up to the amount is accepted (monobank does not ask for it)
    expect((await post(basket({ qty: 1 }))).status).toBe(200);
    expect(await post({ amount: 100 }, { 'X-Token': 'nope' })).toEqual({
      status: 403,
      body: { errCode: 'FORBIDDEN', errText: 'forbidden' },
    });
    const status = await fetch(`${fake.apiUrl}/api/merchant/invoice/status`, { headers: { 'X-Token': token } });
    expect(await status.json()).toEqual({ errCode: 'BAD_REQUEST', errText: "empty 'invoiceId'" });
  });

  it('status answers the documented shape: no paymentInfo or finalAmount before the payment, failureReason and errCode after a failure', async () => {
    const id = await invoice('77-shape', 60_000);
    const read = async () =>
      (await fetch(`${fake.apiUrl}/api/merchant/invoice/status?invoiceId=${id}`, {
        headers: { 'X-Token': token },
      }).then((r) => r.json())) as Record<string, unknown>;
    const created = await read();
    expect(Object.keys(created).sort()).toEqual(
      ['amount', 'ccy', 'createdDate', 'destination', 'invoiceId', 'modifiedDate', 'reference', 'status'].sort(),
    );
    expect(await mono.status({ reference: '77-shape', providerId: id, amount: 60_000 })).toMatchObject({
      status: 'pending',
    });
    fake.setStatus(id, 'failure', { failureReason: 'Неправильний CVV код', errCode: '82' });
    expect(await read()).toMatchObject({ status: 'failure', failureReason: 'Неправильний CVV код', errCode: '82' });
    expect(await mono.status({ reference: '77-shape', providerId: id, amount: 60_000 })).toMatchObject({
      status: 'failed',
      failureReason: 'Неправильний CVV код',
    });
  });
});
