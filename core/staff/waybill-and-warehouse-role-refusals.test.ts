import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCarrier } from '#core/carriers';
import { listExchangeJobs, listWarehouses, mappableStores, mapWarehouse } from '#core/exchange1c';
import type { Ctx } from '#core/shared';
import { createWaybill, townCodeRefs, type WaybillDeps } from '#core/shipments';
import type { Database } from '#db/client';
import { createTestDatabase, seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { StaffForbiddenError } from './index';

// The waybill and warehouse actions check the role in the use case, not only in the screens: the
// waybill is the orders desk's (admin, manager; ADR 0105), the 1C warehouse mapping the
// imports area's (admin, content; ADR 0102). Refused roles get StaffForbiddenError (the back
// office answers 403 "Немає доступу"), whatever the record.
let database: Database;
let ctx: Ctx;
const deps: WaybillDeps = { carriers: demoCarrier, settlements: townCodeRefs, senderTownCode: '8000000000' };
const refused = (run: () => Promise<unknown>) =>
  run().then(
    () => 'allowed',
    (error: unknown) => (error instanceof StaffForbiddenError ? 'refused' : String(error)),
  );

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
});
afterAll(() => database.close());

describe('role refusals of the waybill and warehouse actions', () => {
  it.each([
    ['admin', 'allowed'],
    ['manager', 'allowed'],
    ['store', 'refused'],
    ['content', 'refused'],
    ['moderator', 'refused'],
  ])('"Створити ТТН" as %s is %s', async (login, expected) => {
    const actor = await staffActor(database.db, login);
    expect(await refused(() => createWaybill(ctx, actor, { orderId: 999_999 }, deps))).toBe(expected);
    // Allowed roles get the ordinary answer for a missing order.
    if (expected === 'allowed')
      expect(await createWaybill(ctx, actor, { orderId: 999_999 }, deps)).toEqual({
        ok: false,
        error: 'order_not_found',
      });
  });

  it.each([
    ['admin', 'allowed'],
    ['content', 'allowed'],
    ['manager', 'refused'],
    ['store', 'refused'],
    ['moderator', 'refused'],
  ])('mapping 1C warehouses to stores as %s is %s (the screen’s lists too)', async (login, expected) => {
    const actor = await staffActor(database.db, login);
    const map = () => mapWarehouse(ctx, actor, { warehouseId: '999999', storeId: '' });
    expect(await refused(map)).toBe(expected);
    expect(await refused(() => listWarehouses(ctx, actor))).toBe(expected);
    expect(await refused(() => mappableStores(ctx, actor))).toBe(expected);
    expect(await refused(() => listExchangeJobs(ctx, actor))).toBe(expected);
    if (expected === 'allowed') expect(await map()).toEqual({ ok: false, error: 'not_found' });
  });
});
