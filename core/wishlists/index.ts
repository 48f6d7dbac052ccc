import './errors';

export { addToWaitlist, type WaitlistGoodInput, waitlistGoodInput } from './add-to-waitlist';
export { deleteWishlist, listIdInput } from './delete-wishlist';
export { getSharedWishlist, shareKeyField } from './get-shared-wishlist';
export { maxGoodsPerList, maxLists, maxWaitlist, type Wishlist } from './limits';
export { listWaitlist } from './list-waitlist';
export { listWishlists } from './list-wishlists';
export { notifyBackInStock } from './notify-back-in-stock';
export { regenerateShareKey } from './regenerate-share-key';
export { removeFromWaitlist } from './remove-from-waitlist';
export { renameWishlist, renameWishlistInput } from './rename-wishlist';
export {
  type ToggleResult,
  type ToggleWishlistGoodInput,
  toggleWishlistGood,
  toggleWishlistGoodInput,
} from './toggle-wishlist-good';
