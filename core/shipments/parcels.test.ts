import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierError, demoCarrier, type PackGood, packParcels, pieceValues } from '#core/carriers';
import { listDepartments } from '#core/checkout';
import { changeOrderStatus, createOrder, createOrderInput, loadOrders } from '#core/orders';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { departments, orders, shipments } from '#db/schema';
import { startFakeNovaPoshta } from '#test/fakes/nova-poshta/fake-nova-poshta';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { novaPoshtaCarrier } from '../carriers/nova-poshta';
import { createWaybill, orderPacking, saveOrderPacking, shareInSteps, trackShipments, type WaybillDeps } from './index';

// ADR 0117: SPEC §9's parcel limits are per parcel — an order ships as several.
const good = (goodId: number, quantity: number, unit: number, sizes: Partial<PackGood> = {}): PackGood => ({
  goodId,
  quantity,
  weightG: null,
  lengthMm: null,
  widthMm: null,
  heightMm: null,
  unitValues: Array.from({ length: quantity }, () => unit),
  ...sizes,
});

describe('packing goods into parcels (§9 per parcel)', () => {
  it('§9: 10,250 UAH of reels ships as 2 parcels, each declared ≤ 6,000 UAH, the values summing to the order', () => {
    const r = packParcels([good(1, 2, 512_500)]);
    expect(r.ok && r.parcels.map((p) => p.declaredValue)).toEqual([512_500, 512_500]);
    const lures = packParcels([good(2, 17, 60_000)]);
    expect(lures.ok && lures.parcels.map((p) => [p.items, p.declaredValue])).toEqual([
      [[{ goodId: 2, quantity: 10 }], 600_000],
      [[{ goodId: 2, quantity: 7 }], 420_000],
    ]);
  });

  it('§9: first fit by size and weight — 60×30×20 cm tents go two to a 60×40×30 box; 21 × 1 kg goes as 20 + 1 kg', () => {
    const tents = packParcels([good(3, 5, 1_000, { weightG: 3_200, lengthMm: 600, widthMm: 300, heightMm: 200 })]);
    expect(tents.ok && tents.parcels.map((p) => p.items[0]?.quantity)).toEqual([2, 2, 1]);
    const small = packParcels([good(4, 21, 100, { weightG: 1_000, lengthMm: 50, widthMm: 50, heightMm: 10 })]);
    expect(small.ok && small.parcels.map((p) => p.box.weightG)).toEqual([20_000, 1_000]);
  });

  it('§9: a single piece beyond a parcel (a 7,000 UAH reel, a 125 cm rod) cannot ship; a point is checked per piece', () => {
    expect(packParcels([good(5, 1, 700_000)])).toEqual({ ok: false, goodId: 5, reason: 'over_limits' });
    expect(packParcels([good(6, 1, 100, { lengthMm: 1_250, widthMm: 40, heightMm: 40 })])).toMatchObject({
      ok: false,
      reason: 'over_limits',
    });
    const locker = { maxWeightG: 20_000, maxLengthMm: 600, maxWidthMm: 400, maxHeightMm: 300 };
    expect(packParcels([good(7, 1, 100, { lengthMm: 1_000, widthMm: 40, heightMm: 40 })], locker)).toMatchObject({
      ok: false,
      reason: 'point_too_small',
    });
    // Fifteen 30×20×10 cm boxes: five stack to a locker cell's 60 cm → three parcels.
    const boxes = packParcels([good(8, 15, 100)], locker);
    expect(boxes.ok && boxes.parcels.length).toBe(3);
  });

  it('declared values follow the prices after discounts and sum exactly; COD is shared in whole hryvnias', () => {
    const values = pieceValues(
      [
        { quantity: 2, price: 100_000 },
        { quantity: 1, price: 50_001 },
      ],
      200_000,
    );
    expect(values.flat().reduce((a, b) => a + b, 0)).toBe(200_000);
    expect(values[0]).toEqual([80_000, 80_000]);
    expect(shareInSteps(1_020_000, [600_000, 420_000], 100)).toEqual([600_000, 420_000]);
    expect(shareInSteps(100_100, [1, 1], 100)).toEqual([50_100, 50_000]);
  });
});

let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let manager: StaffView;
let key = 0;
const locker = { code: '77001', kind: 'parcel_locker' as const, maxLengthMm: 600, maxWidthMm: 400, maxHeightMm: 300 };

