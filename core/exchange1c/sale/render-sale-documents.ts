import { orderStatusTitles } from '#core/orders';
import type { SaleOrder, SaleOrderLine } from './load-sale-orders';
import { amount, el, kyivDateTime, renderXml, type XmlNode } from './xml';

/** The id 1C knows the delivery service line by (Bitrix's, which 1C's standard exchange maps). */
export const deliveryServiceId = 'ORDER_DELIVERY';

const requisite = (name: string, value: string) =>
  el('ЗначениеРеквизита', [el('Наименование', name), el('Значение', value)]);
const requisites = (pairs: [string, string | null | undefined][]) =>
  el(
    'ЗначенияРеквизитов',
    pairs.filter((p): p is [string, string] => p[1] !== null && p[1] !== undefined).map(([n, v]) => requisite(n, v)),
  );
const kind = (value: 'Товар' | 'Услуга') =>
  requisites([
    ['ВидНоменклатуры', value],
    ['ТипНоменклатуры', value],
  ]);
const piece = () =>
  el('БазоваяЕдиница', 'шт', { Код: '796', НаименованиеПолное: 'Штука', МеждународноеСокращение: 'PCE' });
const isoLocal = (at: Date) => kyivDateTime(at).join('T');

/**
 * The order's own discounts spread over its lines (ADR 0103): club and percent-promo discounts are
 * already per line; a fixed promo and the rounding to whole hryvnias (ADR 0114) are the order's,
 * shared in proportion to the lines' sums (the remainder on the last), so the lines add up to what
 * the shopper pays for the goods and the document's sum to what is collected.
 */
export function lineDiscounts(order: SaleOrder): number[] {
  const nets = order.lines.map((l) => l.price * l.quantity - l.discount);
  const toPay = order.goodsPrice - order.goodsDiscount - order.promoDiscount - order.rounding;
  const extra = Math.max(0, nets.reduce((a, b) => a + b, 0) - toPay);
  const base = nets.reduce((a, b) => a + b, 0);
  let left = extra;
  return order.lines.map((l, i) => {
    const share = i === order.lines.length - 1 ? left : base > 0 ? Math.floor((extra * (nets[i] ?? 0)) / base) : 0;
    left -= share;
    return l.discount + share;
  });
}

function goodLine(line: SaleOrderLine, discount: number): XmlNode {
  const sum = line.price * line.quantity - discount;
  return el('Товар', [
    el('Ид', line.exchangeId),
    el('Артикул', line.article),
    el('Наименование', line.title),
    piece(),
    kind('Товар'),
    el('ЦенаЗаЕдиницу', amount(line.price)),
    el('Количество', line.quantity),
    el('Сумма', amount(sum)),
    discount > 0
      ? el('Скидки', [
          el('Скидка', [el('Наименование', 'Знижка'), el('Сумма', amount(discount)), el('УчтеноВСумме', 'true')]),
        ])
      : null,
  ]);
}

function serviceLine(id: string, title: string, sum: number): XmlNode {
  return el('Товар', [
    el('Ид', id),
    el('Наименование', title),
    piece(),
    kind('Услуга'),
    el('ЦенаЗаЕдиницу', amount(sum)),
    el('Количество', 1),
    el('Сумма', amount(sum)),
  ]);
}

/**
 * Another recipient as the schema's `Представитель` (Ид, Наименование, a person's names, Контакты,
 * Отношение last) — not Bitrix's `Представитель/Контрагент`, which the schema does not allow.
 */
function representative(orderId: number, r: NonNullable<SaleOrder['recipient']>): XmlNode {
  const full = [r.lastName, r.firstName, r.secondName].filter(Boolean).join(' ');
  return el('Представитель', [
    el('Ид', `recipient-${orderId}`),
    el('Наименование', full),
    el('ПолноеНаименование', full),
    r.lastName ? el('Фамилия', r.lastName) : null,
    r.firstName ? el('Имя', r.firstName) : null,
    r.secondName ? el('Отчество', r.secondName) : null,
    r.phone ? el('Контакты', [el('Контакт', [el('Тип', 'Телефон рабочий'), el('Значение', r.phone)])]) : null,
    el('Отношение', 'Контактное лицо'),
  ]);
}

