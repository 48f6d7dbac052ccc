import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import {
  cartLines,
  giftCertificates,
  loyaltyMonths,
  loyaltyYears,
  orderLines,
  orderStatusHistory,
  orders,
  promoCodes,
  users,
} from '#db/schema';
import { checkForm, checkoutSnapshot, fx, fxCert, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { changeOrderStatus, createOrder, createOrderInput, getOrder, listOrders, preselectCheckout } from './index';

let database: Database;
let guest: Ctx;
let member: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let key = 0;

const customer = { phone: '+38(050)111-22-33', first_name: 'Іван', last_name: 'Петренко' };
const form = (fields: Record<string, unknown> = {}) => {
  const {
    cart = [{ id: fx.lure, quantity: 1 }],
    delivery = ids.delivery.pickup,
    payment = ids.payment.cash,
    ...rest
  } = fields as { cart?: { id: number; quantity: number }[]; delivery?: number; payment?: number };
  return createOrderInput.parse({
    ...checkForm({ delivery, payment, department: String(fx.store), cart }),
    ...customer,
    idempotency_key: `test-key-${++key}`,
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
  });
};

const snapshot = () => checkoutSnapshot(database.db);

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  guest = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  await database.db
    .insert(users)
    .values({ id: 9_101, phone: '+380509991010', passwordHash: 'x', firstName: 'Олена', lastName: 'Бондар' });
  member = { ...guest, user: { id: 9_101 } };
});

// Each test starts with the fixtures' stock free: orders of earlier tests hold none of it (ADR 0120).
beforeEach(() => releaseAllReservations(database.db));
afterAll(() => database.close());

