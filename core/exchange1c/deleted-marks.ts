import { sql } from 'drizzle-orm';
import { rowsOf, textArray } from '#core/imports';
import type { Ctx } from '#core/shared';
import { type AuditEntry, recordAudits } from '#core/staff';
import { exchangeActor } from './exchange-job';

/**
 * 1C's deletion mark of a good (`Статус="Удален"`, `ПометкаУдаления`, ADR 0118),
 * kept as the audit trail of the exchange: `good.exchange_delete` when 1C marks it,
 * `good.exchange_undelete` when 1C lists it again unmarked. The latest of the two says whether the
 * good is deleted in 1C: a deleted good stays hidden when offers price it, until 1C undeletes it.
 */
const deleteAction = 'good.exchange_delete';
const undeleteAction = 'good.exchange_undelete';

/** Of these goods, the ones 1C marked deleted (and did not undelete since). */
export async function deletedInExchange(ctx: Ctx, goodIds: readonly number[]): Promise<Set<number>> {
  if (!goodIds.length) return new Set();
  const rows = rowsOf<{ id: string; action: string }>(
    await ctx.db.execute(sql`
      select distinct on (entity_id) entity_id as id, action from audit_log
      where entity = 'good' and entity_id = any(${textArray(goodIds.map(String))})
        and action in (${deleteAction}, ${undeleteAction})
      order by entity_id, id desc`),
  );
  return new Set(rows.filter((r) => r.action === deleteAction).map((r) => Number(r.id)));
}

/**
 * The audit entries of 1C's mark where it changed: deleted now and not before, or listed unmarked
 * after a deletion. Goods in `fresh` were made in this batch and carry no mark yet: only the others
 * are looked up (a batch of new goods asks nothing).
 */
export async function deletionMarks(
  ctx: Ctx,
  goods: readonly { id: number; deleted: boolean }[],
  fresh: ReadonlySet<number> = new Set(),
): Promise<AuditEntry[]> {
  const known = goods.filter((g) => g.id > 0);
  if (!known.length) return [];
  const marked = await deletedInExchange(
    ctx,
    known.filter((g) => !fresh.has(g.id)).map((g) => g.id),
  );
  return known
    .filter((g) => g.deleted !== marked.has(g.id))
    .map((g) => ({
      action: g.deleted ? deleteAction : undeleteAction,
      entity: 'good',
      entityId: g.id,
      before: { deleted: !g.deleted },
      after: { deleted: g.deleted },
    }));
}

/** Records 1C's mark where it changed (`deletionMarks`). */
export async function markDeleted(ctx: Ctx, goods: readonly { id: number; deleted: boolean }[]): Promise<void> {
  await recordAudits(ctx, exchangeActor, await deletionMarks(ctx, goods));
}
