/** The chain's requisites printed on its invoices (ADR 0100). */
export type InvoiceSeller = {
  name: string;
  edrpou: string;
  iban: string;
  bank: string;
  address: string;
  /** VAT rate in percent included in the prices; 0 prints "Без ПДВ". */
  vatPercent: number;
  /** Some requisite was not configured: the invoice says "ДЕМО — реквізити не справжні". */
  demo: boolean;
};

/** The settings as server/env.ts reads them (INVOICE_SELLER_*, INVOICE_VAT_PERCENT). */
export type InvoiceSettings = {
  INVOICE_SELLER_NAME?: string;
  INVOICE_SELLER_EDRPOU?: string;
  INVOICE_SELLER_IBAN?: string;
  INVOICE_SELLER_BANK?: string;
  INVOICE_SELLER_ADDRESS?: string;
  INVOICE_VAT_PERCENT?: number;
};

const demoSeller = {
  name: 'ТОВ «Поплавок» (ДЕМО)',
  edrpou: '00000000',
  iban: 'UA000000000000000000000000000',
  bank: 'АТ «Демо Банк»',
  address: 'м. Київ, вул. Демонстраційна, 1',
};

/**
 * The seller from the settings; anything unset takes the demo value and marks the whole invoice
 * as a demo, so a newcomer's `npm start` never prints an invoice that looks payable.
 */
export function invoiceSeller(settings: InvoiceSettings): InvoiceSeller {
  const given = {
    name: settings.INVOICE_SELLER_NAME,
    edrpou: settings.INVOICE_SELLER_EDRPOU,
    iban: settings.INVOICE_SELLER_IBAN,
    bank: settings.INVOICE_SELLER_BANK,
    address: settings.INVOICE_SELLER_ADDRESS,
  };
  const demo = Object.values(given).some((v) => !v);
  return {
    name: given.name || demoSeller.name,
    edrpou: given.edrpou || demoSeller.edrpou,
    iban: given.iban || demoSeller.iban,
    bank: given.bank || demoSeller.bank,
    address: given.address || demoSeller.address,
    vatPercent: settings.INVOICE_VAT_PERCENT ?? 0,
    demo,
  };
}
