import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type CarrierSyncCounts, carrierSyncRuns } from '#db/schema';
import type { CarrierCode } from '../carrier';

/** A run left unfinished this long died with its process: its lock is freed. */
export const abandonedAfterMs = 6 * 3600_000;

/**
 * Starts a run unless one is going for this carrier (ADR 0104): the running row is the lock — a
 * partial unique index allows one unfinished run per carrier, on PGlite and across a pool of
 * PostgreSQL connections alike, and it outlives the many transactions of a run.
 */
export async function beginRun(ctx: Ctx, carrier: CarrierCode): Promise<number | null> {
  await ctx.db
    .update(carrierSyncRuns)
    .set({ status: 'abandoned', finishedAt: ctx.now, error: 'abandoned' })
    .where(
      and(
        eq(carrierSyncRuns.carrier, carrier),
        isNull(carrierSyncRuns.finishedAt),
        lt(carrierSyncRuns.startedAt, new Date(ctx.now.getTime() - abandonedAfterMs)),
      ),
    );
  const [run] = await ctx.db
    .insert(carrierSyncRuns)
    .values({ carrier, startedAt: ctx.now, status: 'running' })
    .onConflictDoNothing()
    .returning({ id: carrierSyncRuns.id });
  return run?.id ?? null;
}

export async function finishRun(
  ctx: Ctx,
  id: number,
  outcome: { status: 'done' | 'failed'; counts: CarrierSyncCounts; error?: string | null; at: Date },
): Promise<void> {
  await ctx.db
    .update(carrierSyncRuns)
    .set({ status: outcome.status, counts: outcome.counts, error: outcome.error ?? null, finishedAt: outcome.at })
    .where(eq(carrierSyncRuns.id, id));
}
