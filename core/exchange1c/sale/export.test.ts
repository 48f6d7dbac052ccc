import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listDepartments } from '#core/checkout';
import { changeOrderStatus, editOrderLines } from '#core/orders';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { goods, orderExports, orders, storeStock } from '#db/schema';
import { fx, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { child, children, placeOrder, requisitesOf, type XmlElement, xmlTree } from '#test/support/exchange1c/sale';
import { schemaFaults } from '#test/support/exchange1c/sale-schema';
import { staffActor } from '#test/support/orders';
import { markOrdersExported, queryOrders } from './index';

let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let manager: StaffView;
const at = (minutes: number) => ({ ...ctx, now: new Date(seededAt.getTime() + minutes * 60_000) });

const query = async (session: string, minutes = 1) => {
  const r = await queryOrders(at(minutes), { session });
  const root = xmlTree(r.xml);
  return { ...r, root, docs: children(root, 'Документ') };
};
const docOf = (docs: ReturnType<typeof children>, id: number) => {
  const doc = docs.find((d) => child(d, 'Ид').text === String(id));
  if (!doc) throw new Error(`no document for order ${id}`);
  return doc;
};
const kop = (s: string) => Math.round(Number(s) * 100);

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  manager = await staffActor(database.db, 'manager');
  // The demo shop's own orders go out once, so each test sees only its own.
  await queryOrders(ctx, { session: 'drain', limit: 100_000 });
  await markOrdersExported(ctx, { session: 'drain' });
});
afterAll(() => database.close());
// The file places more orders than the fixture store has pieces: each test starts with nothing held (ADR 0120).
beforeEach(() => releaseAllReservations(database.db));

