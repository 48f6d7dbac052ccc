import './errors';

export { changeOrderStatus, statusMoves } from './change-order-status';
export { type CreateOrderResult, createOrder } from './create-order';
export { type CreateOrderInput, createOrderInput } from './create-order-input';
export { getOrder, type OrderLineView, type OrderView } from './get-order';
export { getPlacedOrder } from './get-placed-order';
export { defaultPerPage, listOrders, listOrdersInput } from './list-orders';
export { notifyOrderPlaced } from './notify-order-placed';
export { placeQuickOrder, type QuickOrderResult } from './place-quick-order';
export { type CheckoutChoice, type Preselection, preselectCheckout } from './preselect-checkout';