describe('createOrder (designed POST /site/ordernew/create)', () => {
  it('a guest may order with phone and name; lines keep price snapshots and status history starts at new', async () => {
    const r = await createOrder(
      guest,
      form({
        cart: [
          { id: fx.lure, quantity: 2 },
          { id: fx.saleReel, quantity: 1 },
        ],
        call_back: '1',
      }),
    );
    if (!r.ok) throw new Error(r.error);
    expect(r).toMatchObject({ created: true, total: 145_000 });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, r.orderId));
    expect(order).toMatchObject({
      userId: null,
      phone: '+380501112233',
      storeId: fx.store,
      noCallBack: true,
      goodsPrice: 160_000,
      goodsDiscount: 15_000,
      total: 145_000,
    });
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, r.orderId));
    expect(lines.map((l) => [l.goodId, l.price, l.oldPrice, l.quantity])).toEqual([
      [fx.lure, 60_000, null, 2],
      [fx.saleReel, 25_000, 40_000, 1],
    ]);
    const history = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, r.orderId));
    expect(history.map((h) => h.status)).toEqual(['new']);
  });

  it('phone and name are required for every order (§5)', () => {
    const base = { ...checkForm({ delivery: 1, payment: 1, cart: [] }), idempotency_key: 'abcdefgh' };
    const missing = createOrderInput.safeParse(base);
    expect(missing.success).toBe(false);
    const messages = missing.success ? [] : missing.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['order_phone_required', 'order_first_name_required', 'order_last_name_required']),
    );
    const badPhone = createOrderInput.safeParse({ ...base, ...customer, phone: '12345' });
    expect(badPhone.success ? [] : badPhone.error.issues.map((i) => i.message)).toEqual(['order_phone_invalid']);
  });

  it('the same idempotency key twice gives the same order and one row', async () => {
    const input = form();
    const before = await snapshot();
    const first = await createOrder(guest, input);
    const second = await createOrder(guest, input);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second).toEqual({ ...first, created: false });
    const after = await snapshot();
    expect(Number(after.orders) - Number(before.orders)).toBe(1);
    expect(await createOrder(member, input)).toEqual({ ok: false, error: 'idempotency_conflict' });
  });

  it("a key is bound to its owner and its request: another guest's browser, another cart or an account get 409 (ADR 0034)", async () => {
    const input = form();
    const placed = await createOrder(guest, input, { guestSession: 'browser-a-session-value' });
    expect(placed.ok).toBe(true);
    expect(await createOrder(guest, input, { guestSession: 'browser-a-session-value' })).toMatchObject({
      ok: true,
      created: false,
    });
    const conflict = { ok: false, error: 'idempotency_conflict' };
    expect(await createOrder(guest, input, { guestSession: 'browser-b-session-value' })).toEqual(conflict);
    expect(await createOrder(guest, input)).toEqual(conflict); // a guest client without that session
    expect(await createOrder(member, input)).toEqual(conflict);
    const otherCart = { ...input, cart: [{ id: fx.lure, quantity: 2 }] };
    expect(await createOrder(guest, otherCart, { guestSession: 'browser-a-session-value' })).toEqual(conflict);
    const otherPhone = { ...input, phone: '+380501112234' };
    expect(await createOrder(guest, otherPhone, { guestSession: 'browser-a-session-value' })).toEqual(conflict);
  });

  it("a signed-in shopper's key replays only for the same account and request (ADR 0034)", async () => {
    const input = form();
    const first = await createOrder(member, input);
    expect(await createOrder(member, input)).toEqual(first.ok ? { ...first, created: false } : first);
    expect(await createOrder(member, { ...input, comment: 'інший коментар' })).toEqual({
      ok: false,
      error: 'idempotency_conflict',
    });
  });

  it('order amounts are 64-bit: a total past 2^31 kopiyky is stored and read back exactly (ADR 0036)', async () => {
    const input = form();
    const r = await createOrder(guest, input);
    if (!r.ok) throw new Error(r.error);
    const big = 2 ** 31 + 12_345;
    await database.db.update(orders).set({ total: big, goodsPrice: big }).where(eq(orders.id, r.orderId));
    const [row] = await database.db.select({ total: orders.total }).from(orders).where(eq(orders.id, r.orderId));
    expect(row?.total).toBe(big);
  });

  it('307 × a 30,000 UAH good (past 32 bits) is refused as too large, not a crash, and writes nothing (ADR 0036)', async () => {
    const before = await snapshot();
    const r = await createOrder(
      guest,
      form({ cart: [{ id: fx.boat, quantity: 307 }], delivery: ids.delivery.kyiv_courier }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.check?.messages.map((m) => m.code)).toContain('order_too_large');
    expect(await snapshot()).toEqual(before);
  });

  it('a once-per-customer promo works once per phone and per account, even in a race (ADR 0033)', async () => {
    const cart = [{ id: fx.lure, quantity: 1 }];
    const phone = '+38(050)555-66-77';
    const first = await createOrder(guest, form({ cart, promo_code: 'FXFIRST', phone }));
    expect(first.ok).toBe(true);
    const again = await createOrder(guest, form({ cart, promo_code: 'FXFIRST', phone }));
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.check?.messages.map((m) => m.code)).toContain('promo_already_used');
    // Another phone is another customer; the account remembers its use whatever phone it orders with.
    expect((await createOrder(member, form({ cart, promo_code: 'FXFIRST', phone: '0505556678' }))).ok).toBe(true);
    const byAccount = await createOrder(member, form({ cart, promo_code: 'FXFIRST', phone: '0505556679' }));
    expect(byAccount.ok).toBe(false);
    // Two tabs at once with a fresh phone: one order gets the code, the other is refused.
    const racePhone = '0505556680';
    const race = await Promise.all([
      createOrder(guest, form({ cart, promo_code: 'FXFIRST', phone: racePhone })),
      createOrder(guest, form({ cart, promo_code: 'FXFIRST', phone: racePhone })),
    ]);
    expect(race.filter((r) => r.ok)).toHaveLength(1);
  });

  it('refuses when checkout is disabled and writes nothing (§5, §8)', async () => {
    const before = await snapshot();
    const r = await createOrder(guest, form({ cart: [{ id: fx.rod, quantity: 1 }] }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('checkout_disabled');
    expect(r.check?.messages.map((m) => m.code)).toContain('min_order');
    expect(await snapshot()).toEqual(before);
  });

  it('counts the promo use, spends the certificate and clears the ordered cart lines of a signed-in user', async () => {
    await database.db.insert(cartLines).values([
      { userId: 9_101, goodId: fx.tent, quantity: 1 },
      { userId: 9_101, goodId: fx.lure, quantity: 1 },
    ]);
    const r = await createOrder(
      member,
      form({
        delivery: ids.delivery.np_department,
        payment: ids.payment.card,
        selectedDepartment: await npDepartment(),
        cart: [{ id: fx.tent, quantity: 2 }],
        promo_code: 'FXBIG',
        certificate: fxCert[1],
      }),
    );
    if (!r.ok) throw new Error(r.error);
    // 2000 − 20 % (400) = 1600 UAH, minus the 200 UAH certificate
    expect(r.total).toBe(140_000);
    const [promo] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'FXBIG'));
    expect(promo?.usedCount).toBe(1);
    const [cert] = await database.db.select().from(giftCertificates).where(eq(giftCertificates.number, fxCert[1]));
    expect(cert?.balance).toBe(0);
    const cart = await database.db.select().from(cartLines).where(eq(cartLines.userId, 9_101));
    expect(cart.map((l) => l.goodId)).toEqual([fx.lure]);
  });

  it('a certificate spent between check and create blocks the order and nothing is written', async () => {
    const order = (k: string) =>
      form({ cart: [{ id: fx.lure, quantity: 1 }], certificate: fxCert[5], idempotency_key: k });
    const first = await createOrder(guest, order('cert-spender-1'));
    expect(first.ok).toBe(true);
    const before = await snapshot();
    const second = await createOrder(guest, order('cert-spender-2'));
    expect(second.ok).toBe(false);
    expect(!second.ok && second.check?.messages.map((m) => m.code)).toContain('certificate_invalid');
    expect(await snapshot()).toEqual(before);
  });

  it('a failure inside the transaction rolls everything back', async () => {
    await database.db
      .insert(cartLines)
      .values({ userId: 9_101, goodId: fx.saleReel, quantity: 1 })
      .onConflictDoNothing();
    await database.db.execute(sql`create function fx_fail() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`);
    await database.db.execute(
      sql`create trigger fx_fail before insert on order_status_history for each row execute function fx_fail()`,
    );
    const before = await snapshot();
    await expect(
      createOrder(
        member,
        form({
          cart: [
            { id: fx.lure, quantity: 1 },
            { id: fx.saleReel, quantity: 1 },
          ],
          promo_code: 'FXONCE',
          certificate: fxCert[2],
        }),
      ),
    ).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
    await database.db.execute(sql`drop trigger fx_fail on order_status_history`);
    await database.db.execute(sql`drop function fx_fail()`);
  });
});

