import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, orderStatusHistory, orders, smsOutbox, staff, storeStock } from '#db/schema';
import { checkForm, fx, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import {
  changeOrderStatus,
  createOrder,
  createOrderInput,
  findPickups,
  handOverPickup,
  listStorePickups,
  listStoreReservations,
  pickupCodeHash,
  runPickupHolds,
} from './index';

const hour = 3_600_000;
const day = 24 * hour;

let database: Database;
let guest: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let shop: StaffView;
let depotShop: StaffView;
let phoneSeq = 0;

const at = (ms: number): Ctx => ({ ...guest, now: new Date(seededAt.getTime() + ms) });

/** A cash pickup order of `quantity` lures at the fixture store, placed by a new phone. */
async function place(quantity = 2, locale: 'ua' | 'ru' = 'ua') {
  const phone = `+38067555${String(++phoneSeq).padStart(4, '0')}`;
  const r = await createOrder(
    { ...guest, locale },
    createOrderInput.parse({
      ...checkForm({
        delivery: ids.delivery.pickup,
        payment: ids.payment.cash,
        department: String(fx.store),
        cart: [{ id: fx.lure, quantity }],
      }),
      phone,
      first_name: 'Іван',
      last_name: 'Петренко',
      idempotency_key: `pickup-hold-${phoneSeq}`,
    }),
  );
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.check?.messages)}`);
  return { id: r.orderId, phone };
}

/** Placed and moved to the shelf by the store; returns the code the shopper got by SMS. */
async function ready(quantity = 2, locale: 'ua' | 'ru' = 'ua') {
  const order = await place(quantity, locale);
  for (const status of ['confirmed', 'packed', 'ready_for_pickup'] as const)
    expect(await changeOrderStatus(guest, shop, { orderId: order.id, status })).toEqual({ ok: true });
  const [sms] = await lastSms(order.phone);
  const code = /(\d{6})\.$/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in ${sms?.text}`);
  return { ...order, code };
}

const lastSms = (phone: string) =>
  database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id));
const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
const lureStock = async () =>
  (
    await database.db
      .select({ quantity: storeStock.quantity, reserved: storeStock.reserved })
      .from(storeStock)
      .where(and(eq(storeStock.goodId, fx.lure), eq(storeStock.storeId, fx.store)))
  )[0];

async function storeAccount(login: string, storeId: number): Promise<StaffView> {
  const [row] = await database.db
    .insert(staff)
    .values({ login, name: `Магазин ${storeId}`, role: 'store', storeId, passwordHash: 'x' })
    .returning();
  if (!row) throw new Error('no store staff');
  return { id: row.id, login: row.login, name: row.name, role: 'store', storeId };
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  guest = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  shop = await storeAccount('hold-store', fx.store);
  depotShop = await storeAccount('hold-depot', fx.depot);
});
beforeEach(async () => {
  await releaseAllReservations(database.db);
  // Earlier tests' orders leave the shelf, so each test sees only its own.
  await database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.status, 'ready_for_pickup'));
  await database.db.update(storeStock).set({ quantity: 5 }).where(eq(storeStock.goodId, fx.lure));
});
afterAll(() => database.close());

