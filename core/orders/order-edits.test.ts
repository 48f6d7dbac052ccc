import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import type { Database } from '#db/client';
import {
  auditLog,
  giftCertificates,
  goods,
  orderLines,
  orderStatusHistory,
  orders,
  promoCodes,
  promoRedemptions,
  quickOrders,
  smsOutbox,
  storeStock,
  users,
} from '#db/schema';
import { checkoutSnapshot, fx, fxCert, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { orderPlacer } from '#test/support/staff-orders';
import { changeOrderStatus, editOrderLines, getStaffOrder, orderFromQuickOrder, placeQuickOrder } from './index';

let database: Database;
let guest: Ctx;
let member: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let manager: StaffView;
let content: StaffView;
let moderator: StaffView;
let store: StaffView;
let place: ReturnType<typeof orderPlacer>;

const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
const linesOf = async (id: number) =>
  (await database.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.id)).map((l) => [
    l.goodId,
    l.quantity,
    l.price,
  ]);
const setPrice = (id: number, price: number) =>
  database.db.update(goods).set({ price, regularPrice: price }).where(eq(goods.id, id));

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  guest = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  place = orderPlacer(ids, 'order-edits');
  await database.db
    .insert(users)
    .values({ id: 9_301, phone: '+380509993030', passwordHash: 'x', firstName: 'Ігор', lastName: 'Ткач' });
  member = { ...guest, user: { id: 9_301 } };
  manager = await staffActor(database.db, 'manager');
  content = await staffActor(database.db, 'content');
  moderator = await staffActor(database.db, 'moderator');
  store = await staffActor(database.db, 'store');
});

// Each test starts with the fixtures' stock free: orders of earlier tests hold none of it (ADR 0120).
beforeEach(() => releaseAllReservations(database.db));
afterAll(() => database.close());

