import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { quickOrders, smsOutbox } from '#db/schema';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { createOrder, createOrderInput, getPlacedOrder, notifyOrderPlaced, placeQuickOrder } from './index';

let database: Database;
let guest: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  guest = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
});
afterAll(() => database.close());

const order = (key: string) =>
  createOrderInput.parse({
    ...checkForm({
      delivery: ids.delivery.pickup,
      payment: ids.payment.cash,
      department: String(fx.store),
      cart: [{ id: fx.lure, quantity: 1 }],
    }),
    phone: '+38(050)111-22-33',
    first_name: 'Іван',
    last_name: 'Петренко',
    idempotency_key: key,
  });

describe('the success page and the confirmation SMS', () => {
  it('a guest order is shown only in the browser session that placed it', async () => {
    const placed = await createOrder(guest, order('success-page-key-1'), {
      guestSession: 'session-a-0123456789abcdef',
    });
    if (!placed.ok) throw new Error(placed.error);
    expect((await getPlacedOrder(guest, placed.orderId, 'session-a-0123456789abcdef'))?.id).toBe(placed.orderId);
    expect(await getPlacedOrder(guest, placed.orderId, 'session-b-0123456789abcdef')).toBeNull();
    expect(await getPlacedOrder(guest, placed.orderId, null)).toBeNull();
    expect(await getPlacedOrder({ ...guest, user: { id: 1 } }, placed.orderId, null)).toBeNull();
  });

  it('the order confirmation SMS goes to the outbox with the number and the sum', async () => {
    const placed = await createOrder(guest, order('success-page-key-2'), {
      guestSession: 'session-c-0123456789abcdef',
    });
    if (!placed.ok) throw new Error(placed.error);
    await notifyOrderPlaced(guest, placed.orderId);
    const sms = await database.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, 'order_placed'));
    expect(sms.at(-1)).toMatchObject({ phone: '+380501112233' });
    expect(sms.at(-1)?.text).toContain(`№${placed.orderId}`);
    expect(sms.at(-1)?.text).toContain('600.00 грн');
  });
});

describe('placeQuickOrder (one-click purchase, ADR 0050)', () => {
  it('stores the phone and the goods at database prices', async () => {
    const r = await placeQuickOrder(guest, { phone: '050 111 22 33', lines: [{ id: fx.lure, quantity: 2 }] });
    if (!r.ok) throw new Error(r.error);
    const [row] = await database.db.select().from(quickOrders).where(eq(quickOrders.id, r.id));
    expect(row).toMatchObject({ phone: '+380501112233', total: 120_000, status: 'new' });
    expect(row?.lines).toEqual([{ goodId: fx.lure, quantity: 2, price: 60_000 }]);
  });

  it('refuses a wrong phone, nothing to buy, and unavailable goods (§5, §8)', async () => {
    expect(await placeQuickOrder(guest, { phone: '12345', lines: [{ id: fx.lure, quantity: 1 }] })).toEqual({
      ok: false,
      error: 'order_phone_invalid',
    });
    expect(await placeQuickOrder(guest, { phone: '0501112233', lines: [] })).toEqual({
      ok: false,
      error: 'cart_empty',
    });
    expect(await placeQuickOrder(guest, { phone: '0501112233', lines: [{ id: fx.gone, quantity: 1 }] })).toEqual({
      ok: false,
      error: 'good_unavailable',
    });
  });

  it('a quick order must exceed 500 UAH like any order: refused with the missing amount (§5, §9)', async () => {
    expect(await placeQuickOrder(guest, { phone: '0501112233', lines: [{ id: fx.saleReel, quantity: 1 }] })).toEqual({
      ok: false,
      error: 'min_order',
      missing: 25_001,
    });
    expect(await placeQuickOrder(guest, { phone: '0501112233', lines: [{ id: fx.saleReel, quantity: 2 }] })).toEqual({
      ok: false,
      error: 'min_order',
      missing: 1,
    });
    const enough = await placeQuickOrder(guest, {
      phone: '0501112233',
      lines: [
        { id: fx.saleReel, quantity: 2 },
        { id: fx.rod, quantity: 1 },
      ],
    });
    expect(enough.ok).toBe(true);
  });
});
