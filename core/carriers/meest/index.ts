export { meestEntry, meestFromSettings } from './entry';
export { type MeestConfig, meestCarrier, meestState } from './meest';
