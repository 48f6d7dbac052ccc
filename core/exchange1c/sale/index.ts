import './errors';

export {
  applySaleDocuments,
  exchangeActor,
  type SaleApplyReport,
  type SaleProblem,
} from './apply-sale-documents';
export { orderFingerprint } from './fingerprint';
export { type ImportSaleFileResult, importSaleFile, maxSaleZipBytes } from './import-sale-file';
export { loadSaleOrders, type SaleOrder, type SaleOrderLine } from './load-sale-orders';
export { markOrdersExported } from './mark-orders-exported';
export {
  declaredEncoding,
  type IncomingDocument,
  maxIncomingDocuments,
  type ParseSaleResult,
  parseSaleDocuments,
} from './parse-sale-documents';
export { type QueryOrdersResult, queryOrders, saleQueryLimit } from './query-orders';
export { type IncomingIntent, isTruthy, orderIdOf, readIncoming } from './read-incoming';
export { deliveryServiceId, lineDiscounts, renderSaleDocuments, saleDocument } from './render-sale-documents';
export { statusPath } from './status-path';
