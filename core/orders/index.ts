import './errors';

export {
  type ChangeOrderStatusResult,
  changeOrderStatus,
  changeOrderStatusByShop,
  type PaymentAnswers,
} from './change-order-status';
export { type CreateOrderResult, createOrder } from './create-order';
export { type CreateOrderInput, createOrderInput } from './create-order-input';
export {
  type EditOrderLinesInput,
  type EditOrderLinesResult,
  editOrderLines,
  editOrderLinesInput,
} from './edit-order-lines';
export {
  cardUnfinishedNote,
  type ExpireCardOrdersReport,
  expireUnpaidCardOrders,
  unfinishedGraceMs,
} from './expire-unpaid-card-orders';
export { type ExpireInvoicesReport, expireUnpaidInvoices, invoiceExpiredNote } from './expire-unpaid-invoices';
export {
  type FindPickupsResult,
  findPickups,
  listStorePickups,
  type PickupOrderView,
  pickupStoreOf,
} from './find-pickups';
export {
  getOrder,
  loadOrders,
  type OrderLineView,
  type OrderReceiptView,
  type OrderTrackingView,
  type OrderView,
  type PickupStoreView,
} from './get-order';
export { getPlacedOrder } from './get-placed-order';
export { getQuickOrder, type QuickOrderView } from './get-quick-order';
export { getStaffOrder, type StaffOrderView } from './get-staff-order';
export { handOverPickup } from './hand-over-pickup';
export { defaultPerPage, listOrders, listOrdersInput } from './list-orders';
export {
  listStaffOrders,
  type StaffOrderRow,
  type StaffOrdersFilter,
  staffOrderSorts,
  staffOrdersInput,
} from './list-staff-orders';
export { listStoreReservations, pickupStoreChoices } from './list-store-reservations';
export { notifyOrderPlaced } from './notify-order-placed';
export { type OrderFilterOptions, orderFilterOptions } from './order-filter-options';
export { type OrderFromQuickOrderResult, orderFromQuickOrder } from './order-from-quick-order';
export { mayOverridePayment, type PaymentGate, paymentGate } from './payment-gate';
export { type PaymentState, paymentStates } from './payment-state';
export {
  isPickupCode,
  type PickupHold,
  pickupCodeHash,
  pickupHold,
  pickupHoldDays,
  pickupHoldMs,
  setPickupCodeKey,
} from './pickup-hold';
export { placeOrder } from './place-order';
export { placeQuickOrder, type QuickOrderResult } from './place-quick-order';
export { type CheckoutChoice, type Preselection, preselectCheckout } from './preselect-checkout';
export { runPaymentHousekeeping } from './run-payment-housekeeping';
export { type PickupHoldsReport, runPickupHolds } from './run-pickup-holds';
export { lockStaffOrder, ordersOf } from './staff-scope';
export { orderStatusTitles } from './status-texts';
export { isDelivered, isEditable, nextStatuses, orderStatuses, statusMoves } from './workflow';
