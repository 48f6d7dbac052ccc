import { desc, eq } from 'drizzle-orm';
import { createOrder, createOrderInput, listStaffOrders, staffOrdersInput } from '#core/orders';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { smsOutbox, staff, users } from '#db/schema';
import { checkForm, fx, seedFixtures } from './checkout';
import { createTestDatabase, seededAt } from './db';
import { staffActor } from './orders';

/**
 * Places orders as the checkout does: a lure, picked up in the fixtures' store, cash, from Іван
 * Петренко, unless `fields` (checkout form fields) say otherwise; `keyPrefix` keeps each file's
 * idempotency keys apart. Returns the order's id.
 */
export function orderPlacer(ids: Awaited<ReturnType<typeof seedFixtures>>, keyPrefix: string) {
  let key = 0;
  return async (ctx: Ctx, fields: Record<string, unknown> = {}) => {
    const {
      cart = [{ id: fx.lure, quantity: 1 }],
      delivery = ids.delivery.pickup,
      payment = ids.payment.cash,
      ...rest
    } = fields as { cart?: { id: number; quantity: number }[]; delivery?: number; payment?: number };
    const r = await createOrder(
      ctx,
      createOrderInput.parse({
        ...checkForm({ delivery, payment, department: String(fx.store), cart }),
        phone: '+38(050)111-22-33',
        first_name: 'Іван',
        last_name: 'Петренко',
        idempotency_key: `${keyPrefix}-${++key}`,
        ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
      }),
    );
    if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.check?.messages)}`);
    return r.orderId;
  };
}

/** A store for the back office's order tests: the checkout fixtures, a member, every staff role. */
export type StaffOrdersStore = Awaited<ReturnType<typeof openStaffOrdersStore>>;

/**
 * Opens a seeded test store with the checkout fixtures, a member (Ольга Мельник) and the staff the
 * order desk's tests act as; `keyPrefix` keeps each file's idempotency keys apart.
 */
export async function openStaffOrdersStore(keyPrefix: string) {
  const database: Database = await createTestDatabase({ seeded: true });
  const guest: Ctx = { db: database.db, locale: 'ua', now: seededAt };
  const ids = await seedFixtures(database.db, seededAt);
  await database.db
    .insert(users)
    .values({ id: 9_201, phone: '+380509992020', passwordHash: 'x', firstName: 'Ольга', lastName: 'Мельник' });
  const [row] = await database.db
    .insert(staff)
    .values({ login: 'fx-store', name: 'Магазин 9001', role: 'store', storeId: fx.store, passwordHash: 'x' })
    .returning();
  if (!row) throw new Error('no store staff');
  const place = orderPlacer(ids, keyPrefix);

  return {
    database,
    guest,
    member: { ...guest, user: { id: 9_201 } } satisfies Ctx,
    ids,
    manager: await staffActor(database.db, 'manager'),
    admin: await staffActor(database.db, 'admin'),
    content: await staffActor(database.db, 'content'),
    moderator: await staffActor(database.db, 'moderator'),
    /** The demo `store` account: the first Kyiv store, not the fixtures' store. */
    otherStore: await staffActor(database.db, 'store'),
    /** A store account of the fixtures' store (pickups there). */
    fxStore: { id: row.id, login: row.login, name: row.name, role: 'store', storeId: fx.store } satisfies StaffView,
    place,
    /** Our Kyiv courier to Хрещатик, 1. */
    courier: { delivery: ids.delivery.kyiv_courier, street: 'Хрещатик', house: '1' },
    list: (actor: StaffView, query: Record<string, string> = {}) =>
      listStaffOrders(guest, actor, staffOrdersInput.parse(query)),
    /** The SMS sent to a phone, newest first, as [purpose, text]. */
    smsTo: async (phone: string) =>
      (await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id))).map(
        (r) => [r.purpose, r.text],
      ),
  };
}
