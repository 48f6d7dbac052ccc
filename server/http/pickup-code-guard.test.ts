import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderStatus, createOrder, createOrderInput } from '#core/orders';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { smsOutbox, staff } from '#db/schema';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { guardedFindPickups } from './pickup-code-guard';

let database: Database;
let ctx: Ctx;
let shop: StaffView;
let code = '';
let orderId = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  const ids = await seedFixtures(database.db, seededAt);
  const [row] = await database.db
    .insert(staff)
    .values({ login: 'guard-store', name: 'Магазин', role: 'store', storeId: fx.store, passwordHash: 'x' })
    .returning();
  if (!row) throw new Error('no staff');
  shop = { id: row.id, login: row.login, name: row.name, role: 'store', storeId: fx.store };
  const placed = await createOrder(
    ctx,
    createOrderInput.parse({
      ...checkForm({
        delivery: ids.delivery.pickup,
        payment: ids.payment.cash,
        department: String(fx.store),
        cart: [{ id: fx.lure, quantity: 1 }],
      }),
      phone: '+380675550901',
      first_name: 'Іван',
      last_name: 'Петренко',
      idempotency_key: 'pickup-guard-1',
    }),
  );
  if (!placed.ok) throw new Error(placed.error);
  orderId = placed.orderId;
  for (const status of ['confirmed', 'packed', 'ready_for_pickup'] as const)
    await changeOrderStatus(ctx, shop, { orderId, status });
  const [sms] = await database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, '+380675550901'))
    .orderBy(desc(smsOutbox.id));
  code = /(\d{6})\.$/.exec(sms?.text ?? '')?.[1] ?? '';
});
afterAll(() => database.close());

describe('pickup codes cannot be guessed (ADR 0120)', () => {
  it('10 wrong codes per store in 15 minutes, then even the right code is refused; the phone search stays open', async () => {
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 10; i++)
      expect(await guardedFindPickups(ctx, shop, { query: wrong, storeId: null })).toMatchObject({
        ok: true,
        orders: [],
      });
    expect(await guardedFindPickups(ctx, shop, { query: code, storeId: null })).toMatchObject({
      ok: false,
      error: 'pickup_code_locked',
      retryAfter: expect.any(Number),
    });
    expect(await guardedFindPickups(ctx, shop, { query: '0675550901', storeId: null })).toMatchObject({
      ok: true,
      orders: [{ id: orderId }],
    });
  });
});
