import './errors';

export {
  type CreateWaybillResult,
  codeAsPointRef,
  createWaybill,
  type PointRefs,
  type ShipmentCarriers,
  type WaybillDeps,
  type WaybillError,
} from './create-waybill';
export { localPointRefs, localSettlementRefs } from './local-refs';
export { buildParcel, defaultGood, loadParcel, type ParcelItem, parcelLimits } from './parcel';
export { createCarrierTariffs, type SettlementRefs, type TariffsOptions, townCodeRefs } from './tariffs';
export { type OrderTracking, orderTracking, type TrackReport, trackShipments } from './track-shipments';
export { trackingStateTitles, trackingTitle } from './tracking-titles';
