import type { Carrier, MethodField } from '../../schema';

type PaymentCode = 'cash' | 'cod' | 'card' | 'credit' | 'certificate' | 'invoice';

export const paymentDefs: {
  code: PaymentCode;
  ua: string;
  ru: string;
  messageUa: string;
  messageRu: string;
  fields?: MethodField[];
}[] = [
  {
    code: 'cash',
    ua: 'Оплата при отриманні в магазині',
    ru: 'Оплата при получении в магазине',
    messageUa: 'Готівкою або карткою на касі магазину.',
    messageRu: 'Наличными или картой на кассе магазина.',
  },
  {
    code: 'cod',
    ua: 'Накладений платіж',
    ru: 'Наложенный платёж',
    messageUa:
      'Оплата при отриманні у перевізника; лише для замовлень до 49 999 грн. Комісія перевізника: «Нова пошта» 2 % + 10 грн, «Укрпошта» 2,55 % (мін. 10 грн).',
    messageRu:
      'Оплата при получении у перевозчика; только для заказов до 49 999 грн. Комиссия перевозчика: «Новая почта» 2 % + 10 грн, «Укрпочта» 2,55 % (мин. 10 грн).',
  },
  {
    code: 'card',
    ua: 'Онлайн карткою Visa/Mastercard',
    ru: 'Онлайн картой Visa/Mastercard',
    messageUa: 'Безпечна оплата на сторінці банку з 3-D Secure.',
    messageRu: 'Безопасная оплата на странице банка с 3-D Secure.',
  },
  {
    code: 'credit',
    ua: 'Кредит / оплата частинами',
    ru: 'Кредит / оплата частями',
    messageUa: 'До 7 місяців (8 платежів) або до 8 місяців, не більше 10 одиниць; лише товари за повною ціною.',
    messageRu: 'До 7 месяцев (8 платежей) или до 8 месяцев, не более 10 единиц; только товары по полной цене.',
    fields: [
      {
        name: 'bank',
        title: 'Банк',
        title_ua: 'Банк',
        type: 'select',
        required: true,
        values: [
          {
            value: 'privat',
            title: 'ПриватБанк — до 7 месяцев (8 платежей)',
            title_ua: 'ПриватБанк — до 7 місяців (8 платежів)',
          },
          { value: 'mono', title: 'monobank — до 8 месяцев', title_ua: 'monobank — до 8 місяців' },
        ],
      },
    ],
  },
  {
    code: 'certificate',
    ua: 'Подарунковий сертифікат',
    ru: 'Подарочный сертификат',
    messageUa: 'Введіть номер сертифіката; різницю можна доплатити іншим способом.',
    messageRu: 'Введите номер сертификата; разницу можно доплатить другим способом.',
    fields: [
      {
        name: 'certificate',
        title: 'Номер сертификата',
        title_ua: 'Номер сертифіката',
        type: 'input',
        pattern: '^[0-9]{8}$',
        required: true,
      },
    ],
  },
  {
    code: 'invoice',
    ua: 'Безготівковий розрахунок',
    ru: 'Безналичный расчёт',
    messageUa: 'Рахунок-фактура для юридичних осіб і ФОП; оплата протягом 3 робочих днів.',
    messageRu: 'Счёт-фактура для юридических лиц и ФЛП; оплата в течение 3 рабочих дней.',
    fields: [
      { name: 'company', title: 'Название компании', title_ua: 'Назва компанії', type: 'input', required: true },
      {
        name: 'edrpou',
        title: 'ЕГРПОУ / ИНН',
        title_ua: 'ЄДРПОУ / ІПН',
        type: 'input',
        pattern: '^[0-9]{8,10}$',
        required: true,
      },
    ],
  },
];

const recipientName: MethodField = {
  name: 'recipient_full_name',
  title: 'ФИО получателя',
  title_ua: 'ПІБ отримувача',
  type: 'input',
  required: true,
};
const address: MethodField[] = [
  { name: 'street', title: 'Улица', title_ua: 'Вулиця', type: 'input', required: true },
  { name: 'house', title: 'Дом', title_ua: 'Будинок', type: 'input', required: true },
  { name: 'flat', title: 'Квартира', title_ua: 'Квартира', type: 'input' },
];

export const deliveryDefs: {
  code: string;
  carrier: Carrier;
  kind: 'department' | 'courier' | 'pickup';
  townCode: string | null;
  ua: string;
  ru: string;
  messageUa: string;
  messageRu: string;
  fields: MethodField[];
  payments: PaymentCode[];
}[] = [
  {
    code: 'pickup',
    carrier: 'pickup',
    kind: 'pickup',
    townCode: null,
    ua: 'Самовивіз з магазину',
    ru: 'Самовывоз из магазина',
    messageUa: 'Безкоштовно. Замовлення зберігається в магазині 3 дні.',
    messageRu: 'Бесплатно. Заказ хранится в магазине 3 дня.',
    fields: [],
    payments: ['cash', 'card', 'credit', 'certificate', 'invoice'],
  },
  {
    code: 'kyiv_courier',
    carrier: 'own',
    kind: 'courier',
    townCode: '8000000000',
    ua: "Кур'єр по Києву",
    ru: 'Курьер по Киеву',
    messageUa: '60 грн, безкоштовно від 2000 грн. Пн–Пт 10:00–18:00, доставка за 1–2 дні.',
    messageRu: '60 грн, бесплатно от 2000 грн. Пн–Пт 10:00–18:00, доставка за 1–2 дня.',
    fields: [recipientName, ...address],
    payments: ['cash', 'card', 'credit', 'certificate'],
  },
  {
    code: 'np_department',
    carrier: 'nova_poshta',
    kind: 'department',
    townCode: null,
    ua: '«Нова пошта» — у відділення',
    ru: '«Новая почта» — в отделение',
    messageUa: 'За тарифами перевізника. Відправлення від 2 робочих днів, зберігання у відділенні 5 днів.',
    messageRu: 'По тарифам перевозчика. Отправка от 2 рабочих дней, хранение в отделении 5 дней.',
    fields: [],
    payments: ['cod', 'card', 'credit', 'certificate', 'invoice'],
  },
  {
    code: 'np_courier',
    carrier: 'nova_poshta',
    kind: 'courier',
    townCode: null,
    ua: "«Нова пошта» — кур'єром",
    ru: '«Новая почта» — курьером',
    messageUa: 'Адресна доставка за тарифами перевізника.',
    messageRu: 'Адресная доставка по тарифам перевозчика.',
    fields: [recipientName, ...address],
    payments: ['cod', 'card', 'credit', 'certificate', 'invoice'],
  },
  {
    code: 'ukrposhta_department',
    carrier: 'ukrposhta',
    kind: 'department',
    townCode: null,
    ua: '«Укрпошта» — у відділення',
    ru: '«Укрпочта» — в отделение',
    messageUa: 'Економна доставка. Зберігання у відділенні 5 днів.',
    messageRu: 'Экономная доставка. Хранение в отделении 5 дней.',
    fields: [],
    payments: ['cod', 'card', 'credit', 'certificate'],
  },
];
