import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCarrier } from '#core/carriers';
import { novaPoshtaCarrier } from '#core/carriers/nova-poshta';
import { ukrposhtaCarrier } from '#core/carriers/ukrposhta';
import { checkOrder, checkOrderInput, insuranceLine } from '#core/checkout';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { departments, goods } from '#db/schema';
import { startFakeNovaPoshta } from '#test/fakes/nova-poshta/fake-nova-poshta';
import { type FakeUkrposhta, fakeUkrposhta } from '#test/fakes/ukrposhta/fake-ukrposhta';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { createCarrierTariffs, type SettlementRefs, townCodeRefs } from './tariffs';

// Checkout's tariff estimate through the carrier adapters (ADR 0105).
let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let fake: FakeUkrposhta;
const auth = { bearer: 'bearer-tariffs', token: 'token-tariffs' };
/** The fake's CITY_IDs for our towns (np's carrier_settlements in production). */
const ukrposhtaRefs: SettlementRefs = async (_ctx, _carrier, town) =>
  ({ [fx.kyiv]: '29713', [fx.depotTown]: '4926' })[town] ?? null;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  // The tent weighs 3.2 kg in a 60×30×20 cm bag; the lure has no weight (the default 1 kg counts).
  await database.db
    .update(goods)
    .set({ weightG: 3_200, lengthMm: 600, widthMm: 300, heightMm: 200 })
    .where(eq(goods.id, fx.tent));
  fake = await fakeUkrposhta(auth);
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

const form = (delivery: number, payment: number, cart: { id: number; quantity: number }[], department = '') =>
  checkOrderInput.parse(checkForm({ delivery, payment, cart, department }));

