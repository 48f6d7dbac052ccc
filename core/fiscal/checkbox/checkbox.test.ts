import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeCheckbox, startFakeCheckbox } from '#test/fakes/checkbox/fake-checkbox';
import { FiscalError, type FiscalReceipt } from '../fiscalizer';
import { checkboxFiscalizer } from './checkbox-fiscalizer';

let fake: FakeCheckbox;
const receipt = (id: string, over: Partial<FiscalReceipt> = {}): FiscalReceipt => ({
  id,
  kind: 'sell',
  orderId: 12,
  lines: [
    { code: 'A1', name: 'Котушка', price: 150_000, quantity: 1000, discount: 4_500 },
    { code: 'delivery', name: 'Доставка', price: 6_000, quantity: 1000, discount: 0 },
  ],
  discounts: [{ type: 'discount', name: 'Промокод X', value: 1_500 }],
  payment: { value: 150_000, label: 'Платіжна картка' },
  delivery: { email: 'a@b.ua' },
  ...over,
});
const adapter = (over: Partial<Parameters<typeof checkboxFiscalizer>[0]> = {}) =>
  checkboxFiscalizer({ apiUrl: fake.url, licenseKey: fake.licenseKey, pinCode: fake.pinCode, pollMs: 0, ...over });

beforeEach(async () => {
  await fake?.close();
  fake = await startFakeCheckbox();
});
afterAll(() => fake?.close());

