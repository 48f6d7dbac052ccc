import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createOrderInput } from '#core/orders';
import { startPayment } from '#core/payments';
import type { Ctx } from '#core/shared';
import { fiscalReceipts, orders, paymentEvents, payments } from '#db/schema';
import { type FakePrivatParts, startFakePrivatParts } from '#test/fakes/privat-parts/fake-privat-parts';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { createTestShop, type TestShop } from '#test/support/shop';
import { parseEnv } from './env';
import { createPaymentGateway } from './payment-gateway';

const store = { storeId: 'E2E0STORE0PRIVAT0001', password: 'e2e-password-1f2e3d' };
let bank: FakePrivatParts;
let shop: TestShop;
let server: ReturnType<typeof serve>;
let origin = '';
let ctx: Ctx;

beforeAll(async () => {
  bank = await startFakePrivatParts(store);
  // The gateway as the server builds it from the environment: PrivatBank real, pointed at the fake.
  const env = parseEnv({
    PRIVAT_PARTS_STORE_ID: store.storeId,
    PRIVAT_PARTS_PASSWORD: store.password,
    PRIVAT_PARTS_API_URL: bank.apiUrl,
  });
  shop = await createTestShop({ payments: createPaymentGateway(env) });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = { db: shop.database.db, locale: 'ua', now: seededAt };
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await shop.close();
  await bank.close();
});

describe('instalments through PrivatBank, end to end (§9)', () => {
  it('an order on credit is paid by the bank callback at full price; one fiscal sell receipt, replays change nothing', async () => {
    const ids = await seedFixtures(shop.database.db, seededAt);
    const placed = await createOrder(
      ctx,
      createOrderInput.parse({
        ...checkForm({
          delivery: ids.delivery.pickup,
          payment: ids.payment.credit,
          department: String(fx.store),
          cart: [
            { id: fx.saleReel, quantity: 1 },
            { id: fx.lure, quantity: 1 },
          ],
        }),
        bank: 'privat',
        parts: '5',
        phone: '0501112233',
        first_name: 'Іван',
        last_name: 'Петренко',
        idempotency_key: 'instalments-e2e-1',
      }),
    );
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.total).toBe(100_000);

    const started = await startPayment(ctx, shop.services.payments, placed.orderId, origin);
    if (!started.ok) throw new Error(started.error);
    expect(started).toMatchObject({ provider: 'privat_parts', demo: false });
    const atBank = bank.payments.get(started.reference);
    expect(atBank).toMatchObject({
      amount: 100_000,
      partsCount: 5,
      merchantType: 'PP',
      responseUrl: `${origin}/payments/privat/callback`,
      redirectUrl: `${origin}/payments/return/${started.reference}`,
    });
    expect(started.checkout).toEqual({ method: 'GET', url: `${bank.apiUrl}payment?token=${atBank?.token}` });

    // A forged callback (state changed after signing) is refused and changes nothing.
    const forged = { ...bank.callbackBody(started.reference, 'FAIL'), paymentState: 'SUCCESS' };
    const refused = await fetch(`${origin}/payments/privat/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(forged),
    });
    expect(refused.status).toBe(400);

    expect(await bank.complete(started.reference, 'SUCCESS')).toBe(200);
    expect(await bank.complete(started.reference, 'SUCCESS')).toBe(200);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentProvider: 'privat_parts', paymentParts: 5 });
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.reference, started.reference));
    expect(payment).toMatchObject({ status: 'paid', amount: 100_000, parts: 5, providerId: atBank?.token });
    const receipts = await shop.database.db
      .select()
      .from(fiscalReceipts)
      .where(and(eq(fiscalReceipts.paymentId, payment?.id ?? 0), eq(fiscalReceipts.kind, 'sell')));
    expect(receipts).toHaveLength(1);
    const events = await shop.database.db
      .select({ verified: paymentEvents.verified, outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.provider, 'privat_parts'));
    expect(events.map((e) => [e.verified, e.outcome.split(':')[0]])).toEqual(
      expect.arrayContaining([
        [false, 'rejected'],
        [true, 'applied'],
        [true, 'duplicate'],
      ]),
    );
  });
});
