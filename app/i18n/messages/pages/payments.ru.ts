import type { Texts } from './payments.ua';

/** Russian texts of payments.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'payments.title': 'Оплата',
  'payments.status.on_delivery': 'Оплата при получении',
  'payments.status.unpaid': 'Ожидает оплаты',
  'payments.status.paid': 'Оплачено',
  'payments.status.underpaid': 'Недоплата',
  'payments.status.refund_due': 'Деньги будут возвращены',
  'payments.status.refunded': 'Деньги возвращены',
  'payments.status.expired': 'Не оплачено вовремя',
  'payments.shortfall':
    'Поступило {received} из {total}: недоплата {shortfall}. Менеджер свяжется с вами, чтобы согласовать доплату или возврат.',
  'payments.refundDueCancelled':
    'Заказ отменён, а оплата {amount} поступила. Мы вернём её тем же способом, которым вы платили.',
  'payments.refundDueExcess': 'Поступило {received}, а заказ стоит {total}: разницу {amount} мы вернём.',
  'payments.pay': 'Оплатить {amount}',
  'payments.payCredit': 'Оформить оплату частями',
  'payments.retry': 'Попробовать ещё раз',
  'payments.confirmInApp': 'Подтвердите покупку частями в приложении monobank: банк отправил запрос на ваш телефон.',
  'payments.waiting': 'Ожидаем подтверждения от банка. Обновите страницу через минуту.',
  'payments.failed': 'Оплата не прошла. Попробуйте ещё раз или выберите другую карту.',
  'payments.unavailable': 'Платёжный сервис сейчас не отвечает. Попробуйте через несколько минут.',
  'payments.paidAt': 'Оплачено {date}. Спасибо!',
  'payments.unpaidCard': 'Заказ ожидает оплаты картой.',
  'payments.unpaidCredit': 'Заказ ожидает оформления оплаты частями ({parts} платежей).',
  'payments.invoiceDue': 'Счёт на оплату нужно оплатить до {date}; после этого заказ будет отменён.',
  'payments.invoiceLink': 'Счёт на оплату',
  'payments.demo': 'ДЕМО-оплата: деньги не списываются.',
  'payments.redirectTitle': 'Переход к оплате',
  'payments.redirectHint': 'Сейчас откроется страница банка. Если этого не произошло, нажмите кнопку.',
  'payments.redirectGo': 'Перейти к оплате',
  'payments.demoTitle': 'Демонстрационная оплата',
  'payments.demoHint':
    'Это демо-страница: магазин ещё не подключил платёжный сервис, поэтому деньги не списываются. Выберите, чем должна закончиться оплата.',
  'payments.demoAmount': 'Заказ №{id}, к оплате {amount}',
  'payments.demoPay': 'Оплатить (демо)',
  'payments.demoDecline': 'Отклонить (демо)',
  'payments.demoDone': 'Эта оплата уже завершена.',
  'payments.receipt': 'Фискальный чек',
  'payments.receiptPending': 'Фискальный чек формируется и придёт в SMS или на e-mail.',
} as const satisfies Texts;
