import type { PaymentProvider } from './provider';

/**
 * The bank transfer (SPEC §9 "bank transfer"): the money comes to the chain's account
 * with the invoice's number in the purpose of payment; a manager marks it paid in the back office.
 * No page to send the browser to, no callbacks, nothing to ask.
 */
export function invoiceProvider(): PaymentProvider {
  return {
    name: 'invoice',
    kind: 'invoice',
    async start() {
      throw new Error('an invoice is paid by transfer, not online');
    },
    async verify() {
      return { rejected: 'invoices take no callbacks' };
    },
    async status() {
      return null;
    },
  };
}
