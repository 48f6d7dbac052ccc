import type { OrderStatus } from '#db/schema';
import type { IncomingDocument } from './parse-sale-documents';
import { statusMeaning } from './status-names';

/** What a document from 1C asks of one order, read from its requisites (ADR 0103, 0118). */
export type IncomingIntent = {
  orderId: number | null;
  /** The status 1C names (cancelled when it says so), null: none said, or one that names no step. */
  status: OrderStatus | null;
  /**
   * A step 1C's own flags imply ("Проведен": 1C took the order; a shipment's number or date, or
   * "Отгружен": it left the warehouse): walked to only forwards, never reported when behind.
   */
  atLeast: 'confirmed' | 'shipped' | null;
  /** A status name we do not know: reported, the rest of the document still applies. */
  unknownStatus: string | null;
  /** 1C says it is paid: its payment's date and number when given. */
  paid: { date: string | null; number: string | null } | null;
};

/** 1C's booleans: `true`, `истина`, `1`, `да`, `так`. */
export function isTruthy(value: string | undefined): boolean {
  return (
    value !== undefined && ['true', 'истина', 'істина', '1', 'да', 'так', 'yes'].includes(value.trim().toLowerCase())
  );
}
const isFalsy = (value: string | undefined) =>
  value !== undefined &&
  ['false', 'ложь', 'хиба', 'хибність', '0', 'нет', 'ні', 'no'].includes(value.trim().toLowerCase());

/**
 * A value 1C leaves empty its own way: blank, its zero date 0001-01-01, or the bare "T" (Latin or
 * Cyrillic) an empty date and time leave (site importers skip `Дата отгрузки по 1С` = "T").
 */
const given = (value: string | undefined) => {
  const v = value?.trim();
  return v && !v.startsWith('0001-01-01') && !/^[TТ]$/.test(v) ? v : null;
};

/** Our order id from a document's Ид (what we sent) or Номер, digits only. */
export function orderIdOf(doc: Pick<IncomingDocument, 'id' | 'number'>): number | null {
  for (const ref of [doc.id, doc.number]) {
    const digits = ref?.trim().replace(/#.*$/, '');
    if (digits && /^\d{1,9}$/.test(digits)) return Number(digits);
  }
  return null;
}

/**
 * Reads a document's requisites (ADR 0103, 0118): "Статус заказа ИД" / "Статуса заказа ИД" (our
 * code or the site's id 1C was set up with, Bitrix's N/P/F) or "Статус заказа" (a name),
 * "Отменен" / "ПометкаУдаления" → cancelled, "Финальный статус" → delivered when no status is
 * named; "Проведен" → at least confirmed, a shipment's number / date or "Отгружен" → at least
 * shipped; "Заказ оплачен" / "Оплачен" (or a status that says paid), else a "Дата оплаты [по 1С]"
 * or "Номер оплаты [по 1С]" → paid (an explicit "false" never unpays: refunds are the back office's).
 */
export function readIncoming(doc: IncomingDocument): IncomingIntent {
  const r = doc.requisites;
  // The id first, else the name (1C may send a site id we do not know beside a name we do).
  const named = [r['Статус заказа ИД'] ?? r['Статуса заказа ИД'], r['Статус заказа'] ?? r.Статус]
    .map((n) => n?.trim())
    .filter((n): n is string => Boolean(n));
  const meaning = named.map(statusMeaning).find((m) => m !== null) ?? null;
  let unknownStatus = meaning === null ? (named[0] ?? null) : null;
  let status: OrderStatus | null = meaning === 'open' || meaning === 'paid' ? null : meaning;
  if (isTruthy(r.Отменен) || isTruthy(r.ПометкаУдаления)) {
    status = 'cancelled';
    unknownStatus = null;
  } else if (meaning === null && unknownStatus === null && isTruthy(r['Финальный статус'])) status = 'delivered';
  if (status === 'completed') status = 'delivered';
  const shipped =
    isTruthy(r.Отгружен) || given(r['Номер отгрузки по 1С']) !== null || given(r['Дата отгрузки по 1С']) !== null;
  const atLeast = shipped ? 'shipped' : isTruthy(r.Проведен) ? 'confirmed' : null;
  const paidFlag = r['Заказ оплачен'] ?? r.Оплачен;
  const date = given(r['Дата оплаты по 1С'] ?? r['Дата оплаты']);
  const number = given(r['Номер оплаты по 1С'] ?? r['Номер оплаты']);
  const paid =
    isTruthy(paidFlag) || meaning === 'paid' || (!isFalsy(paidFlag) && (date !== null || number !== null))
      ? { date, number }
      : null;
  return { orderId: orderIdOf(doc), status, atLeast, unknownStatus, paid };
}
