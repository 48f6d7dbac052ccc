import type { Db } from '#db/client';
import {
  type AttributeRow,
  type Dictionaries,
  type GoodRow,
  loadActiveGoods,
  loadChanges,
  loadDictionaries,
  loadSynonyms,
  pruneTombstones,
  readWatermark,
  type Watermark,
} from './catalog-load';
import { GoodTable } from './good-table';
import { toSearchDoc } from './search-doc';
import type { SearchEngineStats, TextMatcher } from './types';

/**
 * The whole active catalogue in memory: the text matcher's documents, and per good what
 * filters, facets and sorts read ({@link GoodTable}). Built from one look at the database and
 * kept current by {@link CatalogIndex.catchUp} (ADR 0064).
 */
export class CatalogIndex {
  readonly table = new GoodTable();
  buildMs = 0;

  private constructor(
    readonly dict: Dictionaries,
    readonly matcher: TextMatcher,
    /** Transactions below `watermark.xmin` are in the index; later ones are re-read. */
    public watermark: Watermark,
  ) {}

  /**
   * Reads the watermark first, then everything: a write that lands during the build has a
   * transaction id at or above the watermark and is read again by the next catch-up.
   */
  static async build(db: Db, matcher: TextMatcher): Promise<CatalogIndex> {
    const started = performance.now();
    const watermark = await readWatermark(db);
    const [dict, synonyms] = await Promise.all([loadDictionaries(db), loadSynonyms(db)]);
    const index = new CatalogIndex(dict, matcher, watermark);
    matcher.setSynonyms(synonyms);
    for await (const batch of loadActiveGoods(db)) index.write(batch.goods, batch.attributes);
    // A read-only replica cannot prune; the primary's instances do.
    await pruneTombstones(db).catch(() => {});
    index.buildMs = Math.round(performance.now() - started);
    return index;
  }

  /**
   * Applies what changed since the watermark (goods written, deleted; synonyms). Returns false
   * when brands, categories or characteristics changed: the caller rebuilds, and this index
   * keeps catching up on goods meanwhile.
   */
  async catchUp(db: Db): Promise<boolean> {
    const next = await readWatermark(db);
    if (next.synonymsRev !== this.watermark.synonymsRev) this.matcher.setSynonyms(await loadSynonyms(db));
    // Nothing was running at the last look and no transaction id was handed out since: nothing to read.
    const idle = this.watermark.xmin === this.watermark.xmax && next.xmax === this.watermark.xmax;
    if (!idle) {
      const changes = await loadChanges(db, this.watermark.xmin, next.xmax);
      for (const id of changes.deleted) this.remove(id);
      this.write(changes.goods, changes.attributes);
      this.table.compactIfWasteful();
    }
    const sameCatalog = next.catalogRev === this.watermark.catalogRev;
    this.watermark = { ...next, catalogRev: this.watermark.catalogRev };
    return sameCatalog;
  }

  stats(): SearchEngineStats {
    const text = this.matcher.stats();
    return {
      docs: this.table.liveCount,
      terms: text.terms,
      bytes: text.bytes + this.table.bytes(),
      buildMs: this.buildMs,
    };
  }

  private write(goods: GoodRow[], attributes: AttributeRow[]): void {
    const byGood = new Map<number, AttributeRow[]>();
    for (const row of attributes) {
      const list = byGood.get(row.goodId);
      if (list) list.push(row);
      else byGood.set(row.goodId, [row]);
    }
    for (const good of goods) {
      if (!good.isActive) {
        this.remove(good.id);
        continue;
      }
      const rows = byGood.get(good.id) ?? [];
      if (this.table.slot(good.id) !== undefined) this.matcher.remove(good.id);
      this.matcher.add(toSearchDoc(this.dict, good, rows));
      this.table.upsert(
        good,
        rows.filter((r) => this.dict.attributes.get(r.attributeId)?.isFacet),
      );
    }
  }

  private remove(id: number): void {
    if (this.table.slot(id) === undefined) return;
    this.matcher.remove(id);
    this.table.remove(id);
  }
}
