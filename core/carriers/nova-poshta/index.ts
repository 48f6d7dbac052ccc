export { defaultNovaPoshtaUrl } from './client';
export { lockerTypeRefs } from './directory';
export { type NovaPoshtaSender, trackingState } from './documents';
export { novaPoshtaEntry, novaPoshtaFromSettings } from './entry';
export { type NovaPoshtaOptions, novaPoshtaCarrier } from './nova-poshta';
