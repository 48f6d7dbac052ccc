export {
  type PrivatPartsOptions,
  privatPartsApiUrl,
  privatPartsProvider,
  privatProducts,
  privatStatus,
} from './provider';
export { callbackSignature, createSignature, type PrivatProduct, stateSignature } from './signature';