function counterparty(order: SaleOrder): XmlNode {
  const c = order.customer;
  const name = `${c.lastName} ${c.firstName}`.trim();
  const address = [order.delivery.town, order.delivery.place].filter(Boolean).join(', ');
  const r = order.recipient;
  return el('Контрагенты', [
    el('Контрагент', [
      el('Ид', order.userId !== null ? `user-${order.userId}` : `phone-${c.phone.replace(/\D/g, '')}`),
      el('Наименование', name),
      el('ПолноеНаименование', [c.lastName, c.firstName, c.secondName].filter(Boolean).join(' ')),
      el('Фамилия', c.lastName),
      el('Имя', c.firstName),
      c.secondName ? el('Отчество', c.secondName) : null,
      el('АдресРегистрации', [
        el('Представление', address),
        el('АдресноеПоле', [el('Тип', 'Город'), el('Значение', order.delivery.town)]),
        order.delivery.place ? el('АдресноеПоле', [el('Тип', 'Улица'), el('Значение', order.delivery.place)]) : null,
      ]),
      el('Контакты', [
        el('Контакт', [el('Тип', 'Телефон рабочий'), el('Значение', c.phone)]),
        c.email ? el('Контакт', [el('Тип', 'Почта'), el('Значение', c.email)]) : null,
      ]),
      r ? el('Представители', [representative(order.id, r)]) : null,
      el('Роль', 'Покупатель'),
    ]),
  ]);
}

/**
 * One order as a CommerceML 2.08 `Документ` ("Заказ товара", the shop as the seller), every
 * element in the order of the schema's xs:sequence (ADR 0118: Время after Контрагенты, the buyer's
 * Роль last, a line's ЗначенияРеквизитов before its ЦенаЗаЕдиницу); checked in export.test.ts.
 */
export function saleDocument(order: SaleOrder): XmlNode {
  const [date, time] = kyivDateTime(order.createdAt);
  const discounts = lineDiscounts(order);
  const goods = order.lines.map((l, i) => goodLine(l, discounts[i] ?? 0));
  const goodsSum = order.lines.reduce((s, l, i) => s + l.price * l.quantity - (discounts[i] ?? 0), 0);
  const services: XmlNode[] = [];
  if (order.delivery.cost > 0)
    services.push(serviceLine(deliveryServiceId, `Доставка: ${order.delivery.title}`, order.delivery.cost));
  if (order.shippingContainer > 0)
    services.push(serviceLine('ORDER_PACKAGE', 'Транспортна упаковка', order.shippingContainer));
  if (order.paymentCommission > 0)
    services.push(serviceLine('ORDER_COD_COMMISSION', 'Комісія за післяплату', order.paymentCommission));
  const sum = goodsSum + order.delivery.cost + order.shippingContainer + order.paymentCommission;
  // Money received counts as paid for 1C, also on a cancelled order whose money is due back
  // (ADR 0108): 1C's bookkeeping must see the payment it will refund. Underpaid is not paid.
  const isPaid = ['paid', 'refunded', 'refund_due'].includes(order.paymentStatus);
  return el('Документ', [
    el('Ид', order.id),
    el('Номер', order.id),
    el('Дата', date),
    el('ХозОперация', 'Заказ товара'),
    el('Роль', 'Продавец'),
    el('Валюта', 'грн'),
    el('Курс', 1),
    el('Сумма', amount(sum)),
    counterparty(order),
    el('Время', time),
    el('Комментарий', order.comment),
    el('Товары', [...goods, ...services]),
    requisites([
      ['Метод оплаты', order.payment.title],
      ['Метод оплаты ИД', order.payment.code],
      ['Заказ оплачен', String(isPaid)],
      ['Дата оплаты', isPaid && order.paidAt ? isoLocal(order.paidAt) : null],
      ['Номер оплаты', isPaid ? order.paymentReference : null],
      ['Стан оплати', order.paymentStatus],
      ['Способ доставки', order.delivery.title],
      ['Способ доставки ИД', order.delivery.code],
      ['Адрес доставки', [order.delivery.town, order.delivery.place].filter(Boolean).join(', ')],
      ['Статус заказа', orderStatusTitles[order.status].ua],
      ['Статус заказа ИД', order.status],
      ['Отменен', String(order.status === 'cancelled')],
      ['Финальный статус', String(order.status === 'delivered' || order.status === 'completed')],
      ['Промокод', order.promoCode],
      ['Сертификат', order.certificateNumber],
      ['Оплачено сертификатом', order.certificateAmount > 0 ? amount(order.certificateAmount) : null],
      ['Заокруглення', order.rounding > 0 ? amount(order.rounding) : null],
      ['К оплате', amount(order.total)],
    ]),
  ]);
}

/**
 * The `mode=query` answer (ADR 0103): UTF-8 with its XML declaration, which 1C's exchange reads;
 * `ДатаФормирования` in Kyiv time like every date in it.
 */
export function renderSaleDocuments(orders: readonly SaleOrder[], now: Date): string {
  const root = el('КоммерческаяИнформация', orders.map(saleDocument), {
    xmlns: 'urn:1C.ru:commerceml_2',
    ВерсияСхемы: '2.08',
    ДатаФормирования: isoLocal(now),
  });
  return `${['<?xml version="1.0" encoding="UTF-8"?>', ...renderXml(root)].join('\n')}\n`;
}
