import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FilterSegment, parseFilterSegment, parseRange, serializeFilterSegment } from './filter-segment';

describe('{filter} URL segment (SPEC §2 listing routes)', () => {
  it('parses the canonical example and serialises it back unchanged (§2)', () => {
    const text = 'brand=daiwa,shimano;price=100-500;available=1;action=fast,medium;length=2.1-2.7';
    const parsed = parseFilterSegment(text);
    expect(parsed).toEqual({
      brands: ['daiwa', 'shimano'],
      price: { min: 100, max: 500 },
      available: true,
      options: { action: ['fast', 'medium'] },
      ranges: { length: { min: 2.1, max: 2.7 } },
    });
    expect(serializeFilterSegment(parsed as FilterSegment)).toBe(text);
  });

  it('canonicalises order and duplicates so one selection has one URL (§2)', () => {
    const parsed = parseFilterSegment('length=2.10-;brand=shimano,daiwa,shimano');
    expect(parsed && serializeFilterSegment(parsed)).toBe('brand=daiwa,shimano;length=2.1-');
  });

  it('open-ended and negative ranges (§2)', () => {
    expect(parseRange('-10-5')).toEqual({ min: -10, max: 5 });
    expect(parseRange('-10--5')).toEqual({ min: -10, max: -5 });
    expect(parseRange('-5')).toEqual({ min: null, max: 5 });
    expect(parseRange('3-')).toEqual({ min: 3, max: null });
    expect(parseRange('5-3')).toBeNull();
    expect(parseRange('-')).toBeNull();
  });

  it.each([
    '',
    'brand',
    'brand=',
    '=x',
    'brand=Shimano',
    'brand=a;brand=b',
    'price=abc',
    'price=1.5-2',
    'price=-5-10',
    'available=0',
    'Length=1-2',
    'action=fast;;',
    'x'.repeat(1001),
    'action=a b',
  ])('malformed segment %j parses to null, so the route is a 404 (§2 route validity)', (text) => {
    expect(parseFilterSegment(text)).toBeNull();
  });

  it('round-trips any selection: parse(serialize(f)) = f and serialize is a fixed point (§2)', () => {
    const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
    const code = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/).filter((c) => !['brand', 'price', 'available'].includes(c));
    const num = fc.integer({ min: -1000, max: 1000 }).map((n) => n / 10);
    const range = fc
      .tuple(fc.option(num), fc.option(num))
      .filter(([a, b]) => a !== null || b !== null)
      .map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }));
    const uah = fc
      .tuple(fc.option(fc.nat(100_000)), fc.option(fc.nat(100_000)))
      .filter(([a, b]) => a !== null || b !== null)
      .map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }));
    const selection = fc
      .record({
        brands: fc.uniqueArray(slug, { maxLength: 4 }),
        price: fc.option(uah),
        available: fc.boolean(),
        options: fc.dictionary(code, fc.uniqueArray(slug, { minLength: 1, maxLength: 3 }), { maxKeys: 3 }),
        ranges: fc.dictionary(code, range, { maxKeys: 3 }),
      })
      .map((f) => {
        // A code is either an option list or a range, never both.
        for (const c of Object.keys(f.ranges)) delete f.options[c];
        return {
          ...f,
          brands: [...f.brands].sort(),
          options: Object.fromEntries(Object.entries(f.options).map(([k, v]) => [k, [...v].sort()])),
        } as FilterSegment;
      })
      .filter((f) => serializeFilterSegment(f) !== '');
    fc.assert(
      fc.property(selection, (f) => {
        const text = serializeFilterSegment(f);
        const parsed = parseFilterSegment(text);
        expect(parsed).toEqual(f);
        expect(serializeFilterSegment(parsed as FilterSegment)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
