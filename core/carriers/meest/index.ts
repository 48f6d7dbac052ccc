export { type MeestConfig, meestCarrier, meestState } from './meest';