describe("a manager edits an unconfirmed order's lines (ADR 0091)", () => {
  it('content and moderator may not edit: StaffForbiddenError, nothing changes', async () => {
    const id = await place(guest);
    for (const actor of [content, moderator])
      await expect(
        editOrderLines(guest, actor, { orderId: id, lines: [{ goodId: fx.lure, quantity: 2 }] }),
      ).rejects.toThrow(StaffForbiddenError);
    expect(await linesOf(id)).toEqual([[fx.lure, 1, 60_000]]);
    // Another store's staff does not find it.
    expect(await editOrderLines(guest, store, { orderId: id, lines: [{ goodId: fx.lure, quantity: 2 }] })).toEqual({
      ok: false,
      error: 'order_not_found',
    });
  });

  it('the edited lines are priced again at current prices, totals recomputed, audited, the shopper told', async () => {
    const id = await place(guest, { phone: '0671113301' });
    await setPrice(fx.lure, 65_000);
    const r = await editOrderLines(guest, manager, { orderId: id, lines: [{ goodId: fx.lure, quantity: 2 }] });
    await setPrice(fx.lure, 60_000);
    expect(r).toEqual({ ok: true, changed: true, total: 130_000, promoDropped: false });
    expect(await linesOf(id)).toEqual([[fx.lure, 2, 65_000]]);
    expect(await orderRow(id)).toMatchObject({ goodsPrice: 130_000, total: 130_000, status: 'new' });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'order.edit_lines')));
    expect(audit).toMatchObject({
      actorName: 'manager',
      entity: 'order',
      before: { lines: [{ goodId: fx.lure, quantity: 1, price: 60_000 }], total: 60_000, promoCode: null },
      after: { lines: [{ goodId: fx.lure, quantity: 2, price: 65_000 }], total: 130_000, promoCode: null },
    });
    const [sms] = await database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, '+380671113301'))
      .orderBy(desc(smsOutbox.id));
    expect(sms).toMatchObject({
      purpose: 'order_status',
      text: `Poplavok: замовлення №${id} змінено, до сплати 1300.00 грн.`,
    });
    const view = await getStaffOrder(guest, manager, id);
    expect(view?.changes.map((c) => [c.action, c.who])).toEqual([['order.edit_lines', 'manager']]);
  });

  it("the customer's club discount applies as at checkout", async () => {
    const id = await place(member);
    const r = await editOrderLines(guest, manager, { orderId: id, lines: [{ goodId: fx.lure, quantity: 3 }] });
    // 1,800 UAH − 5 % first-purchase club discount.
    expect(r).toMatchObject({ ok: true, total: 171_000 });
    expect(await orderRow(id)).toMatchObject({ goodsDiscount: 9_000, loyaltyPercent: 5 });
  });

  it('adds a good by its code, removes a line by quantity 0; an unknown code or no line left is refused', async () => {
    const id = await place(guest, {
      cart: [
        { id: fx.lure, quantity: 1 },
        { id: fx.rod, quantity: 1 },
      ],
    });
    expect(
      await editOrderLines(guest, manager, {
        orderId: id,
        lines: [{ goodId: fx.rod, quantity: 0 }],
        add: { code: `FX${fx.saleReel}`, quantity: 1 },
      }),
    ).toMatchObject({ ok: true, total: 85_000 });
    expect(await linesOf(id)).toEqual([
      [fx.lure, 1, 60_000],
      [fx.saleReel, 1, 25_000],
    ]);
    expect(
      await editOrderLines(guest, manager, { orderId: id, add: { code: String(fx.lure), quantity: 1 } }),
    ).toMatchObject({ ok: true, total: 145_000 });
    expect(await editOrderLines(guest, manager, { orderId: id, add: { code: 'NOPE-1', quantity: 1 } })).toEqual({
      ok: false,
      error: 'order_good_not_found',
    });
    expect(
      await editOrderLines(guest, manager, {
        orderId: id,
        lines: [
          { goodId: fx.lure, quantity: 0 },
          { goodId: fx.saleReel, quantity: 0 },
        ],
      }),
    ).toEqual({ ok: false, error: 'order_lines_empty' });
    expect(await editOrderLines(guest, manager, { orderId: id, lines: [{ goodId: fx.lure, quantity: 2 }] })).toEqual({
      ok: true,
      changed: false,
      total: 145_000,
      promoDropped: false,
    });
  });

  it("checkout's refusals hold and write nothing: minimum order, unavailable goods, store and chain stock (§5, ADR 0083)", async () => {
    const pickup = await place(guest, {
      cart: [
        { id: fx.lure, quantity: 1 },
        { id: fx.rod, quantity: 1 },
      ],
    });
    const before = await checkoutSnapshot(database.db);
    const codes = (r: Awaited<ReturnType<typeof editOrderLines>>) =>
      !r.ok && r.error === 'order_check_failed' ? r.messages.map((m) => m.code) : r;
    expect(
      codes(await editOrderLines(guest, manager, { orderId: pickup, lines: [{ goodId: fx.lure, quantity: 0 }] })),
    ).toContain('min_order');
    expect(
      codes(await editOrderLines(guest, manager, { orderId: pickup, add: { code: String(fx.gone), quantity: 1 } })),
    ).toContain('good_unavailable');
    // The store holds 5 lures.
    expect(
      codes(await editOrderLines(guest, manager, { orderId: pickup, lines: [{ goodId: fx.lure, quantity: 6 }] })),
    ).toContain('good_not_in_store');
    const courier = await place(guest, {
      delivery: ids.delivery.kyiv_courier,
      street: 'Хрещатик',
      house: '1',
      cart: [{ id: fx.saleReel, quantity: 3 }],
    });
    await database.db
      .update(storeStock)
      .set({ quantity: 0 })
      .where(and(eq(storeStock.goodId, fx.saleReel), eq(storeStock.storeId, fx.depot)));
    const short = await editOrderLines(guest, manager, {
      orderId: courier,
      lines: [{ goodId: fx.saleReel, quantity: 6 }],
    });
    await database.db
      .update(storeStock)
      .set({ quantity: 999 })
      .where(and(eq(storeStock.goodId, fx.saleReel), eq(storeStock.storeId, fx.depot)));
    expect(short).toEqual({
      ok: false,
      error: 'order_check_failed',
      messages: expect.arrayContaining([{ code: 'stock_short', goodId: fx.saleReel, params: { available: 5 } }]),
    });
    expect(await linesOf(pickup)).toEqual([
      [fx.lure, 1, 60_000],
      [fx.rod, 1, 30_000],
    ]);
    const after = await checkoutSnapshot(database.db);
    expect({
      ...after,
      orders: after.orders - 1,
      orderLines: after.orderLines - 1,
      statusHistory: after.statusHistory - 1,
    }).toEqual(before);
  });

  it('only a new order: a confirmed one is refused', async () => {
    const id = await place(guest);
    await changeOrderStatus(guest, manager, { orderId: id, status: 'confirmed' });
    expect(await editOrderLines(guest, manager, { orderId: id, lines: [{ goodId: fx.lure, quantity: 2 }] })).toEqual({
      ok: false,
      error: 'order_not_editable',
    });
  });

  it("the order's own vouchers are given back and spent again: a once-per-customer code is not refused, the certificate pays the new sum", async () => {
    const id = await place(member, { phone: '0671113302', promo_code: 'FXFIRST', certificate: fxCert[2] });
    const balance = async () =>
      (await database.db.select().from(giftCertificates).where(eq(giftCertificates.number, fxCert[2])))[0]?.balance;
    const uses = async () =>
      (await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'FXFIRST')))[0]?.usedCount;
    expect(await balance()).toBe(450_000);
    const usedBefore = await uses();
    const r = await editOrderLines(guest, manager, { orderId: id, lines: [{ goodId: fx.lure, quantity: 2 }] });
    expect(r).toEqual({ ok: true, changed: true, total: 0, promoDropped: false });
    expect(await orderRow(id)).toMatchObject({
      promoCode: 'FXFIRST',
      promoDiscount: 10_000,
      certificateAmount: 110_000,
    });
    expect(await balance()).toBe(390_000);
    expect(await uses()).toBe(usedBefore);
    expect(await database.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, id))).toHaveLength(3);
  });

  it('a promo code the new lines no longer reach is dropped and given back, as checkout would', async () => {
    const id = await place(guest, { cart: [{ id: fx.lure, quantity: 3 }], promo_code: 'FXMINUS300' });
    expect(await orderRow(id)).toMatchObject({ promoCode: 'FXMINUS300', total: 150_000 });
    const uses = async () =>
      (await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'FXMINUS300')))[0]?.usedCount;
    const usedBefore = await uses();
    const r = await editOrderLines(guest, manager, { orderId: id, lines: [{ goodId: fx.lure, quantity: 2 }] });
    expect(r).toEqual({ ok: true, changed: true, total: 120_000, promoDropped: true });
    expect(await orderRow(id)).toMatchObject({ promoCode: null, promoDiscount: 0 });
    expect(await uses()).toBe((usedBefore ?? 0) - 1);
  });
});

