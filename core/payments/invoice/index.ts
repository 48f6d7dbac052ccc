export { amountInWordsUa, numberInWordsUa, pluralUa } from './amount-in-words';
export { type InvoiceDocument, type InvoiceOrder, invoiceDocument, kyivDate, money } from './invoice-document';
export { renderInvoiceHtml } from './render-html';
export { type InvoiceSeller, type InvoiceSettings, invoiceSeller } from './seller';
