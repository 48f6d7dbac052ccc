/** The shop's analytics and marketing events (ADR 0054): call sites import from here. */
export { track } from './bus';
export type { PurchaseOrder } from './events';
export { useCartEvents, useTrack } from './hooks';
export { cartLines, fromGoodDetails } from './items';
