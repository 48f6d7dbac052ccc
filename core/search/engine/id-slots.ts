/**
 * Good id → slot. Goods ids are a serial key, so a dense typed array indexed by id is both the
 * smallest and the fastest map (a lookup per hit, up to ~80k per keystroke at 100,000 goods);
 * should ids ever be far sparser than the goods (over 16 per good and past a million), it turns
 * into a Map.
 */
export class IdSlots {
  /** slot + 1 by id; 0 = none. */
  private dense: Int32Array | null = new Int32Array(1024);
  private sparse: Map<number, number> | null = null;
  size = 0;

  get(id: number): number | undefined {
    if (this.dense) {
      const value = id >= 0 && id < this.dense.length ? (this.dense[id] as number) : 0;
      return value === 0 ? undefined : value - 1;
    }
    return this.sparse?.get(id);
  }

  set(id: number, slot: number): void {
    if (this.get(id) === undefined) this.size++;
    if (this.dense && Number.isInteger(id) && id >= 0 && id <= Math.max(1_000_000, this.size * 16)) {
      if (id >= this.dense.length) {
        const grown = new Int32Array(Math.max(id + 1, this.dense.length * 2));
        grown.set(this.dense);
        this.dense = grown;
      }
      this.dense[id] = slot + 1;
      return;
    }
    if (this.dense) {
      this.sparse = new Map();
      this.dense.forEach((value, key) => {
        if (value !== 0) this.sparse?.set(key, value - 1);
      });
      this.dense = null;
    }
    this.sparse?.set(id, slot);
  }

  bytes(): number {
    return this.dense ? this.dense.byteLength : this.size * 40;
  }
}
