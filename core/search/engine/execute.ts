import type { AttributeFacet, CatalogFilters, CatalogPage, ListingSort } from '#core/catalog';
import type { CatalogIndex } from './catalog-index';
import type { BrandInfo } from './catalog-load';
import { type CompiledFilters, compileFilters } from './filters';
import type { GoodTable } from './good-table';
import type { TextHits } from './hits';
import type { SearchAnswer } from './types';

export type Execution = Pick<SearchAnswer, 'total' | 'ids' | 'categories' | 'brands' | 'facets'>;
export type ExecutionRequest = {
  categoryId?: number;
  filters: CatalogFilters;
  sort: ListingSort;
  page: number;
  perPage: number;
  facets: boolean;
};

/**
 * Text hits → `categoryId` subtree and filters → facets → sort → page, all in memory, with the
 * semantics of `listScopedCatalog` (each facet counted with every OTHER filter applied). An
 * unknown category or filter code matches nothing, as the listing's error did for the old search.
 */
export function execute(index: CatalogIndex, hits: TextHits, request: ExecutionRequest): Execution {
  const { table, dict } = index;
  const matched = new Int32Array(hits.size);
  let matchedCount = 0;
  const scores = new Float64Array(table.size);
  // Counts by id in typed arrays (a Map per hit cost more than the matching at 80k hits).
  const categoryCounts = new Int32Array(dict.maxIds.category + 1);
  const brandCounts = new Int32Array(dict.maxIds.brand + 1);
  for (let i = 0; i < hits.size; i++) {
    const slot = table.slot(hits.ids[i] as number);
    if (slot === undefined) continue;
    matched[matchedCount++] = slot;
    scores[slot] = hits.scores[i] as number;
    const category = table.category[slot] as number;
    if (category < categoryCounts.length) categoryCounts[category] = (categoryCounts[category] as number) + 1;
    const brand = table.brand[slot] as number;
    if (brand < brandCounts.length) brandCounts[brand] = (brandCounts[brand] as number) + 1;
  }
  const answer: Execution = {
    total: 0,
    ids: [],
    categories: biggestFirst(categoryCounts, (id) => dict.subtrees.has(id)),
    brands: biggestFirst(brandCounts, (id) => dict.brands.has(id)).slice(0, 10),
    facets: null,
  };
  const subtree = request.categoryId === undefined ? null : dict.subtrees.get(request.categoryId);
  const filters = compileFilters(dict, request.filters);
  if (subtree === undefined || !filters) return answer;
  let inScope: Uint8Array | null = null;
  if (subtree) {
    inScope = new Uint8Array(dict.maxIds.category + 1);
    for (const id of subtree) if (id < inScope.length) inScope[id] = 1;
  }
  const facets = request.facets ? new FacetCounter(index, filters) : null;
  const passing: number[] = [];
  for (let i = 0; i < matchedCount; i++) {
    const slot = matched[i] as number;
    if (inScope && inScope[table.category[slot] as number] !== 1) continue;
    const tested = filters.test(table, slot);
    if (tested === 0) passing.push(slot);
    facets?.add(slot, tested >> 16, tested & 0xffff);
  }
  answer.total = passing.length;
  const from = (request.page - 1) * request.perPage;
  answer.ids = topSlots(passing, comparator(table, scores, request.sort), from + request.perPage)
    .slice(from)
    .map((slot) => table.ids[slot] ?? 0);
  answer.facets = facets?.result() ?? null;
  return answer;
}

/** The ids with a count that `known` accepts, biggest count first, then by id. */
function biggestFirst(counts: Int32Array, known: (id: number) => boolean): { id: number; count: number }[] {
  const out: { id: number; count: number }[] = [];
  counts.forEach((count, id) => {
    if (count > 0 && known(id)) out.push({ id, count });
  });
  return out.sort((a, b) => b.count - a.count || a.id - b.id);
}

type Compare = (a: number, b: number) => number;

/** `listingOrder`, and relevance for `popular`: score, available first, popularity, id. */
function comparator(table: GoodTable, scores: Float64Array, sort: ListingSort): Compare {
  const { price, popularity, createdAt, ids } = table;
  const id = (a: number, b: number) => (ids[a] ?? 0) - (ids[b] ?? 0);
  switch (sort) {
    case 'popular':
      return (a, b) =>
        (scores[b] ?? 0) - (scores[a] ?? 0) ||
        Number(table.isAvailable(b)) - Number(table.isAvailable(a)) ||
        (popularity[b] ?? 0) - (popularity[a] ?? 0) ||
        id(a, b);
    case 'cheap':
      return (a, b) => (price[a] ?? 0) - (price[b] ?? 0) || id(a, b);
    case 'expensive':
      return (a, b) => (price[b] ?? 0) - (price[a] ?? 0) || id(b, a);
    case 'new':
      return (a, b) => (createdAt[b] ?? 0) - (createdAt[a] ?? 0) || id(b, a);
    case 'discount': {
      const off = (slot: number) => {
        const now = price[slot] ?? 0;
        const old = table.oldPrice[slot] ?? Number.NaN;
        const was = Number.isNaN(old) ? now : old;
        return (was - now) / Math.max(was, 1);
      };
      return (a, b) => off(b) - off(a) || (popularity[b] ?? 0) - (popularity[a] ?? 0) || id(a, b);
    }
  }
}

/** The first `k` slots in order: a full sort when most are needed, else a bounded insertion list. */
function topSlots(slots: number[], compare: Compare, k: number): number[] {
  if (k <= 0 || slots.length === 0) return [];
  if (k * 8 >= slots.length || k > 256) return slots.sort(compare).slice(0, k);
  const top: number[] = [];
  for (const slot of slots) {
    if (top.length === k && compare(slot, top[k - 1] as number) >= 0) continue;
    let i = top.length === k ? k - 1 : top.length;
    if (top.length < k) top.push(slot);
    while (i > 0 && compare(slot, top[i - 1] as number) < 0) {
      top[i] = top[i - 1] as number;
      i--;
    }
    top[i] = slot;
  }
  return top;
}

