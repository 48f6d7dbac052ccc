import { createHash, timingSafeEqual } from 'node:crypto';

/** LiqPay's `data`: the parameters as JSON, base64 (UTF-8). */
export function encodeData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

/** LiqPay's signature: base64 of the binary SHA-1 of private_key + data + private_key. */
export function signData(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64');
}

/** Checks a signature in constant time (digests compared, so lengths never leak). */
export function isSignedBy(privateKey: string, data: string, signature: string): boolean {
  const expected = createHash('sha256').update(signData(privateKey, data)).digest();
  const given = createHash('sha256').update(signature).digest();
  return timingSafeEqual(expected, given);
}

/** Decodes `data` into its parameters; null when it is not base64 JSON of an object. */
export function decodeData(data: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9+/]+=*$/.test(data)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Kopiyky → LiqPay's amount in UAH (a number with up to two decimals): 123450 → 1234.5. */
export const toUah = (kopiyky: number) => kopiyky / 100;

/** LiqPay's amount in UAH → kopiyky, rounded exactly (1234.5 → 123450, 0.29 → 29); NaN when not a number. */
export function toKopiyky(amount: unknown): number {
  const n = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}
