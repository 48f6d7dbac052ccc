/**
 * The canonical `{filter}` URL segment of listings (SPEC §2 `/{catalog_name}/c{id}/{filter}`):
 * `brand=daiwa,shimano;price=100-500;available=1;action=fast,medium;length=2.1-2.7`.
 * Keys: `brand` (brand slugs), `price` (whole UAH, min-max, either end open), `available=1`,
 * then attribute codes: option slugs joined by commas, or a numeric `min-max` range.
 * Canonical form: fixed keys first, attributes by code, values sorted and de-duplicated, so one
 * selection has exactly one URL (ADR 0016). Parsing is syntax-only; unknown codes are the
 * caller's business. Anything malformed parses to null (the route answers 404, SPEC §2).
 */
export type Range = { min: number | null; max: number | null };

export type FilterSegment = {
  brands: string[];
  /** Whole UAH in the URL; multiply by 100 for kopiyky. */
  price: Range | null;
  available: boolean;
  options: Record<string, string[]>;
  ranges: Record<string, Range>;
};

export const emptyFilter = (): FilterSegment => ({
  brands: [],
  price: null,
  available: false,
  options: {},
  ranges: {},
});

const number = String.raw`-?\d{1,9}(?:\.\d{1,6})?`;
const rangePattern = new RegExp(`^(${number})?-(${number})?$`);
const slugPattern = /^[a-z0-9][a-z0-9-]{0,59}$/;
const codePattern = /^[a-z][a-z0-9_]{0,39}$/;
const reserved = new Set(['brand', 'price', 'available']);
export const maxFilterSegmentLength = 1000;

/** `"2.1-2.7"` → `{min: 2.1, max: 2.7}`; either end may be empty; null when malformed or min > max. */
export function parseRange(text: string): Range | null {
  const match = rangePattern.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export function formatRange(range: Range): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

/** A value list is a range when it is a single numeric `min-max`; option slugs never look like that. */
export function isRangeText(text: string): boolean {
  return parseRange(text) !== null;
}

export function parseFilterSegment(segment: string): FilterSegment | null {
  if (segment.length === 0 || segment.length > maxFilterSegmentLength) return null;
  const out = emptyFilter();
  const seen = new Set<string>();
  for (const part of segment.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq);
    const value = part.slice(eq + 1);
    if (!codePattern.test(key) || seen.has(key) || value === '') return null;
    seen.add(key);
    if (key === 'available') {
      if (value !== '1') return null;
      out.available = true;
    } else if (key === 'price' || (!reserved.has(key) && isRangeText(value))) {
      const range = parseRange(value);
      if (!range) return null;
      if (key === 'price') {
        if ((range.min ?? 0) < 0 || !Number.isInteger(range.min ?? 0) || !Number.isInteger(range.max ?? 0)) return null;
        out.price = range;
      } else out.ranges[key] = range;
    } else {
      const values = value.split(',');
      if (values.length > 50 || !values.every((v) => slugPattern.test(v) && !isRangeText(v))) return null;
      const unique = [...new Set(values)].sort();
      if (key === 'brand') out.brands = unique;
      else out.options[key] = unique;
    }
  }
  return out;
}

/** The canonical segment for a selection, or '' when nothing is selected. */
export function serializeFilterSegment(filter: FilterSegment): string {
  const parts: string[] = [];
  const sorted = (values: string[]) => [...new Set(values)].sort();
  if (filter.brands.length) parts.push(`brand=${sorted(filter.brands).join(',')}`);
  if (filter.price && (filter.price.min !== null || filter.price.max !== null))
    parts.push(`price=${formatRange(filter.price)}`);
  if (filter.available) parts.push('available=1');
  const codes = [...new Set([...Object.keys(filter.options), ...Object.keys(filter.ranges)])].sort();
  for (const code of codes) {
    if (reserved.has(code)) continue;
    const range = filter.ranges[code];
    const options = filter.options[code];
    if (range && (range.min !== null || range.max !== null)) parts.push(`${code}=${formatRange(range)}`);
    else if (options?.length) parts.push(`${code}=${sorted(options).join(',')}`);
  }
  return parts.join(';');
}
