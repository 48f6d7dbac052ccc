import { eq, sql } from 'drizzle-orm';
import { addToReport, type ImportCounts, type ImportKind, type ImportReport, type RowIssue } from '#core/imports';
import type { Ctx } from '#core/shared';
import type { AuditActor } from '#core/staff';
import { importJobs } from '#db/schema';

/** Who the exchange's changes are recorded under in the audit log and the imports list. */
export const exchangeActor = { kind: 'import', name: '1C' } as const satisfies AuditActor;

/** A CommerceML report: the import core's shape, plus what only the exchange does. */
export type ExchangeReport = ImportReport & {
  /** Goods a full export did not list, hidden. */
  hidden?: number;
  /** Categories (1C groups) created and updated. */
  groups?: { created: number; updated: number };
  /** Offers whose stock sat in warehouses not mapped to a store (ignored). */
  unmappedStock?: number;
  /**
   * Reservations of orders 1C has taken that its free rests already leave out: they stopped counting
   * (EXCHANGE_1C_RESTS=free, ADR 0120).
   */
  reservationsInRests?: number;
  onlyChanges?: boolean;
  /** Variants (`<good>#<characteristic>`) that followed their parent good's change. */
  variantsChanged?: number;
  /** Goods whose pictures changed, and picture files missing or unreadable. */
  pictures?: { changed: number; missing: number };
  /** The goods `hidden` counts (the first 20,000), so staff can show them again. */
  hiddenIds?: number[];
  /** When staff showed the hidden goods again, and how many came back. */
  restored?: { at: string; by: string; count: number };
  /** A full file that listed no goods: nothing was hidden on its strength. */
  hideSkipped?: boolean;
  /** How the retail price type was chosen; `unsure`: no price was imported. */
  priceType?: { name: string; how: 'setting' | 'name' } | { how: 'unsure'; declared: string[] };
  /** Stock 1C sent without a warehouse (the chain's total): the store it went to, or none (item 6). */
  totalStock?: { store: string | null; offers: number };
  /** The warehouses whose stock was ignored because they map to no store (item 5). */
  unmappedWarehouses?: string[];
  /** Offers kept waiting for goods a later file of the session brings. */
  waiting?: number;
  /** The job applies offers that waited for their goods. */
  afterWaiting?: boolean;
};

const emptyCounts = (): ImportCounts => ({ rows: 0, new: 0, changed: 0, unchanged: 0, errors: 0 });

/**
 * One kind's job of an exchange file, in the import core's `import_jobs`: created as
 * `applying` (an exchange has no dry run: 1C asked for it), moved batch by batch inside the
 * batch's transaction, finished `applied` or `failed` with the report.
 */
export class ExchangeJob {
  readonly report: ExchangeReport = {
    columns: [],
    unknownColumns: [],
    counts: emptyCounts(),
    issues: [],
    changes: [],
  };
  private constructor(readonly id: number) {}

  static async start(ctx: Ctx, kind: ImportKind, fileName: string): Promise<ExchangeJob> {
    const [row] = await ctx.db
      .insert(importJobs)
      .values({
        kind,
        format: 'commerceml',
        fileName: fileName.slice(0, 200),
        status: 'applying',
        actorName: exchangeActor.name,
        createdAt: ctx.now,
        report: { applyStartedAt: ctx.now.toISOString() },
      })
      .returning({ id: importJobs.id });
    if (!row) throw new Error('import job not created');
    return new ExchangeJob(row.id);
  }

  /** Counts a batch (planned rows and their issues) into the report. */
  add(rows: number, planned: readonly { outcome: 'new' | 'changed' | 'unchanged' }[], issues: readonly RowIssue[]) {
    const counts = this.report.counts;
    counts.rows += rows;
    counts.errors += new Set(issues.map((i) => i.line)).size;
    for (const p of planned) counts[p.outcome]++;
    // biome-ignore lint/suspicious/noExplicitAny: the samples are the kinds' Planned rows
    addToReport(this.report, planned as any, issues);
  }

  /** The batch's progress, in its transaction. */
  async beat(ctx: Ctx) {
    const progress = { applied: this.report.counts, beatAt: new Date().toISOString() };
    await ctx.db
      .update(importJobs)
      .set({
        rowsDone: this.report.counts.rows,
        report: sql`${importJobs.report} || ${JSON.stringify(progress)}::jsonb`,
      })
      .where(eq(importJobs.id, this.id));
  }

  async finish(ctx: Ctx, error?: string) {
    const now = new Date().toISOString();
    const report: ExchangeReport = {
      ...this.report,
      checkedAt: now,
      applied: this.report.counts,
      ...(error ? { applyError: error.slice(0, 300) } : { appliedAt: now }),
    };
    await ctx.db
      .update(importJobs)
      .set({
        status: error ? 'failed' : 'applied',
        rowsTotal: report.counts.rows,
        rowsDone: report.counts.rows,
        finishedAt: new Date(),
        report: sql`${importJobs.report} || ${JSON.stringify(report)}::jsonb`,
      })
      .where(eq(importJobs.id, this.id));
  }
}
