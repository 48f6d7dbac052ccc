import { describe, expect, it } from 'vitest';
import { codCommission, kyivCourierCost, missingForMinOrder, percentOf } from './index';

describe('checkout money rules', () => {
  it('rounds percentages half up on whole kopiyky', () => {
    expect(percentOf(1_050, 1_000)).toBe(105); // 10 % of 10.50 UAH
    expect(percentOf(1_005, 1_000)).toBe(101); // 100.5 kop → 101
    expect(percentOf(1_004, 1_000)).toBe(100); // 100.4 kop → 100
    expect(percentOf(0, 1_000)).toBe(0);
  });

  it('Nova Poshta cash on delivery costs 2 % + 10 UAH (§9)', () => {
    expect(codCommission('nova_poshta', 100_000)).toBe(2_000 + 1_000);
    expect(codCommission('nova_poshta', 12_345)).toBe(247 + 1_000); // 246.9 → 247
  });

  it('Ukrposhta cash on delivery costs 2.55 % with a 10 UAH minimum (§9)', () => {
    expect(codCommission('ukrposhta', 100_000)).toBe(2_550);
    expect(codCommission('ukrposhta', 30_000)).toBe(1_000); // 7.65 UAH → minimum 10
    expect(codCommission('ukrposhta', 39_216)).toBe(1_000); // 1000.008 → 1000
    expect(codCommission('ukrposhta', 0)).toBe(0);
  });

  it('Kyiv courier is 60 UAH under 2000 UAH and free from 2000 (§9)', () => {
    expect(kyivCourierCost(199_999)).toBe(6_000);
    expect(kyivCourierCost(200_000)).toBe(0);
  });

  it('minimum order must exceed 500 UAH (§5, §9)', () => {
    expect(missingForMinOrder(50_000)).toBe(1);
    expect(missingForMinOrder(40_000)).toBe(10_001);
    expect(missingForMinOrder(50_001)).toBe(0);
  });
});
