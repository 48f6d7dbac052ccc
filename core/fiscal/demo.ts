import type { Fiscalizer, IssuedReceipt } from './fiscalizer';

/**
 * The demo fiscalizer (ADR 0099): without CHECKBOX_LICENSE_KEY the shop still shows the
 * whole flow, but nothing is fiscal — the code reads `DEMO-…` and the link opens our own page
 * `/checkout/receipt/<id>` saying "Демо-чек, не фіскальний". `origin` makes the link absolute
 * (e-mail and SMS); without it the link is the path.
 */
export function demoFiscalizer(origin = ''): Fiscalizer {
  const issue = async (receipt: { id: string }): Promise<IssuedReceipt> => ({
    providerId: `demo-${receipt.id}`,
    fiscalCode: `DEMO-${receipt.id.slice(0, 8).toUpperCase()}`,
    url: `${origin.replace(/\/+$/, '')}/checkout/receipt/${receipt.id}`,
  });
  return {
    name: 'demo',
    demo: true,
    sell: issue,
    refund: issue,
    async openShift() {},
    async closeShiftIfOpen() {
      return false;
    },
  };
}
