export { type LiqpayConfig, liqpayEvent, liqpayProvider } from './liqpay';
export { decodeData, encodeData, isSignedBy, signData, toKopiyky, toUah } from './sign';
