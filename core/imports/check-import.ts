import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { importJobs } from '#db/schema';
import { addToCounts, addToReport, batchesOf, planBatch } from './engine';
import type { ImportFiles } from './files';
import { openTable, type Table } from './formats';
import { loadDictionaries } from './kinds/dictionaries';
import { kindHandlers } from './kinds/index';
import { paceFor } from './pace';
import { errorDetail, storableJson } from './storable-text';
import { emptyCounts, ImportFileError, type ImportReport } from './types';

/**
 * The dry run: reads the job's file, validates every row and plans it against the
 * database exactly as the apply will — counting new, changed, unchanged and wrong rows, keeping the
 * first issues and a sample of changes — and writes nothing but the job (its progress, then its
 * report: `checked`, or `failed` when the file itself cannot be imported). Safe to run again.
 */
export async function checkImport(
  ctx: Ctx,
  actor: StaffView,
  jobId: number,
  files: ImportFiles,
  options: { batchSize?: number } = {},
) {
  requireArea(actor, 'imports');
  const [job] = await ctx.db
    .update(importJobs)
    .set({ status: 'checking', rowsTotal: 0, rowsDone: 0 })
    .where(and(eq(importJobs.id, jobId), inArray(importJobs.status, ['checking', 'checked', 'failed'])))
    .returning();
  if (!job) {
    const [exists] = await ctx.db.select({ id: importJobs.id }).from(importJobs).where(eq(importJobs.id, jobId));
    return { ok: false as const, error: exists ? ('busy' as const) : ('not_found' as const) };
  }
  const handler = kindHandlers[job.kind];
  const report: ImportReport = { columns: [], unknownColumns: [], counts: emptyCounts(), issues: [], changes: [] };
  const save = (status: 'checked' | 'failed', saved: ImportReport) =>
    ctx.db
      .update(importJobs)
      .set({ status, report: storableJson(saved), rowsTotal: saved.counts.rows, rowsDone: 0 })
      .where(and(eq(importJobs.id, jobId), eq(importJobs.status, 'checking')));
  /**
   * Ends the check. A report the database refuses still ends it: the job fails with a
   * line saying so, never stays "checking".
   */
  const finish = async (status: 'checked' | 'failed') => {
    report.checkedAt = new Date().toISOString();
    try {
      await save(status, report);
      return { ok: true as const, status, report };
    } catch (error) {
      const failed: ImportReport = {
        ...report,
        issues: [],
        changes: [],
        unknownColumns: [],
        fatal: { code: 'report_failed', detail: errorDetail(error) },
      };
      await save('failed', failed);
      return { ok: true as const, status: 'failed' as const, report: failed };
    }
  };
  if (!job.fileKey || !(await files.exists(job.fileKey))) {
    report.fatal = { code: 'file_missing' };
    return finish('failed');
  }
  let table: Table | null = null;
  try {
    const opened = await openTable(job.format, files.path(job.fileKey), handler.columns);
    if (!opened.ok) {
      report.fatal = opened.fatal;
      return finish('failed');
    }
    table = opened.table;
    report.columns = opened.table.columns;
    report.unknownColumns = opened.table.unknownColumns;
    const state = { handler, dict: await loadDictionaries(ctx, handler.needs), seen: new Map<string, number>() };
    // Paced as the apply is (ADR 0125): each batch's load query holds PGlite's one connection.
    const pace = paceFor(ctx.db, { fixed: options.batchSize });
    for await (const batch of batchesOf(opened.table.rows, pace.size)) {
      const { planned, issues, errorRows } = await planBatch(ctx, state, batch, false);
      addToCounts(report.counts, batch.length, planned, errorRows);
      addToReport(report, planned, issues);
      await ctx.db.update(importJobs).set({ rowsTotal: report.counts.rows }).where(eq(importJobs.id, jobId));
      await pace.after(batch.length);
    }
    return finish('checked');
  } catch (error) {
    if (error instanceof ImportFileError) {
      report.fatal = error.fatal;
      return finish('failed');
    }
    const line = (error as { lines?: number }).lines;
    report.fatal = { code: 'unreadable', detail: errorDetail(error), ...(line ? { line } : {}) };
    return finish('failed');
  } finally {
    await table?.close();
  }
}