describe('click & collect: the code and the 3-day hold (SPEC §9 "pickup orders held 3 days", ADR 0120)', () => {
  it('ready sends the shopper a 6-digit code and the deadline; the order keeps only its store-bound hash', async () => {
    const { id, phone, code } = await ready();
    const [sms] = await lastSms(phone);
    expect(sms?.text).toBe(
      `Poplavok: замовлення №${id} чекає на вас у магазині до 18.06.2026 12:00. Код видачі: ${code}.`,
    );
    expect(sms?.wipeAt).toEqual(new Date(seededAt.getTime() + 3 * day));
    const row = await orderRow(id);
    expect(row?.pickupCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.pickupCodeHash).not.toContain(code);
    expect(row?.pickupCodeHash).toBe(pickupCodeHash(fx.store, code));
    expect(row?.pickupCodeHash).not.toBe(pickupCodeHash(fx.depot, code));
    expect(row?.readyAt).toEqual(seededAt);
    expect(row?.holdUntil).toEqual(new Date(seededAt.getTime() + 3 * day));
  });

  it('a Russian order gets its code in Russian', async () => {
    const { id, phone, code } = await ready(1, 'ru');
    const [sms] = await lastSms(phone);
    expect(sms?.text).toBe(`Poplavok: заказ №${id} ждёт вас в магазине до 18.06.2026 12:00. Код выдачи: ${code}.`);
  });

  it('a code or a phone finds the order only on its own store’s shelf, only while ready', async () => {
    const { id, phone, code } = await ready();
    const byCode = await findPickups(guest, shop, { query: code, storeId: null });
    expect(byCode).toMatchObject({
      ok: true,
      by: 'code',
      orders: [{ id, total: expect.any(Number), gate: 'collect' }],
    });
    expect(byCode.ok && byCode.orders[0]?.lines).toEqual([
      { goodId: fx.lure, title: `Товар ${fx.lure}`, quantity: 2, price: 60_000 },
    ]);
    expect(
      await findPickups(guest, shop, {
        query: `+38(067)555-${phone.slice(-4, -2)}-${phone.slice(-2)}`,
        storeId: null,
      }),
    ).toMatchObject({
      ok: true,
      by: 'phone',
      orders: [{ id }],
    });
    // Another store: neither the code nor the phone, even when the form names this store.
    expect(await findPickups(guest, depotShop, { query: code, storeId: fx.store })).toMatchObject({
      ok: true,
      orders: [],
    });
    expect(await findPickups(guest, depotShop, { query: phone, storeId: fx.store })).toMatchObject({
      ok: true,
      orders: [],
    });
    expect(await findPickups(guest, shop, { query: 'abc', storeId: null })).toEqual({
      ok: false,
      error: 'pickup_query_invalid',
    });
    expect(await handOverPickup(guest, depotShop, { orderId: id, collect: 'cash' })).toEqual({
      ok: false,
      error: 'order_not_found',
    });
    expect(await listStorePickups(guest, shop, null)).toMatchObject([{ id }]);
    expect(await listStorePickups(guest, depotShop, fx.store)).toEqual([]);
    expect(await listStoreReservations(guest, shop, null)).toMatchObject([
      { orderId: id, goodId: fx.lure, quantity: 2, status: 'ready_for_pickup', since: seededAt },
    ]);
    expect(await listStoreReservations(guest, depotShop, fx.store)).toEqual([]);
    await handOverPickup(guest, shop, { orderId: id, collect: 'cash' });
    expect(await findPickups(guest, shop, { query: code, storeId: null })).toMatchObject({ ok: true, orders: [] });
  });

  it('handing over sells what the order held: the store’s quantity and reserved both drop by it', async () => {
    const before = await lureStock();
    const { id } = await ready(2);
    expect(await lureStock()).toEqual({ quantity: before?.quantity, reserved: (before?.reserved ?? 0) + 2 });
    expect(await handOverPickup(guest, shop, { orderId: id })).toEqual({ ok: false, error: 'order_payment_collect' });
    expect(await handOverPickup(guest, shop, { orderId: id, collect: 'cash' })).toMatchObject({ ok: true });
    expect(await lureStock()).toEqual({ quantity: (before?.quantity ?? 0) - 2, reserved: before?.reserved });
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'paid', pickupCodeHash: null });
    expect(await handOverPickup(guest, shop, { orderId: id, collect: 'cash' })).toEqual({
      ok: false,
      error: 'order_status_invalid',
    });
  });

  it('the day before the hold ends the shopper is reminded once, with the deadline in Kyiv time', async () => {
    const { id, phone } = await ready();
    expect(await runPickupHolds(at(47 * hour))).toEqual({ reminded: 0, expired: 0 });
    expect(await runPickupHolds(at(48 * hour))).toEqual({ reminded: 1, expired: 0 });
    const [sms] = await lastSms(phone);
    expect(sms?.text).toBe(
      `Poplavok: нагадуємо, замовлення №${id} чекає на вас у магазині до 18.06.2026 12:00. Потім його буде скасовано. Код видачі — у попередньому SMS.`,
    );
    expect(await runPickupHolds(at(60 * hour))).toEqual({ reminded: 0, expired: 0 });
    expect((await orderRow(id))?.holdRemindedAt).toEqual(new Date(seededAt.getTime() + 48 * hour));
  });

  it('at the end of 3 days the order is cancelled, its stock let go, with an audit row (SPEC §9)', async () => {
    const before = await lureStock();
    const { id, phone } = await ready(3);
    expect((await lureStock())?.reserved).toBe((before?.reserved ?? 0) + 3);
    expect(await runPickupHolds(at(3 * day - 1))).toMatchObject({ expired: 0 });
    expect(await runPickupHolds(at(3 * day))).toEqual({ reminded: 0, expired: 1 });
    expect(await orderRow(id)).toMatchObject({ status: 'cancelled', pickupCodeHash: null });
    expect(await lureStock()).toEqual(before);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'order.cancel')));
    expect(audit?.after).toMatchObject({
      status: 'cancelled',
      note: 'Не забрано в магазині протягом 3 днів.',
      released: [{ goodId: fx.lure, quantity: 3 }],
    });
    const [history] = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(desc(orderStatusHistory.id));
    expect(history).toMatchObject({ status: 'cancelled', staffId: null });
    expect((await lastSms(phone))[0]?.text).toContain('скасовано');
    expect(await runPickupHolds(at(4 * day))).toEqual({ reminded: 0, expired: 0 });
  });
});
