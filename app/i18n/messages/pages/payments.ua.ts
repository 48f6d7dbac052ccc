/** Paying an order online, bank transfer, receipts. */
export const ua = {
  'payments.title': 'Оплата',
  'payments.status.on_delivery': 'Оплата при отриманні',
  'payments.status.unpaid': 'Очікує оплати',
  'payments.status.paid': 'Оплачено',
  'payments.status.underpaid': 'Недоплата',
  'payments.status.refund_due': 'Кошти буде повернуто',
  'payments.status.refunded': 'Кошти повернуто',
  'payments.status.expired': 'Не оплачено вчасно',
  'payments.shortfall':
    'Надійшло {received} із {total}: недоплата {shortfall}. Менеджер зв’яжеться з вами, щоб узгодити доплату або повернення.',
  'payments.refundDueCancelled':
    'Замовлення скасовано, а оплата {amount} надійшла. Ми повернемо її тим самим способом, яким ви платили.',
  'payments.refundDueExcess': 'Надійшло {received}, а замовлення коштує {total}: різницю {amount} ми повернемо.',
  'payments.pay': 'Оплатити {amount}',
  'payments.payCredit': 'Оформити оплату частинами',
  'payments.retry': 'Спробувати ще раз',
  'payments.confirmInApp': 'Підтвердіть покупку частинами в застосунку monobank: банк надіслав запит на ваш телефон.',
  'payments.waiting': 'Очікуємо підтвердження від банку. Оновіть сторінку за хвилину.',
  'payments.failed': 'Оплата не пройшла. Спробуйте ще раз або оберіть іншу картку.',
  'payments.unavailable': 'Платіжний сервіс зараз не відповідає. Спробуйте за кілька хвилин.',
  'payments.paidAt': 'Оплачено {date}. Дякуємо!',
  'payments.unpaidCard': 'Замовлення чекає на оплату карткою.',
  'payments.unpaidCredit': 'Замовлення чекає на оформлення оплати частинами ({parts} платежів).',
  'payments.invoiceDue': 'Рахунок на оплату треба сплатити до {date}; після цього замовлення буде скасовано.',
  'payments.invoiceLink': 'Рахунок на оплату',
  'payments.demo': 'ДЕМО-оплата: гроші не списуються.',
  'payments.redirectTitle': 'Перехід до оплати',
  'payments.redirectHint': 'Зараз відкриється сторінка банку. Якщо цього не сталося, натисніть кнопку.',
  'payments.redirectGo': 'Перейти до оплати',
  'payments.demoTitle': 'Демонстраційна оплата',
  'payments.demoHint':
    'Це демо-сторінка: магазин ще не підключив платіжний сервіс, тож гроші не списуються. Оберіть, чим має закінчитися оплата.',
  'payments.demoAmount': 'Замовлення №{id}, до сплати {amount}',
  'payments.demoPay': 'Оплатити (демо)',
  'payments.demoDecline': 'Відхилити (демо)',
  'payments.demoDone': 'Цю оплату вже завершено.',
  'payments.receipt': 'Фіскальний чек',
  'payments.receiptPending': 'Фіскальний чек формується і надійде в SMS або на e-mail.',
} as const;

export type Texts = Record<keyof typeof ua, string>;