/** The facets of `listScopedCatalog`, counted over the scope's goods as they stream by. */
class FacetCounter {
  /** Per brand id: -1 absent from the scope, else the count. */
  private readonly brands: Int32Array;
  private priceMin = Number.POSITIVE_INFINITY;
  private priceMax = Number.NEGATIVE_INFINITY;
  private available = 0;
  /** Per attribute id: present in the scope; the passing rows and their numbers' bounds. */
  private readonly present: Uint8Array;
  private readonly rows: Int32Array;
  private readonly min: Float64Array;
  private readonly max: Float64Array;
  /** Per option id: -1 absent from the scope, else the passing count. */
  private readonly optionCounts: Int32Array;

  constructor(
    private readonly index: CatalogIndex,
    private readonly filters: CompiledFilters,
  ) {
    const { maxIds } = index.dict;
    this.brands = new Int32Array(maxIds.brand + 1).fill(-1);
    this.present = new Uint8Array(maxIds.attribute + 1);
    this.rows = new Int32Array(maxIds.attribute + 1);
    this.min = new Float64Array(maxIds.attribute + 1).fill(Number.POSITIVE_INFINITY);
    this.max = new Float64Array(maxIds.attribute + 1).fill(Number.NEGATIVE_INFINITY);
    this.optionCounts = new Int32Array(maxIds.option + 1).fill(-1);
  }

  add(slot: number, failed: number, key: number): void {
    const { table } = this.index;
    if (failed > 1) {
      // Fails two or more conditions: counted nowhere, but present in the scope.
      this.markPresent(slot);
      return;
    }
    const failedKey = failed === 0 ? null : this.filters.keys[key];
    const brand = table.brand[slot] ?? 0;
    if (brand < this.brands.length) {
      const counted = failedKey === null || failedKey === 'brand' ? 1 : 0;
      this.brands[brand] = Math.max(0, this.brands[brand] ?? 0) + counted;
    }
    if (failedKey === null || failedKey === 'price') {
      const price = table.price[slot] ?? 0;
      if (price < this.priceMin) this.priceMin = price;
      if (price > this.priceMax) this.priceMax = price;
    }
    if ((failedKey === null || failedKey === 'available') && table.isAvailable(slot)) this.available++;
    const start = table.attrStart[slot] ?? 0;
    const end = start + (table.attrCount[slot] ?? 0);
    for (let p = start; p < end; p++) {
      const attribute = table.poolAttribute[p] ?? 0;
      const counted = failedKey === null || this.filters.attributeKey.get(attribute) === key;
      this.row(attribute, table.poolOption[p] ?? 0, table.poolNumber[p] ?? Number.NaN, counted);
    }
  }

  private markPresent(slot: number): void {
    const { table } = this.index;
    const brand = table.brand[slot] ?? 0;
    if (brand < this.brands.length && this.brands[brand] === -1) this.brands[brand] = 0;
    const start = table.attrStart[slot] ?? 0;
    const end = start + (table.attrCount[slot] ?? 0);
    for (let p = start; p < end; p++)
      this.row(table.poolAttribute[p] ?? 0, table.poolOption[p] ?? 0, table.poolNumber[p] ?? Number.NaN, false);
  }

  private row(attribute: number, option: number, value: number, counted: boolean): void {
    if (attribute >= this.present.length) return;
    this.present[attribute] = 1;
    if (option !== 0 && option < this.optionCounts.length)
      this.optionCounts[option] = Math.max(0, this.optionCounts[option] ?? 0) + (counted ? 1 : 0);
    if (!counted) return;
    this.rows[attribute] = (this.rows[attribute] ?? 0) + 1;
    if (value < (this.min[attribute] ?? 0)) this.min[attribute] = value;
    if (value > (this.max[attribute] ?? 0)) this.max[attribute] = value;
  }

  result(): CatalogPage['facets'] {
    const { dict } = this.index;
    const brands: (BrandInfo & { count: number })[] = [];
    this.brands.forEach((count, id) => {
      const info = count >= 0 ? dict.brands.get(id) : undefined;
      if (info) brands.push({ ...info, count });
    });
    brands.sort((a, b) => a.rank - b.rank);
    const attributes: AttributeFacet[] = [];
    for (const attribute of dict.facetAttributes) {
      if (!this.present[attribute.id]) continue;
      if (attribute.kind === 'number') {
        const count = this.rows[attribute.id] ?? 0;
        attributes.push({
          code: attribute.code,
          kind: 'number',
          title: attribute.title,
          unit: attribute.unit,
          // As listScopedCatalog: rows counted but without a number give ±Infinity.
          min: count ? (this.min[attribute.id] ?? null) : null,
          max: count ? (this.max[attribute.id] ?? null) : null,
          count,
        });
      } else {
        attributes.push({
          code: attribute.code,
          kind: 'option',
          title: attribute.title,
          options: attribute.options
            .filter((o) => (this.optionCounts[o.id] ?? -1) >= 0)
            .map((o) => ({ id: o.id, slug: o.slug, value: o.value, count: this.optionCounts[o.id] ?? 0 })),
        });
      }
    }
    return {
      brands: brands.map((b) => ({ id: b.id, slug: b.slug, title: b.title, count: b.count })),
      price: {
        min: this.priceMin === Number.POSITIVE_INFINITY ? null : this.priceMin,
        max: this.priceMax === Number.NEGATIVE_INFINITY ? null : this.priceMax,
      },
      available: this.available,
      attributes,
    };
  }
}
