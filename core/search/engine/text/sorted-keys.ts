/**
 * A set of strings for prefix ranges: a sorted array plus a small unsorted tail of keys added
 * since (merged in when it grows), so adding a key while the shop syncs goods stays O(1).
 */
export class SortedKeys {
  private sorted: string[] = [];
  private tail: string[] = [];

  add(key: string): void {
    this.tail.push(key);
  }

  /** Every key that starts with `prefix` (unordered). */
  withPrefix(prefix: string): string[] {
    if (this.tail.length > 512) this.merge();
    const out: string[] = [];
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.sorted[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.sorted.length && (this.sorted[i] as string).startsWith(prefix); i++) {
      out.push(this.sorted[i] as string);
    }
    for (const key of this.tail) if (key.startsWith(prefix)) out.push(key);
    return out;
  }

  get size(): number {
    return this.sorted.length + this.tail.length;
  }

  private merge(): void {
    const tail = this.tail.sort();
    const merged: string[] = new Array(this.sorted.length + tail.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < this.sorted.length || j < tail.length) {
      if (j >= tail.length || (i < this.sorted.length && (this.sorted[i] as string) < (tail[j] as string))) {
        merged[k++] = this.sorted[i++] as string;
      } else merged[k++] = tail[j++] as string;
    }
    this.sorted = merged;
    this.tail = [];
  }
}
