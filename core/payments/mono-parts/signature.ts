import { createHmac } from 'node:crypto';

/**
 * monobank Покупка частинами signs every request and callback body (ADR 0098): the `signature`
 * header is base64(HMAC-SHA256(raw body, the store's sign key)).
 */
export function monoPartsSignature(body: string, signKey: string): string {
  return createHmac('sha256', signKey).update(body, 'utf8').digest('base64');
}
