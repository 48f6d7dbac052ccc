export { defaultNovaPoshtaUrl } from './client';
export { lockerTypeRefs } from './directory';
export { type NovaPoshtaSender, trackingState } from './documents';
export { type NovaPoshtaOptions, novaPoshtaCarrier } from './nova-poshta';
