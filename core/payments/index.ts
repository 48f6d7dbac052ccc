import './errors';

export {
  type ApplyResult,
  applyProviderEvent,
  type EventSource,
  queueReceipt,
  recordRejectedCallback,
  syncOrderPaymentStatus,
} from './apply-event';
export {
  loadPaymentMoney,
  noMoney,
  orderPaymentState,
  type PaymentBalance,
  type PaymentMoney,
  paymentBalance,
} from './balance';
export {
  type CodReceivedResult,
  expectCashOnDelivery,
  recordCashOnDelivery,
  recordTillPayment,
  type TillMethod,
} from './cash-received';
export { demoProvider } from './demo';
export { type CloseReason, expireOpenAttempts } from './expire-open-attempts';
export { findAttempt, pendingCheckout } from './find-attempt';
export { createGateway, type PaymentGateway, providerForMethod } from './gateway';
export { getOrderPayment, type OrderPaymentView } from './get-order-payment';
export { invoiceProvider } from './invoice';
export {
  amountInWordsUa,
  type InvoiceDocument,
  type InvoiceOrder,
  type InvoiceSeller,
  type InvoiceSettings,
  invoiceDocument,
  invoiceSeller,
  numberInWordsUa,
  renderInvoiceHtml,
} from './invoice/index';
export { type MarkPaidInput, type MarkPaidResult, markPaidByExchange, markPaidByStaff } from './mark-paid-by-staff';
export { type MonoPartsOptions, monoPartsProvider } from './mono-parts';
export { openInvoice } from './open-invoice';
export {
  addWorkingDays,
  collectedMethods,
  initialPaymentStatus,
  isPayableOnline,
  onlineMethods,
  paymentDetailsOf,
} from './order-payment';
export { listOrderPayments, type OrderPaymentAttempt } from './order-payments';
export { type PrivatPartsOptions, privatPartsProvider } from './privat-parts';
export {
  type AttemptForProvider,
  type CallbackRequest,
  isRejected,
  isUah,
  type OrderForPayment,
  type PaymentCheckout,
  type PaymentKind,
  type PaymentProvider,
  type ProviderEvent,
  type RejectedCallback,
} from './provider';
export type { PaymentProviderDeps, PaymentProviderEntry, PaymentSlot } from './provider-entry';
export { type ReconcileReport, reconcilePayments, refreshPayment } from './reconcile';
export { type RefundInput, type RefundResult, refundPayment } from './refund-payment';
export {
  isPaymentProviderConfigured,
  isRefundableProvider,
  type PaymentSettings,
  paymentProviders,
  paymentSettingsIssues,
  paymentSettingsShape,
  type RegisteredPaymentProvider,
  registeredPaymentProvider,
} from './registry';
export { mayMovePayments, requirePaymentRole } from './staff-roles';
export { callbackPathOf, newReference, onlineAttemptMs, type StartPaymentResult, startPayment } from './start-payment';
export { paymentStatusTitles } from './status-titles';
