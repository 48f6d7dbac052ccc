import type { AttributeRow, GoodRow } from './catalog-load';
import { IdSlots } from './id-slots';

const live = 1;
const available = 2;

/**
 * What filters, facets and sorts need of every indexed good, column-wise in typed arrays (about
 * 60 bytes a good plus 16 per facet characteristic): a slot per good id, reused when a good
 * comes back. Characteristics sit in shared pools; a good's rewrite appends and leaves garbage
 * that {@link GoodTable.compact} reclaims.
 */
export class GoodTable {
  private readonly slotOf = new IdSlots();
  size = 0;
  ids = new Int32Array(1024);
  category = new Int32Array(1024);
  /** 0 = no brand. */
  brand = new Int32Array(1024);
  price = new Float64Array(1024);
  /** NaN = no old price. */
  oldPrice = new Float64Array(1024);
  /** Microseconds since the epoch. */
  createdAt = new Float64Array(1024);
  popularity = new Float64Array(1024);
  flags = new Uint8Array(1024);
  attrStart = new Int32Array(1024);
  attrCount = new Uint16Array(1024);
  poolAttribute = new Int32Array(4096);
  /** 0 = no option. */
  poolOption = new Int32Array(4096);
  /** NaN = no number. */
  poolNumber = new Float64Array(4096);
  poolUsed = 0;
  private garbage = 0;

  slot(id: number): number | undefined {
    const slot = this.slotOf.get(id);
    return slot !== undefined && this.flags[slot] ? slot : undefined;
  }

  isLive(slot: number): boolean {
    return ((this.flags[slot] ?? 0) & live) !== 0;
  }

  isAvailable(slot: number): boolean {
    return ((this.flags[slot] ?? 0) & available) !== 0;
  }

  get liveCount(): number {
    return this.slotOf.size - this.dead;
  }
  private dead = 0;

  /** Writes a good and its facet characteristics (`rows` already filtered to facet attributes). */
  upsert(good: GoodRow, rows: AttributeRow[]): void {
    let slot = this.slotOf.get(good.id);
    if (slot === undefined) {
      slot = this.size++;
      this.growSlots(this.size);
      this.slotOf.set(good.id, slot);
    } else if (!this.isLive(slot)) this.dead--;
    else this.garbage += this.attrCount[slot] ?? 0;
    this.ids[slot] = good.id;
    this.category[slot] = good.categoryId;
    this.brand[slot] = good.brandId ?? 0;
    this.price[slot] = good.price;
    this.oldPrice[slot] = good.oldPrice ?? Number.NaN;
    this.createdAt[slot] = good.createdAt;
    this.popularity[slot] = good.popularity;
    this.flags[slot] = live | (good.sellStatus === '4' ? available : 0);
    this.growPool(this.poolUsed + rows.length);
    this.attrStart[slot] = this.poolUsed;
    this.attrCount[slot] = rows.length;
    for (const row of rows) {
      this.poolAttribute[this.poolUsed] = row.attributeId;
      this.poolOption[this.poolUsed] = row.optionId ?? 0;
      this.poolNumber[this.poolUsed] = row.valueNum ?? Number.NaN;
      this.poolUsed++;
    }
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined || !this.isLive(slot)) return;
    this.flags[slot] = 0;
    this.garbage += this.attrCount[slot] ?? 0;
    this.attrCount[slot] = 0;
    this.dead++;
  }

  /** Rewrites the pools without the characteristics of rewritten or removed goods, once they are half garbage. */
  compactIfWasteful(): void {
    if (this.garbage * 2 < this.poolUsed) return;
    const attribute = new Int32Array(Math.max(4096, this.poolUsed - this.garbage));
    const option = new Int32Array(attribute.length);
    const number = new Float64Array(attribute.length);
    let used = 0;
    for (let slot = 0; slot < this.size; slot++) {
      const start = this.attrStart[slot] ?? 0;
      const count = this.attrCount[slot] ?? 0;
      attribute.set(this.poolAttribute.subarray(start, start + count), used);
      option.set(this.poolOption.subarray(start, start + count), used);
      number.set(this.poolNumber.subarray(start, start + count), used);
      this.attrStart[slot] = used;
      used += count;
    }
    this.poolAttribute = attribute;
    this.poolOption = option;
    this.poolNumber = number;
    this.poolUsed = used;
    this.garbage = 0;
  }

  bytes(): number {
    const arrays = [
      this.ids,
      this.category,
      this.brand,
      this.price,
      this.oldPrice,
      this.createdAt,
      this.popularity,
      this.flags,
      this.attrStart,
      this.attrCount,
      this.poolAttribute,
      this.poolOption,
      this.poolNumber,
    ];
    // A Map entry costs about 40 bytes in V8.
    return arrays.reduce((sum, a) => sum + a.byteLength, 0) + this.slotOf.bytes();
  }

  private growSlots(needed: number): void {
    if (needed <= this.ids.length) return;
    const n = Math.max(needed, this.ids.length * 2);
    this.ids = grow(this.ids, n);
    this.category = grow(this.category, n);
    this.brand = grow(this.brand, n);
    this.price = grow(this.price, n);
    this.oldPrice = grow(this.oldPrice, n);
    this.createdAt = grow(this.createdAt, n);
    this.popularity = grow(this.popularity, n);
    this.flags = grow(this.flags, n);
    this.attrStart = grow(this.attrStart, n);
    this.attrCount = grow(this.attrCount, n);
  }

  private growPool(needed: number): void {
    if (needed <= this.poolAttribute.length) return;
    const n = Math.max(needed, this.poolAttribute.length * 2);
    this.poolAttribute = grow(this.poolAttribute, n);
    this.poolOption = grow(this.poolOption, n);
    this.poolNumber = grow(this.poolNumber, n);
  }
}

type Typed = Int32Array | Uint16Array | Uint8Array | Float64Array;

function grow<T extends Typed>(array: T, length: number): T {
  const next = new (array.constructor as new (n: number) => T)(length);
  next.set(array);
  return next;
}
