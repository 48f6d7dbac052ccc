import { formatKyivDateTime, type Locale } from '#core/shared';

/** "Poplavok: замовлення №12 чекає на вас у магазині до 10.12.2026 18:00. Код видачі: 004217." */
export function pickupReadySms(id: number, locale: Locale, code: string, holdUntil: Date, note: string | null): string {
  const until = formatKyivDateTime(holdUntil);
  const text =
    locale === 'ru'
      ? `Poplavok: заказ №${id} ждёт вас в магазине до ${until}. Код выдачи: ${code}.`
      : `Poplavok: замовлення №${id} чекає на вас у магазині до ${until}. Код видачі: ${code}.`;
  return [text, note].filter(Boolean).join(' ');
}

/** The day before the hold ends (SPEC §9): the deadline, Kyiv time; the code was in the first SMS. */
export function pickupReminderSms(id: number, locale: Locale, holdUntil: Date): string {
  const until = formatKyivDateTime(holdUntil);
  return locale === 'ru'
    ? `Poplavok: напоминаем, заказ №${id} ждёт вас в магазине до ${until}. Потом он будет отменён. Код выдачи — в предыдущем SMS.`
    : `Poplavok: нагадуємо, замовлення №${id} чекає на вас у магазині до ${until}. Потім його буде скасовано. Код видачі — у попередньому SMS.`;
}

/** The note of an order cancelled because nobody came in 3 days (history, SMS, audit). */
export const pickupExpiredNote = (locale: Locale) =>
  locale === 'ru' ? 'Не забран в магазине за 3 дня.' : 'Не забрано в магазині протягом 3 днів.';
