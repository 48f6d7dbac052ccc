import { desc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { importJobs } from '#db/schema';

/** The exchange's last jobs (CommerceML files 1C sent), newest first, for its back-office screen. */
export async function listExchangeJobs(ctx: Ctx, actor: StaffView, limit = 20) {
  requireArea(actor, 'imports');
  return ctx.db
    .select({
      id: importJobs.id,
      kind: importJobs.kind,
      fileName: importJobs.fileName,
      status: importJobs.status,
      rowsDone: importJobs.rowsDone,
      createdAt: importJobs.createdAt,
      finishedAt: importJobs.finishedAt,
    })
    .from(importJobs)
    .where(eq(importJobs.format, 'commerceml'))
    .orderBy(desc(importJobs.id))
    .limit(limit);
}
