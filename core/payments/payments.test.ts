import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { fiscalReceipts, orders, paymentEvents, payments } from '#db/schema';
import { releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { placeOrderPaidBy } from '#test/support/payments';
import {
  addWorkingDays,
  applyProviderEvent,
  createGateway,
  demoProvider,
  getOrderPayment,
  invoiceProvider,
  reconcilePayments,
  startPayment,
} from './index';

let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
const gateway = createGateway({
  card: demoProvider('card'),
  instalments: { privat: demoProvider('instalments', [2, 3]), mono: demoProvider('instalments', [3]) },
  invoice: invoiceProvider(),
});
const origin = 'https://shop.example';

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
});

// These tests place more orders than the fixture store holds; stock is not what they test (ADR 0120).
beforeEach(() => releaseAllReservations(database.db));
afterAll(() => database.close());

const order = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
const attempt = async (id: number) => (await database.db.select().from(payments).where(eq(payments.id, id)))[0];
const receipts = (paymentId: number) =>
  database.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.paymentId, paymentId));
const event = (reference: string, status: 'paid' | 'failed' | 'refunded' | 'expired', amount: number, extra = {}) => ({
  reference,
  status,
  amount,
  currency: 'UAH',
  raw: { test: status },
  ...extra,
});

async function started(method: 'card' | 'credit' = 'card') {
  const placed = await placeOrderPaidBy(ctx, ids, method);
  const start = await startPayment(ctx, gateway, placed.orderId, origin);
  if (!start.ok) throw new Error(start.error);
  return { ...placed, ...start };
}

describe('an order starts in the payment state of its method (§9)', () => {
  it('cash at the store → on delivery; card and instalments → unpaid; a bank transfer → unpaid with a due date', async () => {
    const cash = await placeOrderPaidBy(ctx, ids, 'cash');
    expect((await order(cash.orderId))?.paymentStatus).toBe('on_delivery');
    const card = await placeOrderPaidBy(ctx, ids, 'card');
    expect((await order(card.orderId))?.paymentStatus).toBe('unpaid');
    const credit = await placeOrderPaidBy(ctx, ids, 'credit', { bank: 'mono', parts: '3' });
    expect(await order(credit.orderId)).toMatchObject({
      paymentStatus: 'unpaid',
      paymentParts: 3,
      paymentDetails: { bank: 'mono' },
    });
    const invoice = await placeOrderPaidBy(ctx, ids, 'invoice', { company: 'ТОВ Рибалка', edrpou: '12345678' });
    const placed = await order(invoice.orderId);
    expect(placed).toMatchObject({
      paymentStatus: 'unpaid',
      paymentDetails: { company: 'ТОВ Рибалка', edrpou: '12345678' },
    });
    expect(placed?.paymentDueAt).toEqual(addWorkingDays(seededAt, 3));
  });

  it('an invoice is due at the end of the 3rd working day, Kyiv time (§9)', () => {
    // Friday 2026-06-12 15:00 Kyiv → Wednesday 2026-06-17 23:59:59.999 Kyiv (UTC+3).
    expect(addWorkingDays(new Date('2026-06-12T12:00:00Z'), 3).toISOString()).toBe('2026-06-17T20:59:59.999Z');
    // Monday 00:30 Kyiv (still Sunday in UTC) → Thursday.
    expect(addWorkingDays(new Date('2026-06-14T21:30:00Z'), 3).toISOString()).toBe('2026-06-18T20:59:59.999Z');
    // Winter time (UTC+2).
    expect(addWorkingDays(new Date('2026-12-01T10:00:00Z'), 3).toISOString()).toBe('2026-12-04T21:59:59.999Z');
  });
});

describe('startPayment', () => {
  it('a card order gets one attempt for its total with a random reference; a second click within minutes reuses it', async () => {
    const first = await started();
    expect(first).toMatchObject({ provider: 'demo', demo: true, checkout: { method: 'GET' } });
    expect(first.checkout.url).toBe(`/checkout/demo-pay/${first.reference}`);
    expect(first.reference).toMatch(new RegExp(`^${first.orderId}-[A-Za-z0-9]{12}$`));
    expect(await attempt(first.paymentId)).toMatchObject({ status: 'pending', amount: first.total, provider: 'demo' });
    const again = await startPayment(ctx, gateway, first.orderId, origin);
    expect(again).toMatchObject({ ok: true, paymentId: first.paymentId });
  });

  it('orders paid at the door, paid already or cancelled are not payable online', async () => {
    const cash = await placeOrderPaidBy(ctx, ids, 'cash');
    expect(await startPayment(ctx, gateway, cash.orderId, origin)).toEqual({ ok: false, error: 'not_payable' });
    const invoice = await placeOrderPaidBy(ctx, ids, 'invoice', { company: 'ТОВ Рибалка', edrpou: '12345678' });
    expect(await startPayment(ctx, gateway, invoice.orderId, origin)).toEqual({ ok: false, error: 'not_payable' });
    const paid = await started();
    await applyProviderEvent(ctx, 'demo', 'callback', event(paid.reference, 'paid', paid.total));
    expect(await startPayment(ctx, gateway, paid.orderId, origin)).toEqual({ ok: false, error: 'not_payable' });
    expect(await startPayment(ctx, gateway, 999_999, origin)).toEqual({ ok: false, error: 'order_not_found' });
  });

  it('a provider that does not answer fails the attempt; the shopper may try again', async () => {
    const broken = createGateway({
      card: {
        ...demoProvider('card'),
        start: async () => {
          throw new Error('connect ECONNREFUSED');
        },
      },
      instalments: gateway.instalments,
      invoice: gateway.invoice,
    });
    const placed = await placeOrderPaidBy(ctx, ids, 'card');
    expect(await startPayment(ctx, broken, placed.orderId, origin)).toEqual({
      ok: false,
      error: 'provider_unavailable',
    });
    const [failed] = await database.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'start: connect ECONNREFUSED' });
    expect((await getOrderPayment(ctx, gateway, placed.orderId))?.canPay).toBe(true);
  });
});