describe('tariff estimate at checkout (SPEC §9)', () => {
  it('the demo carrier gives a deterministic estimate marked demo (ADR 0105)', async () => {
    const tariffs = createCarrierTariffs({ carriers: demoCarrier, settlements: townCodeRefs, senderTownCode: fx.kyiv });
    const r = await checkOrder(
      ctx,
      form(ids.delivery.np_department, ids.payment.card, [{ id: fx.tent, quantity: 1 }]),
      { tariffs },
    );
    // 3.2 kg asks the 3.5-kg bucket: 70 UAH + 2 started kilograms over 2 kg.
    expect(r.deliveryFee).toEqual({ type: 'carrier_tariff', paidTo: 'carrier', estimate: 9_000, estimateDemo: true });
    expect(r.price).toBe(100_000);
    const courier = await checkOrder(
      ctx,
      form(ids.delivery.np_courier, ids.payment.card, [{ id: fx.lure, quantity: 1 }]),
      { tariffs },
    );
    expect(courier.deliveryFee).toMatchObject({ estimate: 10_000, estimateDemo: true });
  });

  it('a parcel locker the shopper picked in the department method is priced as a locker, not as a department', async () => {
    const tariffs = createCarrierTariffs({ carriers: demoCarrier, settlements: townCodeRefs, senderTownCode: fx.kyiv });
    const point = { deliveryMethodId: ids.delivery.np_department, townCode: fx.kyiv, ref: null };
    await database.db.insert(departments).values([
      { ...point, code: 'T-LOCKER', titleUa: 'Поштомат №7', titleRu: 'Почтомат №7', kind: 'parcel_locker' },
      { ...point, code: 'T-BRANCH', titleUa: 'Відділення №7', titleRu: 'Отделение №7', kind: 'department' },
    ]);
    const estimate = async (department: string) =>
      (
        await checkOrder(
          ctx,
          form(ids.delivery.np_department, ids.payment.card, [{ id: fx.tent, quantity: 1 }], department),
          { tariffs },
        )
      ).deliveryFee;
    // The demo carrier: 65 UAH to a locker, 70 to a department, +20 UAH for 3.5 kg.
    expect(await estimate('T-LOCKER')).toMatchObject({ estimate: 8_500 });
    expect(await estimate('T-BRANCH')).toMatchObject({ estimate: 9_000 });
  });

  it('SPEC §9 per parcel: seven tents (22.4 kg) ship as 4 parcels priced each; one piece over the limits gets no estimate', async () => {
    const tariffs = createCarrierTariffs({ carriers: demoCarrier, settlements: townCodeRefs, senderTownCode: fx.kyiv });
    // A 60×30×20 cm tent: two stack to 60×40×30 cm (6.4 kg), a third would not fit → 2 + 2 + 2 + 1.
    // Demo: 70 UAH + 10 per started kg over 2 kg of the 500 g bucket: 3 × 120 + 90 = 450 UAH.
    const r = await checkOrder(
      ctx,
      form(ids.delivery.np_department, ids.payment.card, [{ id: fx.tent, quantity: 7 }]),
      { tariffs },
    );
    expect(r.deliveryFee).toEqual({
      type: 'carrier_tariff',
      paidTo: 'carrier',
      estimate: 45_000,
      estimateDemo: true,
      parcels: 4,
    });
    await database.db.update(goods).set({ weightG: 21_000 }).where(eq(goods.id, fx.tent));
    try {
      const heavy = await checkOrder(
        ctx,
        form(ids.delivery.np_department, ids.payment.card, [{ id: fx.tent, quantity: 1 }]),
        { tariffs },
      );
      expect(heavy.deliveryFee).toEqual({ type: 'carrier_tariff', paidTo: 'carrier', estimate: null });
    } finally {
      await database.db.update(goods).set({ weightG: 3_200 }).where(eq(goods.id, fx.tent));
    }
  });

  it('Ukrposhta through its adapter: cached per town, service, weight and value bucket', async () => {
    const up = ukrposhtaCarrier({ apiUrl: fake.apiUrl, ...auth, senderUuid: null });
    const tariffs = createCarrierTariffs({
      carriers: (code) => (code === 'ukrposhta' ? up : null),
      settlements: ukrposhtaRefs,
      senderTownCode: fx.kyiv,
    });
    const before = fake.priceCalls();
    const parcel = {
      delivery: { carrier: 'ukrposhta', kind: 'department', code: 'ukrposhta_department' } as never,
      townCode: fx.depotTown,
      cashOnDelivery: false,
    };
    const tent = { id: fx.tent, quantity: 1 } as never;
    // 3.2 kg → the 3.5-kg bucket: 35 UAH + 5 × 3 started kg over 1 kg; with 0.5 % of the 1,000-UAH
    // value bucket the carrier quotes 55.00 UAH, and the estimate is that less the insurance line.
    expect(await tariffs.estimate(ctx, { ...parcel, declaredValue: 100_000, lines: [tent] })).toEqual({
      amount: 5_000,
      demo: false,
    });
    // 990 UAH: the same bucket and carrier call; 50.05 + the 4.95 insurance line = the quoted 55.00.
    expect(await tariffs.estimate(ctx, { ...parcel, declaredValue: 99_000, lines: [tent] })).toEqual({
      amount: 5_005,
      demo: false,
    });
    expect(fake.priceCalls() - before).toBe(1);
    await tariffs.estimate(ctx, { ...parcel, declaredValue: 200_000, lines: [tent] });
    await tariffs.estimate(ctx, { ...parcel, cashOnDelivery: true, declaredValue: 100_000, lines: [tent] });
    expect(fake.priceCalls() - before).toBe(3);
    // Through checkOrder: Kyiv to Kyiv, Ukrposhta's department; a town the carrier does not list gets none.
    const r = await checkOrder(
      ctx,
      form(ids.delivery.ukrposhta_department, ids.payment.card, [{ id: fx.tent, quantity: 1 }]),
      { tariffs },
    );
    expect(r.deliveryFee).toEqual({ type: 'carrier_tariff', paidTo: 'carrier', estimate: 5_000 });
    expect(
      await tariffs.estimate(ctx, { ...parcel, townCode: fx.noStoresTown, declaredValue: 100_000, lines: [tent] }),
    ).toBeNull();
  });

  it('a carrier slower than the timeout gives null at once, and its late answer serves the next check', async () => {
    const up = ukrposhtaCarrier({ apiUrl: fake.apiUrl, ...auth, senderUuid: null });
    const tariffs = createCarrierTariffs({
      carriers: () => up,
      settlements: ukrposhtaRefs,
      senderTownCode: fx.kyiv,
      timeoutMs: 50,
    });
    const release = fake.holdPrices();
    const parcel = {
      delivery: { carrier: 'ukrposhta', kind: 'department', code: 'x' } as never,
      townCode: fx.depotTown,
      cashOnDelivery: false,
    };
    const lines = [{ id: fx.lure, quantity: 2 } as never];
    expect(await tariffs.estimate(ctx, { ...parcel, declaredValue: 120_000, lines })).toBeNull();
    const before = fake.priceCalls();
    release();
    // The held call completes; the same bucket is answered from the cache without a new call
    // (40 UAH + 0.5 % of the 1,500-UAH bucket = 47.50 quoted, less the 6.00 insurance line).
    await expect
      .poll(async () => tariffs.estimate(ctx, { ...parcel, declaredValue: 120_000, lines }))
      .toEqual({ amount: 4_150, demo: false });
    expect(fake.priceCalls() - before).toBe(1);
  });

  it('a failing carrier gives null and is asked again next time', async () => {
    const broken = ukrposhtaCarrier({ apiUrl: fake.apiUrl, bearer: 'wrong', token: 'x', senderUuid: null });
    const errors: string[] = [];
    const tariffs = createCarrierTariffs({
      carriers: () => broken,
      settlements: ukrposhtaRefs,
      senderTownCode: fx.kyiv,
      onError: (carrier, e) => errors.push(`${carrier} ${(e as Error).message}`),
    });
    const parcel = {
      delivery: { carrier: 'ukrposhta', kind: 'department', code: 'x' } as never,
      townCode: fx.depotTown,
      cashOnDelivery: false,
    };
    const lines = [{ id: fx.lure, quantity: 1 } as never];
    expect(await tariffs.estimate(ctx, { ...parcel, declaredValue: 60_000, lines })).toBeNull();
    expect(await tariffs.estimate(ctx, { ...parcel, declaredValue: 60_000, lines })).toBeNull();
    expect(errors).toEqual([
      'ukrposhta ukrposhta: http_401: Unauthorized',
      'ukrposhta ukrposhta: http_401: Unauthorized',
    ]);
  });

  it('the Nova Poshta estimate and §9’s insurance line come from one source and sum to what the carrier quotes', async () => {
    const npFake = await startFakeNovaPoshta({ settlements: 10, points: 10 });
    try {
      const np = novaPoshtaCarrier({ apiKey: npFake.apiKey, apiUrl: npFake.url, retryDelayMs: 0 });
      const refs: SettlementRefs = async (_ctx, _carrier, town) =>
        ({ [fx.kyiv]: npFake.directory.cityRef(0), [fx.depotTown]: npFake.directory.cityRef(1) })[town] ?? null;
      const tariffs = createCarrierTariffs({ carriers: () => np, settlements: refs, senderTownCode: fx.kyiv });
      const delivery = { carrier: 'nova_poshta', kind: 'department', code: 'np_department' } as const;
      const declaredValue = 44_100;
      const estimate = await tariffs.estimate(ctx, {
        delivery: delivery as never,
        townCode: fx.depotTown,
        cashOnDelivery: false,
        declaredValue,
        lines: [{ id: fx.lure, quantity: 1 } as never],
      });
      // What Nova Poshta quotes for the parcel asked (1 kg, declared at the 500-UAH bucket's edge).
      const quoted = await np.estimate({
        fromSettlementRef: npFake.directory.cityRef(0),
        toSettlementRef: npFake.directory.cityRef(1),
        service: 'department',
        parcel: {
          weightG: 1_000,
          lengthMm: 300,
          widthMm: 200,
          heightMm: 100,
          declaredValue: 50_000,
          cashOnDelivery: null,
        },
      });
      const line = insuranceLine({ carrier: 'nova_poshta', kind: 'department' }, declaredValue);
      expect(quoted).toEqual({ delivery: 7_000, codCommission: 0, insurance: 250 });
      expect(line?.amount).toBe(441);
      // 68.09 + 4.41 = the 72.50 quoted; before, 70.00 + 4.41 was shown.
      expect(estimate).toEqual({ amount: 6_809, demo: false });
      expect((estimate?.amount ?? 0) + (line?.amount ?? 0)).toBe((quoted?.delivery ?? 0) + (quoted?.insurance ?? 0));
    } finally {
      await npFake.close();
    }
  });
});
