import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUah, kopiykyFromUah, toUah, uahInput } from './money';

/**
 * No order bound exists in core/checkout or core/orders (100 lines × 999 × any price), so the
 * round trip is proven up to 10,000,000,000 kopiyky (100 million UAH), negatives included.
 */
const largest = 10_000_000_000;
const seed = 32_032;
/** What a client reads: the JSON text of the number, at most two decimals, never an exponent. */
const jsonUah = /^-?\d+(\.\d{1,2})?$/;
const priceBound = uahInput('catalog_filter_invalid');

describe('money at the API edge (ADR 0032)', () => {
  it('answers UAH numbers with at most two decimals (SPEC §9 "two decimals, UAH")', () => {
    expect(JSON.stringify({ price: toUah(211_000) })).toBe('{"price":2110}');
    expect(JSON.stringify({ price: toUah(211_050) })).toBe('{"price":2110.5}');
    expect(JSON.stringify({ price: toUah(211_099) })).toBe('{"price":2110.99}');
    expect([toUah(0), toUah(1), toUah(10), toUah(-5), toUah(null)]).toEqual([0, 0.01, 0.1, -0.05, null]);
    expect(Object.is(toUah(0), 0)).toBe(true);
    expect(() => toUah(1.5)).toThrow(RangeError);
    expect([formatUah(25_001), formatUah(-5), formatUah(0)]).toEqual(['250.01', '-0.05', '0.00']);
  });

  it('reads UAH text with at most two decimals, from the digits', () => {
    expect(['2110', '2110.5', '2110.50', '2110.99', '0.01', '-0.05', '-0'].map(kopiykyFromUah)).toEqual([
      211_000, 211_050, 211_050, 211_099, 1, -5, 0,
    ]);
    for (const bad of ['', '1.234', '1e3', '1,5', '.5', '5.', ' 5', '0x10', 'NaN', 'Infinity', '+1', '1.2.3'])
      expect(kopiykyFromUah(bad), bad).toBeNull();
  });

  it('money inputs: UAH, not negative, ≤ 2 decimals, within the bound; anything else fails with the code', () => {
    expect(['0', '0.1', '2110.99', '10000000'].map((v) => priceBound.parse(v))).toEqual([
      0, 10, 211_099, 1_000_000_000,
    ]);
    for (const bad of ['-1', '1.001', '10000000.01', '1e3', 'abc', '', '12,50']) {
      const result = priceBound.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message, bad).toBe('catalog_filter_invalid');
    }
  });

  it('kopiyky → API value → kopiyky is the identity (exhaustive to 10,000 UAH, then sampled)', () => {
    for (let kop = 0; kop <= 1_000_000; kop++) {
      const text = JSON.stringify(toUah(kop));
      if (kopiykyFromUah(text) !== kop || !jsonUah.test(text)) expect.fail(`${kop} → ${text}`);
    }
    console.log(`money round-trip property: fast-check seed ${seed}`);
    const amount = fc.oneof(
      fc.bigInt({ min: BigInt(-largest), max: BigInt(largest) }).map(Number),
      fc.constantFrom(0, 1, 99, 100, 101, 4_999_900, 2 ** 31 - 1, largest - 1, largest, -1, -largest),
    );
    fc.assert(
      fc.property(amount, (kop) => {
        const value = toUah(kop);
        const text = JSON.stringify(value);
        const asInput = kop >= 0 && kop <= 1_000_000_000 ? priceBound.parse(text) : kop;
        // value === kop / 100 is a cross-check, not the method: IEEE division rounds correctly,
        // so it lands on the same double as the exact decimal.
        return (
          jsonUah.test(text) &&
          kopiykyFromUah(text) === kop &&
          kopiykyFromUah(String(value)) === kop &&
          value === kop / 100 &&
          asInput === kop
        );
      }),
      { seed, numRuns: 50_000 },
    );
  });
});
