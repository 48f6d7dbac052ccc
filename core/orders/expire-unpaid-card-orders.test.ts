import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyProviderEvent, createGateway, demoProvider, invoiceProvider, startPayment } from '#core/payments';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { auditLog, orderStatusHistory, orders, payments, stockReservations, storeStock } from '#db/schema';
import { fx, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { placeOrderPaidBy } from '#test/support/payments';
import { cardUnfinishedNote, expireUnpaidCardOrders, runPaymentHousekeeping } from './index';

// ADR 0120: a card or instalment order nobody pays must not hold its stock forever.
let database: Database;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
const hour = 3600_000;
const gateway = createGateway({
  card: demoProvider('card'),
  instalments: { privat: demoProvider('instalments', [2, 3]), mono: demoProvider('instalments', [3]) },
  invoice: invoiceProvider(),
});
const at = (ms: number): Ctx => ({ db: database.db, locale: 'ua', now: new Date(seededAt.getTime() + ms) });

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ids = await seedFixtures(database.db, seededAt);
});
afterAll(() => database.close());
beforeEach(() => releaseAllReservations(database.db));

const orderRow = async (id: number) =>
  (
    await database.db
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, id))
  )[0];
const held = (id: number) => database.db.select().from(stockReservations).where(eq(stockReservations.orderId, id));
const reservedAtStore = async () =>
  (
    await database.db
      .select({ reserved: storeStock.reserved })
      .from(storeStock)
      .where(and(eq(storeStock.goodId, fx.lure), eq(storeStock.storeId, fx.store)))
  )[0]?.reserved;
const started = async (orderId: number, ctx: Ctx) => {
  const start = await startPayment(ctx, gateway, orderId, 'https://shop.example');
  if (!start.ok) throw new Error(start.error);
  const [attempt] = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!attempt) throw new Error('no attempt');
  return attempt;
};

describe('expireUnpaidCardOrders (ADR 0120)', () => {
  it('an expired attempt: the order is cancelled by the shop with a note, its stock let go, an audit row written', async () => {
    const { orderId } = await placeOrderPaidBy(at(0), ids, 'card');
    await started(orderId, at(0));
    expect(await held(orderId)).toHaveLength(1);
    expect(await reservedAtStore()).toBe(1);

    // The bank's page is still open: the pending attempt keeps the order.
    expect(await expireUnpaidCardOrders(at(2 * hour))).toEqual({ cancelled: 0, skipped: 1 });
    expect(await orderRow(orderId)).toEqual({ status: 'new', paymentStatus: 'unpaid' });

    // A day later the reconciler expires the attempt, then the order goes.
    const report = await runPaymentHousekeeping(at(25 * hour), gateway);
    expect(report.reconcile.expired).toBe(1);
    expect(report.cardOrders).toEqual({ cancelled: 1, skipped: 0 });
    expect(await orderRow(orderId)).toEqual({ status: 'cancelled', paymentStatus: 'expired' });
    expect(await held(orderId)).toEqual([]);
    expect(await reservedAtStore()).toBe(0);
    const [cancel] = await database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'cancelled')));
    expect(cancel).toMatchObject({ staffId: null, note: cardUnfinishedNote });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(orderId)), eq(auditLog.action, 'order.cancel')));
    expect(audit).toMatchObject({
      actorKind: 'system',
      after: { status: 'cancelled', note: cardUnfinishedNote, released: [{ goodId: fx.lure, quantity: 1 }] },
    });
    // Done once: the next run finds nothing.
    expect(await expireUnpaidCardOrders(at(26 * hour))).toEqual({ cancelled: 0, skipped: 0 });
  });

  it('no attempt ever started: kept for an hour after placing, then cancelled', async () => {
    const { orderId } = await placeOrderPaidBy(at(0), ids, 'card');
    expect((await expireUnpaidCardOrders(at(hour / 2))).cancelled).toBe(0);
    expect(await orderRow(orderId)).toEqual({ status: 'new', paymentStatus: 'unpaid' });
    expect((await expireUnpaidCardOrders(at(hour + 1))).cancelled).toBe(1);
    expect(await orderRow(orderId)).toEqual({ status: 'cancelled', paymentStatus: 'expired' });
    expect(await held(orderId)).toEqual([]);
  });

  it('instalments with a declined attempt: an hour to retry, then cancelled; a retry in time keeps it', async () => {
    const declined = await placeOrderPaidBy(at(0), ids, 'credit');
    const retried = await placeOrderPaidBy(at(0), ids, 'credit');
    for (const { orderId } of [declined, retried]) {
      const attempt = await started(orderId, at(0));
      await applyProviderEvent(at(10 * 60_000), 'demo', 'reconciler', {
        reference: attempt.reference,
        status: 'failed',
        amount: attempt.amount,
        currency: 'UAH',
        failureReason: 'declined',
        raw: { test: 'declined' },
      });
    }
    await started(retried.orderId, at(20 * 60_000));
    expect((await expireUnpaidCardOrders(at(hour))).cancelled).toBe(0);
    const report = await expireUnpaidCardOrders(at(2 * hour));
    expect(report.cancelled).toBe(1);
    expect(await orderRow(declined.orderId)).toEqual({ status: 'cancelled', paymentStatus: 'expired' });
    expect(await orderRow(retried.orderId)).toEqual({ status: 'new', paymentStatus: 'unpaid' });
    expect(await held(retried.orderId)).toHaveLength(1);
  });

  it('a paid order and a cash order are never touched', async () => {
    const paid = await placeOrderPaidBy(at(0), ids, 'card');
    const attempt = await started(paid.orderId, at(0));
    await applyProviderEvent(at(5 * 60_000), 'demo', 'reconciler', {
      reference: attempt.reference,
      status: 'paid',
      amount: attempt.amount,
      currency: 'UAH',
      raw: { test: 'paid' },
    });
    const cash = await placeOrderPaidBy(at(0), ids, 'cash');
    await expireUnpaidCardOrders(at(72 * hour));
    expect(await orderRow(paid.orderId)).toEqual({ status: 'new', paymentStatus: 'paid' });
    expect(await orderRow(cash.orderId)).toEqual({ status: 'new', paymentStatus: 'on_delivery' });
    expect(await held(paid.orderId)).toHaveLength(1);
    expect(await held(cash.orderId)).toHaveLength(1);
  });
});
