import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { importJobs } from '#db/schema';
import { importFormatOf } from './formats';
import { importKinds } from './types';

export const createImportJobInput = z.strictObject({
  kind: z.enum(importKinds),
  fileName: z.string().trim().min(1).max(200),
  fileKey: z.string().min(1).max(200),
});
export type CreateImportJobInput = z.input<typeof createImportJobInput>;

/**
 * Records an uploaded file as a job, status `checking`: the check runs next
 * (`checkImport`). The format comes from the file's extension; the file is already saved
 * (`ImportFiles.save`) under `fileKey`.
 */
export async function createImportJob(ctx: Ctx, actor: StaffView, input: CreateImportJobInput) {
  requireArea(actor, 'imports');
  const parsed = createImportJobInput.safeParse(input);
  if (!parsed.success) return { ok: false as const, error: 'invalid' as const };
  const format = importFormatOf(parsed.data.fileName);
  if (!format) return { ok: false as const, error: 'unknown_format' as const };
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(importJobs)
      .values({
        ...parsed.data,
        format,
        status: 'checking',
        staffId: actor.id,
        actorName: actor.login,
        createdAt: ctx.now,
      })
      .returning();
    if (!job) throw new Error('import job not created');
    await recordAudit(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      {
        action: 'import.upload',
        entity: 'import_job',
        entityId: job.id,
        after: { kind: job.kind, format, fileName: job.fileName },
      },
    );
    return { ok: true as const, job };
  });
}
