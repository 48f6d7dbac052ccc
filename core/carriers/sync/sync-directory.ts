import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type CarrierSyncCounts, carrierSettlements, deliveryMethods, departments } from '#db/schema';
import { type CarrierAdapter, CarrierError } from '../carrier';
import { applyPoints } from './apply-points';
import { applySettlements } from './apply-settlements';
import { deactivateUnseenRows } from './directory-rows';
import { beginRun, finishRun } from './run-lock';

export type SyncResult =
  | { ok: true; runId: number; counts: CarrierSyncCounts; ms: number }
  | { ok: false; error: 'demo' | 'already_running' | 'no_department_method' }
  | { ok: false; error: 'failed'; runId: number; message: string; counts: CarrierSyncCounts; ms: number };

/** A full pass listing fewer than this share of the active points is not trusted to deactivate. */
export const minShareSeen = 0.5;

const emptyCounts = (): CarrierSyncCounts => ({
  settlements: { seen: 0, created: 0, updated: 0, deactivated: 0 },
  towns: { created: 0 },
  points: { seen: 0, created: 0, updated: 0, skipped: 0, deactivated: 0 },
});

/**
 * The nightly directory sync of one carrier (ADR 0104): settlements, then points,
 * page by page — one page in memory and one transaction per page, a row written only when its
 * content hash changed. Only a full successful pass deactivates what it did not see (never
 * deletes: orders keep their department code); a failed pass stops where it failed, leaving the
 * pages it finished and nothing half-done. One run at a time per carrier. Checkout reads these
 * tables fresh (no cache to drop).
 */
export async function syncCarrierDirectory(
  ctx: Ctx,
  carrier: CarrierAdapter,
  options: { onPage?: (what: 'settlements' | 'points', counts: CarrierSyncCounts) => void } = {},
): Promise<SyncResult> {
  if (carrier.demo) return { ok: false, error: 'demo' };
  const [method] = await ctx.db
    .select({ id: deliveryMethods.id })
    .from(deliveryMethods)
    .where(
      and(
        // `delivery_methods.carrier` may not list every carrier code yet (Meest): compared as text.
        sql`${deliveryMethods.carrier} = ${carrier.code}`,
        eq(deliveryMethods.kind, 'department'),
        isNull(deliveryMethods.townCode),
      ),
    )
    .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id))
    .limit(1);
  if (!method) return { ok: false, error: 'no_department_method' };
  const runAt = ctx.now;
  const runId = await beginRun(ctx, carrier.code);
  if (runId === null) return { ok: false, error: 'already_running' };
  const started = performance.now();
  const counts = emptyCounts();
  try {
    let cursor: string | null = null;
    do {
      const page = await carrier.settlements(cursor);
      await applySettlements(ctx, carrier.code, page.items, runAt, counts);
      options.onPage?.('settlements', counts);
      cursor = page.next;
    } while (cursor !== null);
    do {
      const page = await carrier.points(cursor);
      await applyPoints(ctx, carrier.code, method.id, page.items, runAt, counts);
      options.onPage?.('points', counts);
      cursor = page.next;
    } while (cursor !== null);
    await deactivateUnseen(ctx, carrier.code, method.id, runAt, counts);
    await finishRun(ctx, runId, {
      status: 'done',
      counts,
      at: new Date(ctx.now.getTime() + (performance.now() - started)),
    });
    return { ok: true, runId, counts, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const message =
      error instanceof CarrierError || error instanceof SyncRefused ? error.message : 'internal error (see the log)';
    await finishRun(ctx, runId, {
      status: 'failed',
      counts,
      error: message,
      at: new Date(ctx.now.getTime() + (performance.now() - started)),
    });
    if (!(error instanceof CarrierError) && !(error instanceof SyncRefused)) throw error;
    return { ok: false, error: 'failed', runId, message, counts, ms: Math.round(performance.now() - started) };
  }
}

class SyncRefused extends Error {}

/** After a full pass: what it did not see goes inactive, in one transaction. */
async function deactivateUnseen(ctx: Ctx, carrier: string, methodId: number, runAt: Date, counts: CarrierSyncCounts) {
  await ctx.db.transaction(async (db) => {
    const [active] = await db
      .select({ n: count() })
      .from(departments)
      .where(
        and(eq(departments.deliveryMethodId, methodId), eq(departments.isActive, true), isNotNull(departments.ref)),
      );
    const synced = counts.points.seen - counts.points.skipped;
    // An outage that answers an empty or truncated directory must not hide the country's points.
    if (synced < (active?.n ?? 0) * minShareSeen)
      throw new SyncRefused(`directory shrank: ${synced} points listed, ${active?.n ?? 0} active`);
    counts.points.deactivated = await deactivateUnseenRows(
      db,
      departments,
      { column: departments.deliveryMethodId, value: methodId },
      runAt,
    );
    counts.settlements.deactivated = await deactivateUnseenRows(
      db,
      carrierSettlements,
      { column: carrierSettlements.carrier, value: carrier },
      runAt,
    );
  });
}
