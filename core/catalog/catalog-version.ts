import { sql } from 'drizzle-orm';
import { forgetMemo, memo } from '#core/shared';
import type { Db } from '#db/client';

/**
 * A fingerprint of the catalogue's state, cheap enough to read every second: the newest write
 * stamp of a good or its characteristics, the newest deletion, and the revision of the
 * dictionaries (categories, brands, attributes) — all kept by the search-sync triggers of
 * migration 0004. It changes when a good, its characteristics or the tree change; the HTML cache
 * (ADR 0066) treats pages rendered under another fingerprint as gone.
 */
export async function readCatalogVersion(db: Db): Promise<string> {
  const result = await db.execute(sql`
    SELECT (SELECT max(search_xid) FROM goods)::text AS goods,
           (SELECT max(xid) FROM search_tombstones)::text AS gone,
           (SELECT catalog_rev FROM search_meta WHERE id = 1)::text AS rev`);
  type Row = { goods: string | null; gone: string | null; rev: string | null };
  const row = (result as unknown as { rows: Row[] }).rows[0];
  return `${row?.goods ?? 0}.${row?.gone ?? 0}.${row?.rev ?? 0}`;
}

/** How often this process reads the fingerprint again (one cheap query a second at most). */
const catalogVersionTtlMs = 1_000;
const versionKey = 'catalog-version';

/**
 * The catalogue fingerprint as this process last read it, read again at most once a second (one
 * read in flight) and at once after {@link forgetCatalogVersion}. The one reading the HTML cache
 * (ADR 0066) and the listing cache (ADR 0072) share, so a refresh costs one query, not one each.
 */
export function currentCatalogVersion(db: Db): Promise<string> {
  return memo(db, versionKey, () => readCatalogVersion(db), catalogVersionTtlMs);
}

/** After a write in this process: the next reader gets the fingerprint fresh, not the last second's. */
export function forgetCatalogVersion(db: Db): void {
  forgetMemo(db, versionKey);
}
