/**
 * `amount × basisPoints / 10 000` in whole kopiyky, rounded half up (0.5 kop → 1 kop).
 * Basis points keep 2.55 % exact (255) without floats; amounts are non-negative kopiyky.
 */
export function percentOf(amount: number, basisPoints: number): number {
  if (amount <= 0 || basisPoints <= 0) return 0;
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

/** Whole percent → basis points (10 % → 1 000). */
export const bp = (percent: number) => percent * 100;
