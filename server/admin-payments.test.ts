import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrder, createOrderInput } from '#core/orders';
import { applyProviderEvent } from '#core/payments';
import { auditLog, orders, payments } from '#db/schema';
import { guestSessionCookie } from '#server/http/cookie-names';
import { checkForm, fx, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';

// Invoices and payments in the back office through the whole app (ADR 0100).
let shop: TestShop;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let key = 0;
const guestSession = 'admin-payments-guest-session-01';
let staffs: StaffClient;

beforeAll(async () => {
  shop = await createTestShop();
  ids = await seedFixtures(shop.database.db, seededAt);
  staffs = await staffClient(shop);
}, 120_000);
afterAll(() => shop.close());
// These tests place more orders than the fixture store holds; stock is not what they test (ADR 0120).
beforeEach(() => releaseAllReservations(shop.database.db));

async function place(payment: 'invoice' | 'card') {
  await releaseAllReservations(shop.database.db);
  const input = createOrderInput.parse({
    ...checkForm({
      delivery: ids.delivery.pickup,
      payment: ids.payment[payment],
      department: String(fx.store),
      cart: [{ id: fx.lure, quantity: 3 }],
    }),
    phone: '+38(050)222-33-44',
    first_name: 'Марія',
    last_name: 'Оптова',
    idempotency_key: `admin-payments-${++key}`,
    ...(payment === 'invoice' ? { company: 'ФОП Оптова М. І.', edrpou: '1234567890' } : {}),
  });
  const r = await createOrder({ db: shop.database.db, locale: 'ua', now: seededAt }, input, { guestSession });
  if (!r.ok) throw new Error(r.error);
  return r.orderId;
}

const get = (login: string, path: string) => staffs.get(login, path);
const post = (login: string, path: string, fields: Record<string, string>) => staffs.form(login, path, fields);
const orderRow = async (id: number) => (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('bank-transfer invoices and payments in the back office', () => {
  it('the shopper’s invoice opens only in the browser that placed the order (§9)', async () => {
    const id = await place('invoice');
    const mine = await shop.app.request(`http://shop.test/checkout/invoice?order=${id}`, {
      headers: { cookie: `${guestSessionCookie}=${guestSession}` },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toContain('text/html');
    const html = await mine.text();
    expect(html).toContain(`Рахунок на оплату № ${id}`);
    expect(html).toContain('ФОП Оптова М. І.');
    expect(html).toContain('1800,00'.replace('1800', '1 800'));
    expect(html).toContain('Одна тисяча вісімсот гривень 00 копійок');
    const stranger = await shop.app.request(`http://shop.test/checkout/invoice?order=${id}`, {
      headers: { cookie: `${guestSessionCookie}=someone-else-session-0001` },
    });
    expect(stranger.status).toBe(404);
    expect((await shop.app.request(`http://shop.test/checkout/invoice?order=${id}`)).status).toBe(404);
    const card = await place('card');
    const notInvoice = await shop.app.request(`http://shop.test/checkout/invoice?order=${card}`, {
      headers: { cookie: `${guestSessionCookie}=${guestSession}` },
    });
    expect(notInvoice.status).toBe(404);
  });

  it('the back office’s invoice, list filter and payment panel need the orders area', async () => {
    const id = await place('invoice');
    const invoice = await get('manager', `/admin/orders/${id}/invoice`);
    expect(invoice.status).toBe(200);
    expect(await invoice.text()).toContain(`Рахунок на оплату № ${id}`);
    for (const login of ['content', 'moderator']) {
      expect((await get(login, `/admin/orders/${id}/invoice`)).status).toBe(403);
      expect((await get(login, `/admin/orders?paid=unpaid`)).status).toBe(403);
    }
    const unpaid = await (await get('manager', '/admin/orders?paid=unpaid&perPage=100')).text();
    expect(unpaid).toContain(`/admin/orders/${id}"`);
    const paid = await (await get('manager', '/admin/orders?paid=paid&perPage=100')).text();
    expect(paid).not.toContain(`/admin/orders/${id}"`);
    const page = await (await get('manager', `/admin/orders/${id}`)).text();
    expect(page).toContain('Рахунок (переказ на рахунок)');
    expect(page).toContain('Позначити оплаченим');
    expect(page).toContain(`/admin/orders/${id}/invoice`);
  });

  it('a manager marks the invoice paid with a note; a content account and a missing note are refused', async () => {
    const id = await place('invoice');
    expect((await post('content', `/admin/orders/${id}`, { intent: 'mark_paid', note: 'x' })).status).toBe(403);
    expect((await post('manager', `/admin/orders/${id}`, { intent: 'mark_paid', note: ' ' })).status).toBe(400);
    expect((await orderRow(id))?.paymentStatus).toBe('unpaid');
    const ok = await post('manager', `/admin/orders/${id}`, { intent: 'mark_paid', note: 'Платіжка №15 від 16.06' });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Замовлення позначено оплаченим');
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'paid', paymentProvider: 'invoice' });
    const [audit] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'payment.mark_paid')));
    expect(audit?.actorName).toBe('manager');
    const page = await (await get('manager', `/admin/orders/${id}`)).text();
    expect(page).not.toContain('Позначити оплаченим</button>');
    expect(page).toContain('Позначено оплаченим');
  });

  it('a manager refunds part of a paid demo card payment; more than is left is refused', async () => {
    const id = await place('card');
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
    const total = order?.total ?? 0;
    const reference = `${id}-adminrefund`;
    const [attempt] = await shop.database.db
      .insert(payments)
      .values({ orderId: id, provider: 'demo', amount: total, reference, createdAt: seededAt })
      .returning();
    await applyProviderEvent({ db: shop.database.db, locale: 'ua', now: seededAt }, 'demo', 'callback', {
      reference,
      status: 'paid',
      amount: total,
      currency: 'UAH',
      raw: {},
    });
    const page = await (await get('manager', `/admin/orders/${id}`)).text();
    expect(page).toContain('Повернути кошти');
    const payment = String(attempt?.id);
    const tooMuch = await post('manager', `/admin/orders/${id}`, { intent: 'refund', payment, amount: '99999' });
    expect(tooMuch.status).toBe(409);
    const part = await post('manager', `/admin/orders/${id}`, { intent: 'refund', payment, amount: '100,50' });
    expect(part.status).toBe(200);
    expect(await part.text()).toContain('Повернуто частково: разом 100.50 грн');
    const [after] = await shop.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, attempt?.id ?? 0));
    expect(after).toMatchObject({ status: 'paid', refundedAmount: 10_050 });
    expect((await post('store', `/admin/orders/${id}`, { intent: 'refund', payment, amount: '1' })).status).toBe(404);
  });
});
