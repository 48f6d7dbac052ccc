import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMonoParts, startFakeMonoParts } from '#test/fakes/mono-parts/fake-mono-parts';
import { type AttemptForProvider, isRejected, type ProviderEvent } from '../provider';
import { monoPartsProvider, monoPartsStatus } from './index';

const store = { storeId: 'test-store-42', signKey: 'test-sign-key-9f8e' };
let bank: FakeMonoParts;
let provider: ReturnType<typeof monoPartsProvider>;

const attempt = (reference: string, over: Partial<AttemptForProvider> = {}): AttemptForProvider => ({
  reference,
  amount: 125_000,
  parts: 5,
  providerId: null,
  order: {
    id: 88,
    locale: 'ua',
    phone: '+380501112233',
    email: null,
    firstName: 'Іван',
    lastName: 'Петренко',
    lines: [
      { goodId: 1, extId: 'A1', title: 'Котушка', price: 40_000, quantity: 2 },
      { goodId: 2, extId: 'B2', title: 'Спінінг', price: 45_000, quantity: 1 },
    ],
    total: 125_000,
  },
  resultUrl: `https://shop.test/payments/return/${reference}`,
  serverUrl: 'https://shop.test/payments/mono-parts/callback',
  ...over,
});
const verify = (body: string, signature: string, reference = '88-abc') =>
  provider.verify({
    headers: new Headers({ signature, 'content-type': 'application/json' }),
    body,
    contentType: 'application/json',
    url: `https://shop.test/payments/mono-parts/callback?reference=${reference}`,
  });

beforeAll(async () => {
  bank = await startFakeMonoParts(store);
  provider = monoPartsProvider({ ...store, parts: [3, 4, 5, 6, 7, 8], apiUrl: bank.apiUrl });
});
afterAll(() => bank.close());

