import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderStatus, createOrder, createOrderInput } from '#core/orders';
import { goods, orders, smsOutbox, storeStock } from '#db/schema';
import { checkForm } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';

// The hand-over screen through the whole app (ADR 0120): the orders area's door, the CSRF token,
// find by the SMS code, the payment asked at handover, the order delivered.
let shop: TestShop;
let staffs: StaffClient;
let orderId = 0;
let code = '';
const path = '/admin/orders/pickups';
const phone = '+380675557701';

beforeAll(async () => {
  shop = await createTestShop();
  staffs = await staffClient(shop);
  const db = shop.database.db;
  const ctx = { db, locale: 'ua' as const, now: seededAt };
  const store = await staffActor(db, 'store');
  // A good the store has, dear enough for the 500 UAH minimum (SPEC §9).
  const [stock] = await db
    .select({ goodId: storeStock.goodId })
    .from(storeStock)
    .innerJoin(goods, eq(goods.id, storeStock.goodId))
    .where(
      and(
        eq(storeStock.storeId, store.storeId ?? 0),
        sql`${storeStock.quantity} - ${storeStock.reserved} >= 1`,
        gt(goods.price, 60_000),
        eq(goods.sellStatus, '4'),
      ),
    )
    .limit(1);
  const placed = await createOrder(
    ctx,
    createOrderInput.parse({
      ...checkForm({
        delivery: 1,
        payment: 1,
        department: String(store.storeId),
        cart: [{ id: stock?.goodId ?? 0, quantity: 1 }],
      }),
      phone,
      first_name: 'Степан',
      last_name: 'Рибак',
      idempotency_key: 'admin-pickups-1',
    }),
  );
  if (!placed.ok) throw new Error(placed.error);
  orderId = placed.orderId;
  for (const status of ['confirmed', 'packed', 'ready_for_pickup'] as const)
    await changeOrderStatus(ctx, store, { orderId, status });
  const [sms] = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id));
  code = /Код видачі: (\d{6})/.exec(sms?.text ?? '')?.[1] ?? '';
}, 120_000);
afterAll(() => shop.close());

describe('the hand-over screen (ADR 0120)', () => {
  it('is the orders area’s: store, manager and admin open it; content and moderator get 403', async () => {
    for (const login of ['store', 'manager', 'admin']) expect((await staffs.get(login, path)).status, login).toBe(200);
    for (const login of ['content', 'moderator']) expect((await staffs.get(login, path)).status, login).toBe(403);
    const page = await (await staffs.get('store', path)).text();
    expect(page).toContain(`/admin/orders/${orderId}`);
    expect(page).not.toContain(
      (await shop.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.pickupCodeHash,
    );
  });

  it('the code finds the order; handing over asks how the shopper paid, then delivers it', async () => {
    expect(code).toMatch(/^\d{6}$/);
    expect((await staffs.post('store', path, { _csrf: 'forged', intent: 'find', q: code })).status).toBe(403);
    const found = await staffs.form('store', path, { intent: 'find', q: code });
    expect(found.status).toBe(200);
    expect(await found.text()).toContain(`Замовлення №${orderId}`);
    const unpaid = await staffs.form('store', path, { intent: 'hand_over', orderId: String(orderId) });
    expect(unpaid.status).toBe(409);
    expect(await unpaid.text()).toContain('вкажіть, як покупець заплатив');
    const done = await staffs.form('store', path, { intent: 'hand_over', orderId: String(orderId), collect: 'card' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(`Замовлення №${orderId} видано.`);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
  });
});
