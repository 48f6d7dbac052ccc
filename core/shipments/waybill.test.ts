import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCarrier } from '#core/carriers';
import { listDepartments } from '#core/checkout';
import { changeOrderStatus, createOrder, createOrderInput } from '#core/orders';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, departments, goods, orderStatusHistory, orders, payments, shipments, smsOutbox } from '#db/schema';
import { startFakeNovaPoshta } from '#test/fakes/nova-poshta/fake-nova-poshta';
import { type FakeUkrposhta, fakeUkrposhta } from '#test/fakes/ukrposhta/fake-ukrposhta';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { novaPoshtaCarrier } from '../carriers/nova-poshta';
import { ukrposhtaCarrier } from '../carriers/ukrposhta';
import { createWaybill, orderTracking, type ShipmentCarriers, trackShipments, type WaybillDeps } from './index';

// The back office makes a packed order's waybill; tracking moves the order (ADR 0105).
let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let fake: FakeUkrposhta;
let manager: StaffView;
let content: StaffView;
let upDepartment = '';
let key = 0;
const auth = { bearer: 'bearer-waybills', token: 'token-waybills' };
let deps: WaybillDeps;

const place = async (fields: { delivery: number; payment: number; department?: string }) => {
  const r = await createOrder(
    ctx,
    createOrderInput.parse({
      ...checkForm({ ...fields, cart: [{ id: fx.lure, quantity: 1 }] }),
      phone: '+38(050)444-55-66',
      first_name: 'Ірина',
      last_name: 'Коваль',
      idempotency_key: `waybill-${++key}`,
    }),
  );
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.check?.messages)}`);
  return r.orderId;
};
/** Packs the order; a prepaid one is paid first (an unpaid one gets no waybill), unless `unpaid`. */
const pack = async (orderId: number, options: { unpaid?: boolean } = {}) => {
  for (const status of ['confirmed', 'packed'] as const)
    expect(await changeOrderStatus(ctx, manager, { orderId, status })).toEqual({ ok: true });
  if (!options.unpaid)
    await database.db
      .update(orders)
      .set({ paymentStatus: 'paid' })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'unpaid')));
};
const statusOf = async (orderId: number) =>
  (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  manager = await staffActor(database.db, 'manager');
  content = await staffActor(database.db, 'content');
  const up = await listDepartments(ctx, fx.kyiv, ids.delivery.ukrposhta_department);
  upDepartment = (up.ok && up.departments[0]?.code) || '';
  fake = await fakeUkrposhta(auth);
  const ukrposhta = ukrposhtaCarrier({ apiUrl: fake.apiUrl, ...auth, senderUuid: 'sender-shop' });
  const carriers: ShipmentCarriers = (code) => (code === 'ukrposhta' ? ukrposhta : demoCarrier(code));
  deps = {
    carriers,
    settlements: async (_ctx, _carrier, town) => (town === fx.kyiv ? '29713' : null),
    // The demo department's post office at the fake (np's sync stores real refs).
    points: async () => '01004',
    senderTownCode: fx.kyiv,
  };
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

describe('waybills for packed orders', () => {
  it('a packed Ukrposhta COD order gets its waybill; the order ships with the number as the note, the shopper is told', async () => {
    const orderId = await place({
      delivery: ids.delivery.ukrposhta_department,
      payment: ids.payment.cod,
      department: upDepartment,
    });
    expect(await createWaybill(ctx, manager, { orderId }, deps)).toEqual({ ok: false, error: 'shipment_not_packed' });
    await pack(orderId);
    const made = await createWaybill(ctx, manager, { orderId }, deps);
    expect(made).toMatchObject({ ok: true, number: '0500000000001', demo: false });
    const sent = fake.shipments.at(-1);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    // Cash on delivery: what the shop is owed (the carrier's commission is the shopper's, SPEC §9).
    expect(sent?.body).toMatchObject({
      externalId: String(orderId),
      postPay: ((order?.total ?? 0) - (order?.paymentCommission ?? 0)) / 100,
    });
    expect(sent?.recipient).toMatchObject({ firstName: 'Ірина', lastName: 'Коваль', phoneNumber: '380504445566' });
    expect(await statusOf(orderId)).toBe('shipped');
    const [history] = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(desc(orderStatusHistory.id));
    expect(history).toMatchObject({ status: 'shipped', note: 'ТТН 0500000000001', staffId: manager.id });
    const sms = await database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, '+380504445566'))
      .orderBy(desc(smsOutbox.id));
    expect(sms[0]?.text).toContain('0500000000001');
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'shipment.create'));
    expect(audit.at(-1)).toMatchObject({ entityId: String(orderId), staffId: manager.id });
    const [row] = await database.db.select().from(shipments).where(eq(shipments.orderId, orderId));
    expect(row).toMatchObject({
      carrier: 'ukrposhta',
      number: '0500000000001',
      cost: 4_000,
      state: 'created',
      createdBy: manager.id,
      demo: false,
    });
    // A second click: the order has shipped.
    expect(await createWaybill(ctx, manager, { orderId }, deps)).toEqual({ ok: false, error: 'shipment_not_packed' });
  });

  it('tracking stores the carrier status and a handed-over parcel makes the order delivered', async () => {
    const orderId = await place({
      delivery: ids.delivery.ukrposhta_department,
      payment: ids.payment.card,
      department: upDepartment,
    });
    await pack(orderId);
    const made = await createWaybill(ctx, manager, { orderId }, deps);
    if (!made.ok) throw new Error(made.error);
    const later = { ...ctx, now: new Date(seededAt.getTime() + 3_600_000) };
    const first = await trackShipments(later, deps.carriers);
    expect(first).toMatchObject({ updated: 2, delivered: 0, failed: 0 });
    expect((await orderTracking(ctx, [orderId])).get(orderId)).toMatchObject({
      number: made.number,
      state: 'created',
      statusUa: 'Відправлення прийняте',
    });
    fake.setEvent(made.number, '41000', 'Відправлення вручено');
    const next = { ...ctx, now: new Date(seededAt.getTime() + 2 * 3_600_000) };
    expect(await trackShipments(next, deps.carriers)).toMatchObject({ delivered: 1 });
    expect(await statusOf(orderId)).toBe('delivered');
    expect((await orderTracking(ctx, [orderId])).get(orderId)).toMatchObject({
      state: 'delivered',
      statusUa: 'Відправлення вручено',
    });
    // Delivered waybills are no longer asked about; those tracked within the hour wait.
    expect(await trackShipments(next, deps.carriers)).toMatchObject({ asked: 0 });
  });

  it('the demo carrier numbers the waybill from the order (no settings); pickups have none; roles are checked in core', async () => {
    const orderId = await place({
      delivery: ids.delivery.np_department,
      payment: ids.payment.card,
      department: await npDepartment(),
    });
    await pack(orderId);
    expect(await createWaybill(ctx, content, { orderId }, deps).catch((e: unknown) => e)).toBeInstanceOf(
      StaffForbiddenError,
    );
    expect(await createWaybill(ctx, manager, { orderId }, deps)).toMatchObject({
      ok: true,
      number: `DEMO-NP-${String(orderId).padStart(8, '0')}`,
      demo: true,
    });
    const pickup = await place({
      delivery: ids.delivery.pickup,
      payment: ids.payment.cash,
      department: String(fx.store),
    });
    expect(await createWaybill(ctx, manager, { orderId: pickup }, deps)).toEqual({
      ok: false,
      error: 'shipment_not_carrier',
    });
  });

  it('a carrier that refuses leaves the order packed, with no shipment', async () => {
    const orderId = await place({
      delivery: ids.delivery.ukrposhta_department,
      payment: ids.payment.card,
      department: upDepartment,
    });
    await pack(orderId);
    const refusing = ukrposhtaCarrier({ apiUrl: fake.apiUrl, bearer: 'wrong-bearer', token: 'x', senderUuid: 's' });
    const r = await createWaybill(ctx, manager, { orderId }, { ...deps, carriers: () => refusing });
    expect(r).toEqual({ ok: false, error: 'shipment_carrier_failed' });
    expect(await statusOf(orderId)).toBe('packed');
    expect(await database.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual([]);
  });
});

describe("ADR 0113: the waybill and the order's money", () => {
  it('an unpaid card order gets no waybill — the carrier is not asked — unless a manager gives a reason', async () => {
    const orderId = await place({
      delivery: ids.delivery.np_department,
      payment: ids.payment.card,
      department: await npDepartment(),
    });
    await pack(orderId, { unpaid: true });
    expect(await createWaybill(ctx, manager, { orderId }, deps)).toEqual({ ok: false, error: 'order_unpaid' });
    expect(await database.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual([]);
    expect(
      await createWaybill(ctx, manager, { orderId, override: 'Оплата йде переказом, клієнт надіслав квитанцію' }, deps),
    ).toMatchObject({
      ok: true,
    });
    expect(await statusOf(orderId)).toBe('shipped');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.payment_override'), eq(auditLog.entityId, String(orderId))));
    expect(audit?.after).toMatchObject({ status: 'shipped' });
  });

  it('a COD waybill records the cash on delivery as expected money (a pending attempt)', async () => {
    const orderId = await place({
      delivery: ids.delivery.np_department,
      payment: ids.payment.cod,
      department: await npDepartment(),
    });
    await pack(orderId);
    expect(await createWaybill(ctx, manager, { orderId }, deps)).toMatchObject({ ok: true });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    const attempts = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(attempts).toMatchObject([{ provider: 'cod', status: 'pending', amount: order?.total }]);
    expect(order?.paymentStatus).toBe('on_delivery');
  });
});

describe('cash on delivery as the carrier takes it', () => {
  it('a Nova Poshta COD order whose amount has kopiyky gets no waybill (shipment_cod_not_whole) — never one for a rounded sum', async () => {
    const npFake = await startFakeNovaPoshta({ settlements: 10, points: 10 });
    try {
      await database.db.update(goods).set({ price: 52_499 }).where(eq(goods.id, fx.lure));
      const orderId = await place({
        delivery: ids.delivery.np_department,
        payment: ids.payment.cod,
        department: await npDepartment(),
      });
      // Checkout now rounds Nova Poshta COD down to whole hryvnias (ADR 0114): a fresh order
      // is whole; one placed before that keeps its kopiyky (the rounding taken back out here).
      const [fresh] = await database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(((fresh?.total ?? 0) - (fresh?.paymentCommission ?? 0)) % 100).toBe(0);
      expect(fresh?.rounding).toBeGreaterThan(0);
      await database.db
        .update(orders)
        .set({ total: sql`${orders.total} + ${orders.rounding}`, rounding: 0 })
        .where(eq(orders.id, orderId));
      await pack(orderId);
      const sender = { ref: 's', contactRef: 'c', phone: '380501112233', cityRef: 'k', addressRef: 'w' };
      const np = novaPoshtaCarrier({ apiKey: npFake.apiKey, apiUrl: npFake.url, sender, retryDelayMs: 0 });
      const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(((order?.total ?? 0) - (order?.paymentCommission ?? 0)) % 100).not.toBe(0);
      expect(await createWaybill(ctx, manager, { orderId }, { ...deps, carriers: () => np })).toEqual({
        ok: false,
        error: 'shipment_cod_not_whole',
      });
      expect(npFake.state.calls.filter((c) => c.startsWith('InternetDocument'))).toEqual([]);
      expect(await statusOf(orderId)).toBe('packed');
    } finally {
      await database.db.update(goods).set({ price: 60_000 }).where(eq(goods.id, fx.lure));
      await npFake.close();
    }
  });
});

describe('a point that cannot take the parcel gets no waybill', () => {
  it('an order to a parcel locker (cells up to 60×40×30 cm) whose parcel became a 100 cm rod is refused before the carrier is called (shipment_point_too_small); a branch takes it', async () => {
    const npFake = await startFakeNovaPoshta({ settlements: 10, points: 10 });
    const locker = {
      code: '34521',
      kind: 'parcel_locker' as const,
      maxLengthMm: 600,
      maxWidthMm: 400,
      maxHeightMm: 300,
    };
    const branch = {
      code: '9001',
      kind: 'department' as const,
      maxLengthMm: 3_000,
      maxWidthMm: 1_700,
      maxHeightMm: 1_700,
    };
    await database.db.insert(departments).values(
      [locker, branch].map((p) => ({
        ...p,
        deliveryMethodId: ids.delivery.np_department,
        townCode: fx.kyiv,
        titleUa: `Пункт №${p.code}`,
        titleRu: `Пункт №${p.code}`,
        maxWeightG: 20_000,
      })),
    );
    try {
      // Placed while the good was a small box; its real size (a 100 cm rod) was entered before packing.
      const toLocker = await place({
        delivery: ids.delivery.np_department,
        payment: ids.payment.card,
        department: locker.code,
      });
      const toBranch = await place({
        delivery: ids.delivery.np_department,
        payment: ids.payment.card,
        department: branch.code,
      });
      await database.db
        .update(goods)
        .set({ weightG: 700, lengthMm: 1_000, widthMm: 50, heightMm: 50 })
        .where(eq(goods.id, fx.lure));
      await pack(toLocker);
      await pack(toBranch);
      const sender = { ref: 's', contactRef: 'c', phone: '380501112233', cityRef: 'k', addressRef: 'w' };
      const np = novaPoshtaCarrier({ apiKey: npFake.apiKey, apiUrl: npFake.url, sender, retryDelayMs: 0 });
      const npDeps: WaybillDeps = {
        ...deps,
        carriers: () => np,
        settlements: async () => npFake.directory.cityRef(0),
        points: async () => npFake.directory.warehouse(0).Ref,
      };
      expect(await createWaybill(ctx, manager, { orderId: toLocker }, npDeps)).toEqual({
        ok: false,
        error: 'shipment_point_too_small',
      });
      expect(npFake.state.calls.filter((c) => c.startsWith('InternetDocument'))).toEqual([]);
      expect(await statusOf(toLocker)).toBe('packed');
      expect(await createWaybill(ctx, manager, { orderId: toBranch }, npDeps)).toMatchObject({ ok: true });
    } finally {
      await database.db
        .update(goods)
        .set({ weightG: null, lengthMm: null, widthMm: null, heightMm: null })
        .where(eq(goods.id, fx.lure));
      await npFake.close();
    }
  });
});

async function npDepartment() {
  const np = await listDepartments(ctx, fx.kyiv, ids.delivery.np_department);
  return (np.ok && np.departments[0]?.code) || '';
}
