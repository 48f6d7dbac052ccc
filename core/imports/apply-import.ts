import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { importJobs } from '#db/schema';
import { bulkWriteRows, vacuumAfterBulkWrite } from '#db/vacuum';
import { addToCounts, batchesOf, importActor, planBatch, type RunState, rememberKeys } from './engine';
import type { ImportFiles } from './files';
import { openTable, type Table } from './formats';
import { loadDictionaries } from './kinds/dictionaries';
import { kindHandlers } from './kinds/index';
import { paceFor } from './pace';
import { errorDetail, storableText } from './storable-text';
import { emptyCounts, type ImportCounts, ImportFileError, type ImportReport } from './types';

/** An `applying` job whose process gave no sign of life for this long may be resumed by another click. */
export const staleApplyMs = 2 * 60_000;

export type ApplyOptions = { batchSize?: number; clock?: () => Date };

/**
 * Applies a checked job in batches of `batchSize` rows, one transaction each: the
 * batch is planned again against the locked rows (values are absolute, so a row already applied
 * is unchanged), its changes written through the pricing rules and the waiting list, audited per
 * changed row under the import's actor, and the job's `rows_done` moved in the same transaction.
 * Claimed by one conditional update, so a second click does nothing; a job left `applying` by a
 * crash (no beat for `staleApplyMs`) or `failed` mid-way resumes after its last committed batch.
 */
export async function applyImport(
  ctx: Ctx,
  actor: StaffView,
  jobId: number,
  files: ImportFiles,
  options: ApplyOptions = {},
) {
  requireArea(actor, 'imports');
  const clock = options.clock ?? (() => new Date());
  const claimed = await ctx.db.transaction(async (tx) => {
    const now = clock();
    const result = await tx.execute(sql`
      update import_jobs set status = 'applying',
        report = (report || jsonb_build_object('beatAt', ${now.toISOString()}::text,
          'applyStartedAt', coalesce(report->>'applyStartedAt', ${now.toISOString()}::text))) - 'applyError'
      where id = ${jobId} and report ? 'checkedAt' and not report ? 'fatal' and (
        status = 'checked' or status = 'failed'
        or (status = 'applying' and (report->>'beatAt')::timestamptz < ${new Date(now.getTime() - staleApplyMs).toISOString()}::timestamptz))
      returning id`);
    if (!(result as unknown as { rows: unknown[] }).rows.length) return null;
    const [job] = await tx.select().from(importJobs).where(eq(importJobs.id, jobId));
    return job ?? null;
  });
  if (!claimed) {
    const [job] = await ctx.db.select().from(importJobs).where(eq(importJobs.id, jobId));
    if (!job) return { ok: false as const, error: 'not_found' as const };
    if (job.status === 'applied') return { ok: false as const, error: 'applied' as const };
    if (job.status === 'applying') return { ok: false as const, error: 'busy' as const };
    return { ok: false as const, error: 'not_checked' as const };
  }
  const job = claimed;
  const report = (job.report ?? {}) as ImportReport;
  const counts: ImportCounts = { ...emptyCounts(), ...(job.rowsDone > 0 ? report.applied : {}) };
  let done = 0;
  /**
   * The apply's one audit row, written when it ends (written at the click it
   * said `rowsDone: 0` for every import): who applied which file, how many rows are done and what
   * they did; a resumed apply also says where it picked up.
   */
  const audit = (db: Ctx['db'], extra: Record<string, unknown> = {}) =>
    recordAudit(
      { ...ctx, db, now: clock() },
      { kind: 'staff', staff: actor },
      {
        action: job.rowsDone > 0 ? 'import.resume' : 'import.apply',
        entity: 'import_job',
        entityId: job.id,
        after: {
          kind: job.kind,
          fileName: job.fileName,
          ...(job.rowsDone > 0 ? { resumedFrom: job.rowsDone } : {}),
          rowsDone: Math.max(done, job.rowsDone),
          ...counts,
          ...extra,
        },
      },
    );
  /** Ends the apply as failed with its reason; if even that is refused, as failed without it (never "applying"). */
  const fail = async (why: string) => {
    const reason = storableText(why.slice(0, 300));
    await ctx.db
      .update(importJobs)
      .set({ status: 'failed', report: sql`${importJobs.report} || ${JSON.stringify({ applyError: reason })}::jsonb` })
      .where(eq(importJobs.id, jobId))
      .catch(() => ctx.db.update(importJobs).set({ status: 'failed' }).where(eq(importJobs.id, jobId)));
    await audit(ctx.db, { failed: reason }).catch(() => undefined);
    return { ok: false as const, error: 'failed' as const, reason };
  };
  if (!job.fileKey || !(await files.exists(job.fileKey))) return fail('file_missing');
  let table: Table | null = null;
  try {
    const handler = kindHandlers[job.kind];
    const opened = await openTable(job.format, files.path(job.fileKey), handler.columns);
    if (!opened.ok) return fail(opened.fatal.code);
    table = opened.table;
    const state: RunState = { handler, dict: await loadDictionaries(ctx, handler.needs), seen: new Map() };
    const source = importActor(job.format, job.fileName);
    // On PGlite batches of ~60 ms with rests between, for the shoppers (ADR 0125); 2,000 rows elsewhere.
    const pace = paceFor(ctx.db, { fixed: options.batchSize });
    for await (const batch of batchesOf(opened.table.rows, pace.size)) {
      if (done + batch.length <= job.rowsDone) {
        rememberKeys(state, batch);
        done += batch.length;
        continue;
      }
      const skip = Math.max(0, job.rowsDone - done);
      if (skip) rememberKeys(state, batch.slice(0, skip));
      const rows = batch.slice(skip);
      await ctx.db.transaction(async (tx) => {
        const txCtx = { ...ctx, db: tx };
        const { planned, errorRows } = await planBatch(txCtx, state, rows, true);
        await handler.apply(
          txCtx,
          planned.filter((p) => p.outcome !== 'unchanged'),
          source,
        );
        addToCounts(counts, rows.length, planned, errorRows);
        done += batch.length;
        const progress = { applied: counts, beatAt: clock().toISOString() };
        await tx
          .update(importJobs)
          .set({ rowsDone: done, report: sql`${importJobs.report} || ${JSON.stringify(progress)}::jsonb` })
          .where(eq(importJobs.id, jobId));
      });
      // Let the shop's own requests through between batches (one PGlite connection is shared).
      await pace.after(rows.length);
    }
    const finished = clock();
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(importJobs)
        .set({
          status: 'applied',
          finishedAt: finished,
          fileKey: null,
          report: sql`${importJobs.report} || ${JSON.stringify({ applied: counts, appliedAt: finished.toISOString() })}::jsonb`,
        })
        .where(eq(importJobs.id, jobId));
      await audit(tx);
    });
    await table.close();
    await files.remove(job.fileKey);
    // The import is applied whatever the vacuum does; a failed one leaves the work to the hourly one.
    if (counts.new + counts.changed >= bulkWriteRows)
      await vacuumAfterBulkWrite(ctx.db, handler.tables, () => pace.after(0)).catch(() => false);
    return { ok: true as const, counts };
  } catch (error) {
    return fail(error instanceof ImportFileError ? error.fatal.code : errorDetail(error));
  } finally {
    await table?.close();
  }
}
