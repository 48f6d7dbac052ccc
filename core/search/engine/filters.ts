import type { CatalogFilters, Range } from '#core/catalog';
import type { Dictionaries } from './catalog-load';
import type { GoodTable } from './good-table';

/**
 * The listing filters of a request as in-memory tests, keyed like `listScopedCatalog`'s
 * conditions: `brand`, `price`, `available`, `attr:{id}`. Null when a code is unknown or of the
 * other kind (`catalog_filter_invalid` there).
 */
export type CompiledFilters = {
  keys: string[];
  /** Index in `keys` of each filtered attribute id. */
  attributeKey: Map<number, number>;
  /** Number of conditions `slot` fails (`>> 16`) and the index of the last one failed (`& 0xffff`). */
  test(table: GoodTable, slot: number): number;
};

type Condition =
  | { kind: 'brand'; ids: Set<number> }
  | { kind: 'price'; range: Range }
  | { kind: 'available' }
  | { kind: 'option'; attributeId: number; ids: Set<number> }
  | { kind: 'range'; attributeId: number; range: Range };

export function compileFilters(dict: Dictionaries, filters: CatalogFilters): CompiledFilters | null {
  const conditions = new Map<string, Condition>();
  if (filters.brandIds?.length || filters.brandSlugs?.length) {
    const ids = new Set(filters.brandIds ?? []);
    for (const slug of filters.brandSlugs ?? []) {
      const id = dict.brandBySlug.get(slug);
      if (id !== undefined) ids.add(id);
    }
    conditions.set('brand', { kind: 'brand', ids });
  }
  if (filters.price) conditions.set('price', { kind: 'price', range: filters.price });
  if (filters.available) conditions.set('available', { kind: 'available' });
  const byCode = new Map(dict.facetAttributes.map((a) => [a.code, a]));
  for (const [code, slugs] of Object.entries(filters.options ?? {})) {
    const attribute = byCode.get(code);
    if (attribute?.kind !== 'option') return null;
    const ids = new Set(attribute.options.filter((o) => slugs.includes(o.slug)).map((o) => o.id));
    conditions.set(`attr:${attribute.id}`, { kind: 'option', attributeId: attribute.id, ids });
  }
  for (const [code, range] of Object.entries(filters.ranges ?? {})) {
    const attribute = byCode.get(code);
    if (attribute?.kind !== 'number') return null;
    conditions.set(`attr:${attribute.id}`, { kind: 'range', attributeId: attribute.id, range });
  }
  const keys = [...conditions.keys()];
  const list = [...conditions.values()];
  const attributeKey = new Map<number, number>();
  list.forEach((c, i) => {
    if (c.kind === 'option' || c.kind === 'range') attributeKey.set(c.attributeId, i);
  });
  return {
    keys,
    attributeKey,
    test(table, slot) {
      let failed = 0;
      let key = 0;
      for (let i = 0; i < list.length; i++) {
        if (!passes(table, slot, list[i] as Condition)) {
          failed++;
          key = i;
        }
      }
      return (failed << 16) | key;
    },
  };
}

function passes(table: GoodTable, slot: number, c: Condition): boolean {
  switch (c.kind) {
    case 'brand':
      // SQL: a good without a brand (null) is in no list.
      return table.brand[slot] !== 0 && c.ids.has(table.brand[slot] ?? 0);
    case 'price':
      return inRange(table.price[slot] ?? Number.NaN, c.range);
    case 'available':
      return table.isAvailable(slot);
    case 'option':
    case 'range': {
      const start = table.attrStart[slot] ?? 0;
      const end = start + (table.attrCount[slot] ?? 0);
      for (let p = start; p < end; p++) {
        if (table.poolAttribute[p] !== c.attributeId) continue;
        if (c.kind === 'option') return c.ids.has(table.poolOption[p] ?? 0);
        // SQL: a null value_num fails a bound; with no bounds the row's presence is enough.
        return inRange(table.poolNumber[p] ?? Number.NaN, c.range);
      }
      return false;
    }
  }
}

/** `rangeSql`: inclusive bounds, either open; NaN (SQL null) fails any bound. */
function inRange(value: number, range: Range): boolean {
  if (range.min !== null && !(value >= range.min)) return false;
  if (range.max !== null && !(value <= range.max)) return false;
  return true;
}