describe('applyProviderEvent: only a genuine success for exactly the amount pays', () => {
  it('success pays the order and queues one fiscal receipt; a replay is a duplicate and changes nothing', async () => {
    const p = await started();
    expect((await applyProviderEvent(ctx, 'demo', 'callback', event(p.reference, 'paid', p.total))).outcome).toBe(
      'applied',
    );
    expect(await order(p.orderId)).toMatchObject({ paymentStatus: 'paid', paymentProvider: 'demo', paidAt: seededAt });
    expect((await applyProviderEvent(ctx, 'demo', 'callback', event(p.reference, 'paid', p.total))).outcome).toBe(
      'duplicate',
    );
    const queued = await receipts(p.paymentId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'sell', amount: p.total, status: 'pending' });
  });

  it('another amount, another currency, another provider or an unknown reference change nothing and are kept', async () => {
    const p = await started();
    for (const [provider, e, why] of [
      ['demo', event(p.reference, 'paid', p.total - 1), 'amount'],
      ['demo', { ...event(p.reference, 'paid', p.total), currency: 'USD' }, 'currency'],
      ['liqpay', event(p.reference, 'paid', p.total), 'provider mismatch'],
      ['demo', event(`${p.orderId}-nosuchreference`, 'paid', p.total), 'unknown reference'],
    ] as const) {
      const result = await applyProviderEvent(ctx, provider, 'callback', e);
      expect(result.outcome).toContain('rejected');
      expect(result.outcome).toContain(why);
    }
    expect((await order(p.orderId))?.paymentStatus).toBe('unpaid');
    expect(await attempt(p.paymentId)).toMatchObject({ status: 'pending' });
    const kept = await database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p.paymentId));
    expect(kept.filter((k) => k.outcome.startsWith('rejected'))).toHaveLength(3);
  });

  it('declined then paid (a second card) pays; paid then a late decline is stale', async () => {
    const p = await started();
    await applyProviderEvent(ctx, 'demo', 'callback', event(p.reference, 'failed', p.total, { failureReason: '3DS' }));
    expect(await attempt(p.paymentId)).toMatchObject({ status: 'failed', failureReason: '3DS' });
    expect(await getOrderPayment(ctx, gateway, p.orderId)).toMatchObject({
      status: 'unpaid',
      canPay: true,
      last: { status: 'failed' },
    });
    await applyProviderEvent(ctx, 'demo', 'callback', event(p.reference, 'paid', p.total));
    expect((await applyProviderEvent(ctx, 'demo', 'callback', event(p.reference, 'failed', p.total))).outcome).toBe(
      'stale',
    );
    expect((await order(p.orderId))?.paymentStatus).toBe('paid');
  });

  it('a refund after payment refunds the order and queues a return receipt; a partial one keeps it paid', async () => {
    const p = await started();
    await applyProviderEvent(ctx, 'demo', 'callback', event(p.reference, 'paid', p.total));
    await applyProviderEvent(
      ctx,
      'demo',
      'refund',
      event(p.reference, 'refunded', p.total, { refundedAmount: 10_000 }),
    );
    expect(await attempt(p.paymentId)).toMatchObject({ status: 'paid', refundedAmount: 10_000 });
    expect((await order(p.orderId))?.paymentStatus).toBe('paid');
    await applyProviderEvent(ctx, 'demo', 'refund', event(p.reference, 'refunded', p.total));
    expect(await attempt(p.paymentId)).toMatchObject({ status: 'refunded', refundedAmount: p.total });
    expect((await order(p.orderId))?.paymentStatus).toBe('refunded');
    const back = (await receipts(p.paymentId)).find((r) => r.kind === 'return');
    expect(back).toMatchObject({ amount: p.total, status: 'pending' });
  });

  it('a refund of an attempt never paid is stale', async () => {
    const p = await started();
    expect((await applyProviderEvent(ctx, 'demo', 'refund', event(p.reference, 'refunded', p.total))).outcome).toBe(
      'stale',
    );
  });
});

describe('reconcilePayments', () => {
  it('expires an attempt nobody finished in a day; the order stays payable', async () => {
    const p = await started();
    const later = { ...ctx, now: new Date(seededAt.getTime() + 25 * 3600_000) };
    const report = await reconcilePayments(later, gateway);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await attempt(p.paymentId)).toMatchObject({ status: 'expired', failureReason: 'not paid in time' });
    expect(await getOrderPayment(later, gateway, p.orderId)).toMatchObject({ status: 'unpaid', canPay: true });
  });
});
