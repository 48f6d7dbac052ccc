import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { fx, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { listDeliveryMethods, listDepartments, searchTowns } from './index';

let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
});
afterAll(() => database.close());

describe('delivery methods by town (§3, §7)', () => {
  it('Kyiv has the Kyiv courier and store pickup; each method lists the payments it accepts', async () => {
    const r = await listDeliveryMethods(ctx, fx.kyiv);
    if (!r.ok) throw new Error(r.error);
    expect(r.methods.map((m) => m.code)).toEqual([
      'pickup',
      'kyiv_courier',
      'np_department',
      'np_courier',
      'ukrposhta_department',
    ]);
    const np = r.methods.find((m) => m.code === 'np_department');
    expect(np?.payments.map((p) => p.code)).toContain('cod');
    expect(r.methods.find((m) => m.code === 'pickup')?.payments.map((p) => p.code)).not.toContain('cod');
  });

  it('the Kyiv courier only in Kyiv; pickup only in towns with stores', async () => {
    const lviv = await listDeliveryMethods(ctx, '4610100000');
    expect(lviv.ok && lviv.methods.map((m) => m.code)).toEqual([
      'pickup',
      'np_department',
      'np_courier',
      'ukrposhta_department',
    ]);
    const village = await listDeliveryMethods(ctx, fx.noStoresTown);
    expect(village.ok && village.methods.map((m) => m.code)).toEqual([
      'np_department',
      'np_courier',
      'ukrposhta_department',
    ]);
  });

  it('an unknown town is not found', async () => {
    expect(await listDeliveryMethods(ctx, '1234567890')).toEqual({ ok: false, error: 'town_not_found' });
  });
});

describe('departments (§3 Department, §7 placesMethod)', () => {
  it('pickup lists the town stores with code = store id (ADR 0020)', async () => {
    const r = await listDepartments(ctx, fx.kyiv, ids.delivery.pickup);
    if (!r.ok) throw new Error(r.error);
    expect(r.departments.some((d) => d.code === String(fx.store) && d.storeId === fx.store)).toBe(true);
    expect(r.departments.every((d) => d.code === String(d.storeId))).toBe(true);
  });

  it('carrier departments belong to the method and town; a courier has none', async () => {
    const np = await listDepartments(ctx, fx.kyiv, ids.delivery.np_department);
    // 8 branches and 2 parcel lockers in Kyiv.
    expect(np.ok && np.departments.length).toBe(10);
    expect(await listDepartments(ctx, fx.kyiv, ids.delivery.kyiv_courier)).toEqual({ ok: true, departments: [] });
    expect(await listDepartments(ctx, '4610100000', ids.delivery.kyiv_courier)).toEqual({
      ok: false,
      error: 'delivery_not_found',
    });
    expect(await listDepartments(ctx, fx.noStoresTown, ids.delivery.pickup)).toEqual({
      ok: false,
      error: 'delivery_not_found',
    });
  });
});

describe('town search (designed, §3 towns)', () => {
  it('empty query gives the biggest towns, Kyiv 8000000000 first, at most 20 (§9)', async () => {
    const r = await searchTowns(ctx, '');
    expect(r[0]?.code).toBe('8000000000');
    expect(r.length).toBe(20);
  });

  it('matches by prefix in both languages, prefix matches first', async () => {
    expect((await searchTowns(ctx, 'льв'))[0]?.code).toBe('4610100000');
    expect((await searchTowns(ctx, 'Киев'))[0]?.code).toBe('8000000000');
    expect((await searchTowns(ctx, 'Київ'))[0]?.code).toBe('8000000000');
    expect(await searchTowns(ctx, '%')).toEqual([]);
    expect(await searchTowns(ctx, "' or 1=1 --")).toEqual([]);
  });
});
