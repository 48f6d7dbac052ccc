import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { monoPartsProvider } from './mono-parts';
import { monobankProvider } from './monobank';
import { privatPartsProvider } from './privat-parts';
import type { AttemptForProvider } from './provider';

/*
 * Conformance vectors (ADR 0112): messages written by us in the shapes the providers
 * document — every documented field, the awkward ones included (optional fields absent, a
 * failureReason while `created`, a `message` beside the state) — read by the adapters as production
 * reads them. Sources:
 *  monobank acquiring: https://api.monobank.ua/docs/acquiring.html (OpenAPI v2412, as kept in
 *    andrew-demb/monobank-api-community-docs specs/acquiring.json): the published webhook-signature
 *    example (public key, X-Sign and the body it signs), InvoiceCreateResponse, InvoiceStatusResponse.
 *  monobank Покупка частинами: https://monobank.ua/api-docs/chast (specs/chast.json): the callback
 *    format, OrderStateInfo and the table of states.
 *  PrivatBank Оплата частинами: API v2 (bw.gitbooks.io/api-oc) as dicrtarasov/yii2-payparts reads it
 *    (src/PayPartsResponse.php: the answer's signature; src/PayParts.php: the states).
 */

/** An HTTP answer per call, by the first route key the URL contains. */
const answering =
  (routes: [string, unknown][]): typeof fetch =>
  async (input) => {
    const found = routes.find(([key]) => String(input).includes(key));
    return new Response(JSON.stringify(found ? found[1] : { errCode: 'NOT_FOUND', errText: 'no route' }), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  };

const attempt = (reference: string, amount: number): AttemptForProvider => ({
  reference,
  amount,
  parts: 3,
  providerId: null,
  order: {
    id: 5,
    locale: 'ua',
    phone: '+380501234561',
    email: null,
    firstName: 'Тарас',
    lastName: 'Коваль',
    lines: [{ goodId: 1, extId: 'T1', title: 'Табуретка', price: 2100, quantity: 2 }],
    total: amount,
  },
  resultUrl: `https://shop.test/payments/return/${reference}`,
  serverUrl: 'https://shop.test/payments/callback',
});

describe('monobank acquiring as documented', () => {
  // The merchant key, X-Sign and body of monobank's published webhook-signature example.
  const publishedKey =
    'LS0tLS1CRUdJTiBQVUJMSUMgS0VZLS0tLS0KTUZrd0V3WUhLb1pJemowQ0FRWUlLb1pJemowREFRY0RRZ0FFQUc1LzZ3NnZubGJZb0ZmRHlYWE4vS29CbVVjTgo3NWJSUWg4MFBhaEdldnJoanFCQnI3OXNSS0JSbnpHODFUZVQ5OEFOakU1c0R3RmZ5Znhub0ZJcmZBPT0KLS0tLS1FTkQgUFVCTElDIEtFWS0tLS0tCg==';
  const publishedSign =
    'MEUCIQC/mVKhi8FKoayul2Mim3E2oaIOCNJk5dEXxTqbkeJSOQIgOM0hsW0qcP2H8iXy1aQYpmY0SJWEaWur7nQXlKDCFxA=';
  // The signed bytes are the documented status object as JSON with two-space indents.
  const publishedBody = JSON.stringify(
    {
      invoiceId: 'p2_9ZgpZVsl3',
      status: 'created',
      failureReason: 'string',
      amount: 4200,
      ccy: 980,
      finalAmount: 4200,
      createdDate: '2019-08-24T14:15:22Z',
      modifiedDate: '2019-08-24T14:15:22Z',
      reference: '84d0070ee4e44667b31371d8f8813947',
      cancelList: [
        {
          status: 'processing',
          amount: 4200,
          ccy: 980,
          createdDate: '2019-08-24T14:15:22Z',
          modifiedDate: '2019-08-24T14:15:22Z',
          approvalCode: '662476',
          rrn: '060189181768',
          extRef: '635ace02599849e981b2cd7a65f417fe',
        },
      ],
    },
    null,
    2,
  );
  const provider = (routes: [string, unknown][] = []) =>
    monobankProvider({
      token: 'uTest',
      apiUrl: 'https://api.monobank.ua',
      fetch: answering([['/api/merchant/pubkey', { key: publishedKey }], ...routes]),
    });
  const webhook = (body: string, sign: string) =>
    provider().verify({ headers: new Headers({ 'x-sign': sign }), body, contentType: 'application/json' });

  it('the published pubkey / X-Sign / body verify, and read as the pending invoice they describe', async () => {
    expect(await webhook(publishedBody, publishedSign)).toMatchObject({
      reference: '84d0070ee4e44667b31371d8f8813947',
      providerId: 'p2_9ZgpZVsl3',
      status: 'pending',
      amount: 4200,
      currency: '980',
      failureReason: null,
    });
  });

  it('one byte off, or the same object serialised another way, is refused (the raw bytes are signed)', async () => {
    expect(await webhook(publishedBody.replace('4200', '4201'), publishedSign)).toEqual({ rejected: 'bad signature' });
    expect(await webhook(JSON.stringify(JSON.parse(publishedBody)), publishedSign)).toEqual({
      rejected: 'bad signature',
    });
  });

  it('invoice/create: the documented answer (invoiceId, pageUrl on pay.mbnk.biz) starts the attempt', async () => {
    const mono = provider([
      ['/api/merchant/invoice/create', { invoiceId: 'p2_9ZgpZVsl3', pageUrl: 'https://pay.mbnk.biz/p2_9ZgpZVsl3' }],
    ]);
    expect(await mono.start(attempt('5-a', 4200))).toEqual({
      providerId: 'p2_9ZgpZVsl3',
      checkout: { method: 'GET', url: 'https://pay.mbnk.biz/p2_9ZgpZVsl3' },
    });
    expect(mono.pageOrigins).toContain('https://pay.mbnk.biz');
  });

  it('invoice/status: the documented success with paymentInfo, and a reversal with its cancelList', async () => {
    const success = {
      invoiceId: 'p2_9ZgpZVsl3',
      status: 'success',
      amount: 4200,
      ccy: 980,
      finalAmount: 4200,
      createdDate: '2019-08-24T14:15:22Z',
      modifiedDate: '2019-08-24T14:15:22Z',
      reference: '5-b',
      destination: 'Покупка щастя',
      paymentInfo: {
        maskedPan: '444403******1902',
        approvalCode: '662476',
        rrn: '060189181768',
        tranId: '13194036',
        terminal: 'MI001088',
        bank: 'Універсал Банк',
        paymentSystem: 'visa',
        paymentMethod: 'pan',
        fee: 42,
        country: '804',
        agentFee: 0,
      },
    };
    const paid = await provider([['invoice/status', success]]).status({
      reference: '5-b',
      providerId: 'p2_9ZgpZVsl3',
      amount: 4200,
    });
    expect(paid).toMatchObject({ status: 'paid', amount: 4200, providerId: 'p2_9ZgpZVsl3' });
    // Kept: no approval code, rrn or card number beyond its last digits.
    expect(JSON.stringify(paid?.raw)).not.toMatch(/662476|060189181768|444403/);
    const reversed = {
      ...success,
      status: 'reversed',
      finalAmount: 0,
      cancelList: [
        {
          status: 'success',
          amount: 4200,
          ccy: 980,
          createdDate: '2019-08-25T10:00:00Z',
          modifiedDate: '2019-08-25T10:00:00Z',
        },
      ],
    };
    expect(
      await provider([['invoice/status', reversed]]).status({
        reference: '5-b',
        providerId: 'p2_9ZgpZVsl3',
        amount: 4200,
      }),
    ).toMatchObject({ status: 'refunded', refundedAmount: 4200 });
    // expired: no webhook is ever sent for it, only the status answer says so.
    expect(
      await provider([
        ['invoice/status', { invoiceId: 'p2_9ZgpZVsl3', status: 'expired', amount: 4200, ccy: 980, reference: '5-b' }],
      ]).status({ reference: '5-b', providerId: 'p2_9ZgpZVsl3', amount: 4200 }),
    ).toMatchObject({ status: 'expired' });
  });

  it('invoice/status of an unknown invoice: the documented 404 { errCode, errText } is "not known yet"', async () => {
    const mono = monobankProvider({
      token: 'uTest',
      fetch: async () =>
        new Response(JSON.stringify({ errCode: 'NOT_FOUND', errText: "invalid 'invoiceId'" }), { status: 404 }),
    });
    expect(await mono.status({ reference: '5-c', providerId: 'p2_nothing', amount: 1 })).toBeNull();
  });
});

describe('monobank Покупка частинами as documented', () => {
  const secret = 'secret_98765432--123-123';
  const hmac = (body: string) => createHmac('sha256', secret).update(body).digest('base64');
  const verify = (body: string) =>
    monoPartsProvider({ storeId: 'test_store_with_confirm', signKey: secret, parts: [3], fetch: answering([]) }).verify(
      {
        headers: new Headers({ signature: hmac(body) }),
        body,
        contentType: 'application/json',
        url: 'https://shop.test/payments/mono-parts/callback?reference=5-p',
      },
    );

  it('the documented callback FAIL/REJECTED_BY_CLIENT, signed with HMAC-SHA256 of the body, is a failed event', async () => {
    const body = JSON.stringify({
      order_id: 'fa4a8249-336e-4e6d-9b85-79bc8be62377',
      state: 'FAIL',
      order_sub_state: 'REJECTED_BY_CLIENT',
    });
    expect(await verify(body)).toMatchObject({
      reference: '5-p',
      providerId: 'fa4a8249-336e-4e6d-9b85-79bc8be62377',
      status: 'failed',
      failureReason: 'FAIL/REJECTED_BY_CLIENT',
    });
  });

  it('every documented state and sub-state reads as the table says (SUCCESS/RETURNED: the money went back)', async () => {
    const table: [string, string, string][] = [
      ['SUCCESS', 'ACTIVE', 'paid'],
      ['SUCCESS', 'DONE', 'paid'],
      ['SUCCESS', 'RETURNED', 'refunded'],
      ['IN_PROCESS', 'WAITING_FOR_CLIENT', 'pending'],
      ['FAIL', 'CLIENT_NOT_FOUND', 'failed'],
      ['FAIL', 'EXCEEDED_SUM_LIMIT', 'failed'],
      ['FAIL', 'EXISTS_OTHER_OPEN_ORDER', 'failed'],
      ['FAIL', 'NOT_ENOUGH_MONEY_FOR_INIT_DEBIT', 'failed'],
      ['FAIL', 'REJECTED_BY_CLIENT', 'failed'],
      ['FAIL', 'PAY_PARTS_ARE_NOT_ACCEPTABLE', 'failed'],
      ['FAIL', 'FRAUD_REJECTED', 'failed'],
      ['FAIL', 'RESTRICTED_BY_RISKS', 'failed'],
      ['FAIL', 'CLIENT_PUSH_TIMEOUT', 'failed'],
      ['FAIL', 'REJECTED_BY_STORE', 'failed'],
      ['FAIL', 'FAIL', 'failed'],
    ];
    for (const [state, sub, expected] of table) {
      const provider = monoPartsProvider({
        storeId: 'test_store_with_confirm',
        signKey: secret,
        parts: [3],
        // OrderStateInfo with the optional `message` beside the state.
        fetch: answering([
          [
            '/api/order/state',
            { order_id: 'fa4a8249-336e-4e6d-9b85-79bc8be62377', state, order_sub_state: sub, message: 'Опис' },
          ],
        ]),
      });
      const event = await provider.status({
        reference: '5-p',
        providerId: 'fa4a8249-336e-4e6d-9b85-79bc8be62377',
        amount: 4200,
      });
      expect([state, sub, event?.status]).toEqual([state, sub, expected]);
    }
  });
});

describe('PrivatBank Оплата частинами as its public client reads it', () => {
  const store = { storeId: '4AAD1369CF734B64B70F', password: '75bef16bfdce4d0e9c0ad5a19b9940df' };
  /** yii2-payparts PayPartsResponse::signature(): password + state + storeId + orderId + token + paymentState + message + password. */
  const answerSignature = (a: Record<string, string>) =>
    createHash('sha1')
      .update(
        `${store.password}${a.state ?? ''}${a.storeId ?? ''}${a.orderId ?? ''}${a.token ?? ''}${a.paymentState ?? ''}${a.message ?? ''}${store.password}`,
      )
      .digest('base64');

  it('a callback signed as the public client checks it is read; each documented state as it means', async () => {
    const states: [string, string][] = [
      ['SUCCESS', 'paid'],
      ['CANCELED', 'failed'],
      ['FAIL', 'failed'],
      ['CREATED', 'pending'],
      ['CLIENT_WAIT', 'pending'],
      ['OTP_WAITING', 'pending'],
      ['PP_CREATION', 'pending'],
      ['LOCKED', 'pending'],
    ];
    const provider = privatPartsProvider({ ...store, parts: [2], fetch: answering([]) });
    for (const [paymentState, expected] of states) {
      const callback = { storeId: store.storeId, orderId: '5-q', paymentState, message: '' };
      const body = JSON.stringify({ ...callback, signature: answerSignature(callback) });
      const event = await provider.verify({ headers: new Headers(), body, contentType: 'application/json' });
      expect([paymentState, 'status' in event ? event.status : event.rejected]).toEqual([paymentState, expected]);
    }
  });

  it('payment/state: the documented answer (state SUCCESS beside the paymentState) is read; a FAIL answer is "not known"', async () => {
    const answer = { state: 'SUCCESS', storeId: store.storeId, orderId: '5-q', paymentState: 'SUCCESS', message: '' };
    const read = (routes: [string, unknown][]) =>
      privatPartsProvider({ ...store, parts: [2], fetch: answering(routes) }).status({
        reference: '5-q',
        providerId: 'token',
        amount: 50_000,
      });
    expect(await read([['payment/state', { ...answer, signature: answerSignature(answer) }]])).toMatchObject({
      reference: '5-q',
      status: 'paid',
      amountFixedAtStart: true,
    });
    expect(await read([['payment/state', { state: 'FAIL', message: 'Payment not found' }]])).toBeNull();
  });
});
