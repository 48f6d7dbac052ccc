import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderStatus } from '#core/orders';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, orderExports, orderStatusHistory, orders, paymentEvents, payments, smsOutbox } from '#db/schema';
import { seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { incomingXml, placeOrder } from '#test/support/exchange1c/sale';
import { staffActor } from '#test/support/orders';
import { applySaleDocuments, markOrdersExported, parseSaleDocuments, queryOrders, statusPath } from './index';

let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let manager: StaffView;

const encoder = new TextEncoder();
const parse = (xml: string | Uint8Array) => parseSaleDocuments([typeof xml === 'string' ? encoder.encode(xml) : xml]);
async function apply(xml: string) {
  const parsed = await parse(xml);
  if (!parsed.ok) throw new Error(parsed.detail);
  return applySaleDocuments(ctx, parsed.documents, { fileName: 'orders.xml' });
}
const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
const historyOf = (id: number) =>
  database.db
    .select({
      status: orderStatusHistory.status,
      actor: orderStatusHistory.actorName,
      staff: orderStatusHistory.staffId,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(orderStatusHistory.id);
/** Rows a document may write; the file's own audit row aside. */
async function snapshot() {
  const n = async (table: typeof orderStatusHistory | typeof payments | typeof paymentEvents | typeof smsOutbox) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n;
  const [audit] = await database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order')));
  return {
    history: await n(orderStatusHistory),
    payments: await n(payments),
    events: await n(paymentEvents),
    sms: await n(smsOutbox),
    audit: audit?.n,
    orders: (await database.db.select({ id: orders.id, s: orders.status, p: orders.paymentStatus }).from(orders))
      .length,
  };
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  manager = await staffActor(database.db, 'manager');
});
afterAll(() => database.close());

describe('statusPath: 1C reports where an order is, the workflow walks there (ADR 0091, 0103)', () => {
  it.each([
    ['confirmed', 'shipped', 'department', ['packed', 'shipped']],
    ['new', 'delivered', 'courier', ['confirmed', 'packed', 'shipped', 'delivered']],
    ['confirmed', 'delivered', 'pickup', ['packed', 'ready_for_pickup', 'delivered']],
    ['packed', 'cancelled', 'department', ['cancelled']],
    ['shipped', 'shipped', 'department', []],
    ['completed', 'delivered', 'department', []],
    ['shipped', 'confirmed', 'department', null],
    ['new', 'returned', 'department', null],
    ['shipped', 'cancelled', 'department', null],
    ['confirmed', 'shipped', 'pickup', null],
  ] as const)('%s → %s (%s): %j', (from, to, kind, path) => {
    expect(statusPath(from, to, kind)).toEqual(path);
  });
});

describe('mode=file: 1C’s documents move orders and mark them paid', () => {
  it('a confirmed delivery order reported shipped walks packed → shipped under "1C exchange"; the shopper hears once', async () => {
    const id = await placeOrder(ctx, ids, { delivery: ids.delivery.kyiv_courier, street: 'Хрещатик', house: '1' });
    await changeOrderStatus(ctx, manager, { orderId: id, status: 'confirmed' });
    const sms = (await snapshot()).sms;
    const report = await apply(incomingXml([{ id, requisites: { 'Статус заказа': 'Відвантажено' } }]));
    expect(report).toMatchObject({ applied: 1, unchanged: 0, problems: [] });
    expect((await orderRow(id))?.status).toBe('shipped');
    expect((await historyOf(id)).slice(-2)).toEqual([
      { status: 'packed', actor: '1C exchange', staff: null },
      { status: 'shipped', actor: '1C exchange', staff: null },
    ]);
    expect((await snapshot()).sms).toBe(Number(sms) + 1);
    const audit = await database.db
      .select({ kind: auditLog.actorKind, name: auditLog.actorName, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)), eq(auditLog.actorKind, 'import')));
    expect(audit).toEqual([
      { kind: 'import', name: '1C exchange', action: 'order.pack' },
      { kind: 'import', name: '1C exchange', action: 'order.ship' },
    ]);
  });

  it('"Заказ оплачен" marks a card order paid the way a manager does: a manual attempt, an `exchange` event, once', async () => {
    const id = await placeOrder(ctx, ids, { payment: ids.payment.card });
    const doc = incomingXml([
      {
        id,
        requisites: {
          'Заказ оплачен': 'true',
          'Дата оплаты по 1С': '2026-06-16T09:30:00',
          'Номер оплаты по 1С': 'ПП-77',
        },
      },
    ]);
    expect(await apply(doc)).toMatchObject({ applied: 1, problems: [] });
    const order = await orderRow(id);
    expect(order?.paymentStatus).toBe('paid');
    const attempts = await database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(attempts.filter((a) => a.status === 'paid')).toMatchObject([
      { provider: 'manual', amount: order?.total, staffId: null },
    ]);
    const paid = attempts.find((a) => a.status === 'paid');
    const [event] = await database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, paid?.id ?? 0), eq(paymentEvents.status, 'paid')));
    expect(event).toMatchObject({ source: 'exchange', outcome: 'applied' });
    expect(event?.raw).toMatchObject({ by: '1C exchange', number: 'ПП-77', date: '2026-06-16T09:30:00' });
    // The same file again changes nothing.
    const before = await snapshot();
    expect(await apply(doc)).toMatchObject({ applied: 0, unchanged: 1, problems: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('an invoice order paid in 1C: its invoice attempt becomes paid; "Отменен" cancels another order', async () => {
    const invoice = await placeOrder(ctx, ids, {
      payment: ids.payment.invoice,
      company: 'ТОВ «Рибалка»',
      edrpou: '12345678',
    });
    const other = await placeOrder(ctx, ids);
    const report = await apply(
      incomingXml([
        { id: invoice, requisites: { 'Номер оплаты по 1С': 'ПП-78', 'Дата оплаты по 1С': '2026-06-16T10:00:00' } },
        { id: other, requisites: { Отменен: 'true' } },
      ]),
    );
    expect(report).toMatchObject({ applied: 2, problems: [] });
    const [attempt] = await database.db.select().from(payments).where(eq(payments.orderId, invoice));
    expect(attempt).toMatchObject({ provider: 'invoice', status: 'paid' });
    expect((await orderRow(other))?.status).toBe('cancelled');
  });

  it('the same file twice changes nothing the second time (idempotent)', async () => {
    const id = await placeOrder(ctx, ids);
    const doc = incomingXml([{ id, requisites: { 'Статус заказа ИД': 'confirmed' } }]);
    expect(await apply(doc)).toMatchObject({ applied: 1 });
    const before = await snapshot();
    expect(await apply(doc)).toMatchObject({ applied: 0, unchanged: 1, problems: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('unknown orders and impossible moves are reported and that document writes nothing; an unknown status moves nothing; the rest apply', async () => {
    const shipped = await placeOrder(ctx, ids, {
      delivery: ids.delivery.kyiv_courier,
      street: 'Хрещатик',
      house: '2',
      payment: ids.payment.card,
    });
    // An unpaid card order ships only with a manager's reason (ADR 0113).
    for (const status of ['confirmed', 'packed', 'shipped'] as const)
      expect(await changeOrderStatus(ctx, manager, { orderId: shipped, status, override: 'тест' })).toEqual({
        ok: true,
      });
    const fine = await placeOrder(ctx, ids);
    const before = await snapshot();
    const report = await apply(
      incomingXml([
        { id: 99_999_999, requisites: { 'Статус заказа ИД': 'confirmed' } },
        { id: 'c0a8f1e2-1c-guid', requisites: { 'Статус заказа ИД': 'confirmed' } },
        // Paid and moved back: the payment must not stay when the move is refused.
        { id: shipped, requisites: { 'Статус заказа ИД': 'confirmed', 'Заказ оплачен': 'true' } },
        { id: fine, requisites: { 'Статус заказа': 'На Марсі' } },
        { id: fine, requisites: { 'Статус заказа ИД': 'confirmed' } },
        { id: fine, operation: 'Выплата безналичных денег', requisites: {} },
      ]),
    );
    expect(report.problems.map((p) => [p.ref, p.error, p.detail])).toEqual([
      ['99999999', 'exchange_sale_order_unknown', undefined],
      ['c0a8f1e2-1c-guid', 'exchange_sale_order_unknown', undefined],
      [String(shipped), 'exchange_sale_status_invalid', 'shipped → confirmed'],
    ]);
    expect(report.warnings.map((p) => [p.ref, p.error, p.detail])).toEqual([
      [String(fine), 'exchange_sale_status_unknown', 'На Марсі'],
    ]);
    expect(report).toMatchObject({ applied: 1, unchanged: 1, skipped: 1 });
    expect(await orderRow(shipped)).toMatchObject({ status: 'shipped', paymentStatus: 'unpaid' });
    expect((await orderRow(fine))?.status).toBe('confirmed');
    const after = await snapshot();
    expect(after.payments).toBe(before.payments);
    expect(after.history).toBe(Number(before.history) + 1);
  });

  it('1C’s own change is not echoed back: an order 1C had in step stays in step after 1C moves it', async () => {
    const id = await placeOrder(ctx, ids);
    await queryOrders(ctx, { session: 'echo', limit: 100_000 });
    await markOrdersExported(ctx, { session: 'echo' });
    await apply(incomingXml([{ id, requisites: { 'Статус заказа ИД': 'confirmed' } }]));
    expect((await queryOrders(ctx, { session: 'echo2' })).orderIds).not.toContain(id);
    // A change of ours afterwards still goes out.
    await changeOrderStatus(ctx, manager, { orderId: id, status: 'packed' });
    expect((await queryOrders(ctx, { session: 'echo3' })).orderIds).toContain(id);
    const [row] = await database.db.select().from(orderExports).where(eq(orderExports.orderId, id));
    expect(row?.pendingSession).toBe('echo3');
  });
});

describe('parseSaleDocuments: streamed, as declared', () => {
  it('reads a windows-1251 file split anywhere, documents in a Контейнер too', async () => {
    const xml = incomingXml([{ id: 5, requisites: { 'Статус заказа': 'Отгружен' } }], 'windows-1251')
      .replace('<Документ>', '<Контейнер><Документ>')
      .replace('</Документ>', '</Документ></Контейнер>');
    const bytes = new Uint8Array(
      [...xml].map((ch) => {
        const code = ch.codePointAt(0) ?? 0;
        if (code < 128) return code;
        if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
        return ({ 1110: 0xb3, 1030: 0xb2, 1111: 0xbf, 1108: 0xba, 1105: 0xb8 } as Record<number, number>)[code] ?? 0x3f;
      }),
    );
    const chunks = [bytes.subarray(0, 7), bytes.subarray(7, 301), bytes.subarray(301)];
    const parsed = await parseSaleDocuments(chunks);
    expect(parsed).toMatchObject({
      ok: true,
      documents: [
        { id: '5', number: 'ЦБ-000005', operation: 'Заказ товара', requisites: { 'Статус заказа': 'Отгружен' } },
      ],
    });
    // The goods line's own requisites are not the document's.
    expect(parsed.ok && parsed.documents[0]?.requisites['Статус заказа ИД']).toBeUndefined();
  });

  it('malformed XML is invalid with where; a file cut short is truncated; nothing applied', async () => {
    const bad = await parse(
      '<?xml version="1.0"?><КоммерческаяИнформация><Документ><Ид>1</Ид></Документ></Коммерческая>',
    );
    expect(bad).toMatchObject({ ok: false, error: 'exchange_sale_xml_invalid' });
    expect(!bad.ok && bad.detail).toMatch(/1:\d+/);
    const whole = incomingXml([{ id: 1, requisites: { 'Статус заказа ИД': 'confirmed' } }]);
    expect(await parse(whole.slice(0, whole.length - 40))).toMatchObject({
      ok: false,
      error: 'exchange_sale_xml_truncated',
    });
    expect(await parse('')).toMatchObject({ ok: false, error: 'exchange_sale_xml_truncated' });
  });
});
