import { formatDateTime, formatMoney } from '../../lib/format';

/**
 * The audit screen's changed fields as people read them (ADR 0115): a Ukrainian
 * label per field, money in грн (the log keeps kopiyky), yes / no, dates in Kyiv time, HTML as its
 * words; the raw record stays behind a toggle on the screen.
 */
export type AuditChange = { key: string; label: string; before: string | null; after: string | null };

const labels: Record<string, string> = {
  extId: 'Код',
  slug: 'Адреса (slug)',
  titleUa: 'Назва (укр)',
  titleRu: 'Назва (рос)',
  title: 'Назва',
  variantUa: 'Варіант (укр)',
  variantRu: 'Варіант (рос)',
  descriptionUa: 'Опис (укр)',
  descriptionRu: 'Опис (рос)',
  bodyUa: 'Текст (укр)',
  bodyRu: 'Текст (рос)',
  metaTitleUa: 'SEO-заголовок (укр)',
  metaTitleRu: 'SEO-заголовок (рос)',
  metaDescriptionUa: 'SEO-опис (укр)',
  metaDescriptionRu: 'SEO-опис (рос)',
  price: 'Ціна',
  oldPrice: 'Стара ціна',
  regularPrice: 'Звичайна ціна',
  total: 'Сума',
  amount: 'Сума',
  refunded: 'Повернено',
  goodsPrice: 'Товари',
  deliveryFee: 'Доставка',
  certificateAmount: 'Сертифікат',
  sellStatus: 'Статус продажу',
  isActive: 'Показується на сайті',
  categoryId: 'Категорія',
  brandId: 'Бренд',
  images: 'Фото',
  attributes: 'Характеристики',
  tagIds: 'Мітки',
  stock: 'Залишки (магазин: кількість)',
  weightG: 'Вага, г',
  lengthMm: 'Довжина, мм',
  widthMm: 'Ширина, мм',
  heightMm: 'Висота, мм',
  status: 'Статус',
  paymentStatus: 'Оплата',
  note: 'Примітка',
  reason: 'Причина',
  promoCode: 'Промокод',
  discount: 'Знижка',
  lines: 'Рядки',
  orderId: 'Замовлення',
  quickOrderId: 'Замовлення в один клік',
  phone: 'Телефон',
  email: 'E-mail',
  birthDate: 'Дата народження',
  blocked: 'Заблоковано',
  login: 'Логін',
  name: 'Ім’я',
  role: 'Роль',
  storeId: 'Магазин',
  startsAt: 'Початок',
  endsAt: 'Кінець',
  publishedAt: 'Опубліковано',
  published: 'Опубліковано',
  kind: 'Вид',
  format: 'Формат',
  fileName: 'Файл',
  rows: 'Рядків у файлі',
  rowsDone: 'Рядків застосовано',
  resumedFrom: 'Продовжено з рядка',
  new: 'Нових',
  changed: 'Змінено',
  unchanged: 'Без змін',
  errors: 'З помилками',
  failed: 'Помилка',
  card: 'Картка',
  userId: 'Клієнт',
  number: 'Номер',
  carrier: 'Перевізник',
};

/** Fields the log keeps in kopiyky. */
const money = new Set([
  'price',
  'oldPrice',
  'regularPrice',
  'total',
  'amount',
  'refunded',
  'goodsPrice',
  'deliveryFee',
  'certificateAmount',
]);

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/** An HTML text's words (tags dropped, entities of the sanitiser read back). */
const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, '’')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** One value as people read it; null for "none". */
export function auditValue(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'так' : 'ні';
  if (typeof value === 'number') return money.has(key) && Number.isInteger(value) ? formatMoney(value) : String(value);
  if (typeof value === 'string') {
    if (isoDate.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return clip(/<[a-z][^>]*>/i.test(value) ? words(value) : value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return clip(value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', '));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return null;
    return clip(entries.map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', '));
  }
  return String(value);
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The fields an audit row records, before → after, in the order they were written: those of
 * `after` first, then those only `before` has. A create has no "before", a removal no "after".
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = record(before);
  const a = record(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.map((key) => ({
    key,
    label: labels[key] ?? key,
    before: key in b ? auditValue(key, b[key]) : null,
    after: key in a ? auditValue(key, a[key]) : null,
  }));
}
