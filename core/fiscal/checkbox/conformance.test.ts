import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCheckbox, startFakeCheckbox } from '#test/fakes/checkbox/fake-checkbox';
import { checkboxFiscalizer } from './checkbox-fiscalizer';
import { sellPayload } from './payload';

/*
 * Conformance vectors (ADR 0112): a sell body and Checkbox's answers written by us in the
 * shapes Checkbox documents — its OpenAPI document (ReceiptSellPayload, ReceiptModel,
 * ShiftWithCashRegisterModel, CashierAccessTokenResponseModel) and the public client's example
 * (dismine/checkbox-sdk docs/examples.rst: prices in kopiyky per quantity 1000, a VALUE discount,
 * one CASHLESS payment equal to the goods less the discount; a used id → 400 receipt.already_exists).
 */

// Two goods, 1 piece and 2.5 kg, a receipt discount, paid cashless: 185.00 + 2.5 × 64.00 − 25.00 = 320.00.
const documentedSell = {
  id: '3f1c2b9e-5d6a-4c7b-9e8f-0a1b2c3d4e5f',
  goods: [
    { good: { code: 'K-185', name: 'Котушка мала', price: 18_500 }, quantity: 1000 },
    { good: { code: 'G-64', name: 'Прикормка вагова', price: 6_400 }, quantity: 2500 },
  ],
  discounts: [{ type: 'DISCOUNT', mode: 'VALUE', value: 2_500, name: 'Знижка' }],
  payments: [{ type: 'CASHLESS', value: 32_000 }],
};

let fake: FakeCheckbox;
beforeAll(async () => {
  fake = await startFakeCheckbox();
});
afterAll(() => fake.close());

describe('Checkbox as documented', () => {
  it('the documented sell body is accepted and fiscalised by the local Checkbox', async () => {
    const headers = { 'X-License-Key': fake.licenseKey, 'content-type': 'application/json' };
    const { access_token } = (await fetch(`${fake.url}/cashier/signinPinCode`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ pin_code: fake.pinCode }),
    }).then((r) => r.json())) as { access_token: string };
    const auth = { ...headers, authorization: `Bearer ${access_token}` };
    const shift = (await fetch(`${fake.url}/shifts`, { method: 'POST', headers: auth, body: '{}' }).then((r) =>
      r.json(),
    )) as { id: string; status: string };
    expect(shift.status).toBe('CREATED');
    expect((await fetch(`${fake.url}/shifts/${shift.id}`, { headers: auth }).then((r) => r.json())).status).toBe(
      'OPENED',
    );
    const sold = await fetch(`${fake.url}/receipts/sell`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(documentedSell),
    });
    expect(sold.status).toBe(201);
    expect(await sold.json()).toMatchObject({
      id: documentedSell.id,
      type: 'SELL',
      status: 'CREATED',
      total_sum: 32_000,
    });
    expect(
      await fetch(`${fake.url}/receipts/${documentedSell.id}`, { headers: auth }).then((r) => r.json()),
    ).toMatchObject({ status: 'DONE', fiscal_code: expect.stringMatching(/^TEST-/) });
    // The same id again: 400 with the documented code, whatever the body.
    const again = await fetch(`${fake.url}/receipts/sell`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(documentedSell),
    });
    expect([again.status, ((await again.json()) as { code: string }).code]).toEqual([400, 'receipt.already_exists']);
  });

  it('our sell body has the documented shape: kopiyky per 1000, VALUE discounts, one CASHLESS payment', () => {
    const body = sellPayload({
      id: documentedSell.id,
      kind: 'sell',
      orderId: 7,
      lines: [
        { code: 'K-185', name: 'Котушка мала', price: 18_500, quantity: 1000, discount: 0 },
        { code: 'G-64', name: 'Прикормка вагова', price: 6_400, quantity: 2500, discount: 0 },
      ],
      discounts: [{ type: 'discount', name: 'Знижка', value: 2_500 }],
      payment: { value: 32_000, label: 'Платіжна картка' },
      delivery: null,
    });
    expect(body).toEqual({
      ...documentedSell,
      header: 'Замовлення №7',
      payments: [{ type: 'CASHLESS', value: 32_000, label: 'Платіжна картка' }],
    });
  });

  it("the adapter reads Checkbox's documented answers: token, an OPENED shift, a CREATED then DONE receipt", async () => {
    const answers: Record<string, unknown> = {
      'POST /api/v1/cashier/signinPinCode': { type: 'bearer', token_type: 'bearer', access_token: 'eyJhbGciOi.x.y' },
      'GET /api/v1/cashier/shift': {
        id: '9b0d6c1e-1111-4222-8333-444455556666',
        serial: 12,
        status: 'OPENED',
        created_at: '2026-11-28T06:00:00+00:00',
        opened_at: '2026-11-28T06:00:03+00:00',
        taxes: [],
        cash_register: { id: 'c0ffee00-0000-4000-8000-000000000001', fiscal_number: '4000000001' },
      },
      'POST /api/v1/receipts/sell': {
        id: documentedSell.id,
        type: 'SELL',
        serial: 301,
        status: 'CREATED',
        goods: [],
        payments: [],
        total_sum: 32_000,
        total_payment: 32_000,
        total_rest: 0,
        created_at: '2026-11-28T09:00:00+00:00',
        taxes: [],
      },
      [`GET /api/v1/receipts/${documentedSell.id}`]: {
        id: documentedSell.id,
        type: 'SELL',
        serial: 301,
        status: 'DONE',
        fiscal_code: 'TEST-Ab12Cd',
        fiscal_date: '2026-11-28T09:00:02+00:00',
        total_sum: 32_000,
        total_payment: 32_000,
        total_rest: 0,
        created_at: '2026-11-28T09:00:00+00:00',
        taxes: [],
        tax_url: 'https://cabinet.tax.gov.ua/cashregs/check',
      },
    };
    const checkbox = checkboxFiscalizer({
      apiUrl: 'https://api.checkbox.ua/api/v1',
      licenseKey: 'lic',
      pinCode: '0000',
      pollMs: 0,
      fetch: async (input, init) => {
        const key = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
        const found = answers[key];
        return new Response(JSON.stringify(found ?? { message: 'Not found' }), {
          status: found ? (key.startsWith('POST /api/v1/receipts') ? 201 : 200) : 404,
        });
      },
    });
    expect(
      await checkbox.sell({
        id: documentedSell.id,
        kind: 'sell',
        orderId: 7,
        lines: [{ code: 'K', name: 'Котушка', price: 32_000, quantity: 1000, discount: 0 }],
        discounts: [],
        payment: { value: 32_000, label: 'Платіжна картка' },
        delivery: null,
      }),
    ).toEqual({
      providerId: documentedSell.id,
      fiscalCode: 'TEST-Ab12Cd',
      url: `https://check.checkbox.ua/${documentedSell.id}`,
    });
  });
});
