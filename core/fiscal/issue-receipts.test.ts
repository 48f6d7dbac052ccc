import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadOrders } from '#core/orders';
import { applyProviderEvent } from '#core/payments';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import {
  deliveryMethods,
  emailOutbox,
  fiscalReceipts,
  goods,
  orderLines,
  orders,
  paymentMethods,
  payments,
  smsOutbox,
} from '#db/schema';
import { type FakeCheckbox, startFakeCheckbox } from '#test/fakes/checkbox/fake-checkbox';
import { createTestDatabase, seededAt } from '#test/support/db';
import { checkboxFiscalizer } from './checkbox/checkbox-fiscalizer';
import { demoFiscalizer } from './demo';
import { giveUpMs, issueReceipts, retryDelayMs } from './issue-receipts';

let database: Database;
let fake: FakeCheckbox;
let n = 0;
const t0 = seededAt;
const at = (ms: number): Ctx => ({ db: database.db, locale: 'ua', now: new Date(t0.getTime() + ms) });
const checkbox = () =>
  checkboxFiscalizer({ apiUrl: fake.url, licenseKey: fake.licenseKey, pinCode: fake.pinCode, pollMs: 0 });

/** A card order of two goods, paid by a verified callback (which queues the sale receipt). */
async function paidOrder(options: { email?: string | null; locale?: 'ua' | 'ru'; provider?: 'liqpay' | 'demo' } = {}) {
  const provider = options.provider ?? 'liqpay';
  const db = database.db;
  const [delivery] = await db.select({ id: deliveryMethods.id }).from(deliveryMethods).limit(1);
  const [card] = await db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.code, 'card'));
  const picked = await db
    .select({ id: goods.id, extId: goods.extId, titleUa: goods.titleUa, titleRu: goods.titleRu, price: goods.price })
    .from(goods)
    .limit(2);
  const lines = picked.map((g, i) => ({ ...g, quantity: i + 1 }));
  const total = lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      townCode: '8000000000',
      deliveryMethodId: delivery?.id ?? 0,
      paymentMethodId: card?.id ?? 0,
      phone: '+380501112233',
      firstName: 'Іван',
      lastName: 'Петренко',
      email: options.email === undefined ? 'ivan@example.com' : options.email,
      locale: options.locale ?? 'ua',
      goodsPrice: total,
      total,
      paymentStatus: 'unpaid',
      createdAt: t0,
    })
    .returning({ id: orders.id });
  const orderId = order?.id ?? 0;
  await db.insert(orderLines).values(
    lines.map((l) => ({
      orderId,
      goodId: l.id,
      extId: l.extId,
      titleUa: l.titleUa,
      titleRu: l.titleRu,
      price: l.price,
      quantity: l.quantity,
    })),
  );
  const reference = `${orderId}-fiscal-${++n}`;
  const [payment] = await db
    .insert(payments)
    .values({ orderId, provider, amount: total, reference, createdAt: t0 })
    .returning({ id: payments.id });
  const paid = { reference, status: 'paid' as const, amount: total, currency: 'UAH', raw: { test: true } };
  await applyProviderEvent(at(0), provider, 'callback', paid);
  return { orderId, paymentId: payment?.id ?? 0, reference, total, paid };
}

const receiptsOf = (paymentId: number) =>
  database.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.paymentId, paymentId)).orderBy(fiscalReceipts.id);
const smsTo = () => database.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, 'fiscal_receipt'));
const mailTo = () => database.db.select().from(emailOutbox).where(eq(emailOutbox.purpose, 'fiscal_receipt'));

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
beforeEach(async () => {
  await fake?.close();
  fake = await startFakeCheckbox();
  // Each test sees only its own receipts as due.
  await database.db.update(fiscalReceipts).set({ status: 'done' }).where(eq(fiscalReceipts.status, 'pending'));
  await database.db.delete(smsOutbox);
  await database.db.delete(emailOutbox);
});
afterAll(async () => {
  await fake?.close();
  await database.close();
});

