import { orderStatuses, orderStatusTitles } from '#core/orders';
import type { OrderStatus } from '#db/schema';

/**
 * What a status name 1C sends back means for our workflow (ADR 0118 "Orders to
 * 1C"): a status to walk to, `open` (1C has the order and has not closed it: says nothing of the
 * step, so nothing moves) or `paid` (a payment, not a step).
 */
export type StatusMeaning = OrderStatus | 'open' | 'paid';

/** A name as compared: lower case, ё → е, no trailing dot, single spaces. */
export const normStatus = (s: string) =>
  s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '')
    .trim();

const words: [string, StatusMeaning][] = [
  // Bitrix's order status ids and names (N "Принят, ожидается оплата", P "Оплачен, формируется к
  // отправке", F "Выполнен", D "Отменён" — its CRM_ORDER_STATUS_* texts), which 1C's site exchange
  // sends back in "Статуса заказа ИД" and as "[N] Принят…" in "Статус заказа".
  ['n', 'new'],
  ['p', 'confirmed'],
  ['f', 'delivered'],
  ['d', 'cancelled'],
  ['принят, ожидается оплата', 'new'],
  ['оплачен, формируется к отправке', 'confirmed'],
  // 1C UT 11 / BAS "Заказ клиента" statuses (Не согласован, К обеспечению / К выполнению, К
  // отгрузке, Закрыт), UNF's order states (Новый, В работе, Выполнен, Завершен), UT 10.3's
  // open / closed order, in Russian and in Ukrainian BAS.
  ['новый', 'new'],
  ['новое', 'new'],
  ['новий', 'new'],
  ['принят', 'new'],
  ['прийнято', 'new'],
  ['не согласован', 'new'],
  ['не погоджено', 'new'],
  ['не погоджений', 'new'],
  ['открыт', 'open'],
  ['відкрито', 'open'],
  ['відкритий', 'open'],
  ['подтвержден', 'confirmed'],
  ['підтверджено', 'confirmed'],
  ['согласован', 'confirmed'],
  ['погоджено', 'confirmed'],
  ['погоджений', 'confirmed'],
  ['в работе', 'confirmed'],
  ['в роботі', 'confirmed'],
  ['к обеспечению', 'confirmed'],
  ['до забезпечення', 'confirmed'],
  ['к выполнению', 'confirmed'],
  ['до виконання', 'confirmed'],
  ['в резерве', 'confirmed'],
  ['в резерві', 'confirmed'],
  ['к выполнению / в резерве', 'confirmed'],
  ['до виконання / в резерві', 'confirmed'],
  ['зібрано', 'packed'],
  ['собран', 'packed'],
  ['укомплектован', 'packed'],
  ['укомплектовано', 'packed'],
  ['к отгрузке', 'packed'],
  ['до відвантаження', 'packed'],
  ['відправлено', 'shipped'],
  ['отгружен', 'shipped'],
  ['відвантажено', 'shipped'],
  ['відвантажений', 'shipped'],
  ['в пути', 'shipped'],
  ['в дорозі', 'shipped'],
  ['готово до видачі', 'ready_for_pickup'],
  ['оплачен', 'paid'],
  ['оплачено', 'paid'],
  ['оплачений', 'paid'],
  ['сплачено', 'paid'],
  ['отримано', 'delivered'],
  ['доставлен', 'delivered'],
  ['доставлено', 'delivered'],
  ['выполнен', 'delivered'],
  ['виконано', 'delivered'],
  ['виконаний', 'delivered'],
  ['исполнен', 'delivered'],
  ['завершен', 'delivered'],
  ['завершено', 'delivered'],
  ['завершений', 'delivered'],
  ['закрыт', 'delivered'],
  ['закрито', 'delivered'],
  ['закритий', 'delivered'],
  ['скасовано', 'cancelled'],
  ['скасований', 'cancelled'],
  ['отменен', 'cancelled'],
  ['повернено', 'returned'],
  ['возврат', 'returned'],
  ['повернення', 'returned'],
  ['возвращен', 'returned'],
];

const names = new Map<string, StatusMeaning>([
  ...orderStatuses.map((s) => [s, s] as [string, StatusMeaning]),
  ...orderStatuses.flatMap((s) => [
    [normStatus(orderStatusTitles[s].ua), s] as [string, StatusMeaning],
    [normStatus(orderStatusTitles[s].ru), s] as [string, StatusMeaning],
  ]),
  ...words,
]);

/**
 * The meaning of a status 1C names (our code, our titles, Bitrix's ids, 1C's and BAS's words), or
 * null when unknown. Bitrix's "[P] Оплачен, формируется к отправке": the whole name, else the id
 * in brackets, else the name after it.
 */
export function statusMeaning(name: string): StatusMeaning | null {
  const n = normStatus(name);
  const bracketed = /^\[([^\]]*)\]\s*(.*)$/.exec(n);
  if (!bracketed) return names.get(n) ?? null;
  return names.get(n) ?? names.get(bracketed[1] ?? '') ?? names.get(bracketed[2] ?? '') ?? null;
}
