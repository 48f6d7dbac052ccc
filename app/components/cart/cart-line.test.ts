import { describe, expect, it } from 'vitest';
import { minOrder, missingToMinOrder } from './cart-line';

describe('minimum order (SPEC §5, §8, §9)', () => {
  it('the goods must exceed 500 UAH: exactly 500 still misses a kopiyka', () => {
    expect(minOrder).toBe(50_000);
    expect(missingToMinOrder(50_000)).toBe(1);
    expect(missingToMinOrder(50_001)).toBe(0);
  });
  it('tells how much is still to add', () => {
    expect(missingToMinOrder(0)).toBe(50_001);
    expect(missingToMinOrder(45_999)).toBe(4_002);
  });
});
