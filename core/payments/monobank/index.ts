export { type MonobankConfig, monobankEvent, monobankPageOrigins, monobankProvider } from './monobank';
export { type MonobankKeyRing, monobankKeyRing, refetchEveryMs } from './pubkey';
