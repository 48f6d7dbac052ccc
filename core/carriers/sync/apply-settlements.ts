import { inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type CarrierSyncCounts, carrierSettlements, towns } from '#db/schema';
import { isUsableSlug } from '#db/slugs';
import { slugify } from '#db/translit';
import type { CarrierCode, CarrierSettlement } from '../carrier';
import { upsertChanged } from './directory-rows';

/** Where a town without coordinates is put on the map: the middle of Ukraine. */
const centre = { lat: 48.38, lng: 31.17 };

/**
 * One page of settlements in one transaction (ADR 0104): new and changed rows are upserted,
 * unchanged ones only marked seen; settlements with a KOATUU code that is not yet a town become
 * towns (transliterated slug, made unique with the code; population 0). Existing towns are left
 * as they are: their names and order belong to the shop.
 */
export async function applySettlements(
  ctx: Ctx,
  carrier: CarrierCode,
  items: readonly CarrierSettlement[],
  runAt: Date,
  counts: CarrierSyncCounts,
): Promise<void> {
  if (!items.length) return;
  await ctx.db.transaction(async (db) => {
    const townCodes = await addTowns({ ...ctx, db }, items, counts);
    counts.settlements.seen += items.length;
    const rows = items.map((s) => ({
      ref: s.ref,
      content: s,
      values: {
        carrier,
        townCode: s.koatuu && townCodes.has(s.koatuu) ? s.koatuu : null,
        titleUa: s.titleUa,
        titleRu: s.titleRu,
        regionUa: s.regionUa,
        regionRu: s.regionRu,
        lat: s.lat,
        lng: s.lng,
      } satisfies Partial<typeof carrierSettlements.$inferInsert>,
    }));
    await upsertChanged(
      db,
      carrierSettlements,
      { column: carrierSettlements.carrier, value: carrier },
      rows,
      runAt,
      counts.settlements,
    );
  });
}

/** Makes the missing towns; answers the codes that are towns now. */
async function addTowns(ctx: Ctx, items: readonly CarrierSettlement[], counts: CarrierSyncCounts) {
  const coded = new Map<string, CarrierSettlement>();
  for (const s of items) if (s.koatuu && !coded.has(s.koatuu)) coded.set(s.koatuu, s);
  const present = new Set<string>();
  if (!coded.size) return present;
  const existing = await ctx.db
    .select({ code: towns.code })
    .from(towns)
    .where(inArray(towns.code, [...coded.keys()]));
  for (const { code } of existing) {
    coded.delete(code);
    present.add(code);
  }
  if (!coded.size) return present;
  const bases = new Map([...coded].map(([code, s]) => [code, slugify(s.titleUa, 80) || 'town']));
  const taken = new Set(
    (
      await ctx.db
        .select({ slug: towns.slug })
        .from(towns)
        .where(inArray(towns.slug, [...new Set(bases.values())]))
    ).map((t) => t.slug),
  );
  const rows: (typeof towns.$inferInsert)[] = [];
  for (const [code, s] of coded) {
    const base = bases.get(code) ?? 'town';
    // Many villages share a name: the second one's slug carries its code, which is unique.
    const slug = taken.has(base) || !isUsableSlug(base) ? `${base}-${code}` : base;
    taken.add(slug);
    rows.push({
      code,
      slug,
      titleUa: s.titleUa,
      titleRu: s.titleRu,
      regionUa: s.regionUa,
      regionRu: s.regionRu,
      lat: s.lat ?? centre.lat,
      lng: s.lng ?? centre.lng,
      population: 0,
    });
  }
  // A slug taken meanwhile skips that town (its settlement then links to none) instead of failing.
  const added = await ctx.db.insert(towns).values(rows).onConflictDoNothing().returning({ code: towns.code });
  for (const { code } of added) present.add(code);
  counts.towns.created += added.length;
  return present;
}
