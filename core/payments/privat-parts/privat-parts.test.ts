import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePrivatParts, startFakePrivatParts } from '#test/fakes/privat-parts/fake-privat-parts';
import { type AttemptForProvider, isRejected, type ProviderEvent } from '../provider';
import { privatPartsProvider, privatStatus } from './index';

const store = { storeId: '4AAD1369CF734B64B70F', password: 'test-password-75bef16b' };
let bank: FakePrivatParts;
let provider: ReturnType<typeof privatPartsProvider>;

const attempt = (reference: string, over: Partial<AttemptForProvider> = {}): AttemptForProvider => ({
  reference,
  amount: 125_050,
  parts: 4,
  providerId: null,
  order: {
    id: 77,
    locale: 'ua',
    phone: '+380501112233',
    email: null,
    firstName: 'Іван',
    lastName: 'Петренко',
    lines: [
      { goodId: 1, extId: 'A1', title: 'Котушка', price: 40_000, quantity: 2 },
      { goodId: 2, extId: 'B2', title: 'Спінінг', price: 45_000, quantity: 1 },
    ],
    total: 125_050,
  },
  resultUrl: `https://shop.test/payments/return/${reference}`,
  serverUrl: 'https://shop.test/payments/privat/callback',
  ...over,
});
const callback = (body: unknown) =>
  provider.verify({ headers: new Headers(), body: JSON.stringify(body), contentType: 'application/json' });

beforeAll(async () => {
  bank = await startFakePrivatParts(store);
  provider = privatPartsProvider({ ...store, parts: [2, 3, 4, 5, 6, 7, 8], apiUrl: bank.apiUrl });
});
afterAll(() => bank.close());

describe('PrivatBank Оплата частинами adapter (§9)', () => {
  it('payment/create is signed exactly as the bank documents it and answers the bank page', async () => {
    const started = await provider.start(attempt('77-abc'));
    const sent = bank.requests.at(-1)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      storeId: store.storeId,
      orderId: '77-abc',
      amount: 1250.5,
      partsCount: 4,
      merchantType: 'PP',
      responseUrl: 'https://shop.test/payments/privat/callback',
      redirectUrl: 'https://shop.test/payments/return/77-abc',
      products: [
        { name: 'Котушка', count: 2, price: 400 },
        { name: 'Спінінг', count: 1, price: 450 },
        { name: 'Доставка та пакування', count: 1, price: 0.5 },
      ],
    });
    // password + storeId + orderId + amount + parts + type + urls + (name + count + price)… + password, each
    // amount "without the floating point" (%.2f, dot removed): 0.50 UAH → "050", not "50".
    const text = `${store.password}${store.storeId}77-abc1250504PPhttps://shop.test/payments/privat/callbackhttps://shop.test/payments/return/77-abcКотушка240000Спінінг145000Доставка та пакування1050${store.password}`;
    expect(sent.signature).toBe(createHash('sha1').update(text, 'utf8').digest('base64'));
    const token = bank.payments.get('77-abc')?.token ?? '';
    expect(started).toEqual({
      providerId: token,
      checkout: { method: 'GET', url: `${bank.apiUrl}payment?token=${token}` },
    });
    expect((await fetch(started.checkout.url)).status).toBe(200);
  });

  it('a refusal of the bank (e.g. a wrong password) fails the start', async () => {
    const wrong = privatPartsProvider({ ...store, password: 'nope', parts: [2], apiUrl: bank.apiUrl });
    await expect(wrong.start(attempt('77-wrong'))).rejects.toThrow(/invalid signature/);
  });

  it('a signed callback is read; SUCCESS → paid, FAIL / CANCELED / REJECTED → failed, others pending', async () => {
    const event = (await callback(bank.callbackBody('77-abc', 'SUCCESS'))) as ProviderEvent;
    expect(event).toMatchObject({ reference: '77-abc', status: 'paid', currency: 'UAH', amountFixedAtStart: true });
    const failed = (await callback(
      bank.callbackBody('77-abc', 'FAIL', 'client has not credit limit'),
    )) as ProviderEvent;
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'FAIL: client has not credit limit' });
    expect(
      ['SUCCESS', 'FAIL', 'CANCELED', 'REJECTED', 'CREATED', 'CLIENT_WAIT', 'OTP_WAITING'].map(privatStatus),
    ).toEqual(['paid', 'failed', 'failed', 'failed', 'pending', 'pending', 'pending']);
  });

  it('a forged, altered, foreign or unreadable callback is rejected, never thrown', async () => {
    const good = bank.callbackBody('77-abc', 'FAIL');
    const forged = { ...good, paymentState: 'SUCCESS' };
    const verdicts = await Promise.all([
      callback(forged),
      callback({ ...good, signature: 'x' }),
      callback({ ...good, storeId: 'OTHER' }),
      callback({ orderId: '77-abc' }),
      provider.verify({ headers: new Headers(), body: '{not json', contentType: 'application/json' }),
    ]);
    expect(verdicts.every(isRejected)).toBe(true);
    expect(verdicts.map((v) => (isRejected(v) ? v.rejected : ''))).toEqual([
      'bad signature',
      'bad signature',
      'another store',
      'malformed callback',
      'not JSON',
    ]);
  });

  it('payment/state answers the state of a known attempt, null for an unknown one', async () => {
    await provider.start(attempt('77-state', { parts: null }));
    expect(bank.payments.get('77-state')?.partsCount).toBe(2);
    expect(await provider.status({ reference: '77-state', providerId: null, amount: 125_050 })).toMatchObject({
      reference: '77-state',
      status: 'pending',
    });
    const p = bank.payments.get('77-state');
    if (p) p.paymentState = 'SUCCESS';
    expect(await provider.status({ reference: '77-state', providerId: null, amount: 125_050 })).toMatchObject({
      status: 'paid',
    });
    expect(await provider.status({ reference: 'nobody', providerId: null, amount: 1 })).toBeNull();
  });

  it("the local bank holds the public client's rules: limits, parts 2…25, names ≤ 128, signed answers (ADR 0112)", async () => {
    const refused = async (over: Partial<AttemptForProvider>, reference: string) =>
      provider.start(attempt(reference, over)).then(
        () => 'accepted',
        (e: Error) => e.message,
      );
    // 300 … 50,000 UAH
    expect(
      await refused(
        {
          amount: 29_999,
          order: {
            ...attempt('x').order,
            lines: [{ goodId: 1, extId: 'A', title: 'Гачок', price: 29_999, quantity: 1 }],
          },
        },
        '77-small',
      ),
    ).toMatch(/amount out of limits/);
    expect(await refused({ parts: 26 }, '77-parts')).toMatch(/invalid partsCount/);
    const answer = bank.requests.length;
    const started = await provider.start(attempt('77-signed'));
    expect(bank.requests.length).toBe(answer + 1);
    // The state answer carries `state` beside `paymentState`, signed as the public client checks it.
    const state = await fetch(`${bank.apiUrl}payment/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        storeId: store.storeId,
        orderId: '77-signed',
        signature: createHash('sha1')
          .update(`${store.password}${store.storeId}77-signed${store.password}`)
          .digest('base64'),
      }),
    }).then((r) => r.json() as Promise<Record<string, string>>);
    expect(state).toMatchObject({ state: 'SUCCESS', orderId: '77-signed', paymentState: 'CREATED' });
    expect(state.signature).toBe(
      createHash('sha1')
        .update(`${store.password}SUCCESS${store.storeId}77-signed${'CREATED'}${store.password}`)
        .digest('base64'),
    );
    expect(started.providerId).toBeTruthy();
  });
});
