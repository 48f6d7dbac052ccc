export { minShareSeen, type SyncResult, syncCarrierDirectory } from './sync-directory';
