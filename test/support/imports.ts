import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  checkImport,
  createImportJob,
  type ImportFiles,
  type ImportKind,
  importFiles,
  importFormatOf,
} from '#core/imports';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import { staff } from '#db/schema';

/** A temporary DATA_DIR for a test file's uploads. */
export function tempImportFiles(): ImportFiles & { dispose: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'poplavok-imports-'));
  return { ...importFiles(dir), dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A demo staff member by login, as the back office sees them. */
export async function demoStaffView(ctx: Ctx, login: string): Promise<StaffView> {
  const [row] = await ctx.db
    .select({ id: staff.id, login: staff.login, name: staff.name, role: staff.role, storeId: staff.storeId })
    .from(staff)
    .where(eq(staff.login, login));
  if (!row) throw new Error(`no demo staff ${login}`);
  return row;
}

/** Uploads `content` as `fileName` and checks it, as the upload form does: the job and its report. */
export async function uploadAndCheck(
  ctx: Ctx,
  actor: StaffView,
  files: ImportFiles,
  kind: ImportKind,
  fileName: string,
  content: string | Buffer,
  options: { batchSize?: number } = {},
) {
  const format = importFormatOf(fileName);
  if (!format) throw new Error(`no format for ${fileName}`);
  const { key } = await files.save(Readable.from([Buffer.from(content)]), format);
  const created = await createImportJob(ctx, actor, { kind, fileName, fileKey: key });
  if (!created.ok) throw new Error(created.error);
  const checked = await checkImport(ctx, actor, created.job.id, files, options);
  if (!checked.ok) throw new Error(checked.error);
  return { jobId: created.job.id, status: checked.status, report: checked.report };
}

export { xlsxBomb } from '#test/support/xlsx-bomb';
