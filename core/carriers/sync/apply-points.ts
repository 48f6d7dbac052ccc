import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type CarrierSyncCounts, carrierSettlements, departments } from '#db/schema';
import type { CarrierCode, CarrierPoint } from '../carrier';
import { type DirectoryRow, upsertChanged } from './directory-rows';

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
    const rows: DirectoryRow[] = [];
    for (const p of items) {
      counts.points.seen++;
      const townCode = townOf.get(p.settlementRef);
      if (!townCode) {
        counts.points.skipped++;
        continue;
      }
      rows.push({
        ref: p.ref,
        content: [p, townCode],
        values: {
          deliveryMethodId: methodId,
          townCode,
          code: p.number,
          titleUa: p.titleUa,
          titleRu: p.titleRu,
          kind: p.kind,
          maxWeightG: p.maxWeightG,
          maxLengthMm: p.maxLengthMm,
          maxWidthMm: p.maxWidthMm,
          maxHeightMm: p.maxHeightMm,
          lat: p.lat,
          lng: p.lng,
          townRef: p.townRef,
        } satisfies Partial<typeof departments.$inferInsert>,
      });
    }
    await upsertChanged(
      db,
      departments,
      { column: departments.deliveryMethodId, value: methodId },
      rows,
      runAt,
      counts.points,
    );
  });
}
