export {
  availableSql,
  orderReservations,
  type ReserveFrom,
  type ReserveLine,
  type ReserveResult,
  recountReserved,
  releaseOrder,
  reserveOrder,
  sellOrder,
  setDispatchStores,
  syncReservedOut,
} from './reservations';
export { type RestsKind, type StockPair, settleRests } from './settle-rests';
