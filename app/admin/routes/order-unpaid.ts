import { statusOf } from '../statuses';

/** Why a prepaid order may not leave (issue 30): its payment state, and who may let it go anyway. */
export function unpaidText(error: 'order_unpaid' | 'order_override_forbidden', paymentStatus: string): string {
  const states: Record<string, string> = {
    unpaid: 'оплату ще не отримано',
    expired: 'рахунок не сплачено вчасно',
    underpaid: 'отримано менше за суму замовлення',
    refunded: 'кошти повернуто покупцю',
  };
  const state = states[paymentStatus] ?? statusOf('payment', paymentStatus).label.toLowerCase();
  return error === 'order_unpaid'
    ? `Замовлення не оплачене: ${state}. Передоплачене замовлення відправляють і видають після оплати; менеджер може зробити це без оплати, вказавши причину.`
    : `Замовлення не оплачене: ${state}. Відправити чи видати його без оплати може лише менеджер або адміністратор.`;
}
