import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import {
  auditLog,
  emailOutbox,
  giftCertificates,
  loyaltyMonths,
  loyaltyYears,
  orderStatusHistory,
  orders,
  promoCodes,
  promoRedemptions,
  users,
} from '#db/schema';
import { fx, fxCert, releaseAllReservations } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { openStaffOrdersStore, type StaffOrdersStore } from '#test/support/staff-orders';
import { changeOrderStatus, getStaffOrder } from './index';

let database: StaffOrdersStore['database'];
let guest: Ctx;
let member: Ctx;
let manager: StaffView;
let admin: StaffView;
let content: StaffView;
let moderator: StaffView;
/** The demo `store` account: the first Kyiv store, not the fixtures' store. */
let otherStore: StaffView;
/** A store account of the fixtures' store (pickups there). */
let fxStore: StaffView;
let place: StaffOrdersStore['place'];
let courier: StaffOrdersStore['courier'];
let smsTo: StaffOrdersStore['smsTo'];
let list: StaffOrdersStore['list'];

beforeAll(async () => {
  ({ database, guest, member, manager, admin, content, moderator, otherStore, fxStore, place, courier, smsTo, list } =
    await openStaffOrdersStore('staff-orders'));
});

// Each test starts with the fixtures' stock free: orders of earlier tests hold none of it (ADR 0120).
beforeEach(() => releaseAllReservations(database.db));
afterAll(() => database.close());

describe('roles (each action checks its role in core)', () => {
  it('content and moderator may not list, open or move orders: StaffForbiddenError', async () => {
    const id = await place(guest);
    for (const actor of [content, moderator]) {
      await expect(list(actor)).rejects.toThrow(StaffForbiddenError);
      await expect(getStaffOrder(guest, actor, id)).rejects.toThrow(StaffForbiddenError);
      await expect(changeOrderStatus(guest, actor, { orderId: id, status: 'confirmed' })).rejects.toThrow(
        StaffForbiddenError,
      );
    }
    const [row] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('new');
  });

  it('a store sees and moves only the orders picked up in its store', async () => {
    const pickup = await place(guest);
    const delivered = await place(guest, courier);
    const own = await list(fxStore, { perPage: '100' });
    expect(own.rows.map((r) => r.id)).toContain(pickup);
    expect(own.rows.map((r) => r.id)).not.toContain(delivered);
    expect(own.rows.every((r) => r.store === `Магазин ${fx.store}`)).toBe(true);
    // Filtering by another store does not widen the view.
    expect((await list(fxStore, { store: String(fx.emptyStore) })).total).toBe(0);
    expect((await list(otherStore, { perPage: '100' })).rows.map((r) => r.id)).not.toContain(pickup);
    expect(await getStaffOrder(guest, otherStore, pickup)).toBeNull();
    expect(await getStaffOrder(guest, fxStore, delivered)).toBeNull();
    expect(await changeOrderStatus(guest, otherStore, { orderId: pickup, status: 'confirmed' })).toEqual({
      ok: false,
      error: 'order_not_found',
    });
    expect(await changeOrderStatus(guest, fxStore, { orderId: pickup, status: 'confirmed' })).toEqual({ ok: true });
    expect((await getStaffOrder(guest, fxStore, pickup))?.status).toBe('confirmed');
  });
});

