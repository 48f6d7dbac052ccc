export * from './carrier';
export { demoCarrier } from './demo';
export { type DirectoryStatus, getDirectoryStatus } from './directory-status';
export { defaultNovaPoshtaUrl, type NovaPoshtaSender, novaPoshtaCarrier } from './nova-poshta';
export {
  describePacking,
  loadPackGoods,
  type PackedParcel,
  type PackGood,
  type PackResult,
  packParcels,
  parcelFits,
  parcelLimits,
  pieceValues,
  withinParcelLimits,
} from './pack-parcels';
export {
  defaultGood,
  loadBox,
  type ParcelBox,
  type ParcelItem,
  type PointLimits,
  packBox,
  pointTakes,
} from './parcel-box';
export { type CarrierFactory, type CarrierSettings, type Carriers, createCarriers } from './registry';
export { minShareSeen, type SyncResult, syncCarrierDirectory } from './sync';
export { abandonedAfterMs } from './sync/run-lock';
