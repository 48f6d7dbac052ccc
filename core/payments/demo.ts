import type { PaymentProvider, ProviderEvent } from './provider';

/**
 * The demo provider: with no provider configured, `npm start` still shows the whole
 * flow. The shopper lands on the shop's own page `/checkout/demo-pay/<reference>` (marked DEMO in big
 * letters) with "Pay" and "Decline"; the page's form applies the outcome itself. No money moves.
 * It is never registered when a real provider of that kind is configured, so that page 404s.
 */
export function demoProvider(kind: PaymentProvider['kind'] = 'card', parts?: readonly number[]): PaymentProvider {
  return {
    name: 'demo',
    kind,
    demo: true,
    parts,
    async start(attempt) {
      const prefix = attempt.order.locale === 'ru' ? '/ru' : '';
      return {
        providerId: `demo-${attempt.reference}`,
        checkout: { method: 'GET', url: `${prefix}/checkout/demo-pay/${attempt.reference}` },
      };
    },
    async verify() {
      // The demo page calls core directly; nobody posts callbacks for it.
      return { rejected: 'demo provider takes no callbacks' };
    },
    async status() {
      return null;
    },
    async refund(attempt, amount): Promise<ProviderEvent> {
      return {
        reference: attempt.reference,
        status: 'refunded',
        amount: attempt.amount,
        refundedAmount: amount,
        currency: 'UAH',
        raw: { demo: true, refund: amount },
      };
    },
  };
}
