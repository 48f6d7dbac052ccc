import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two signatures (texts); different lengths are simply unequal. */
export function timingSafeEqualText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
