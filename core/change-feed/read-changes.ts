import { sql } from 'drizzle-orm';
import { invalidateMemo, processWide } from '#core/shared';
import type { Db } from '#db/client';

/**
 * The catalogue's change feed as this process has read it (ADR 0080). Triggers (migration 0009)
 * write one `cache_changes` row per writing statement: the transaction's id and the cache tags it
 * touches. A cached thing (an HTML page, a listing, a product's card) carries the tags of what it
 * shows and a stamp: the oldest transaction still running when it was built (`xmin` of the
 * snapshot read before it). It is stale once this process has seen a change to one of its tags by
 * a transaction at or after its stamp — which may not have been visible when it was built.
 * Transaction ids are the database's, so a page built by one process (in Redis) is judged the same
 * way by every other reading the same database.
 */
export type CatalogChanges = {
  /** The stamp for something built from now on. */
  readonly stamp: number;
  /** Whether something built with `stamp` and showing `tags` has been changed since. */
  isStale(tags: readonly string[], stamp: number): boolean;
};

/** How often a process reads the feed (one cheap query a second at most). */
const pollMs = 1_000;
/** Past this many changed rows or distinct tags in one read, everything is dropped (a bulk import). */
export const maxChangesPerRead = 1_000;
/** Tags remembered at most; past it, everything older is dropped at once and the list starts again. */
const maxTags = 50_000;
/** Nothing cached lives longer (the HTML cache's 10 min, with room): older changes are forgotten. */
const horizonMs = 15 * 60_000;
/** Feed rows are deleted after an hour (by whichever process reads the feed). */
const keepRowsMs = 60 * 60_000;

class ChangeFeed implements CatalogChanges {
  stamp = 0;
  /** Transactions below this one, and not in `running`, were read already. */
  private xmax = 0;
  private running: number[] = [];
  private started = false;
  /** Changes to `*` (everything) at or after a stamp of this: stale. */
  private everything = -1;
  /** Per tag, the newest transaction seen changing it. */
  private readonly tags = new Map<string, number>();
  /** Past reads (time, xmin) to forget tags nothing cached can predate. */
  private readonly history: { at: number; xmin: number }[] = [];
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;
  private prunedAt = 0;

  constructor(private readonly db: Db) {}

  isStale(tags: readonly string[], stamp: number): boolean {
    if (stamp <= this.everything) return true;
    for (const tag of tags) {
      const changed = this.tags.get(tag);
      if (changed !== undefined && changed >= stamp) return true;
    }
    return false;
  }

  /** Read again if the last read is older than `maxAgeMs` (one read in flight). */
  async current(maxAgeMs: number): Promise<this> {
    if (performance.now() - this.readAt >= maxAgeMs) {
      this.reading ??= this.read().finally(() => {
        this.reading = null;
      });
      await this.reading;
    }
    return this;
  }

  forget() {
    this.readAt = Number.NEGATIVE_INFINITY;
  }

  private async read(): Promise<void> {
    const startedAt = performance.now();
    // One statement, one snapshot: the rows visible are exactly those of transactions finished
    // when it was taken. The first read looks back as far as anything cached can (another
    // process's pages in Redis); later ones read transactions unseen at the previous read.
    const unseen = this.started
      ? sql`(c.xid >= ${this.xmax} or c.xid = any(${sql.raw(`'{${this.running.join(',')}}'::bigint[]`)}))`
      : sql`c.at > now() - make_interval(secs => ${horizonMs / 1000})`;
    const result = await this.db.execute(sql`
      with snap as (select pg_current_snapshot() as s),
      changed as (select c.xid, c.tags from cache_changes c where ${unseen})
      select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax,
             coalesce((select array_agg(x::text) from pg_snapshot_xip(s) x), '{}') as running,
             (select count(*) from changed)::int as n,
             (select max(xid) from changed)::text as top,
             (select json_agg(json_build_array(xid, tags))
                from (select * from changed limit ${maxChangesPerRead}) c) as rows
      from snap`);
    type Row = {
      xmin: string;
      xmax: string;
      running: string[];
      n: number;
      top: string | null;
      rows: [number, string[]][] | null;
    };
    const row = (result as unknown as { rows: Row[] }).rows[0];
    if (!row) throw new Error('cache_changes: no snapshot');
    let everything = false;
    if (row.n > maxChangesPerRead) {
      this.note(['*'], Number(row.top));
      everything = true;
    } else {
      for (const [xid, tags] of row.rows ?? []) everything = this.note(tags, Number(xid)) || everything;
    }
    this.xmax = Number(row.xmax);
    this.running = row.running.map(Number);
    this.stamp = Number(row.xmin);
    this.started = true;
    // A dictionary changed: the per-process memos of it (menu, category tree, brands) go too.
    if (everything) invalidateMemo(this.db);
    this.readAt = startedAt;
    this.prune();
  }

  /** Records one change; true when it was to everything. */
  private note(tags: string[], xid: number): boolean {
    if (tags.includes('*')) {
      this.everything = Math.max(this.everything, xid);
      return true;
    }
    for (const tag of tags) this.tags.set(tag, Math.max(this.tags.get(tag) ?? xid, xid));
    if (this.tags.size > maxTags) {
      // Coalesce: everything changed up to now counts as one change to everything.
      this.everything = Math.max(this.everything, ...this.tags.values());
      this.tags.clear();
      return true;
    }
    return false;
  }

  /**
   * Forgets tags changed before the stamp of a read older than the horizon: whatever was built
   * under an older stamp is past its age. Once a minute, also deletes feed rows older than an hour
   * (a read-only replica cannot; its primary's processes do).
   */
  private prune() {
    const now = Date.now();
    this.history.push({ at: now, xmin: this.stamp });
    let floor = -1;
    while (this.history.length > 1 && (this.history[1]?.at ?? now) < now - horizonMs) this.history.shift();
    const oldest = this.history[0];
    if (oldest && oldest.at < now - horizonMs) floor = oldest.xmin;
    if (floor >= 0) for (const [tag, xid] of this.tags) if (xid < floor) this.tags.delete(tag);
    if (now - this.prunedAt > 60_000) {
      this.prunedAt = now;
      void this.db
        .execute(sql`delete from cache_changes where at < now() - make_interval(secs => ${keepRowsMs / 1000})`)
        .catch(() => {});
    }
  }
}

const feeds = processWide('catalog-changes', () => new WeakMap<Db, ChangeFeed>());

function feedOf(db: Db): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new ChangeFeed(db);
    feeds.set(db, feed);
  }
  return feed;
}

/**
 * The change feed as this process knows it, read again at most once a second (one read in flight)
 * and at once after {@link forgetCatalogChanges}; `{ maxAgeMs: 0 }` reads it now (tests). The HTML
 * cache, the listing cache and the product cache share one read.
 */
export function catalogChanges(db: Db, { maxAgeMs = pollMs }: { maxAgeMs?: number } = {}): Promise<CatalogChanges> {
  return feedOf(db).current(maxAgeMs);
}

/** After a write in this process: the next reader reads the feed, not the last second's view. */
export function forgetCatalogChanges(db: Db): void {
  feeds.get(db)?.forget();
}