describe('the status workflow (ADR 0091)', () => {
  it('new → confirmed → packed → shipped → delivered with who and when; no skipping, no shipping a pickup', async () => {
    const id = await place(guest, { ...courier, email: 'ivan@example.com' });
    const at = (minutes: number): Ctx => ({ ...guest, now: new Date(seededAt.getTime() + minutes * 60_000) });
    expect(await changeOrderStatus(guest, manager, { orderId: id, status: 'shipped' })).toEqual({
      ok: false,
      error: 'order_status_invalid',
    });
    expect(await changeOrderStatus(at(1), manager, { orderId: id, status: 'confirmed' })).toEqual({ ok: true });
    expect(await changeOrderStatus(at(2), admin, { orderId: id, status: 'packed' })).toEqual({ ok: true });
    expect(await changeOrderStatus(at(3), manager, { orderId: id, status: 'ready_for_pickup' })).toEqual({
      ok: false,
      error: 'order_status_invalid',
    });
    expect(
      await changeOrderStatus(at(3), manager, { orderId: id, status: 'shipped', note: 'ТТН 20450000000001' }),
    ).toEqual({ ok: true });
    const view = await getStaffOrder(guest, manager, id);
    expect(view?.history.map((h) => [h.status, h.who, h.note])).toEqual([
      ['new', null, null],
      ['confirmed', manager.name, null],
      ['packed', admin.name, null],
      ['shipped', manager.name, 'ТТН 20450000000001'],
    ]);
    expect(view?.history[1]?.at).toEqual(at(1).now);
    expect(view?.next).toEqual(['delivered', 'returned']);
    const rows = await database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'packed')));
    expect(rows.map((r) => [r.staffId, r.actorName])).toEqual([[admin.id, admin.name]]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.actorName, a.before, a.after])).toEqual([
      ['order.confirm', 'manager', { status: 'new' }, { status: 'confirmed' }],
      ['order.pack', 'admin', { status: 'confirmed' }, { status: 'packed' }],
      ['order.ship', 'manager', { status: 'packed' }, { status: 'shipped', note: 'ТТН 20450000000001' }],
    ]);
    const pickup = await place(guest);
    for (const status of ['confirmed', 'packed'] as const)
      await changeOrderStatus(guest, manager, { orderId: pickup, status });
    expect((await getStaffOrder(guest, manager, pickup))?.next).toEqual(['ready_for_pickup', 'cancelled']);
    expect(await changeOrderStatus(guest, manager, { orderId: pickup, status: 'shipped' })).toEqual({
      ok: false,
      error: 'order_status_invalid',
    });
  });

  it('each move notifies the shopper: SMS in the outbox, e-mail where the order has one, in its language', async () => {
    const ru: Ctx = { ...guest, locale: 'ru' };
    const withMail = await place(ru, { ...courier, phone: '0671112201', email: 'olga@example.com' });
    const noMail = await place(guest, { phone: '0671112202' });
    await changeOrderStatus(guest, manager, { orderId: withMail, status: 'confirmed' });
    await changeOrderStatus(guest, manager, { orderId: noMail, status: 'confirmed' });
    expect(await smsTo('+380671112201')).toEqual([['order_status', `Poplavok: заказ №${withMail} подтверждён.`]]);
    expect(await smsTo('+380671112202')).toEqual([['order_status', `Poplavok: замовлення №${noMail} підтверджено.`]]);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'olga@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ purpose: 'order_status', subject: `Poplavok: заказ №${withMail} — Подтверждён` });
    expect(mails[0]?.text).toContain(`Заказ №${withMail} подтверждён.`);
    // A refused move sends nothing.
    await changeOrderStatus(guest, manager, { orderId: noMail, status: 'delivered' });
    expect(await smsTo('+380671112202')).toHaveLength(1);
  });

  it('a cancel gives the promo code and the certificate back; the code works for the customer again (§9 vouchers)', async () => {
    const [promoBefore] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'FXFIRST'));
    const id = await place(member, {
      cart: [{ id: fx.lure, quantity: 2 }],
      phone: '0671112203',
      promo_code: 'FXFIRST',
      certificate: fxCert[2],
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ promoCode: 'FXFIRST', promoDiscount: 10_000, certificateAmount: 110_000 });
    // Once per customer: the account, its phone and the order's phone (ADR 0033, 0076).
    expect(await database.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, id))).toHaveLength(3);
    const balance = async () =>
      (await database.db.select().from(giftCertificates).where(eq(giftCertificates.number, fxCert[2])))[0]?.balance;
    expect(await balance()).toBe(500_000 - 110_000);
    await changeOrderStatus(guest, manager, { orderId: id, status: 'confirmed' });
    expect(await changeOrderStatus(guest, manager, { orderId: id, status: 'cancelled', note: 'Передумав' })).toEqual({
      ok: true,
    });
    expect(await balance()).toBe(500_000);
    const [promoAfter] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'FXFIRST'));
    expect(promoAfter?.usedCount).toBe(promoBefore?.usedCount);
    expect(await database.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, id))).toEqual([]);
    // Cancelled is final.
    expect(await changeOrderStatus(guest, manager, { orderId: id, status: 'confirmed' })).toEqual({
      ok: false,
      error: 'order_status_invalid',
    });
    expect(await place(member, { phone: '0671112203', promo_code: 'FXFIRST' })).toBeGreaterThan(id);
  });

  it('delivery records the loyalty purchase (§1); a return takes it back and restores the certificate', async () => {
    await database.db
      .insert(users)
      .values({ id: 9_202, phone: '+380509992021', passwordHash: 'x', firstName: 'А', lastName: 'Б' });
    const buyer: Ctx = { ...guest, user: { id: 9_202 } };
    const id = await place(buyer, { cart: [{ id: fx.tent, quantity: 11 }], ...courier, certificate: fxCert[1] });
    // The courier takes the cash at the door, recorded with the handover.
    for (const status of ['confirmed', 'packed', 'shipped', 'delivered'] as const)
      expect(await changeOrderStatus(guest, manager, { orderId: id, status, collect: 'cash' })).toMatchObject({
        ok: true,
      });
    const year = async () => (await database.db.select().from(loyaltyYears).where(eq(loyaltyYears.userId, 9_202)))[0];
    // 11,000 UAH − 5 % first-purchase club discount = 10,450 UAH: over 10,000, so 10 %.
    expect(await year()).toMatchObject({ purchases: 1_045_000, levelPercent: 10 });
    const later: Ctx = { ...guest, now: new Date(seededAt.getTime() + 40 * 86_400_000) };
    expect(await changeOrderStatus(later, manager, { orderId: id, status: 'returned' })).toEqual({ ok: true });
    expect(await year()).toMatchObject({ purchases: 0, levelPercent: 5 });
    const [month] = await database.db.select().from(loyaltyMonths).where(eq(loyaltyMonths.userId, 9_202));
    expect(month).toMatchObject({ month: '2026-06', purchases: 0 });
    const [cert] = await database.db.select().from(giftCertificates).where(eq(giftCertificates.number, fxCert[1]));
    expect(cert?.balance).toBe(20_000);
  });
});

