import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDepartments } from '#core/checkout';
import { recordCashOnDelivery } from '#core/payments';
import type { Ctx } from '#core/shared';
import { getDashboard, StaffForbiddenError, type StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, fiscalReceipts, orders, payments, staff } from '#db/schema';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { changeOrderStatus, createOrder, createOrderInput, getStaffOrder } from './index';

let database: Database;
let guest: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let manager: StaffView;
let fxStore: StaffView;
let key = 0;

const place = async (fields: { delivery: number; payment: number; [k: string]: unknown }) => {
  const { delivery, payment, department = String(fx.store), ...rest } = fields;
  const r = await createOrder(
    guest,
    createOrderInput.parse({
      ...checkForm({ delivery, payment, department: String(department), cart: [{ id: fx.lure, quantity: 1 }] }),
      phone: '+38(050)111-22-33',
      first_name: 'Іван',
      last_name: 'Петренко',
      idempotency_key: `payment-gate-${++key}`,
      ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
    }),
  );
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.check?.messages)}`);
  return r.orderId;
};
const move = async (actor: StaffView, orderId: number, ...steps: ('confirmed' | 'packed' | 'ready_for_pickup')[]) => {
  for (const status of steps) expect(await changeOrderStatus(guest, actor, { orderId, status })).toEqual({ ok: true });
};
async function npDepartment() {
  const np = await listDepartments(guest, fx.kyiv, ids.delivery.np_department);
  return (np.ok && np.departments[0]?.code) || '';
}
const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  guest = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  manager = await staffActor(database.db, 'manager');
  const [row] = await database.db
    .insert(staff)
    .values({ login: 'gate-store', name: 'Магазин 9001', role: 'store', storeId: fx.store, passwordHash: 'x' })
    .returning();
  if (!row) throw new Error('no store staff');
  fxStore = { id: row.id, login: row.login, name: row.name, role: 'store', storeId: fx.store };
});
afterAll(() => database.close());

describe('an unpaid prepaid order cannot ship or be handed over (ADR 0113)', () => {
  it('a card delivery unpaid is refused "shipped"; a manager ships it with a reason, audited and in its history', async () => {
    const id = await place({
      delivery: ids.delivery.kyiv_courier,
      payment: ids.payment.card,
      street: 'Хрещатик',
      house: '1',
    });
    await move(manager, id, 'confirmed', 'packed');
    expect(await changeOrderStatus(guest, manager, { orderId: id, status: 'shipped' })).toEqual({
      ok: false,
      error: 'order_unpaid',
      paymentStatus: 'unpaid',
    });
    expect((await orderRow(id))?.status).toBe('packed');
    expect(
      await changeOrderStatus(guest, manager, {
        orderId: id,
        status: 'shipped',
        override: 'Постійний клієнт, оплатить завтра',
      }),
    ).toEqual({ ok: true });
    expect((await orderRow(id))?.status).toBe('shipped');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.payment_override'), eq(auditLog.entityId, String(id))));
    expect(audit?.after).toEqual({ status: 'shipped', reason: 'Постійний клієнт, оплатить завтра' });
    expect(audit?.actorName).toBe('manager');
    const view = await getStaffOrder(guest, manager, id);
    expect(view?.changes.map((c) => c.action)).toContain('order.payment_override');
    // Delivered is a leaving move too: refused again without a reason.
    expect(await changeOrderStatus(guest, manager, { orderId: id, status: 'delivered' })).toMatchObject({
      ok: false,
      error: 'order_unpaid',
    });
  });

  it('a store may not hand over an unpaid card pickup, even with a reason; a paid one goes', async () => {
    const id = await place({ delivery: ids.delivery.pickup, payment: ids.payment.card });
    await move(fxStore, id, 'confirmed', 'packed', 'ready_for_pickup');
    expect(await changeOrderStatus(guest, fxStore, { orderId: id, status: 'delivered' })).toMatchObject({
      error: 'order_unpaid',
    });
    expect(
      await changeOrderStatus(guest, fxStore, { orderId: id, status: 'delivered', override: 'просив покупець' }),
    ).toMatchObject({ error: 'order_override_forbidden' });
    await database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, id));
    expect(await changeOrderStatus(guest, fxStore, { orderId: id, status: 'delivered' })).toEqual({ ok: true });
  });
});

describe('money on delivery is recorded as received (ADR 0113)', () => {
  it('a cash pickup is handed over with its payment at the till, in one action, with no second fiscal receipt', async () => {
    const id = await place({ delivery: ids.delivery.pickup, payment: ids.payment.cash });
    await move(fxStore, id, 'confirmed', 'packed', 'ready_for_pickup');
    expect(await changeOrderStatus(guest, fxStore, { orderId: id, status: 'delivered' })).toEqual({
      ok: false,
      error: 'order_payment_collect',
    });
    expect((await orderRow(id))?.paymentStatus).toBe('on_delivery');
    const done = await changeOrderStatus(guest, fxStore, { orderId: id, status: 'delivered', collect: 'card' });
    expect(done).toMatchObject({ ok: true });
    const order = await orderRow(id);
    expect(order?.status).toBe('delivered');
    expect(order?.paymentStatus).toBe('paid');
    const [attempt] = await database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(attempt).toMatchObject({ provider: 'till', status: 'paid', amount: order?.total, staffId: fxStore.id });
    expect(await database.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.orderId, id))).toEqual([]);
  });

  it('cash on delivery recorded by a manager makes the order paid and queues the shop’s receipt; a store may not', async () => {
    const id = await place({
      delivery: ids.delivery.np_department,
      payment: ids.payment.cod,
      department: await npDepartment(),
    });
    await expect(recordCashOnDelivery(guest, { kind: 'staff', staff: fxStore }, { orderId: id })).rejects.toThrow(
      StaffForbiddenError,
    );
    const result = await recordCashOnDelivery(
      guest,
      { kind: 'staff', staff: manager },
      { orderId: id, note: 'переказ 123' },
    );
    expect(result).toMatchObject({ ok: true });
    const order = await orderRow(id);
    expect(order?.paymentStatus).toBe('paid');
    const receipts = await database.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.orderId, id));
    expect(receipts).toMatchObject([{ kind: 'sell', amount: order?.total }]);
    expect(await recordCashOnDelivery(guest, { kind: 'carrier', carrier: 'nova_poshta' }, { orderId: id })).toEqual({
      ok: false,
      error: 'already_paid',
    });
  });

  it('"Виручка сьогодні" counts money received today, not orders placed', async () => {
    const before = (await getDashboard(guest, manager)).today?.revenue ?? 0;
    const id = await place({
      delivery: ids.delivery.kyiv_courier,
      payment: ids.payment.card,
      street: 'Хрещатик',
      house: '2',
    });
    expect((await getDashboard(guest, manager)).today?.revenue).toBe(before);
    const id2 = await place({ delivery: ids.delivery.pickup, payment: ids.payment.cash });
    await move(manager, id2, 'confirmed', 'packed', 'ready_for_pickup');
    await changeOrderStatus(guest, manager, { orderId: id2, status: 'delivered', collect: 'cash' });
    const paid = await orderRow(id2);
    expect((await getDashboard(guest, manager)).today?.revenue).toBe(before + (paid?.total ?? 0));
    expect(id).toBeGreaterThan(0);
  });
});
