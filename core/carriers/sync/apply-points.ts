import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type CarrierSyncCounts, carrierSettlements, departments } from '#db/schema';
import type { CarrierCode, CarrierPoint } from '../carrier';
import { contentHash } from './hash';

/**
 * One page of departments and parcel lockers in one transaction (ADR 0104): each point goes to
 * the carrier's department delivery method in the town its settlement links to (points of
 * settlements without a town are skipped); new and changed rows are upserted by
 * (method, ref), unchanged ones only marked seen. A point seen again is active again.
 */
export async function applyPoints(
  ctx: Ctx,
  carrier: CarrierCode,
  methodId: number,
  items: readonly CarrierPoint[],
  runAt: Date,
  counts: CarrierSyncCounts,
): Promise<void> {
  if (!items.length) return;
  await ctx.db.transaction(async (db) => {
    const settlementRefs = [...new Set(items.map((p) => p.settlementRef))];
    const townOf = new Map(
      (
        await db
          .select({ ref: carrierSettlements.ref, townCode: carrierSettlements.townCode })
          .from(carrierSettlements)
          .where(
            and(
              eq(carrierSettlements.carrier, carrier),
              inArray(carrierSettlements.ref, settlementRefs),
              isNotNull(carrierSettlements.townCode),
            ),
          )
      ).map((r) => [r.ref, r.townCode as string]),
    );
    const known = new Map(
      (
        await db
          .select({ ref: departments.ref, hash: departments.hash, isActive: departments.isActive })
          .from(departments)
          .where(
            and(
              eq(departments.deliveryMethodId, methodId),
              inArray(
                departments.ref,
                items.map((p) => p.ref),
              ),
            ),
          )
      ).map((r) => [r.ref, r]),
    );
    const changed: (typeof departments.$inferInsert)[] = [];
    const unchanged: string[] = [];
    for (const p of items) {
      counts.points.seen++;
      const townCode = townOf.get(p.settlementRef);
      if (!townCode) {
        counts.points.skipped++;
        continue;
      }
      const hash = contentHash([p, townCode]);
      const row = known.get(p.ref);
      if (row && row.hash === hash && row.isActive) {
        unchanged.push(p.ref);
        continue;
      }
      if (row) counts.points.updated++;
      else counts.points.created++;
      changed.push({
        deliveryMethodId: methodId,
        townCode,
        code: p.number,
        titleUa: p.titleUa,
        titleRu: p.titleRu,
        ref: p.ref,
        kind: p.kind,
        maxWeightG: p.maxWeightG,
        lat: p.lat,
        lng: p.lng,
        townRef: p.townRef,
        hash,
        isActive: true,
        seenAt: runAt,
      });
    }
    if (changed.length)
      await db
        .insert(departments)
        .values(changed)
        .onConflictDoUpdate({
          target: [departments.deliveryMethodId, departments.ref],
          set: {
            townCode: sql`excluded.town_code`,
            code: sql`excluded.code`,
            titleUa: sql`excluded.title_ua`,
            titleRu: sql`excluded.title_ru`,
            kind: sql`excluded.kind`,
            maxWeightG: sql`excluded.max_weight_g`,
            lat: sql`excluded.lat`,
            lng: sql`excluded.lng`,
            townRef: sql`excluded.town_ref`,
            hash: sql`excluded.hash`,
            isActive: true,
            seenAt: sql`excluded.seen_at`,
          },
        });
    if (unchanged.length)
      await db
        .update(departments)
        .set({ seenAt: runAt })
        .where(and(eq(departments.deliveryMethodId, methodId), inArray(departments.ref, unchanged)));
  });
}
