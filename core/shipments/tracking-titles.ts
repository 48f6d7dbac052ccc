import type { ShipmentState } from '#db/schema';

type Titles = { ua: string; ru: string };

/** A waybill's state in both languages, when the carrier gave no title of its own. */
export const trackingStateTitles: Record<ShipmentState, Titles> = {
  created: { ua: 'Накладну створено', ru: 'Накладная создана' },
  in_transit: { ua: 'У дорозі', ru: 'В пути' },
  arrived: { ua: 'Прибула у відділення', ru: 'Прибыла в отделение' },
  delivered: { ua: 'Отримано', ru: 'Получено' },
  returned: { ua: 'Повертається відправнику', ru: 'Возвращается отправителю' },
  unknown: { ua: 'Статус невідомий', ru: 'Статус неизвестен' },
};

/**
 * Nova Poshta's documented `StatusCode`s of `TrackingDocument.getStatusDocuments` in both
 * languages. NP answers in one language per call (Ukrainian here), so a shopper under
 * /ru reads these; the texts drop NP's placeholders (town, date, department), which the Ukrainian
 * title NP sent still carries.
 */
export const novaPoshtaStatusTitles: Record<string, Titles> = {
  '1': { ua: 'Очікує надходження від відправника', ru: 'Ожидает поступления от отправителя' },
  '2': { ua: 'Накладну видалено', ru: 'Накладная удалена' },
  '3': { ua: 'Номер не знайдено', ru: 'Номер не найден' },
  '4': { ua: 'Відправлення у місті відправника', ru: 'Отправление в городе отправителя' },
  '41': { ua: 'Відправлення у місті відправника', ru: 'Отправление в городе отправителя' },
  '5': { ua: 'Відправлення прямує до міста одержувача', ru: 'Отправление следует в город получателя' },
  '6': {
    ua: 'Відправлення у місті одержувача, очікуйте повідомлення про прибуття',
    ru: 'Отправление в городе получателя, ожидайте сообщения о прибытии',
  },
  '7': { ua: 'Прибуло у відділення', ru: 'Прибыло в отделение' },
  '8': { ua: 'Прибуло у відділення (завантажено в поштомат)', ru: 'Прибыло в отделение (загружено в почтомат)' },
  '9': { ua: 'Відправлення отримано', ru: 'Отправление получено' },
  '10': {
    ua: 'Відправлення отримано, грошовий переказ буде протягом доби',
    ru: 'Отправление получено, денежный перевод поступит в течение суток',
  },
  '11': {
    ua: 'Відправлення отримано, грошовий переказ видано',
    ru: 'Отправление получено, денежный перевод выдан',
  },
  '12': { ua: 'Нова пошта комплектує відправлення', ru: 'Новая почта комплектует отправление' },
  '14': { ua: 'Відправлення передано на огляд одержувачу', ru: 'Отправление передано на осмотр получателю' },
  '101': { ua: 'На шляху до одержувача', ru: 'В пути к получателю' },
  '102': { ua: 'Відмова від отримання, створено повернення', ru: 'Отказ от получения, создан возврат' },
  '103': { ua: 'Одержувач відмовився від відправлення', ru: 'Получатель отказался от отправления' },
  '104': { ua: 'Змінено адресу доставки', ru: 'Изменён адрес доставки' },
  '105': { ua: 'Зберігання припинено', ru: 'Хранение прекращено' },
  '106': {
    ua: 'Одержано, створено накладну зворотної доставки',
    ru: 'Получено, создана накладная обратной доставки',
  },
  '111': {
    ua: 'Невдала спроба доставки: одержувача немає на адресі',
    ru: 'Неудачная попытка доставки: получателя нет по адресу',
  },
  '112': { ua: 'Одержувач переніс дату доставки', ru: 'Получатель перенёс дату доставки' },
};

/**
 * The title to show in the shopper's language: the carrier's own last status; for Nova Poshta in
 * Russian, its code's title (the stored "Russian" title is NP's Ukrainian text; the demo carrier's
 * codes are its own); else our state's.
 */
export function trackingTitle(
  t: {
    state: ShipmentState;
    statusUa: string | null;
    statusRu: string | null;
    carrier?: string;
    statusCode?: string | null;
    demo?: boolean;
  },
  locale: 'ua' | 'ru',
): string {
  const isNp = t.carrier === 'nova_poshta' && !t.demo;
  const np = isNp && t.statusCode ? novaPoshtaStatusTitles[t.statusCode] : undefined;
  if (locale === 'ru') return np?.ru ?? ((!isNp && t.statusRu) || trackingStateTitles[t.state].ru);
  return t.statusUa || np?.ua || trackingStateTitles[t.state].ua;
}
