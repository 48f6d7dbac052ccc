import { registerErrors } from '#core/i18n';

/** What 1C's exchange log shows of a sale file it sent (ADR 0103). */
registerErrors({
  exchange_sale_xml_invalid: { ua: 'Файл не є коректним XML', ru: 'Файл не является корректным XML' },
  exchange_sale_xml_truncated: { ua: 'Файл обірвано: немає кінця документа', ru: 'Файл оборван: нет конца документа' },
  exchange_sale_order_unknown: { ua: 'Замовлення не знайдено на сайті', ru: 'Заказ не найден на сайте' },
  exchange_sale_status_unknown: {
    ua: 'Невідомий статус замовлення, статус не змінено, решту застосовано',
    ru: 'Неизвестный статус заказа, статус не изменён, остальное применено',
  },
  exchange_sale_status_invalid: { ua: 'Такий перехід статусу неможливий', ru: 'Такой переход статуса невозможен' },
  exchange_sale_file_missing: { ua: 'Файл не завантажено', ru: 'Файл не загружен' },
  exchange_sale_mode_unknown: { ua: 'Невідомий режим обміну', ru: 'Неизвестный режим обмена' },
});
