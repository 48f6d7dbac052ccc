export {
  type MonoPartsOptions,
  monoPartsApiUrl,
  monoPartsProducts,
  monoPartsProvider,
  monoPartsStatus,
} from './provider';
export { monoPartsSignature } from './signature';
