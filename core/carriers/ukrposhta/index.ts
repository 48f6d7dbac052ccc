export { ukrposhtaEntry, ukrposhtaFromSettings } from './entry';
export { type UkrposhtaConfig, ukrposhtaCarrier, ukrposhtaState } from './ukrposhta';