describe('a one-click order becomes a full order (ADR 0091)', () => {
  const pickupFields = () => ({
    first_name: 'Степан',
    last_name: 'Гнатюк',
    townCode: fx.kyiv,
    deliveryMethod: String(ids.delivery.pickup),
    selectedDepartment: String(fx.store),
    paymentMethod: String(ids.payment.cash),
  });

  it('only the calls area: content, moderator and store get StaffForbiddenError', async () => {
    const quick = await placeQuickOrder(guest, { phone: '0671113310', lines: [{ id: fx.lure, quantity: 1 }] });
    if (!quick.ok) throw new Error(quick.error);
    for (const actor of [content, moderator, store])
      await expect(orderFromQuickOrder(guest, actor, quick.id, pickupFields())).rejects.toThrow(StaffForbiddenError);
  });

  it('the goods of the one-click order, priced by createOrder; linked, done, the operator named; SMS in its language; once', async () => {
    const quick = await placeQuickOrder(
      { ...member, locale: 'ru' },
      { phone: '0671113311', lines: [{ id: fx.lure, quantity: 2 }] },
    );
    if (!quick.ok) throw new Error(quick.error);
    const r = await orderFromQuickOrder(guest, manager, quick.id, pickupFields());
    if (!r.ok) throw new Error(JSON.stringify(r));
    // The account's club discount: 1,200 UAH − 5 %.
    expect(r.total).toBe(114_000);
    expect(await orderRow(r.orderId)).toMatchObject({
      userId: 9_301,
      phone: '+380671113311',
      locale: 'ru',
      storeId: fx.store,
      status: 'new',
      firstName: 'Степан',
    });
    expect(await linesOf(r.orderId)).toEqual([[fx.lure, 2, 60_000]]);
    const [row] = await database.db.select().from(quickOrders).where(eq(quickOrders.id, quick.id));
    expect(row).toMatchObject({ orderId: r.orderId, status: 'done', handledBy: manager.id, handledAt: seededAt });
    const [history] = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, r.orderId));
    expect(history).toMatchObject({ status: 'new', staffId: manager.id, actorName: manager.name });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorName, 'manager'))
      .orderBy(desc(auditLog.id));
    expect(audit.slice(0, 2).map((a) => [a.action, a.entityId])).toEqual([
      ['quick_order.convert', String(quick.id)],
      ['order.from_quick_order', String(r.orderId)],
    ]);
    const sms = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '+380671113311'));
    expect(sms.map((s) => [s.purpose, s.text])).toEqual([
      ['order_placed', `Poplavok: заказ №${r.orderId} принят, к оплате 1140.00 грн. Спасибо!`],
    ]);
    expect(await orderFromQuickOrder(guest, manager, quick.id, pickupFields())).toEqual({
      ok: false,
      error: 'quick_order_converted',
      orderId: r.orderId,
    });
  });

  it('refuses what the form lacks or checkout refuses, and writes nothing', async () => {
    const quick = await placeQuickOrder(guest, { phone: '0671113312', lines: [{ id: fx.lure, quantity: 1 }] });
    if (!quick.ok) throw new Error(quick.error);
    const before = await checkoutSnapshot(database.db);
    const { first_name: _f, last_name: _l, ...noName } = pickupFields();
    expect(await orderFromQuickOrder(guest, manager, quick.id, noName)).toEqual({
      ok: false,
      error: 'invalid',
      fields: { first_name: 'order_first_name_required', last_name: 'order_last_name_required' },
    });
    const courier = await orderFromQuickOrder(guest, manager, quick.id, {
      ...pickupFields(),
      deliveryMethod: String(ids.delivery.kyiv_courier),
    });
    expect(courier).toMatchObject({ ok: false, error: 'checkout_disabled' });
    expect(!courier.ok && courier.error === 'checkout_disabled' && courier.messages.map((m) => m.code)).toContain(
      'address_required',
    );
    expect(await checkoutSnapshot(database.db)).toEqual(before);
    const [row] = await database.db.select().from(quickOrders).where(eq(quickOrders.id, quick.id));
    expect(row).toMatchObject({ status: 'new', orderId: null });
    expect(await orderFromQuickOrder(guest, manager, 999_999, pickupFields())).toEqual({
      ok: false,
      error: 'quick_order_not_found',
    });
  });
});
