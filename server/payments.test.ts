import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalReceipts, orders, paymentEvents } from '#db/schema';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { createTestShop, type TestShop } from '#test/support/shop';
import { staffClient } from '#test/support/staff-client';

/**
 * Paying an order online end to end through the real app: the API's `payment` object,
 * the demo provider's page, the way back, the order's page with its payment state and a retry.
 * Adapters of real providers are tested against their local servers in core/payments/<provider>.
 */
let shop: TestShop;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let n = 0;

beforeAll(async () => {
  shop = await createTestShop();
  ids = await seedFixtures(shop.database.db, seededAt);
});
afterAll(() => shop.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
/** A browser's form post to the shop's own page (same origin). */
const browserPost = (path: string, fields: Record<string, string>, cookie: string) =>
  shop.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { ...form, cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
const get = (path: string, cookie = '') => shop.app.request(`http://localhost${path}`, { headers: { cookie } });

async function placeOrder(method: 'card' | 'cash', session = `guest-session-${'x'.repeat(20)}${++n}`) {
  const cookie = `guest_session=${session}`;
  const res = await shop.app.request('http://localhost/site/ordernew/create', {
    method: 'POST',
    headers: { ...form, cookie },
    body: new URLSearchParams({
      ...checkForm({
        delivery: ids.delivery.pickup,
        payment: ids.payment[method],
        department: String(fx.store),
        cart: [{ id: fx.lure, quantity: 1 }],
      }),
      phone: '0501112233',
      first_name: 'Іван',
      last_name: 'Петренко',
      idempotency_key: `server-pay-${n}-${method}`,
    }).toString(),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    data: { order_id: number; payment_status: string; payment: null | Record<string, string> };
  };
  return { ...body.data, cookie };
}

describe('paying by card with the demo provider', () => {
  it('the order call answers where to pay; "Pay" on the demo page pays the order and the order page says so', async () => {
    const placed = await placeOrder('card');
    expect(placed.payment_status).toBe('unpaid');
    expect(placed.payment).toMatchObject({ provider: 'demo', method: 'GET', data: null, signature: null, demo: true });
    const url = new URL(placed.payment?.url ?? '');
    expect(url.pathname).toMatch(/^\/checkout\/demo-pay\/\d+-[A-Za-z0-9]{12}$/);

    const page = await get(url.pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('ДЕМО-оплата');
    expect(html).toContain('Оплатити (демо)');

    const paid = await browserPost(url.pathname, { intent: 'pay' }, placed.cookie);
    expect(paid.status).toBe(302);
    const back = paid.headers.get('location') ?? '';
    expect(back).toMatch(/^\/payments\/return\//);
    const returned = await shop.app.request(`http://localhost${back}`, { redirect: 'manual' });
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`/checkout/success?order=${placed.order_id}`);

    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.order_id));
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentProvider: 'demo' });
    const success = await (await get(`/checkout/success?order=${placed.order_id}`, placed.cookie)).text();
    expect(success).toContain('data-payment-status="paid"');
    expect(success).not.toContain('name="intent" value="pay"');

    // Paid: nothing more to pay, from the API either.
    const again = await shop.app.request('http://localhost/site/ordernew/pay', {
      method: 'POST',
      headers: { ...form, cookie: placed.cookie },
      body: `order_id=${placed.order_id}`,
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('not_payable');
  });

  it('a decline leaves the order unpaid with "try again"; trying again starts a new attempt', async () => {
    const placed = await placeOrder('card');
    const first = new URL(placed.payment?.url ?? '').pathname;
    await browserPost(first, { intent: 'decline' }, placed.cookie);
    const page = await (await get(`/checkout/success?order=${placed.order_id}`, placed.cookie)).text();
    expect(page).toContain('Оплата не пройшла');
    expect(page).toContain('Спробувати ще раз');
    const retry = await browserPost(`/checkout/success?order=${placed.order_id}`, { intent: 'pay' }, placed.cookie);
    expect(retry.status).toBe(302);
    const next = retry.headers.get('location') ?? '';
    expect(next).toMatch(/^\/checkout\/demo-pay\//);
    expect(next).not.toBe(first);
    // The declined attempt's page no longer offers to pay.
    expect(await (await get(first)).text()).toContain('Цю оплату вже завершено');
  });

  it('"Pay" on the demo page of a cancelled order does not pay it — the money is flagged for refund, its sale fiscalised', async () => {
    const placed = await placeOrder('card');
    const page = new URL(placed.payment?.url ?? '').pathname;
    const staffs = await staffClient(shop);
    const cancel = await staffs.form('manager', `/admin/orders/${placed.order_id}`, {
      intent: 'status',
      status: 'cancelled',
    });
    expect(cancel.status).toBe(200);
    // The cancel closed the attempt: its page no longer offers to pay…
    expect(await (await get(page)).text()).toContain('Цю оплату вже завершено');
    // …but a page opened before the cancel is still posted, as a provider's late success would be.
    const paid = await browserPost(page, { intent: 'pay' }, placed.cookie);
    expect(paid.status).toBe(302);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.order_id));
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due', paidAt: null });
    const receipts = await shop.database.db
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.orderId, placed.order_id));
    expect(receipts.map((r) => r.kind)).toEqual(['sell']);
    const success = await (await get(`/checkout/success?order=${placed.order_id}`, placed.cookie)).text();
    expect(success).toContain('data-payment-status="refund_due"');
    expect(success).toContain('Замовлення скасовано, а оплата');
    const office = await (await staffs.get('manager', `/admin/orders/${placed.order_id}`)).text();
    expect(office).toContain('data-payment-alert="refund_due"');
  });

  it('only the shopper who placed it may pay it; a cash order has nothing to pay online', async () => {
    const placed = await placeOrder('card');
    const stranger = await shop.app.request('http://localhost/site/ordernew/pay', {
      method: 'POST',
      headers: { ...form, cookie: `guest_session=someone-else-${'y'.repeat(20)}` },
      body: `order_id=${placed.order_id}`,
    });
    expect(stranger.status).toBe(404);
    const owner = await shop.app.request('http://localhost/site/ordernew/pay', {
      method: 'POST',
      headers: { ...form, cookie: placed.cookie },
      body: `order_id=${placed.order_id}`,
    });
    expect(owner.status).toBe(200);
    const cash = await placeOrder('cash');
    expect(cash).toMatchObject({ payment_status: 'on_delivery', payment: null });
    expect((await get(`/checkout/success?order=${placed.order_id}`)).status).toBe(404);
  });

  it('callbacks of a provider that is not configured are 404; an unknown return reference is 404', async () => {
    const before = await shop.database.db.select().from(paymentEvents);
    const forged = await shop.app.request('http://localhost/payments/liqpay/callback', {
      method: 'POST',
      headers: form,
      body: 'data=e30%3D&signature=forged',
    });
    expect(forged.status).toBe(404);
    expect((await shop.app.request('http://localhost/payments/return/1-nosuchreference')).status).toBe(404);
    expect(await shop.database.db.select().from(paymentEvents)).toHaveLength(before.length);
  });
});