describe('mode=query: new orders as CommerceML 2.08 documents', () => {
  it('one Документ per new order, well-formed, with its shopper, goods, services and requisites', async () => {
    const pickup = await placeOrder(ctx, ids, {
      cart: [
        { id: fx.lure, quantity: 2 },
        { id: fx.saleReel, quantity: 1 },
      ],
    });
    const courier = await placeOrder(ctx, ids, {
      delivery: ids.delivery.kyiv_courier,
      payment: ids.payment.card,
      cart: [{ id: fx.lure, quantity: 3 }],
      street: 'Хрещатик',
      house: '1',
      comment: 'Дзвоніть <після> 18 & не раніше',
      promo_code: 'FXMINUS300',
    });
    const { root, docs, xml, orderIds } = await query('s1');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация')).toBe(true);
    expect(root.attrs).toMatchObject({ ВерсияСхемы: '2.08', ДатаФормирования: '2026-06-15T12:01:00' });
    expect(orderIds).toEqual([pickup, courier]);
    expect(docs.map((d) => child(d, 'Номер').text)).toEqual([String(pickup), String(courier)]);

    const p = docOf(docs, pickup);
    expect(child(p, 'ХозОперация').text).toBe('Заказ товара');
    expect(child(p, 'Роль').text).toBe('Продавец');
    expect(child(p, 'Валюта').text).toBe('грн');
    expect(child(p, 'Дата').text).toBe('2026-06-15');
    expect(child(p, 'Время').text).toBe('12:00:00');
    const buyer = child(child(p, 'Контрагенты'), 'Контрагент');
    expect(child(buyer, 'Наименование').text).toBe('Петренко Іван');
    expect(child(buyer, 'Роль').text).toBe('Покупатель');
    const contacts = children(child(buyer, 'Контакты'), 'Контакт').map((c) => child(c, 'Значение').text);
    expect(contacts).toEqual(['+380501112233', 'ivan@example.com']);
    const lines = children(child(p, 'Товары'), 'Товар');
    expect(lines.map((l) => [child(l, 'Ид').text, child(l, 'Артикул').text, child(l, 'Количество').text])).toEqual([
      [`FX${fx.lure}`, `FX${fx.lure}`, '2'],
      [`FX${fx.saleReel}`, `FX${fx.saleReel}`, '1'],
    ]);
    expect(lines.map((l) => child(l, 'ЦенаЗаЕдиницу').text)).toEqual(['600.00', '250.00']);
    expect(child(p, 'Сумма').text).toBe('1450.00');
    expect(requisitesOf(p)).toMatchObject({
      'Метод оплаты ИД': 'cash',
      'Способ доставки ИД': 'pickup',
      'Статус заказа ИД': 'new',
      'Заказ оплачен': 'false',
      Отменен: 'false',
    });

    // A fixed promo is shared over the lines; a paid courier delivery is a service line; the sum adds up.
    const c = docOf(docs, courier);
    const cLines = children(child(c, 'Товары'), 'Товар');
    const sums = cLines.map((l) => kop(child(l, 'Сумма').text));
    expect(sums.reduce((a, b) => a + b, 0)).toBe(kop(child(c, 'Сумма').text));
    const delivery = cLines.find((l) => child(l, 'Ид').text === 'ORDER_DELIVERY');
    expect(delivery && requisitesOf(delivery)).toMatchObject({ ВидНоменклатуры: 'Услуга' });
    expect(child(cLines[0] as never, 'Скидки')).toBeTruthy();
    expect(child(c, 'Комментарий').text).toBe('Дзвоніть <після> 18 & не раніше');
    expect(requisitesOf(c)).toMatchObject({ 'Метод оплаты ИД': 'card', Промокод: 'FXMINUS300' });
    await markOrdersExported(at(2), { session: 's1' });
  });

  it('a Nova Poshta COD order rounded to whole hryvnias — the document sums to what the carrier collects, rounding shared over the lines (ADR 0114)', async () => {
    await database.db.insert(goods).values({
      id: 90_201,
      extId: 'FX90201',
      categoryId: 9_003,
      titleUa: 'Котушка',
      titleRu: 'Катушка',
      slug: 'fx-90201',
      price: 52_499,
    });
    await database.db.insert(storeStock).values({ goodId: 90_201, storeId: fx.depot, quantity: 10 });
    const points = await listDepartments(ctx, fx.kyiv, ids.delivery.np_department);
    const id = await placeOrder(ctx, ids, {
      delivery: ids.delivery.np_department,
      payment: ids.payment.cod,
      selectedDepartment: (points.ok && points.departments[0]?.code) || '',
      cart: [{ id: 90_201, quantity: 1 }],
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    // 524.99 → the carrier collects 524.00 for the shop, plus its fee 2 % + 10 UAH = 20.48.
    expect(order).toMatchObject({ rounding: 99, paymentCommission: 2_048, total: 54_448 });
    const { docs } = await query('s-rounding');
    const doc = docOf(docs, id);
    expect(kop(child(doc, 'Сумма').text)).toBe(54_448);
    const lines = children(child(doc, 'Товары'), 'Товар');
    expect(lines.reduce((s, l) => s + kop(child(l, 'Сумма').text), 0)).toBe(54_448);
    expect(requisitesOf(doc)).toMatchObject({ Заокруглення: '0.99', 'К оплате': '544.48' });
    await markOrdersExported(at(2), { session: 's-rounding' });
  });

  it('mode=success marks what the query sent: the next query is empty, a second success confirms nothing', async () => {
    const id = await placeOrder(ctx, ids);
    expect((await query('s2')).orderIds).toEqual([id]);
    expect(await markOrdersExported(at(2), { session: 's2' })).toEqual({ confirmed: 1 });
    expect((await query('s3', 3)).orderIds).toEqual([]);
    expect(await markOrdersExported(at(4), { session: 's3' })).toEqual({ confirmed: 0 });
    expect(await markOrdersExported(at(4), { session: 's2' })).toEqual({ confirmed: 0 });
  });

  it('an order changed after its export goes again (status, lines), and only once confirmed stops', async () => {
    const id = await placeOrder(ctx, ids);
    await query('s4');
    await markOrdersExported(at(2), { session: 's4' });
    const edited = await editOrderLines(at(3), manager, { orderId: id, lines: [{ goodId: fx.lure, quantity: 3 }] });
    expect(edited).toMatchObject({ ok: true });
    const again = await query('s5', 4);
    expect(again.orderIds).toEqual([id]);
    expect(child(children(child(docOf(again.docs, id), 'Товары'), 'Товар')[0] as never, 'Количество').text).toBe('3');
    await markOrdersExported(at(5), { session: 's5' });
    expect(await changeOrderStatus(at(6), manager, { orderId: id, status: 'confirmed' })).toEqual({ ok: true });
    const third = await query('s6', 7);
    expect(requisitesOf(docOf(third.docs, id))['Статус заказа ИД']).toBe('confirmed');
  });

  it('an order changed between the query and its success is sent again next time', async () => {
    const id = await placeOrder(ctx, ids);
    await query('s7');
    await changeOrderStatus(at(2), manager, { orderId: id, status: 'confirmed' });
    await markOrdersExported(at(3), { session: 's7' });
    const next = await query('s8', 4);
    expect(next.orderIds).toContain(id);
    expect(requisitesOf(docOf(next.docs, id))['Статус заказа ИД']).toBe('confirmed');
    await markOrdersExported(at(5), { session: 's8' });
    expect((await query('s9', 6)).orderIds).toEqual([]);
  });

  it('success confirms only its own session’s last query; another session’s success marks nothing', async () => {
    const id = await placeOrder(ctx, ids);
    await query('a');
    expect(await markOrdersExported(at(2), { session: 'b' })).toEqual({ confirmed: 0 });
    const [row] = await database.db.select().from(orderExports).where(eq(orderExports.orderId, id));
    expect(row).toMatchObject({ exportedHash: null, pendingSession: 'a' });
    // A second query of the same session replaces the first's list.
    const second = await query('a', 3);
    expect(second.orderIds).toEqual([id]);
    expect(await markOrdersExported(at(4), { session: 'a' })).toEqual({ confirmed: 1 });
  });

  it('at most `limit` orders per query, oldest first; the rest in the next exchange', async () => {
    const made = [await placeOrder(ctx, ids), await placeOrder(ctx, ids), await placeOrder(ctx, ids)];
    const first = await queryOrders(at(1), { session: 'l1', limit: 2 });
    expect(first.orderIds).toEqual(made.slice(0, 2));
    await markOrdersExported(at(2), { session: 'l1' });
    const second = await queryOrders(at(3), { session: 'l2', limit: 2 });
    expect(second.orderIds).toEqual(made.slice(2));
    await markOrdersExported(at(4), { session: 'l2' });
  });
});

describe('the orders answer follows 1C’s CommerceML 2.08 / 2.10 schema (ADR 0118)', () => {
  it('every element stands where the schema’s xs:sequence puts it: Время after Контрагенты, the buyer’s Роль last, a line’s requisites before its price', async () => {
    const pickup = await placeOrder(ctx, ids, {
      cart: [
        { id: fx.lure, quantity: 2 },
        { id: fx.saleReel, quantity: 1 },
      ],
    });
    const courier = await placeOrder(ctx, ids, {
      delivery: ids.delivery.kyiv_courier,
      payment: ids.payment.card,
      cart: [{ id: fx.lure, quantity: 3 }],
      street: 'Хрещатик',
      house: '1',
      comment: 'Після 18',
      promo_code: 'FXMINUS300',
      other_recipient: '1',
      recipient_first_name: 'Олена',
      recipient_last_name: 'Петренко',
      recipient_phone: '+380671112233',
    });
    const { root, docs, xml } = await query('s-schema');
    expect(docs.map((d) => child(d, 'Ид').text)).toEqual(expect.arrayContaining([String(pickup), String(courier)]));
    expect(schemaFaults(root)).toEqual([]);
    expect(xml).toContain('<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08"');
    const doc = docOf(docs, courier);
    expect(doc.children.map((c) => c.name).slice(0, 10)).toEqual([
      'Ид',
      'Номер',
      'Дата',
      'ХозОперация',
      'Роль',
      'Валюта',
      'Курс',
      'Сумма',
      'Контрагенты',
      'Время',
    ]);
    const buyer = child(child(doc, 'Контрагенты'), 'Контрагент');
    expect(buyer.children.at(-1)).toMatchObject({ name: 'Роль', text: 'Покупатель' });
    const contactTypes = children(child(buyer, 'Контакты'), 'Контакт').map((c) => child(c, 'Тип').text);
    expect(contactTypes).toEqual(['Телефон рабочий', 'Почта']);
    const recipient = child(child(buyer, 'Представители'), 'Представитель');
    expect(recipient.children.map((c) => [c.name, c.text.trim()])).toEqual([
      ['Ид', `recipient-${courier}`],
      ['Наименование', 'Петренко Олена'],
      ['ПолноеНаименование', 'Петренко Олена'],
      ['Фамилия', 'Петренко'],
      ['Имя', 'Олена'],
      ['Контакты', ''],
      ['Отношение', 'Контактное лицо'],
    ]);
    const line = children(child(doc, 'Товары'), 'Товар')[0];
    expect(line?.children.map((c) => c.name)).toEqual([
      'Ид',
      'Артикул',
      'Наименование',
      'БазоваяЕдиница',
      'ЗначенияРеквизитов',
      'ЦенаЗаЕдиницу',
      'Количество',
      'Сумма',
      'Скидки',
    ]);
    await markOrdersExported(at(2), { session: 's-schema' });
  });

  it('the checker refuses the order we used to send (Время before ХозОперация, Роль third in Контрагент)', async () => {
    const id = await placeOrder(ctx, ids);
    const { root, docs } = await query('s-schema-old');
    const doc = docOf(docs, id);
    const move = (parent: XmlElement, name: string, to: number) => {
      const from = parent.children.findIndex((c) => c.name === name);
      const [moved] = parent.children.splice(from, 1);
      if (moved) parent.children.splice(to, 0, moved);
    };
    move(doc, 'Время', 3);
    move(child(child(doc, 'Контрагенты'), 'Контрагент'), 'Роль', 2);
    const faults = schemaFaults(root);
    expect(faults).toContain(`КоммерческаяИнформация/Документ: expected ХозОперация before Время`);
    expect(faults.some((f) => f.startsWith('КоммерческаяИнформация/Документ/Контрагенты/Контрагент: '))).toBe(true);
    expect(schemaFaults({ ...root, attrs: { ВерсияСхемы: '2.08', ДатаФормирования: 'x' } })).toContain(
      'КоммерческаяИнформация: not in urn:1C.ru:commerceml_2',
    );
    await markOrdersExported(at(2), { session: 's-schema-old' });
  });
});
