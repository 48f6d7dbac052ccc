import { describe, expect, it } from 'vitest';
import { decimalUah, uahWithUnit } from './money';

describe('kopiyky as decimal text (SPEC §9, ADR 0032: one money formatter)', () => {
  it('is exact from integer parts, with the sign, either separator and the unit', () => {
    expect(decimalUah(211005)).toBe('2110.05');
    expect(decimalUah(-5)).toBe('-0.05');
    expect(decimalUah(0)).toBe('0.00');
    expect(decimalUah(900719925474099)).toBe('9007199254740.99');
    expect(decimalUah(123456, ',')).toBe('1234,56');
    expect(uahWithUnit(60000)).toBe('600.00 грн');
    expect(() => decimalUah(10.5)).toThrow(RangeError);
  });
});