const place = async (fields: { delivery: number; payment: number; department?: string }, quantity: number) => {
  const r = await createOrder(
    ctx,
    createOrderInput.parse({
      ...checkForm({ ...fields, cart: [{ id: fx.lure, quantity }] }),
      phone: '+38(050)444-55-77',
      first_name: 'Ірина',
      last_name: 'Коваль',
      idempotency_key: `parcels-${++key}`,
    }),
  );
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.check?.messages)}`);
  return r.orderId;
};
const pack = async (orderId: number) => {
  for (const status of ['confirmed', 'packed'] as const)
    expect(await changeOrderStatus(ctx, manager, { orderId, status })).toEqual({ ok: true });
};
const orderRow = async (orderId: number) =>
  (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0] as typeof orders.$inferSelect;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  manager = await staffActor(database.db, 'manager');
  await database.db.insert(departments).values({
    ...locker,
    deliveryMethodId: ids.delivery.np_department,
    townCode: fx.kyiv,
    titleUa: 'Поштомат №77001',
    titleRu: 'Почтомат №77001',
    maxWeightG: 20_000,
  });
});
afterAll(async () => {
  await database.close();
});

describe('waybills for several parcels (ADR 0117)', () => {
  it('§9: a 10,200 UAH Nova Poshta COD order gets one waybill of 2 seats (SeatsAmount, OptionsSeat with each seat’s cost) at the fake', async () => {
    const npFake = await startFakeNovaPoshta({ settlements: 10, points: 10 });
    try {
      const np = novaPoshtaCarrier({
        apiKey: npFake.apiKey,
        apiUrl: npFake.url,
        sender: { ref: 's', contactRef: 'c', phone: '380501112233', cityRef: 'k', addressRef: 'w' },
        retryDelayMs: 0,
      });
      const deps: WaybillDeps = {
        carriers: () => np,
        settlements: async () => npFake.directory.cityRef(0),
        points: async () => npFake.directory.warehouse(0).Ref,
        senderTownCode: fx.kyiv,
      };
      const branch = await ctx.db
        .select({ code: departments.code })
        .from(departments)
        .where(eq(departments.deliveryMethodId, ids.delivery.np_department));
      const orderId = await place(
        { delivery: ids.delivery.np_department, payment: ids.payment.cod, department: branch[0]?.code ?? '' },
        17,
      );
      await pack(orderId);
      const made = await createWaybill(ctx, manager, { orderId }, deps);
      expect(made).toMatchObject({ ok: true, parcels: 2 });
      const saved = [...npFake.state.documents.values()];
      expect(saved).toHaveLength(1);
      const props = saved[0]?.properties as Record<string, unknown>;
      expect(props.SeatsAmount).toBe('2');
      expect(props.OptionsSeat).toEqual([
        { weight: 10, volumetricLength: 100, volumetricWidth: 30, volumetricHeight: 20, cost: '6000' },
        { weight: 7, volumetricLength: 70, volumetricWidth: 30, volumetricHeight: 20, cost: '4200' },
      ]);
      expect(props.Cost).toBe('10200');
      expect(props.Weight).toBe('17');
      expect(props.BackwardDeliveryData).toEqual([
        { PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: '10200' },
      ]);
      const rows = await ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId));
      expect(rows.map((r) => r.parcelNos)).toEqual([[1, 2]]);
      expect((await orderRow(orderId)).status).toBe('shipped');
    } finally {
      await npFake.close();
    }
  });

  it('a parcel locker takes one seat per waybill (NP documents): 2 waybills; the order is delivered when both are', async () => {
    const npFake = await startFakeNovaPoshta({ settlements: 10, points: 10 });
    try {
      const np = novaPoshtaCarrier({
        apiKey: npFake.apiKey,
        apiUrl: npFake.url,
        sender: { ref: 's', contactRef: 'c', phone: '380501112233', cityRef: 'k', addressRef: 'w' },
        retryDelayMs: 0,
      });
      const deps: WaybillDeps = {
        carriers: () => np,
        settlements: async () => npFake.directory.cityRef(0),
        points: async () => npFake.directory.warehouse(0).Ref,
        senderTownCode: fx.kyiv,
      };
      const orderId = await place(
        { delivery: ids.delivery.np_department, payment: ids.payment.card, department: locker.code },
        11,
      );
      await pack(orderId);
      // Eleven 600 UAH lures in 30×20×10 cm boxes: six stack to a locker cell's 60 cm → 6 + 5.
      const packing = await orderPacking(ctx, await orderRow(orderId));
      expect(packing.parcels?.map((p) => p.items[0]?.quantity)).toEqual([6, 5]);
      // The fake refuses two seats to a locker, as NP's documents say.
      const twoSeats = np.createShipment({
        orderId,
        service: 'parcel_locker',
        fromSettlementRef: npFake.directory.cityRef(0),
        fromPointRef: null,
        toSettlementRef: npFake.directory.cityRef(0),
        toPointRef: npFake.directory.warehouse(0).Ref,
        address: null,
        recipient: { firstName: 'Ірина', lastName: 'Коваль', middleName: '', phone: '380504445577' },
        parcel: {
          weightG: 2_000,
          lengthMm: 300,
          widthMm: 200,
          heightMm: 200,
          declaredValue: 1_000,
          cashOnDelivery: null,
        },
        seats: [1, 2].map(() => ({
          weightG: 1_000,
          lengthMm: 300,
          widthMm: 200,
          heightMm: 100,
          declaredValue: 500,
          cashOnDelivery: null,
        })),
        description: 'x',
      });
      await expect(twoSeats).rejects.toBeInstanceOf(CarrierError);
      // A card order not paid here: the manager ships it with a reason (ADR 0113).
      const made = await createWaybill(ctx, manager, { orderId, override: 'оплата перевірена вручну' }, deps);
      expect(made).toMatchObject({ ok: true, parcels: 2 });
      const numbers = made.ok ? made.numbers : [];
      expect(numbers).toHaveLength(2);
      for (const n of numbers) expect(npFake.state.documents.get(n)?.properties.SeatsAmount).toBe('1');
      const [first, second] = numbers.map((n) => npFake.state.documents.get(n));
      if (!first || !second) throw new Error('no documents');
      first.statusCode = '9';
      await trackShipments(ctx, () => np, { minAgeMs: 0, orderIds: [orderId] });
      expect((await orderRow(orderId)).status).toBe('shipped');
      second.statusCode = '9';
      const later = { ...ctx, now: new Date(seededAt.getTime() + 60_000) };
      await trackShipments(later, () => np, { minAgeMs: 0, orderIds: [orderId] });
      expect((await orderRow(orderId)).status).toBe('delivered');
    } finally {
      await npFake.close();
    }
  });

  it('staff re-pack before the waybills: goods moved to a third parcel; a packing that drops a piece or breaks §9 is refused', async () => {
    const up = await listDepartments(ctx, fx.kyiv, ids.delivery.ukrposhta_department);
    const department = (up.ok && up.departments[0]?.code) || '';
    const orderId = await place(
      { delivery: ids.delivery.ukrposhta_department, payment: ids.payment.card, department },
      17,
    );
    await pack(orderId);
    const lure = fx.lure;
    expect(
      await saveOrderPacking(ctx, manager, { orderId, parcels: [[{ goodId: lure, quantity: 10 }]] }),
    ).toMatchObject({ ok: false, error: 'packing_lines_mismatch' });
    expect(
      await saveOrderPacking(ctx, manager, {
        orderId,
        parcels: [[{ goodId: lure, quantity: 11 }], [{ goodId: lure, quantity: 6 }]],
      }),
    ).toMatchObject({ ok: false, error: 'packing_parcel_over_limits', parcel: 1 });
    expect(
      await saveOrderPacking(ctx, manager, {
        orderId,
        parcels: [[{ goodId: lure, quantity: 8 }], [{ goodId: lure, quantity: 7 }], [{ goodId: lure, quantity: 2 }]],
      }),
    ).toEqual({ ok: true, parcels: 3 });
    const packing = await orderPacking(ctx, await orderRow(orderId));
    expect(packing.source).toBe('saved');
    expect(packing.parcels?.map((p) => p.declaredValue)).toEqual([480_000, 420_000, 120_000]);
    // Ukrposhta (here its demo) takes one parcel per waybill: three waybills, numbered apart.
    const made = await createWaybill(
      ctx,
      manager,
      { orderId, override: 'оплата перевірена вручну' },
      {
        carriers: (code) => demoCarrier(code),
        settlements: async (_c, _k, town) => town,
        senderTownCode: fx.kyiv,
      },
    );
    const n = String(orderId).padStart(8, '0');
    expect(made).toMatchObject({ ok: true, numbers: [`DEMO-UP-${n}`, `DEMO-UP-${n}-2`, `DEMO-UP-${n}-3`] });
    // The shopper's views (profile, §7 API) list every waybill, not only the last.
    const [view] = await loadOrders(ctx, [orderId]);
    expect(view?.waybills.map((w) => w.number)).toEqual([`DEMO-UP-${n}`, `DEMO-UP-${n}-2`, `DEMO-UP-${n}-3`]);
    expect(view?.tracking?.number).toBe(`DEMO-UP-${n}-3`);
    expect(await saveOrderPacking(ctx, manager, { orderId, parcels: [[{ goodId: lure, quantity: 17 }]] })).toEqual({
      ok: false,
      error: 'packing_not_open',
    });
  });
});
