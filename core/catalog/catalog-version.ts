import { sql } from 'drizzle-orm';
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
