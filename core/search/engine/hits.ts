/**
 * The goods a text query matched and their scores, in two parallel typed arrays: a one-letter
 * prefix matches most of a 100,000-goods catalogue, and a Map of that many entries cost more than
 * the matching itself (ADR 0064 "Speed"). Map-like reads (`get`, `has`, iteration) are for tests
 * and small callers: `get`/`has` build an id index on first use.
 */
export class TextHits {
  ids: Int32Array;
  scores: Float64Array;
  size = 0;
  private byId: Map<number, number> | null = null;

  constructor(capacity = 16) {
    this.ids = new Int32Array(Math.max(1, capacity));
    this.scores = new Float64Array(Math.max(1, capacity));
  }

  push(id: number, score: number): void {
    if (this.size === this.ids.length) {
      const ids = new Int32Array(this.size * 2);
      ids.set(this.ids);
      this.ids = ids;
      const scores = new Float64Array(this.size * 2);
      scores.set(this.scores);
      this.scores = scores;
    }
    this.ids[this.size] = id;
    this.scores[this.size] = score;
    this.size++;
    this.byId = null;
  }

  get(id: number): number | undefined {
    this.byId ??= new Map([...this]);
    return this.byId.get(id);
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  *keys(): IterableIterator<number> {
    for (let i = 0; i < this.size; i++) yield this.ids[i] as number;
  }

  *values(): IterableIterator<number> {
    for (let i = 0; i < this.size; i++) yield this.scores[i] as number;
  }

  *[Symbol.iterator](): IterableIterator<[number, number]> {
    for (let i = 0; i < this.size; i++) yield [this.ids[i] as number, this.scores[i] as number];
  }
}