describe('monobank Покупка частинами adapter (§9)', () => {
  it('order/create carries the store id and the body HMAC; the shopper confirms in the app (no page)', async () => {
    const started = await provider.start(attempt('88-abc'));
    const order = bank.orders.get(started.providerId ?? '');
    expect(order).toMatchObject({
      storeOrderId: '88-abc',
      phone: '+380501112233',
      total: 125_000,
      parts: [5],
      products: [
        { name: 'Котушка', count: 2, sum: 40_000 },
        { name: 'Спінінг', count: 1, sum: 45_000 },
      ],
      invoice: { number: '88', source: 'INTERNET' },
      callback: 'https://shop.test/payments/mono-parts/callback?reference=88-abc',
    });
    expect(bank.requests.at(-1)?.body).toMatchObject({
      total_sum: 1250,
      available_programs: [{ available_parts_count: [5], type: 'payment_installments' }],
    });
    expect(started.checkout).toEqual({ method: 'GET', url: 'https://shop.test/payments/return/88-abc' });
    expect(provider.confirmsInApp).toBe(true);
  });

  it('the signature is base64(HMAC-SHA256(raw body, sign key)); a wrong key is refused by the bank', async () => {
    const body = '{"order_id":"x","state":"FAIL","order_sub_state":"REJECTED_BY_CLIENT"}';
    expect(bank.callback('x', 'FAIL', 'REJECTED_BY_CLIENT')).toEqual({
      body,
      signature: createHmac('sha256', store.signKey).update(body).digest('base64'),
    });
    const wrong = monoPartsProvider({ ...store, signKey: 'nope', parts: [3], apiUrl: bank.apiUrl });
    await expect(wrong.start(attempt('88-wrong'))).rejects.toThrow(/invalid signature/);
  });

  it('callbacks: SUCCESS → paid, FAIL → failed, IN_PROCESS → pending; an approval is confirmed → paid', async () => {
    const id = [...bank.orders.values()].find((o) => o.storeOrderId === '88-abc')?.orderId ?? '';
    const waiting = bank.callback(id, 'IN_PROCESS', 'WAITING_FOR_CLIENT');
    expect(await verify(waiting.body, waiting.signature)).toMatchObject({ status: 'pending', providerId: id });
    const failed = bank.callback(id, 'FAIL', 'REJECTED_BY_CLIENT');
    expect(await verify(failed.body, failed.signature)).toMatchObject({
      reference: '88-abc',
      status: 'failed',
      failureReason: 'FAIL/REJECTED_BY_CLIENT',
      amountFixedAtStart: true,
    });
    const order = bank.orders.get(id);
    if (order) Object.assign(order, { state: 'IN_PROCESS', subState: 'WAITING_FOR_STORE_CONFIRM' });
    const approved = bank.callback(id, 'IN_PROCESS', 'WAITING_FOR_STORE_CONFIRM');
    const event = (await verify(approved.body, approved.signature)) as ProviderEvent;
    expect(event).toMatchObject({ reference: '88-abc', status: 'paid', providerId: id, currency: 'UAH' });
    expect(bank.orders.get(id)?.state).toBe('SUCCESS');
    expect(['SUCCESS', 'FAIL', 'IN_PROCESS', 'NEW'].map((s) => monoPartsStatus(s))).toEqual([
      'paid',
      'failed',
      'pending',
      'pending',
    ]);
  });

  it('a forged, unsigned, altered or reference-less callback is rejected, never thrown', async () => {
    const good = bank.callback('x', 'SUCCESS', 'ACTIVE');
    const verdicts = await Promise.all([
      verify(good.body.replace('x', 'y'), good.signature),
      verify(good.body, ''),
      verify(good.body, createHmac('sha256', 'guess').update(good.body).digest('base64')),
      verify(good.body, good.signature, ''),
      verify('{', createHmac('sha256', store.signKey).update('{').digest('base64')),
    ]);
    expect(verdicts.map((v) => (isRejected(v) ? v.rejected : 'accepted'))).toEqual([
      'bad signature',
      'bad signature',
      'bad signature',
      'no reference in the callback URL',
      'not JSON',
    ]);
  });

  it('order/state answers the state by the bank order id; none without it', async () => {
    const started = await provider.start(attempt('88-state', { parts: null }));
    const id = started.providerId ?? '';
    expect(bank.orders.get(id)?.parts).toEqual([3]);
    expect(await provider.status({ reference: '88-state', providerId: id, amount: 125_000 })).toMatchObject({
      status: 'pending',
    });
    const order = bank.orders.get(id);
    if (order) Object.assign(order, { state: 'SUCCESS', subState: 'ACTIVE' });
    expect(await provider.status({ reference: '88-state', providerId: id, amount: 125_000 })).toMatchObject({
      reference: '88-state',
      status: 'paid',
    });
    expect(await provider.status({ reference: '88-none', providerId: null, amount: 1 })).toBeNull();
  });

  it('the local bank holds the document: headers, the request schema, idempotency, callbacks only where sent (ADR 0112)', async () => {
    const sign = (body: string) => createHmac('sha256', store.signKey).update(body).digest('base64');
    const post = async (body: unknown, headers?: Record<string, string>) => {
      const raw = JSON.stringify(body);
      const r = await fetch(`${bank.apiUrl}/api/order/create`, {
        method: 'POST',
        headers: headers ?? { 'content-type': 'application/json', 'store-id': store.storeId, signature: sign(raw) },
        body: raw,
      });
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    };
    const valid = {
      store_order_id: '88-doc',
      client_phone: '+380501234561',
      total_sum: 42,
      invoice: { date: '2026-11-28', number: '88', source: 'INTERNET' },
      available_programs: [{ available_parts_count: [3], type: 'payment_installments' }],
      products: [{ name: 'Табуретка', count: 2, sum: 21 }],
    };
    expect(await post(valid, { 'content-type': 'application/json' })).toEqual({
      status: 401,
      body: { message: 'signature or store-id is missing' },
    });
    expect((await post({ ...valid, client_phone: '0501234561' })).body).toEqual({ message: 'client_phone is invalid' });
    expect((await post({ ...valid, available_programs: [{ available_parts_count: [2] }] })).status).toBe(400);
    // `sum` is the unit price: a line total (42 for 2 units) does not add up to total_sum.
    expect((await post({ ...valid, products: [{ name: 'Табуретка', count: 2, sum: 42 }] })).status).toBe(400);
    const first = await post(valid);
    expect(first.status).toBe(201);
    // The same store_order_id creates nothing new: the same order id again.
    expect(await post(valid)).toEqual(first);
    const id = String(first.body.order_id);
    // No callback while the shopper has not answered (WAITING_FOR_CLIENT is polled, not posted).
    expect(await bank.decide(id, 'IN_PROCESS', 'WAITING_FOR_CLIENT')).toBeNull();
  });
});