describe('Checkbox API v1 adapter against a local Checkbox', () => {
  it('signs in by PIN, opens the shift when none is open, sells and answers the fiscal code and link', async () => {
    const checkbox = adapter();
    const issued = await checkbox.sell(receipt('11111111-1111-4111-8111-111111111111'));
    expect(issued).toEqual({
      providerId: '11111111-1111-4111-8111-111111111111',
      fiscalCode: 'TEST-1',
      url: 'https://check.checkbox.ua/11111111-1111-4111-8111-111111111111',
    });
    // A new shift is CREATED and polled until OPENED; a receipt is CREATED and polled until DONE
    // (Checkbox's OpenAPI document, ADR 0112).
    const shiftId = fake.state.shifts[0]?.id;
    expect(fake.state.calls).toEqual([
      'POST /cashier/signinPinCode',
      'GET /cashier/shift',
      'POST /shifts',
      `GET /shifts/${shiftId}`,
      'POST /receipts/sell',
      'GET /receipts/11111111-1111-4111-8111-111111111111',
    ]);
    const body = fake.state.receipts.get('11111111-1111-4111-8111-111111111111')?.body;
    expect(body).toMatchObject({
      goods: [
        {
          good: { code: 'A1', name: 'Котушка', price: 150_000 },
          quantity: 1000,
          discounts: [{ type: 'DISCOUNT', mode: 'VALUE', value: 4_500 }],
        },
        { good: { code: 'delivery', price: 6_000 }, quantity: 1000 },
      ],
      discounts: [{ type: 'DISCOUNT', mode: 'VALUE', value: 1_500, name: 'Промокод X' }],
      payments: [{ type: 'CASHLESS', value: 150_000, label: 'Платіжна картка' }],
      delivery: { email: 'a@b.ua' },
    });
    // The token and the shift are kept: the next sale is one call.
    await checkbox.sell(receipt('22222222-2222-4222-8222-222222222222'));
    expect(fake.state.calls.slice(6)).toEqual([
      'GET /cashier/shift',
      'POST /receipts/sell',
      'GET /receipts/22222222-2222-4222-8222-222222222222',
    ]);
    expect(fake.state.signIns).toBe(1);
  });

  it('waits for a shift that opens after a few polls and a receipt processed asynchronously', async () => {
    fake.state.openAfterPolls = 2;
    fake.state.doneAfterPolls = 3;
    const issued = await adapter().sell(receipt('33333333-3333-4333-8333-333333333333'));
    expect(issued.fiscalCode).toBe('TEST-1');
    expect(fake.state.calls.filter((c) => c.startsWith('GET /shifts/'))).toHaveLength(2);
    expect(fake.state.calls.filter((c) => c.startsWith('GET /receipts/'))).toHaveLength(3);
  });

  it('a repeated receipt id issues nothing new: the existing receipt is fetched', async () => {
    const id = '44444444-4444-4444-8444-444444444444';
    const first = await adapter().sell(receipt(id));
    const again = await adapter().sell(receipt(id));
    expect(again).toEqual(first);
    expect(fake.state.receipts.size).toBe(1);
    expect(fake.state.calls).toContain(`GET /receipts/${id}`);
  });

  it('a return is receipts/sell with every good is_return and the sale it undoes', async () => {
    const checkbox = adapter();
    await checkbox.sell(receipt('55555555-5555-4555-8555-555555555555'));
    const back = await checkbox.refund(
      receipt('66666666-6666-4666-8666-666666666666', {
        kind: 'return',
        relatedId: '55555555-5555-4555-8555-555555555555',
      }),
    );
    const stored = fake.state.receipts.get(back.providerId);
    expect(stored?.type).toBe('RETURN');
    expect(stored?.body).toMatchObject({
      related_receipt_id: '55555555-5555-4555-8555-555555555555',
      goods: [{ is_return: true }, { is_return: true }],
    });
  });

  it('an expired token (401) signs in again once and goes on', async () => {
    const checkbox = adapter();
    await checkbox.sell(receipt('77777777-7777-4777-8777-777777777777'));
    fake.expireTokens();
    await checkbox.sell(receipt('88888888-8888-4888-8888-888888888888'));
    expect(fake.state.signIns).toBe(2);
  });

  it('a wrong PIN or license key fails without putting the secret in the error', async () => {
    const wrongPin = adapter({ pinCode: '9999' });
    await expect(wrongPin.sell(receipt('99999999-9999-4999-8999-999999999999'))).rejects.toThrow(FiscalError);
    const wrongKey = adapter({ licenseKey: 'stolen-key' });
    const error = await wrongKey.sell(receipt('99999999-9999-4999-8999-999999999999')).catch((e: Error) => e);
    expect(String(error)).not.toContain('stolen-key');
    expect(String(error)).toContain('403');
  });

  it('503 is a retryable failure; the next run issues the receipt', async () => {
    fake.failNext(1);
    const error = await adapter()
      .sell(receipt('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'))
      .catch((e: FiscalError) => e);
    expect(error).toBeInstanceOf(FiscalError);
    expect(await adapter().sell(receipt('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'))).toMatchObject({
      fiscalCode: 'TEST-1',
    });
  });

  it('the daily close makes the Z-report of an open shift, and does nothing when none is open', async () => {
    const checkbox = adapter();
    expect(await checkbox.closeShiftIfOpen()).toBe(false);
    await checkbox.sell(receipt('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'));
    expect(await checkbox.closeShiftIfOpen()).toBe(true);
    expect(fake.state.zReports).toBe(1);
    expect(fake.state.shift).toBeNull();
    // The next sale opens a new shift.
    await checkbox.sell(receipt('cccccccc-cccc-4ccc-8ccc-cccccccccccc'));
    expect(fake.state.shifts).toHaveLength(2);
  });

  it('the fake refuses a sale without an open shift and payments that differ from the total', async () => {
    const token = await fetch(`${fake.url}/cashier/signinPinCode`, {
      method: 'POST',
      headers: { 'X-License-Key': fake.licenseKey, 'content-type': 'application/json' },
      body: JSON.stringify({ pin_code: fake.pinCode }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const post = (path: string, body: unknown) =>
      fetch(`${fake.url}${path}`, {
        method: 'POST',
        headers: {
          'X-License-Key': fake.licenseKey,
          authorization: `Bearer ${token.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const goods = [{ good: { code: 'x', name: 'x', price: 100 }, quantity: 1000 }];
    const sale = (id: string, value: number) => ({ id, goods, payments: [{ type: 'CASHLESS', value }] });
    const noShift = await post('/receipts/sell', sale('0a000000-0000-4000-8000-000000000001', 100));
    expect([noShift.status, await noShift.json()]).toEqual([
      400,
      { message: 'Shift is not opened', code: 'shift.not_opened' },
    ]);
    await post('/shifts', {});
    await fetch(`${fake.url}/shifts/${fake.state.shifts[0]?.id}`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect((await post('/receipts/sell', sale('0a000000-0000-4000-8000-000000000002', 99))).status).toBe(400);
    // Not a UUID, a price in UAH, a quantity in pieces: refused as Checkbox's OpenAPI document says (422, detail).
    const invalid = await post('/receipts/sell', {
      id: 'b',
      goods: [{ good: { code: 'x', name: 'x', price: 1.5 }, quantity: 1.5 }],
      payments: [{ type: 'CASHLESS', value: 150 }],
    });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { detail: { loc: unknown[] }[] }).detail.map((d) => d.loc.join('.'))).toEqual([
      'body.id',
      'body.goods.0.quantity',
      'body.goods.0.good.price',
    ]);
  });

  it('the e-receipt goes to a phone only in the form Checkbox takes (380 and nine digits); otherwise none (ADR 0112)', async () => {
    const checkbox = adapter();
    await checkbox.sell(receipt('dddddddd-dddd-4ddd-8ddd-dddddddddddd', { delivery: { phone: '380501234567' } }));
    expect(fake.state.receipts.get('dddddddd-dddd-4ddd-8ddd-dddddddddddd')?.body.delivery).toEqual({
      phone: '380501234567',
    });
    // A foreign number would be refused (422) and the receipt never issued: it goes without delivery.
    const issued = await checkbox.sell(
      receipt('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', { delivery: { phone: '4915112345678' } }),
    );
    expect(issued.fiscalCode).toMatch(/^TEST-/);
    expect(fake.state.receipts.get('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee')?.body.delivery).toBeUndefined();
  });

  it('a receipt the tax service refuses ends ERROR: the adapter asks for a new id, never reuses it (ADR 0099)', async () => {
    fake.refuseNext(1);
    const error = await adapter()
      .sell(receipt('ffffffff-ffff-4fff-8fff-ffffffffffff'))
      .catch((e: FiscalError) => e);
    expect(error).toBeInstanceOf(FiscalError);
    expect((error as FiscalError).options.newId).toBe(true);
  });
});
