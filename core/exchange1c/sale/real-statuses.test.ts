import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderStatus } from '#core/orders';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { orders } from '#db/schema';
import { seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { oneCAnswerXml, placeOrder, xmlTree } from '#test/support/exchange1c/sale';
import { schemaFaults } from '#test/support/exchange1c/sale-schema';
import { staffActor } from '#test/support/orders';
import { applySaleDocuments, type IncomingDocument, parseSaleDocuments, readIncoming } from './index';

/**
 * ADR 0118 "Orders to 1C": the statuses real 1C / BAS / Bitrix exchanges send
 * back, in documents of 1C's own shape, mapped onto our workflow.
 */
let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let manager: StaffView;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  manager = await staffActor(database.db, 'manager');
});
afterAll(() => database.close());

const doc = (requisites: Record<string, string>): IncomingDocument => ({
  id: '7',
  number: '7',
  operation: 'Заказ товара',
  requisites,
  line: 1,
});

describe('readIncoming: the statuses real exchanges send', () => {
  it.each([
    // Bitrix's order status ids and names, as 1C sends them back.
    [{ 'Статуса заказа ИД': 'N' }, 'new', null],
    [{ 'Статуса заказа ИД': 'P' }, 'confirmed', null],
    [{ 'Статус заказа ИД': 'F' }, 'delivered', null],
    [{ 'Статуса заказа ИД': 'D' }, 'cancelled', null],
    [{ 'Статус заказа': '[P] Оплачен, формируется к отправке' }, 'confirmed', null],
    [{ 'Статус заказа': '[N] Принят, ожидается оплата' }, 'new', null],
    // 1C UT 11 / BAS / UNF / UT 10.3 status names, Russian and Ukrainian.
    [{ 'Статус заказа': 'Не согласован' }, 'new', null],
    [{ 'Статус заказа': 'Согласован' }, 'confirmed', null],
    [{ 'Статус заказа': 'К выполнению / В резерве' }, 'confirmed', null],
    [{ 'Статус заказа': 'В работе' }, 'confirmed', null],
    [{ 'Статус заказа': 'Закрыт' }, 'delivered', null],
    [{ 'Статус заказа': 'Закритий' }, 'delivered', null],
    [{ 'Статус заказа': 'Отгружен' }, 'shipped', null],
    [{ 'Статус заказа': 'Відвантажений' }, 'shipped', null],
    [{ 'Статус заказа': 'Открыт' }, null, null],
    [{ 'Статус заказа': 'Відкритий' }, null, null],
    // A site id we do not know beside a name we do: the name.
    [{ 'Статуса заказа ИД': 'DF', 'Статус заказа': 'Отгружен' }, 'shipped', null],
    [{ 'Статус заказа': 'Чекає на складі' }, null, 'Чекає на складі'],
    [{ 'Статус заказа': 'Чекає на складі', ПометкаУдаления: 'true' }, 'cancelled', null],
  ] as const)('%j → %s (unknown: %s)', (requisites, status, unknown) => {
    expect(readIncoming(doc(requisites))).toMatchObject({ status, unknownStatus: unknown });
  });

  it('1C’s flags: "Проведен" → at least confirmed; a shipment’s number or date → at least shipped; "T" is no date', () => {
    expect(readIncoming(doc({ Проведен: 'true' }))).toMatchObject({ status: null, atLeast: 'confirmed' });
    expect(readIncoming(doc({ Проведен: 'true', 'Номер отгрузки по 1С': 'РН-15' })).atLeast).toBe('shipped');
    expect(readIncoming(doc({ 'Дата отгрузки по 1С': '2026-06-16T10:00:00' })).atLeast).toBe('shipped');
    expect(readIncoming(doc({ 'Дата отгрузки по 1С': 'T', Проведен: 'false' })).atLeast).toBeNull();
    expect(readIncoming(doc({ 'Дата оплаты по 1С': 'T' })).paid).toBeNull();
    expect(readIncoming(doc({ 'Статус заказа': 'Оплачен' }))).toMatchObject({ status: null, paid: {} });
  });
});

describe('1C’s answer in its own shape moves orders the workflow’s way', () => {
  it('"P" confirms, "Открыт" and "Проведен" never move back, a shipment ships, "Закрыт" closes, a deletion mark cancels, "N" on a confirmed order is refused', async () => {
    const courier = () => placeOrder(ctx, ids, { delivery: ids.delivery.kyiv_courier, street: 'Хрещатик', house: '3' });
    const [p, open, shipment, closed, deleted, back] = [
      await courier(),
      await courier(),
      await courier(),
      await placeOrder(ctx, ids),
      await placeOrder(ctx, ids),
      await courier(),
    ];
    for (const [id, steps] of [
      [open, ['confirmed', 'packed']],
      [shipment, ['confirmed', 'packed']],
      [back, ['confirmed']],
    ] as const)
      for (const status of steps) await changeOrderStatus(ctx, manager, { orderId: id, status });
    const xml = oneCAnswerXml([
      { id: p, requisites: { 'Статуса заказа ИД': 'P', 'Статус заказа': '[P] Оплачен, формируется к отправке' } },
      { id: open, requisites: { 'Статус заказа': 'Открыт', Проведен: 'true' } },
      { id: shipment, requisites: { Проведен: 'true', 'Номер отгрузки по 1С': 'РН-15', 'Дата отгрузки по 1С': 'T' } },
      { id: closed, requisites: { 'Статус заказа': 'Закрыт', Проведен: 'true' } },
      { id: deleted, requisites: { ПометкаУдаления: 'true', Проведен: 'false' } },
      { id: back, requisites: { 'Статуса заказа ИД': 'N' } },
    ]);
    // The fixture itself stands as 1C's schema says (Роль last in Контрагент, Время after Контрагенты).
    expect(schemaFaults(xmlTree(xml))).toEqual([]);
    const parsed = await parseSaleDocuments([new TextEncoder().encode(xml)]);
    if (!parsed.ok) throw new Error(parsed.detail);
    const report = await applySaleDocuments(ctx, parsed.documents, { fileName: 'from-1c.xml' });
    expect(report.problems.map((x) => [x.ref, x.error, x.detail])).toEqual([
      [String(back), 'exchange_sale_status_invalid', 'confirmed → new'],
    ]);
    expect(report).toMatchObject({ applied: 4, unchanged: 1, warnings: [] });
    const statusOf = async (id: number) =>
      (await database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
    expect(await Promise.all([p, open, shipment, closed, deleted, back].map((id) => statusOf(id)))).toEqual([
      'confirmed',
      'packed',
      'shipped',
      'delivered',
      'cancelled',
      'confirmed',
    ]);
  });

  it('an unknown status is a line in the report, and the document’s payment still applies', async () => {
    const id = await placeOrder(ctx, ids, { payment: ids.payment.card });
    const xml = oneCAnswerXml([
      { id, requisites: { 'Статус заказа': 'Чекає на складі', 'Заказ оплачен': 'true', 'Номер оплаты по 1С': 'ПП-9' } },
    ]);
    const parsed = await parseSaleDocuments([new TextEncoder().encode(xml)]);
    if (!parsed.ok) throw new Error(parsed.detail);
    const report = await applySaleDocuments(ctx, parsed.documents);
    expect(report).toMatchObject({ applied: 1, problems: [] });
    expect(report.warnings.map((x) => [x.ref, x.error, x.detail])).toEqual([
      [String(id), 'exchange_sale_status_unknown', 'Чекає на складі'],
    ]);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'new', paymentStatus: 'paid' });
  });
});
