import type { Locale } from '#core/shared';
import { uahWithUnit } from '#core/shared';

type Notice = {
  orderId: number;
  firstName: string;
  amount: number;
  url: string;
  fiscalCode: string;
  kind: 'sell' | 'return';
};

/** "Poplavok: фіскальний чек до замовлення №12: <link>" in the order's language. */
export function receiptSms(n: Notice, locale: Locale): string {
  if (locale === 'ru')
    return `Poplavok: ${n.kind === 'return' ? 'чек возврата' : 'фискальный чек'} к заказу №${n.orderId}: ${n.url}`;
  return `Poplavok: ${n.kind === 'return' ? 'чек повернення' : 'фіскальний чек'} до замовлення №${n.orderId}: ${n.url}`;
}

/** The e-mail with the receipt's link and fiscal number, in the order's language. */
export function receiptEmail(n: Notice, locale: Locale): { subject: string; text: string } {
  if (locale === 'ru') {
    const what = n.kind === 'return' ? 'Чек возврата' : 'Фискальный чек';
    return {
      subject: `${what} к заказу №${n.orderId}`,
      text: `Здравствуйте, ${n.firstName}!\n\n${what} к заказу №${n.orderId} на сумму ${uahWithUnit(n.amount)}: ${n.url}\nФискальный номер: ${n.fiscalCode}\n\nPoplavok`,
    };
  }
  const what = n.kind === 'return' ? 'Чек повернення' : 'Фіскальний чек';
  return {
    subject: `${what} до замовлення №${n.orderId}`,
    text: `Вітаємо, ${n.firstName}!\n\n${what} до замовлення №${n.orderId} на суму ${uahWithUnit(n.amount)}: ${n.url}\nФіскальний номер: ${n.fiscalCode}\n\nPoplavok`,
  };
}
