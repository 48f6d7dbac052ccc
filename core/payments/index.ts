import './errors';

export {
  type ApplyResult,
  applyProviderEvent,
  type EventSource,
  queueReceipt,
  recordRejectedCallback,
  syncOrderPaymentStatus,
} from './apply-event';
export { demoProvider } from './demo';
export { findAttempt, pendingCheckout } from './find-attempt';
export { createGateway, type PaymentGateway, providerForMethod } from './gateway';
export { getOrderPayment, type OrderPaymentView } from './get-order-payment';
export { invoiceProvider } from './invoice';
export { type MonoPartsOptions, monoPartsProvider } from './mono-parts';
export {
  addWorkingDays,
  collectedMethods,
  initialPaymentStatus,
  onlineMethods,
  paymentDetailsOf,
} from './order-payment';
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
export { type ReconcileReport, reconcilePayments, refreshPayment } from './reconcile';
export { callbackPaths, newReference, onlineAttemptMs, type StartPaymentResult, startPayment } from './start-payment';
export { paymentStatusTitles } from './status-titles';
