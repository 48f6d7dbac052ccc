import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff';

export type ImportKind = 'goods' | 'prices' | 'stock';
export type ImportStatus = 'checking' | 'checked' | 'applying' | 'applied' | 'failed';

/**
 * One upload of goods, prices or stock (CSV, XLSX; CommerceML through 1C) through the one import
 * core: checked first (a dry run that reports what would change), then applied in
 * batches with its progress here, so a page can follow 100,000 rows.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text().$type<ImportKind>().notNull(),
    format: text().$type<'csv' | 'xlsx' | 'commerceml'>().notNull(),
    fileName: text('file_name').notNull(),
    /** Where the uploaded file waits between the check and the apply (a path under DATA_DIR). */
    fileKey: text('file_key'),
    status: text().$type<ImportStatus>().notNull().default('checking'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    /** The report: counts of what changes, the first errors by row, a sample of changes. */
    report: jsonb().$type<Record<string, unknown>>(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_created_idx').on(t.createdAt)],
);