describe('issuing fiscal receipts (Law 265/95-ВР)', () => {
  it('a paid attempt queues one sale receipt, replays included, issued once even by two runs at once', async () => {
    const o = await paidOrder();
    await applyProviderEvent(at(1000), 'liqpay', 'callback', o.paid);
    expect(await receiptsOf(o.paymentId)).toHaveLength(1);

    const runs = await Promise.all([issueReceipts(at(2000), checkbox()), issueReceipts(at(2000), checkbox())]);
    expect(runs.reduce((s, r) => s + r.done, 0)).toBe(1);
    expect(fake.state.receipts.size).toBe(1);
    const [row] = await receiptsOf(o.paymentId);
    expect(row).toMatchObject({ status: 'done', provider: 'checkbox', fiscalCode: 'TEST-1', attempts: 1 });
    expect(row?.url).toBe(`https://check.checkbox.ua/${row?.requestId}`);
    expect(fake.state.receipts.get(row?.requestId ?? '')?.total_sum).toBe(o.total);

    // The link goes to the shopper once: an SMS and, the order having one, an e-mail.
    expect(await issueReceipts(at(3_600_000), checkbox())).toEqual({ done: 0, retried: 0, failed: 0 });
    const sms = await smsTo();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.phone).toBe('+380501112233');
    expect(sms[0]?.text).toBe(`Poplavok: фіскальний чек до замовлення №${o.orderId}: ${row?.url}`);
    const mail = await mailTo();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'ivan@example.com', subject: `Фіскальний чек до замовлення №${o.orderId}` });
    const [view] = await loadOrders(at(0), [o.orderId]);
    expect(view?.receipts).toEqual([
      { id: row?.id, kind: 'sell', status: 'done', url: row?.url, fiscalCode: 'TEST-1' },
    ]);
  });

  it('Checkbox down 3 times: retried after 1, 2, 4 minutes, then done; the payment stays paid and the order shows the receipt pending', async () => {
    const o = await paidOrder({ email: null, locale: 'ru' });
    fake.failNext(3);
    expect(await issueReceipts(at(0), checkbox())).toEqual({ done: 0, retried: 1, failed: 0 });
    let [row] = await receiptsOf(o.paymentId);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'checkbox sign-in: 503 Service Unavailable',
    });
    expect(row?.nextAttemptAt.getTime()).toBe(t0.getTime() + 60_000);
    expect(row?.lastError).not.toContain(fake.licenseKey);
    const [pending] = await loadOrders(at(0), [o.orderId]);
    expect(pending?.paymentStatus).toBe('paid');
    expect(pending?.receipts).toEqual([{ id: row?.id, kind: 'sell', status: 'pending', url: null, fiscalCode: null }]);

    expect((await issueReceipts(at(59_000), checkbox())).retried).toBe(0); // not due yet
    expect((await issueReceipts(at(60_000), checkbox())).retried).toBe(1);
    expect((await issueReceipts(at(180_000), checkbox())).retried).toBe(1);
    [row] = await receiptsOf(o.paymentId);
    expect(row?.nextAttemptAt.getTime()).toBe(t0.getTime() + 180_000 + 4 * 60_000);
    expect((await issueReceipts(at(420_000), checkbox())).done).toBe(1);
    [row] = await receiptsOf(o.paymentId);
    expect(row).toMatchObject({ status: 'done', attempts: 4, lastError: null });
    const [paid] = await database.db.select().from(payments).where(eq(payments.id, o.paymentId));
    expect(paid?.status).toBe('paid');
    // Russian order, no e-mail: one SMS in Russian.
    const sms = await smsTo();
    expect(sms.map((s) => s.text)).toEqual([`Poplavok: фискальный чек к заказу №${o.orderId}: ${row?.url}`]);
    expect(await mailTo()).toEqual([]);
  });

  it('backoff doubles from a minute to at most an hour; after 48 h of failures the receipt is failed', async () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((a) => retryDelayMs(a) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
    const o = await paidOrder();
    fake.failNext(1);
    expect(await issueReceipts(at(giveUpMs), checkbox())).toEqual({ done: 0, retried: 0, failed: 1 });
    const [row] = await receiptsOf(o.paymentId);
    expect(row?.status).toBe('failed');
    expect(await issueReceipts(at(giveUpMs + 3_600_000), checkbox())).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  it('a refund queues a return receipt: is_return goods naming the sale, its link sent once', async () => {
    const o = await paidOrder();
    await issueReceipts(at(0), checkbox());
    await applyProviderEvent(at(10_000), 'liqpay', 'callback', {
      ...o.paid,
      status: 'refunded',
      refundedAmount: o.total,
    });
    expect((await issueReceipts(at(20_000), checkbox())).done).toBe(1);
    const [sale, back] = await receiptsOf(o.paymentId);
    expect(back).toMatchObject({ kind: 'return', status: 'done', amount: o.total });
    const stored = fake.state.receipts.get(back?.requestId ?? '');
    expect(stored?.type).toBe('RETURN');
    expect(stored?.body.related_receipt_id).toBe(sale?.providerId);
    expect(stored?.total_sum).toBe(o.total);
    expect((await smsTo()).map((s) => s.text)).toContain(
      `Poplavok: чек повернення до замовлення №${o.orderId}: ${back?.url}`,
    );
  });

  it('a return waits for its sale receipt', async () => {
    const o = await paidOrder();
    await applyProviderEvent(at(1), 'liqpay', 'callback', { ...o.paid, status: 'refunded', refundedAmount: 1_000 });
    fake.failNext(1);
    // The sale fails this run; the return is not sent before it.
    const first = await issueReceipts(at(2), checkbox());
    expect(first.retried).toBe(2);
    const [, back] = await receiptsOf(o.paymentId);
    expect(back?.lastError).toBe('waiting for the sale receipt');
    await issueReceipts(at(60_002), checkbox());
    const [sale2, back2] = await receiptsOf(o.paymentId);
    expect(sale2?.status).toBe('done');
    expect(back2?.status).toBe('done');
    expect(fake.state.receipts.get(back2?.requestId ?? '')?.total_sum).toBe(1_000);
  });

  it('without Checkbox the demo issues DEMO receipts linking to our own page', async () => {
    const o = await paidOrder();
    await issueReceipts(at(0), demoFiscalizer('https://shop.test'));
    const [row] = await receiptsOf(o.paymentId);
    expect(row).toMatchObject({ status: 'done', provider: 'demo' });
    expect(row?.fiscalCode).toMatch(/^DEMO-/);
    expect(row?.url).toBe(`https://shop.test/checkout/receipt/${row?.requestId}`);
  });

  it('a demo payment never gets a real fiscal receipt, even with Checkbox configured', async () => {
    const o = await paidOrder({ provider: 'demo' });
    await issueReceipts(at(0), checkbox(), { demo: demoFiscalizer('https://shop.test') });
    const [row] = await receiptsOf(o.paymentId);
    expect(row).toMatchObject({ status: 'done', provider: 'demo' });
    expect(fake.state.receipts.size).toBe(0);
  });
});
