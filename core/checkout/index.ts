import './errors';

export type { CarrierTariffs, TariffEstimate } from './carrier-tariffs';
export { isCertificateNumber, newCertificateNumber, normalizeCertificate } from './certificate-number';
export type { CheckMessage } from './check-message';
export { blockingMessages, type CheckOptions, type CheckResult, checkOrder } from './check-order';
export {
  type CheckOrderInput,
  cartField,
  checkOrderFields,
  checkOrderInput,
  idField,
  maxCartLines,
  maxQuantity,
  nameField,
} from './check-order-input';
export { promoCustomerKeys } from './customer-keys';
export {
  carrierInsuranceRates,
  type DeliveryFeeLine,
  deliveryFeeLine,
  type InsuranceLine,
  insuranceLine,
  orderFeeLines,
} from './delivery-fee';
export {
  type CreditTerms,
  defaultParts,
  type InstalmentBank,
  instalmentBank,
  instalmentParts,
  instalmentPayments,
  monoMaxUnits,
} from './instalments';
export { listDeliveryMethods } from './list-delivery-methods';
export { type DepartmentView, listDepartments, type PointTooSmall, pointTooSmall } from './list-departments';
export type { DeliveryView, PaymentView, TownView } from './offered-methods';
export {
  type BillableOrder,
  type BillLine,
  billLineTitle,
  billSum,
  type OrderBill,
  orderBill,
} from './order-bill';
export { paymentForDelivery } from './payment-titles';
export { type MethodTextsInput, methodTextsInput, saveMethodTexts } from './save-method-texts';
export { defaultTownCode, searchTowns, searchTownsInput, type TownOption, townsLimit } from './search-towns';
export { getStaffMethod, listStaffMethods } from './staff-methods';
export { promoRefusalCodes } from './vouchers';
