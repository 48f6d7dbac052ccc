export { type UkrposhtaConfig, ukrposhtaCarrier, ukrposhtaState } from './ukrposhta';
