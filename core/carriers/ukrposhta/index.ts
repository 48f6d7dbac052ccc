export { meestFromSettings, ukrposhtaFromSettings } from './from-settings';
export { type UkrposhtaConfig, ukrposhtaCarrier, ukrposhtaState } from './ukrposhta';
