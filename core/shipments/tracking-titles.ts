import type { ShipmentState } from '#db/schema';

/** A waybill's state in both languages, when the carrier gave no title of its own (issue 21). */
export const trackingStateTitles: Record<ShipmentState, { ua: string; ru: string }> = {
  created: { ua: 'Накладну створено', ru: 'Накладная создана' },
  in_transit: { ua: 'У дорозі', ru: 'В пути' },
  arrived: { ua: 'Прибула у відділення', ru: 'Прибыла в отделение' },
  delivered: { ua: 'Отримано', ru: 'Получено' },
  returned: { ua: 'Повертається відправнику', ru: 'Возвращается отправителю' },
  unknown: { ua: 'Статус невідомий', ru: 'Статус неизвестен' },
};

/** The title to show: the carrier's own last status, else our state's. */
export function trackingTitle(
  t: { state: ShipmentState; statusUa: string | null; statusRu: string | null },
  locale: 'ua' | 'ru',
): string {
  const own = locale === 'ua' ? t.statusUa : t.statusRu;
  return own || trackingStateTitles[t.state][locale];
}
