import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { emailOutbox, goods, smsOutbox, storeStock, users, waitlist } from '#db/schema';
import { fx, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { addToWaitlist, notifyBackInStock } from './index';

/** Waiting customers hear once that a good is back, whoever put it back (an edit, an import). */
let database: Database;
let ctx: Ctx;
const good = 90_301;
const shopper = { id: 9_301, phone: '+380509993030', email: 'waits@example.com' };

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  await seedFixtures(database.db, seededAt);
  await database.db.insert(goods).values({
    id: good,
    extId: 'FX90301',
    categoryId: 9_003,
    titleUa: 'Котушка',
    titleRu: 'Катушка',
    slug: 'fx',
    price: 1,
  });
  await database.db.insert(users).values({ ...shopper, passwordHash: 'x', firstName: 'Ія', lastName: 'Бойко' });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  await addToWaitlist({ ...ctx, user: { id: shopper.id } }, { goods_id: good });
});
afterAll(() => database?.close());

const sent = async () => ({
  sms: await database.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, shopper.phone), eq(smsOutbox.purpose, 'back_in_stock'))),
  mail: await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, shopper.email)),
});

describe('back in stock', () => {
  it('tells nobody while the chain holds none', async () => {
    expect(await notifyBackInStock(ctx, [good])).toBe(0);
    expect((await sent()).sms).toHaveLength(0);
  });

  it('tells each waiting customer once by SMS and e-mail when stock returns', async () => {
    await database.db.insert(storeStock).values({ goodId: good, storeId: fx.store, quantity: 2 });
    expect(await notifyBackInStock(ctx, [good])).toBe(1);
    expect(await notifyBackInStock(ctx, [good])).toBe(0);
    const { sms, mail } = await sent();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toContain('Котушка');
    expect(mail).toHaveLength(1);
  });

  it('asking again after the message waits for the next return', async () => {
    await addToWaitlist({ ...ctx, user: { id: shopper.id } }, { goods_id: good });
    const [row] = await database.db.select().from(waitlist).where(eq(waitlist.userId, shopper.id));
    expect(row?.notifiedAt).toBeNull();
    expect(await notifyBackInStock(ctx, [good])).toBe(1);
  });
});