describe('loyalty purchases come from delivered orders (§1, ADR 0024, 0091)', () => {
  it('adds the goods paid at delivery, not at creation (the order workflow)', async () => {
    const manager = await staffActor(database.db, 'manager');
    const r = await createOrder(member, form({ cart: [{ id: fx.lure, quantity: 2 }] }));
    if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.check?.messages)}`);
    expect(await database.db.select().from(loyaltyYears).where(eq(loyaltyYears.userId, 9_101))).toEqual([]);
    expect(await changeOrderStatus(member, manager, { orderId: r.orderId, status: 'delivered' })).toEqual({
      ok: false,
      error: 'order_status_invalid',
    });
    // Cash at the till is recorded with the handover.
    for (const status of ['confirmed', 'packed', 'ready_for_pickup', 'delivered'] as const)
      expect(await changeOrderStatus(member, manager, { orderId: r.orderId, status, collect: 'cash' })).toMatchObject({
        ok: true,
      });
    const [year] = await database.db.select().from(loyaltyYears).where(eq(loyaltyYears.userId, 9_101));
    // 1200 UAH − 5 % first-purchase club discount
    expect(year).toMatchObject({ year: 2026, purchases: 114_000, levelPercent: 5 });
    const [month] = await database.db.select().from(loyaltyMonths).where(eq(loyaltyMonths.userId, 9_101));
    expect(month).toMatchObject({ month: '2026-06', purchases: 114_000 });
    const detail = await getOrder(member, r.orderId);
    expect(detail?.history.map((h) => h.status)).toEqual([
      'new',
      'confirmed',
      'packed',
      'ready_for_pickup',
      'delivered',
    ]);
  });
});

describe('order history', () => {
  it('lists own orders newest first with a total; details only for the owner', async () => {
    const first = await listOrders(member, { page: 1, perPage: 1 });
    const second = await listOrders(member, { page: 2, perPage: 1 });
    const own = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, 9_101));
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect([first.total, first.orders.length, second.orders.length]).toEqual([own.length, 1, 1]);
    const [a] = first.orders;
    const [b] = second.orders;
    expect(
      a && b && (a.createdAt > b.createdAt || (a.createdAt.getTime() === b.createdAt.getTime() && a.id > b.id)),
    ).toBe(true);
    expect(a?.lines.length).toBeGreaterThan(0);
    expect(a && (await getOrder(member, a.id))?.id).toBe(a?.id);
    expect(a && (await getOrder({ ...guest, user: { id: 1 } }, a.id))).toBeNull();
    expect(a && (await getOrder(guest, a.id))).toBeNull();
    expect((await listOrders(guest, { page: 1, perPage: 10 })).total).toBe(0);
  });

  it("preselects the last order's still valid choices, else Kyiv and the first methods (§4)", async () => {
    const last = await preselectCheckout(member);
    expect(last).toMatchObject({
      source: 'history',
      townCode: fx.kyiv,
      deliveryMethodId: ids.delivery.pickup,
      department: String(fx.store),
      storeId: fx.store,
      paymentMethodId: ids.payment.cash,
    });
    expect(last.history.length).toBeGreaterThanOrEqual(2);
    await database.db.update(orders).set({ paymentMethodId: ids.payment.cod }).where(eq(orders.userId, 9_101));
    const fallback = await preselectCheckout(member);
    expect(fallback).toMatchObject({
      source: 'default',
      townCode: '8000000000',
      deliveryMethodId: ids.delivery.pickup,
      paymentMethodId: ids.payment.cash,
      department: null,
    });
    expect((await preselectCheckout(guest)).source).toBe('default');
  });
});

async function npDepartment() {
  const { listDepartments } = await import('#core/checkout');
  const r = await listDepartments(guest, fx.kyiv, ids.delivery.np_department);
  return (r.ok && r.departments[0]?.code) || '';
}
