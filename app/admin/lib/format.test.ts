import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('back-office money (DESIGN.md "Back office")', () => {
  it('is the exact decimal form of core/shared/money.ts, grouped as uk-UA writes it', () => {
    const intl = new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const kop of [0, 5, -5, 99, 100, 1000, 99_999, 123_456, -123_456, 100_000_000, 99_999_999_999])
      expect(formatMoney(kop)).toBe(`${intl.format(kop / 100)} грн`);
    expect(formatMoney(123_456)).toBe('1\u00a0234,56 грн');
  });
});
