import './errors';

export {
  type CreateWaybillResult,
  codeAsPointRef,
  createWaybill,
  type PointRefs,
  type ShipmentCarriers,
  shareInSteps,
  type WaybillDeps,
  type WaybillError,
  waybillGroups,
} from './create-waybill';
export { localPointRefs, localSettlementRefs } from './local-refs';
export {
  type OrderPacking,
  orderPackGoods,
  orderPacking,
  type SavePackingError,
  saveOrderPacking,
} from './order-packing';
export { buildParcel, defaultGood, loadParcel, type ParcelItem, parcelLimits } from './parcel';
export { createShipmentCarriers, shipmentSettlements, waybillDeps } from './shipment-carriers';
export { createCarrierTariffs, type SettlementRefs, type TariffsOptions, townCodeRefs } from './tariffs';
export { type OrderTracking, orderShipments, orderTracking, type TrackReport, trackShipments } from './track-shipments';
export { trackingStateTitles, trackingTitle } from './tracking-titles';
