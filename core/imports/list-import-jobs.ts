import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { importJobs } from '#db/schema';
import type { ImportReport } from './types';

export const importJobsFilter = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => [20, 50, 100].includes(n))
    .catch(20),
});
export type ImportJobsFilter = z.output<typeof importJobsFilter>;

const listed = {
  id: importJobs.id,
  kind: importJobs.kind,
  format: importJobs.format,
  fileName: importJobs.fileName,
  status: importJobs.status,
  rowsTotal: importJobs.rowsTotal,
  rowsDone: importJobs.rowsDone,
  actorName: importJobs.actorName,
  createdAt: importJobs.createdAt,
  finishedAt: importJobs.finishedAt,
};

/** The import jobs, newest first (`/admin/imports`). */
export async function listImportJobs(ctx: Ctx, actor: StaffView, filter: ImportJobsFilter) {
  requireArea(actor, 'imports');
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(listed)
      .from(importJobs)
      .orderBy(desc(importJobs.createdAt), desc(importJobs.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    ctx.db.select({ n: count() }).from(importJobs),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One job with its report, or null. */
export async function getImportJob(ctx: Ctx, actor: StaffView, id: number) {
  requireArea(actor, 'imports');
  const [job] = await ctx.db
    .select({ ...listed, report: importJobs.report })
    .from(importJobs)
    .where(eq(importJobs.id, id));
  return job ? { ...job, report: (job.report ?? null) as ImportReport | null } : null;
}
