import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { departments, goods } from '#db/schema';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { checkOrder, checkOrderInput, listDepartments } from './index';

/*
 * A 125 cm rod was priced to a Nova Poshta parcel locker. The points keep the
 * limits the directory gives (ADR 0104 amendment); checkout lists a point the parcel cannot fit
 * as not choosable, with its limits for the reason, and refuses it when chosen (SPEC §3 checkout).
 */
let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
const locker = '34521';
const branch = '9001';
const rod = [{ id: fx.rod, quantity: 1 }];
const lure = [{ id: fx.lure, quantity: 1 }];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  // A two-piece rod in its 125 cm tube; a lure in a small box.
  await database.db
    .update(goods)
    .set({ weightG: 600, lengthMm: 1_250, widthMm: 60, heightMm: 60 })
    .where(eq(goods.id, fx.rod));
  await database.db
    .update(goods)
    .set({ weightG: 50, lengthMm: 120, widthMm: 40, heightMm: 20 })
    .where(eq(goods.id, fx.lure));
  await database.db.insert(departments).values([
    {
      deliveryMethodId: ids.delivery.np_department,
      townCode: fx.kyiv,
      code: locker,
      titleUa: 'Поштомат "Нова Пошта" №34521: вул. Хрещатик, 22',
      titleRu: 'Почтомат "Новая Почта" №34521: ул. Крещатик, 22',
      kind: 'parcel_locker',
      maxWeightG: 20_000,
      maxLengthMm: 600,
      maxWidthMm: 400,
      maxHeightMm: 300,
    },
    {
      deliveryMethodId: ids.delivery.np_department,
      townCode: fx.kyiv,
      code: branch,
      titleUa: 'Відділення №9001: вул. Велика Васильківська, 1',
      titleRu: 'Отделение №9001: ул. Большая Васильковская, 1',
      kind: 'department',
      maxWeightG: 1_000_000,
      maxLengthMm: 3_000,
      maxWidthMm: 1_700,
      maxHeightMm: 1_700,
    },
  ]);
});
afterAll(() => database.close());

const list = async (cart: { id: number; quantity: number }[]) => {
  const r = await listDepartments(ctx, fx.kyiv, ids.delivery.np_department, cart);
  if (!r.ok) throw new Error(r.error);
  return new Map(r.departments.map((d) => [d.code, d]));
};
const check = (department: string, cart: { id: number; quantity: number }[]) =>
  checkOrder(
    ctx,
    checkOrderInput.parse(
      checkForm({ delivery: ids.delivery.np_department, payment: ids.payment.cod, department, cart }),
    ),
  );
const codes = (r: { messages: { code: string }[] }) => r.messages.map((m) => m.code);

describe('points that cannot take the parcel', () => {
  it("a 125 cm rod's cart sees the parcel locker listed but not choosable, with the locker's limits; a department stays choosable", async () => {
    const deps = await list(rod);
    expect(deps.get(locker)?.tooSmall).toEqual({
      kind: 'parcel_locker',
      maxWeightG: 20_000,
      maxLengthMm: 600,
      maxWidthMm: 400,
      maxHeightMm: 300,
    });
    expect(deps.get(branch)?.tooSmall).toBeUndefined();
    // The seeded branches say no limits: never refused for an unknown; every locker is too small.
    const marked = [...deps.values()].filter((d) => d.tooSmall);
    expect(marked.map((d) => d.code)).toContain(locker);
    expect(marked.every((d) => d.tooSmall?.kind === 'parcel_locker')).toBe(true);
    expect([...deps.values()].filter((d) => !d.tooSmall).length).toBeGreaterThan(5);
  });

  it('a lure fits the locker: nothing is marked; without a cart nothing is marked either', async () => {
    expect([...(await list(lure)).values()].some((d) => d.tooSmall)).toBe(false);
    expect([...(await list([])).values()].some((d) => d.tooSmall)).toBe(false);
  });

  it('checkOrder refuses the locker for the rod (parcel_locker_too_small) and takes the department', async () => {
    const refused = await check(locker, rod);
    expect(codes(refused)).toContain('parcel_locker_too_small');
    expect(refused.disabledCheckout).toBe(true);
    const fine = await check(branch, rod);
    expect(codes(fine)).not.toContain('parcel_locker_too_small');
    expect(codes(fine)).not.toContain('department_too_small');
    expect(codes(await check(locker, lure))).not.toContain('parcel_locker_too_small');
  });

  it('weight counts per piece (§9): 25 kg of 5 kg lures go to the locker as two parcels; one 25 kg piece is refused', async () => {
    await database.db.update(goods).set({ weightG: 5_000 }).where(eq(goods.id, fx.lure));
    try {
      expect((await list([{ id: fx.lure, quantity: 5 }])).get(locker)?.tooSmall).toBeUndefined();
      expect(codes(await check(locker, [{ id: fx.lure, quantity: 5 }]))).not.toContain('parcel_locker_too_small');
      await database.db.update(goods).set({ weightG: 25_000 }).where(eq(goods.id, fx.lure));
      expect((await list([{ id: fx.lure, quantity: 1 }])).get(locker)?.tooSmall?.kind).toBe('parcel_locker');
      expect(codes(await check(locker, [{ id: fx.lure, quantity: 1 }]))).toContain('parcel_locker_too_small');
    } finally {
      await database.db.update(goods).set({ weightG: 50 }).where(eq(goods.id, fx.lure));
    }
  });
});
