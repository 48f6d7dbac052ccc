import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount-percent';

describe('discountPercent', () => {
  it('is 100 minus the rounded price/old_price percentage (§9)', () => {
    expect(discountPercent(79_900, 99_900)).toBe(100 - Math.round((79_900 / 99_900) * 100));
    expect(discountPercent(79_900, 99_900)).toBe(20);
    // 2/3 → 66.67 % rounds to 67 → 33 % off, not 33.33
    expect(discountPercent(200, 300)).toBe(33);
    // 0.5 rounds up: 50.5 % → 51 → 49 % off
    expect(discountPercent(10_100, 20_000)).toBe(49);
  });

  it('is zero without a higher old price (§9)', () => {
    expect(discountPercent(1000, null)).toBe(0);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 900)).toBe(0);
  });
});
