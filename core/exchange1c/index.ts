export type { CmlGood, CmlNamed, CmlOffer } from './commerceml';
export { type ExchangeReport, exchangeActor } from './exchange-job';
export {
  ExchangeImportError,
  type ExchangeImportOptions,
  type ExchangeImportResult,
  ExchangeRefusedError,
  hideUnlistedAfterPortions,
  importExchangeFile,
  isPortionFile,
  type ListedIds,
} from './import-exchange-file';
export { listExchangeJobs } from './list-exchange-jobs';
export { choosePriceType, type PriceTypeChoice } from './price-types';
export { type RestoreHiddenResult, restoreHidden } from './restore-hidden';
export { listWarehouses, mappableStores, mapWarehouse, mapWarehouseInput } from './warehouses';
export { declaredEncoding, readXmlUnits } from './xml-units';
export { forEachZipEntry, isTruncatedZip, isZip, type ZipEntry } from './zip';
