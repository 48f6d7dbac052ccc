import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createOrder, createOrderInput } from '#core/orders';
import { type PaymentGateway, startPayment } from '#core/payments';
import type { Ctx } from '#core/shared';
import { fiscalReceipts, orders, payments } from '#db/schema';
import { parseEnv } from '#server/env';
import { createPaymentGateway } from '#server/payment-gateway';
import { type FakeLiqpay, type FakeLiqpayOptions, fakeLiqpay } from '#test/fakes/liqpay/fake-liqpay';
import { type FakeMonobank, fakeMonobank } from '#test/fakes/monobank/fake-monobank';
import { fx, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { createTestShop, type TestShop } from '#test/support/shop';

export const liqpayKeys = { publicKey: 'sandbox_i70000000001', privateKey: 'sandbox_cards-private-KEY-0097' };
export const monobankToken = 'uCardsTestToken0097';

export type CardShop = {
  shop: TestShop;
  liqpay: FakeLiqpay;
  monobank: FakeMonobank;
  /** The shop's gateway (LiqPay is the card acquirer; monobank answers for its own attempts). */
  gateway: PaymentGateway;
  /** A gateway whose card acquirer is monobank: starts monobank attempts in the same shop. */
  monoGateway: PaymentGateway;
  /** The shop listening on 127.0.0.1 (the fakes post callbacks to it). */
  origin: string;
  ctx: () => Ctx;
  /** Everything the shop logged, as pino's JSON lines. */
  logged: () => string;
  /**
   * Places a real order (pickup, paid by card) of `quantity` × 600 UAH; answers its id. With
   * `guestSession` the order is that browser's (its `/checkout/success` page opens with the cookie).
   */
  placeCardOrder: (quantity?: number, locale?: 'ua' | 'ru', guestSession?: string) => Promise<number>;
  /**
   * Starts paying an order with LiqPay or monobank and opens the provider's page as the browser
   * would (LiqPay learns of a payment only then); answers the reference, provider id and page.
   */
  start: (
    orderId: number,
    provider: 'liqpay' | 'monobank',
  ) => Promise<{ reference: string; providerId: string; page: string }>;
  orderState: (orderId: number) => Promise<{ paymentStatus: string; sells: number; attempts: string[] }>;
  close: () => Promise<void>;
};

/**
 * A shop with both card acquirers pointed at the suite's local LiqPay and monobank (* ADR 0097), configured the way production is (environment → createPaymentGateway), served on a
 * real socket so the fakes' callbacks reach it over HTTP.
 */
export async function createCardShop(options: { liqpay?: FakeLiqpayOptions } = {}): Promise<CardShop> {
  const [liqpay, monobank] = await Promise.all([fakeLiqpay(liqpayKeys, options.liqpay), fakeMonobank(monobankToken)]);
  const env = {
    LIQPAY_PUBLIC_KEY: liqpayKeys.publicKey,
    LIQPAY_PRIVATE_KEY: liqpayKeys.privateKey,
    LIQPAY_API_URL: liqpay.apiUrl,
    MONOBANK_TOKEN: monobankToken,
    MONOBANK_API_URL: monobank.apiUrl,
  };
  const gateway = createPaymentGateway(parseEnv(env));
  const monoGateway = createPaymentGateway(
    parseEnv({ MONOBANK_TOKEN: monobankToken, MONOBANK_API_URL: monobank.apiUrl }),
  );
  let written = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      done();
    },
  });
  const shop = await createTestShop({ payments: gateway, log: pino({ level: 'info' }, sink) });
  const ids = await seedFixtures(shop.database.db, seededAt);
  const server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ctx = (): Ctx => ({ db: shop.database.db, locale: 'ua', now: seededAt });
  let key = 0;

  return {
    shop,
    liqpay,
    monobank,
    gateway,
    monoGateway,
    origin,
    ctx,
    logged: () => written,
    async placeCardOrder(quantity = 1, locale = 'ua', guestSession) {
      // Payment tests are not about stock: the fixture store's stock is freed of earlier orders (ADR 0120).
      await releaseAllReservations(shop.database.db);
      const r = await createOrder(
        { ...ctx(), locale },
        createOrderInput.parse({
          deliveryMethod: String(ids.delivery.pickup),
          paymentMethod: String(ids.payment.card),
          selectedDepartment: String(fx.store),
          cart: JSON.stringify([{ id: fx.lure, quantity }]),
          phone: '+38(050)111-22-33',
          first_name: 'Іван',
          last_name: 'Петренко',
          idempotency_key: `cards-${process.pid}-${++key}`,
        }),
        guestSession ? { guestSession } : undefined,
      );
      if (!r.ok) throw new Error(`order refused: ${r.error}`);
      return r.orderId;
    },
    async start(orderId, provider) {
      const r = await startPayment(ctx(), provider === 'liqpay' ? gateway : monoGateway, orderId, origin);
      if (!r.ok) throw new Error(`startPayment: ${r.error}`);
      const [row] = await shop.database.db.select().from(payments).where(eq(payments.id, r.paymentId));
      const page =
        r.checkout.method === 'POST'
          ? await fetch(r.checkout.url, { method: 'POST', body: new URLSearchParams(r.checkout.fields) })
          : await fetch(r.checkout.url);
      return { reference: r.reference, providerId: row?.providerId ?? '', page: await page.text() };
    },
    async orderState(orderId) {
      const db = shop.database.db;
      const [order] = await db.select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
      const sells = await db.select().from(fiscalReceipts).where(eq(fiscalReceipts.orderId, orderId));
      const attempts = await db.select({ s: payments.status }).from(payments).where(eq(payments.orderId, orderId));
      return {
        paymentStatus: order?.s ?? '',
        sells: sells.filter((r) => r.kind === 'sell').length,
        attempts: attempts.map((a) => a.s),
      };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([liqpay.close(), monobank.close(), shop.close()]);
    },
  };
}
