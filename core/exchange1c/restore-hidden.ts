import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '#core/imports';
import type { Ctx } from '#core/shared';
import { recordAudits, requireArea, type StaffView } from '#core/staff';
import { importJobs } from '#db/schema';
import type { ExchangeReport } from './exchange-job';

export type RestoreHiddenResult =
  | { ok: true; count: number }
  | { ok: false; error: 'not_found' | 'nothing_hidden' | 'already_restored' };

/**
 * "Повернути приховані" on an exchange job's page (ADR 0118): the goods the job hid
 * as not listed by a full export go back on sale — those still hidden and priced (a good 1C never
 * priced stays hidden, as any new one). Once per job, audited under the staff member; the job
 * remembers who and when. 1C's next full export may hide them again if it still does not list them.
 */
export async function restoreHidden(ctx: Ctx, actor: StaffView, jobId: number): Promise<RestoreHiddenResult> {
  requireArea(actor, 'imports');
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx.select().from(importJobs).where(eq(importJobs.id, jobId)).for('update');
    if (job?.format !== 'commerceml') return { ok: false as const, error: 'not_found' as const };
    const report = job.report as ExchangeReport | null;
    if (report?.restored) return { ok: false as const, error: 'already_restored' as const };
    const ids = report?.hiddenIds ?? [];
    if (!ids.length) return { ok: false as const, error: 'nothing_hidden' as const };
    const shown = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update goods set is_active = true
        where not is_active and coalesce(regular_price, price) > 0
          and id = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int))
        returning id`),
    ).map((r) => r.id);
    await recordAudits(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      shown.map((id) => ({
        action: 'good.show',
        entity: 'good',
        entityId: id,
        before: { active: false },
        after: { active: true },
      })),
    );
    const restored = { at: ctx.now.toISOString(), by: actor.login, count: shown.length };
    await tx
      .update(importJobs)
      .set({ report: sql`${importJobs.report} || ${JSON.stringify({ restored })}::jsonb` })
      .where(eq(importJobs.id, jobId));
    return { ok: true as const, count: shown.length };
  });
}
