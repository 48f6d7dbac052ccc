import type { Locale } from '#core/shared';
import { uahWithUnit } from '#core/shared';
import type { OrderStatus } from '#db/schema';

/**
 * What the shopper reads of a status (the API's `status_title`, SMS and e-mail; the storefront's
 * own catalogue says the same in `order.status.*`). ADR 0091.
 */
export const orderStatusTitles: Record<OrderStatus, Record<Locale, string>> = {
  new: { ua: 'Нове', ru: 'Новый' },
  confirmed: { ua: 'Підтверджене', ru: 'Подтверждён' },
  packed: { ua: 'Зібране', ru: 'Собран' },
  shipped: { ua: 'Відправлене', ru: 'Отправлен' },
  ready_for_pickup: { ua: 'Готове до видачі', ru: 'Готов к выдаче' },
  delivered: { ua: 'Отримане', ru: 'Получен' },
  completed: { ua: 'Виконане', ru: 'Выполнен' },
  cancelled: { ua: 'Скасоване', ru: 'Отменён' },
  returned: { ua: 'Повернене', ru: 'Возвращён' },
};

/** The sentence an SMS or e-mail says about the move, in the order's language. */
const moveTexts: Record<OrderStatus, Record<Locale, (id: number) => string>> = {
  new: { ua: (id) => `замовлення №${id} прийнято`, ru: (id) => `заказ №${id} принят` },
  confirmed: { ua: (id) => `замовлення №${id} підтверджено`, ru: (id) => `заказ №${id} подтверждён` },
  packed: { ua: (id) => `замовлення №${id} зібрано`, ru: (id) => `заказ №${id} собран` },
  shipped: { ua: (id) => `замовлення №${id} відправлено`, ru: (id) => `заказ №${id} отправлен` },
  ready_for_pickup: {
    ua: (id) => `замовлення №${id} чекає на вас у магазині 3 дні`,
    ru: (id) => `заказ №${id} ждёт вас в магазине 3 дня`,
  },
  delivered: {
    ua: (id) => `замовлення №${id} отримано. Дякуємо за покупку!`,
    ru: (id) => `заказ №${id} получен. Спасибо за покупку!`,
  },
  completed: {
    ua: (id) => `замовлення №${id} виконано. Дякуємо за покупку!`,
    ru: (id) => `заказ №${id} выполнен. Спасибо за покупку!`,
  },
  cancelled: { ua: (id) => `замовлення №${id} скасовано`, ru: (id) => `заказ №${id} отменён` },
  returned: { ua: (id) => `повернення замовлення №${id} оформлено`, ru: (id) => `возврат заказа №${id} оформлен` },
};

/** The order's locale as stored ('ua' unless 'ru'). */
export const orderLocale = (locale: string): Locale => (locale === 'ru' ? 'ru' : 'ua');

const sentence = (text: string) => `${text}${/[.!]$/.test(text) ? '' : '.'}`;

/** "Poplavok: замовлення №12 відправлено. ТТН 20450000000000" — the manager's note for the shopper last. */
export function statusSms(status: OrderStatus, id: number, locale: Locale, note: string | null = null): string {
  return [`Poplavok: ${sentence(moveTexts[status][locale](id))}`, note].filter(Boolean).join(' ');
}

/** The e-mail about a move: subject and plain text, in the order's language. */
export function statusEmail(
  order: { id: number; total: number; firstName: string },
  status: OrderStatus,
  locale: Locale,
  note: string | null = null,
): { subject: string; text: string } {
  const title = orderStatusTitles[status][locale];
  const move = sentence(moveTexts[status][locale](order.id));
  const ua = locale === 'ua';
  return {
    subject: ua ? `Poplavok: замовлення №${order.id} — ${title}` : `Poplavok: заказ №${order.id} — ${title}`,
    text: [
      ua ? `Вітаємо, ${order.firstName}!` : `Здравствуйте, ${order.firstName}!`,
      '',
      `${move.charAt(0).toUpperCase()}${move.slice(1)}`,
      ...(note ? [note] : []),
      ua ? `Сума замовлення: ${uahWithUnit(order.total)}.` : `Сумма заказа: ${uahWithUnit(order.total)}.`,
      ua
        ? 'Стан замовлення — у кабінеті, розділ «Мої замовлення». Телефон: 0 800 303 355.'
        : 'Состояние заказа — в кабинете, раздел «Мои заказы». Телефон: 0 800 303 355.',
    ].join('\n'),
  };
}

/** The SMS and e-mail after a manager changed a new order's lines: the new total. */
export function linesChangedTexts(order: { id: number; total: number; firstName: string }, locale: Locale) {
  const ua = locale === 'ua';
  const sms = ua
    ? `Poplavok: замовлення №${order.id} змінено, до сплати ${uahWithUnit(order.total)}.`
    : `Poplavok: заказ №${order.id} изменён, к оплате ${uahWithUnit(order.total)}.`;
  return {
    sms,
    email: {
      subject: ua ? `Poplavok: замовлення №${order.id} змінено` : `Poplavok: заказ №${order.id} изменён`,
      text: [
        ua ? `Вітаємо, ${order.firstName}!` : `Здравствуйте, ${order.firstName}!`,
        '',
        ua
          ? `Склад замовлення №${order.id} змінено за домовленістю з менеджером. До сплати: ${uahWithUnit(order.total)}.`
          : `Состав заказа №${order.id} изменён по договорённости с менеджером. К оплате: ${uahWithUnit(order.total)}.`,
        ua ? 'Телефон: 0 800 303 355.' : 'Телефон: 0 800 303 355.',
      ].join('\n'),
    },
  };
}
