import type { Carrier } from '#db/schema';

type DeliveryKind = 'department' | 'courier' | 'pickup';
type PaymentTexts = { titleUa: string; titleRu: string; messageUa: string; messageRu: string };

const codFee: Record<string, { ua: string; ru: string }> = {
  nova_poshta: { ua: '«Нова пошта»: 2 % + 10 грн', ru: '«Новая почта»: 2 % + 10 грн' },
  ukrposhta: { ua: '«Укрпошта»: 2,55 %, мін. 10 грн', ru: '«Укрпочта»: 2,55 %, мин. 10 грн' },
};

/**
 * What a payment is called with a given delivery (ADR 0082): "on receipt" means
 * at the store's till for pickup, cash to our courier in Kyiv, and cash on delivery at the
 * carrier's department or to the carrier's courier. The one place these texts are chosen; a
 * payment with no entry keeps its own title and message.
 */
function textsFor(code: string, kind: DeliveryKind, carrier: Carrier): PaymentTexts | null {
  if (code === 'cash' && kind === 'courier')
    return {
      titleUa: "Готівкою кур'єру при отриманні",
      titleRu: 'Наличными курьеру при получении',
      messageUa: "Оплата готівкою кур'єру магазину, коли він привезе замовлення; лише до 49 999 грн.",
      messageRu: 'Оплата наличными курьеру магазина, когда он привезёт заказ; только до 49 999 грн.',
    };
  if (code === 'cash' && kind === 'department')
    return {
      titleUa: 'Готівкою при отриманні у відділенні',
      titleRu: 'Наличными при получении в отделении',
      messageUa: 'Оплата у відділенні перевізника при отриманні; лише до 49 999 грн.',
      messageRu: 'Оплата в отделении перевозчика при получении; только до 49 999 грн.',
    };
  if (code === 'cod' && (carrier === 'nova_poshta' || carrier === 'ukrposhta')) {
    const fee = codFee[carrier] ?? { ua: '', ru: '' };
    return kind === 'courier'
      ? {
          titleUa: "Накладений платіж — оплата кур'єру перевізника",
          titleRu: 'Наложенный платёж — оплата курьеру перевозчика',
          messageUa: `Оплата кур'єру перевізника при отриманні; лише до 49 999 грн. Комісія перевізника ${fee.ua}.`,
          messageRu: `Оплата курьеру перевозчика при получении; только до 49 999 грн. Комиссия перевозчика ${fee.ru}.`,
        }
      : {
          titleUa: 'Накладений платіж — оплата у відділенні перевізника',
          titleRu: 'Наложенный платёж — оплата в отделении перевозчика',
          messageUa: `Оплата при отриманні у відділенні перевізника; лише до 49 999 грн. Комісія перевізника ${fee.ua}.`,
          messageRu: `Оплата при получении в отделении перевозчика; только до 49 999 грн. Комиссия перевозчика ${fee.ru}.`,
        };
  }
  return null;
}

/** The payment with its title and message for this delivery (both languages). */
export function paymentForDelivery<P extends PaymentTexts & { code: string }>(
  payment: P,
  delivery: { kind: DeliveryKind; carrier: Carrier },
): P {
  const texts = textsFor(payment.code, delivery.kind, delivery.carrier);
  return texts ? { ...payment, ...texts } : payment;
}
