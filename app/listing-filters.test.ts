import { describe, expect, it } from 'vitest';
import { emptyFilter, parseFilterSegment, serializeFilterSegment } from '#core/catalog';
import { isIndexable, listingHref, rangeFromForm, toggleFacet, withoutCode, withRange } from './listing-filters.server';

const parse = (segment: string) => {
  const filter = parseFilterSegment(segment);
  if (!filter) throw new Error(`bad segment ${segment}`);
  return filter;
};

describe('facet links lead to canonical segments (§2 {filter}, ADR 0058)', () => {
  it('toggling an option adds it in canonical order and removes it again', () => {
    const start = parse('brand=shimano;action=fast');
    const added = toggleFacet(start, { kind: 'brand' }, 'daiwa');
    expect(serializeFilterSegment(added)).toBe('brand=daiwa,shimano;action=fast');
    expect(serializeFilterSegment(toggleFacet(added, { kind: 'brand' }, 'daiwa'))).toBe('brand=shimano;action=fast');
    const medium = toggleFacet(start, { kind: 'option', code: 'action' }, 'medium');
    expect(serializeFilterSegment(medium)).toBe('brand=shimano;action=fast,medium');
    const none = toggleFacet(start, { kind: 'option', code: 'action' }, 'fast');
    expect(serializeFilterSegment(none)).toBe('brand=shimano');
    expect(none.options).toEqual({});
    expect(serializeFilterSegment(toggleFacet(start, { kind: 'available' }))).toBe(
      'brand=shimano;available=1;action=fast',
    );
  });

  it('ranges are set and cleared; attribute ranges sort with the options', () => {
    const f = withRange(parse('brand=daiwa'), 'length', { min: 2.1, max: null });
    expect(serializeFilterSegment(f)).toBe('brand=daiwa;length=2.1-');
    expect(serializeFilterSegment(withRange(f, 'price', { min: 100, max: 500 }))).toBe(
      'brand=daiwa;price=100-500;length=2.1-',
    );
    expect(serializeFilterSegment(withoutCode(f, 'length'))).toBe('brand=daiwa');
    expect(serializeFilterSegment(withRange(f, 'length', null))).toBe('brand=daiwa');
  });

  it('the href keeps a non-default sort and drops the page', () => {
    expect(listingHref('/vudylyshcha/c2', parse('brand=daiwa'), 'cheap')).toBe(
      '/vudylyshcha/c2/brand=daiwa?sort=cheap',
    );
    expect(listingHref('/vudylyshcha/c2', emptyFilter(), 'popular')).toBe('/vudylyshcha/c2');
  });

  it('the range form accepts anything typed and yields the URL range', () => {
    expect(rangeFromForm('price', '500', '100')).toEqual({ min: 100, max: 500 });
    expect(rangeFromForm('price', '99.5', '200.2')).toEqual({ min: 99, max: 201 });
    expect(rangeFromForm('price', '', '')).toBeNull();
    expect(rangeFromForm('price', 'abc', '300')).toEqual({ min: null, max: 300 });
    expect(rangeFromForm('price', '0', '')).toBeNull();
    expect(rangeFromForm('length', '2,7', '2.1')).toEqual({ min: 2.1, max: 2.7 });
  });

  it('only a single facet value is indexable', () => {
    expect(isIndexable(emptyFilter())).toBe(true);
    expect(isIndexable(parse('brand=daiwa'))).toBe(true);
    expect(isIndexable(parse('available=1'))).toBe(true);
    expect(isIndexable(parse('brand=daiwa,shimano'))).toBe(false);
    expect(isIndexable(parse('brand=daiwa;action=fast'))).toBe(false);
    expect(isIndexable(parse('price=100-500'))).toBe(false);
    expect(isIndexable(parse('length=2-3'))).toBe(false);
  });
});
