import { statusOf } from '../../lib/statuses';

/** A prepaid order's payment state as a manager reads it after "Замовлення не оплачене: ". */
export function unpaidState(paymentStatus: string): string {
  const states: Record<string, string> = {
    unpaid: 'оплату ще не отримано',
    expired: 'рахунок не сплачено вчасно',
    underpaid: 'отримано менше за суму замовлення',
    refunded: 'кошти повернуто покупцю',
  };
  return states[paymentStatus] ?? statusOf('payment', paymentStatus).label.toLowerCase();
}

/** Why a prepaid order may not leave: its payment state, and who may let it go anyway. */
export function unpaidText(error: 'order_unpaid' | 'order_override_forbidden', paymentStatus: string): string {
  const state = unpaidState(paymentStatus);
  return error === 'order_unpaid'
    ? `Замовлення не оплачене: ${state}. Передоплачене замовлення відправляють і видають після оплати; менеджер може зробити це без оплати, вказавши причину.`
    : `Замовлення не оплачене: ${state}. Відправити чи видати його без оплати може лише менеджер або адміністратор.`;
}
