import { desc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type CarrierSyncCounts, carrierSyncRuns, deliveryMethods, departments } from '#db/schema';
import type { CarrierCode } from './carrier';
import { type Carriers, isCarrierCode } from './registry';

export type DirectoryStatus = {
  carrier: CarrierCode;
  /** No settings for this carrier: checkout lists the seeder's demo departments. */
  demo: boolean;
  active: number;
  lockers: number;
  inactive: number;
  lastRun: {
    startedAt: Date;
    finishedAt: Date | null;
    status: string;
    counts: CarrierSyncCounts | null;
    error: string | null;
  } | null;
};

/**
 * The directory behind a carrier's department method for the back office (ADR 0104):
 * demo or synced, how many points are offered / kept inactive, the last sync run. Null for a
 * method that lists no carrier points (courier, pickup, own delivery).
 */
export async function getDirectoryStatus(
  ctx: Ctx,
  carriers: Carriers,
  methodId: number,
): Promise<DirectoryStatus | null> {
  const [method] = await ctx.db
    .select({ carrier: deliveryMethods.carrier, kind: deliveryMethods.kind })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.id, methodId));
  if (method?.kind !== 'department' || !isCarrierCode(method.carrier)) return null;
  const carrier = method.carrier as CarrierCode;
  const [points, [run]] = await Promise.all([
    ctx.db
      .select({
        active: sql<number>`count(*) filter (where ${departments.isActive})`.mapWith(Number),
        lockers:
          sql<number>`count(*) filter (where ${departments.isActive} and ${departments.kind} = 'parcel_locker')`.mapWith(
            Number,
          ),
        inactive: sql<number>`count(*) filter (where not ${departments.isActive})`.mapWith(Number),
      })
      .from(departments)
      .where(eq(departments.deliveryMethodId, methodId)),
    ctx.db
      .select()
      .from(carrierSyncRuns)
      .where(eq(carrierSyncRuns.carrier, carrier))
      .orderBy(desc(carrierSyncRuns.startedAt))
      .limit(1),
  ]);
  const adapter = carriers.get(carrier);
  return {
    carrier,
    demo: !adapter || adapter.demo,
    active: points[0]?.active ?? 0,
    lockers: points[0]?.lockers ?? 0,
    inactive: points[0]?.inactive ?? 0,
    lastRun: run
      ? {
          startedAt: run.startedAt,
          finishedAt: run.finishedAt,
          status: run.status,
          counts: run.counts,
          error: run.error,
        }
      : null,
  };
}
