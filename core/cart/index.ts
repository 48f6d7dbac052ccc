import './errors';

export { type AddLineInput, type AddLineResult, addLine, addLineInput } from './add-line';
export { deleteLine, type LineIdInput, lineIdInput } from './delete-line';
export { type EditLineInput, editLine, editLineInput, type LineResult } from './edit-line';
export { type CartItem, type CartTotals, getCartTotals, priceCart } from './get-cart-totals';
export {
  applyGuestAction,
  type GuestCartAction,
  type GuestLine,
  guestCartAction,
  guestCartCookieName,
  guestLineStates,
  parseGuestCart,
  serializeGuestCart,
} from './guest-cart';
export { type CartLine, maxLines, maxQuantity } from './limits';
export type { CartLineState } from './line-state';
export { listCart } from './list-cart';
export { type MergeCartInput, type MergeCartResult, mergeCart, mergeCartInput } from './merge-cart';
export { purgeCart } from './purge-cart';
export { restoreLine } from './restore-line';
export {
  checkGuestAction,
  checkStock,
  quantityLimits,
  type StockRefusal,
  stockRefusal,
} from './stock-limit';
