export * from './carrier';
export { type CarrierEntry, type CarrierFactory, type CarrierSettings, carrierEntry } from './carrier-entry';
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
  loadPieceBoxes,
  type ParcelBox,
  type ParcelItem,
  type PointLimits,
  packBox,
  pointTakes,
} from './parcel-box';
export {
  type CarrierEnvSettings,
  type Carriers,
  carrierCodes,
  carrierSettingsIssues,
  carrierSettingsShape,
  createCarriers,
  isCarrierCode,
} from './registry';
export { minShareSeen, type SyncResult, syncCarrierDirectory } from './sync';
export { abandonedAfterMs } from './sync/run-lock';