describe('one order in full', () => {
  it('lines, fees, vouchers, recipient, address, comment, no-call flag, payment state and history', async () => {
    const id = await place(guest, {
      ...courier,
      cart: [{ id: fx.rod, quantity: 2 }],
      flat: '5',
      other_recipient: '1',
      recipient_first_name: 'Марія',
      recipient_last_name: 'Петренко',
      recipient_phone: '0671112230',
      comment: 'Після 18:00',
      call_back: '1',
      promo_code: 'FXTEN',
    });
    const view = await getStaffOrder(guest, manager, id);
    expect(view).toMatchObject({
      id,
      deliveryAddress: 'Хрещатик, 1, кв. 5',
      recipientFirstName: 'Марія',
      recipientPhone: '+380671112230',
      comment: 'Після 18:00',
      noCallBack: true,
      promoCode: 'FXTEN',
      promoDiscount: 6_000,
      // Our Kyiv courier under 2,000 UAH: 60 UAH; a rod: the 35 UAH transport package.
      deliveryCost: 6_000,
      shippingContainer: 3_500,
      deliveryFee: { type: 'amount', amount: 6_000, paidTo: 'shop' },
      paymentState: 'on_delivery',
      editable: true,
      next: ['confirmed', 'cancelled'],
      department: null,
      store: null,
    });
    expect(view?.lines.map((l) => [l.goodId, l.quantity, l.price])).toEqual([[fx.rod, 2, 30_000]]);
  });
});
