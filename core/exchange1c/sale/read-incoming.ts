import { orderStatuses, orderStatusTitles } from '#core/orders';
import type { OrderStatus } from '#db/schema';
import type { IncomingDocument } from './parse-sale-documents';

/** What a document from 1C asks of one order, read from its requisites (ADR 0103). */
export type IncomingIntent = {
  orderId: number | null;
  /** The status 1C reports (cancelled when it says so), null: none said. */
  status: OrderStatus | null;
  /** A status name we do not know. */
  unknownStatus: string | null;
  /** 1C says it is paid: its payment's date and number when given. */
  paid: { date: string | null; number: string | null } | null;
};

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/^\[[^\]]*\]\s*/, '')
    .replace(/[.!]+$/, '')
    .trim();

/** Status names 1C may send: our codes, our titles in both languages, Bitrix's and 1C's usual words. */
const statusNames = new Map<string, OrderStatus>([
  ...orderStatuses.map((s) => [s, s] as [string, OrderStatus]),
  ...orderStatuses.flatMap((s) => [
    [norm(orderStatusTitles[s].ua), s] as [string, OrderStatus],
    [norm(orderStatusTitles[s].ru), s] as [string, OrderStatus],
  ]),
  ...(
    [
      ['n', 'new'],
      ['f', 'delivered'],
      ['новий', 'new'],
      ['новое', 'new'],
      ['принят', 'new'],
      ['прийнято', 'new'],
      ['підтверджено', 'confirmed'],
      ['подтвержден', 'confirmed'],
      ['согласован', 'confirmed'],
      ['погоджено', 'confirmed'],
      ['к выполнению', 'confirmed'],
      ['до виконання', 'confirmed'],
      ['зібрано', 'packed'],
      ['собран', 'packed'],
      ['укомплектован', 'packed'],
      ['укомплектовано', 'packed'],
      ['к отгрузке', 'packed'],
      ['до відвантаження', 'packed'],
      ['відправлено', 'shipped'],
      ['отгружен', 'shipped'],
      ['відвантажено', 'shipped'],
      ['в пути', 'shipped'],
      ['в дорозі', 'shipped'],
      ['готово до видачі', 'ready_for_pickup'],
      ['отримано', 'delivered'],
      ['доставлен', 'delivered'],
      ['доставлено', 'delivered'],
      ['выполнен', 'delivered'],
      ['виконано', 'delivered'],
      ['закрыт', 'delivered'],
      ['закрито', 'delivered'],
      ['скасовано', 'cancelled'],
      ['отменен', 'cancelled'],
      ['повернено', 'returned'],
      ['возврат', 'returned'],
      ['повернення', 'returned'],
      ['возвращен', 'returned'],
    ] as const
  ).map(([n, s]) => [n, s] as [string, OrderStatus]),
]);

/** 1C's booleans: `true`, `истина`, `1`, `да`, `так`. */
export function isTruthy(value: string | undefined): boolean {
  return (
    value !== undefined && ['true', 'истина', 'істина', '1', 'да', 'так', 'yes'].includes(value.trim().toLowerCase())
  );
}
const isFalsy = (value: string | undefined) =>
  value !== undefined &&
  ['false', 'ложь', 'хиба', 'хибність', '0', 'нет', 'ні', 'no'].includes(value.trim().toLowerCase());

/** A value 1C leaves empty its own way: blank, or its zero date 0001-01-01. */
const given = (value: string | undefined) => (value && !value.startsWith('0001-01-01') ? value : null);

/** Our order id from a document's Ид (what we sent) or Номер, digits only. */
export function orderIdOf(doc: Pick<IncomingDocument, 'id' | 'number'>): number | null {
  for (const ref of [doc.id, doc.number]) {
    const digits = ref?.trim().replace(/#.*$/, '');
    if (digits && /^\d{1,9}$/.test(digits)) return Number(digits);
  }
  return null;
}

/**
 * Reads a document's requisites (ADR 0103): "Статус заказа ИД" (our code) or "Статус заказа" (a
 * name), "Отменен" / "ПометкаУдаления" → cancelled, "Финальный статус" → delivered when no status
 * is named; "Заказ оплачен" / "Оплачен", else a "Дата оплаты [по 1С]" or "Номер оплаты [по 1С]"
 * → paid (an explicit "false" never unpays: refunds are the back office's).
 */
export function readIncoming(doc: IncomingDocument): IncomingIntent {
  const r = doc.requisites;
  const code = r['Статус заказа ИД'] ?? r['Статуса заказа ИД'];
  const name = code || r['Статус заказа'] || r.Статус || '';
  let status: OrderStatus | null = null;
  let unknownStatus: string | null = null;
  if (name) {
    status = statusNames.get(norm(name)) ?? null;
    if (!status) unknownStatus = name;
  }
  if (isTruthy(r.Отменен) || isTruthy(r.ПометкаУдаления)) {
    status = 'cancelled';
    unknownStatus = null;
  } else if (!status && !unknownStatus && isTruthy(r['Финальный статус'])) status = 'delivered';
  if (status === 'completed') status = 'delivered';
  const paidFlag = r['Заказ оплачен'] ?? r.Оплачен;
  const date = given(r['Дата оплаты по 1С'] ?? r['Дата оплаты']);
  const number = given(r['Номер оплаты по 1С'] ?? r['Номер оплаты']);
  const paid =
    isTruthy(paidFlag) || (!isFalsy(paidFlag) && (date !== null || number !== null)) ? { date, number } : null;
  return { orderId: orderIdOf(doc), status, unknownStatus, paid };
}
