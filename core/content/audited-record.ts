import { eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { recordAudit, type StaffView } from '#core/staff';
import { articles, banners, tooltips } from '#db/schema';
import { changedFields } from './staff-fields';

/**
 * The content records whose saves and deletes share one frame. Their caches need nothing here: the
 * tables' triggers feed the change feed that drops the memos and pages (ADR 0080, 0095).
 */
const tables = { banner: banners, tooltip: tooltips, article: articles };
type Tables = typeof tables;
export type AuditedEntity = keyof Tables;
type Row<E extends AuditedEntity> = Tables[E]['$inferSelect'];
type Values<E extends AuditedEntity> = Tables[E]['$inferInsert'];

// One table type for the statements below: the public signatures keep each kind's own row types.
type AnyTable = typeof banners;
type Tx = Parameters<Parameters<Ctx['db']['transaction']>[0]>[0];

/**
 * Creates (`id` undefined) or edits one content record in a transaction, audited as
 * `{entity}.create` with the new row or `{entity}.update` with only what changed; an edit locks the
 * row first and answers `not_found` when it is gone. `check` runs first in the same transaction
 * (a refusal returns as is); `edit` turns the values into what an edit stores, given the row before.
 */
export async function saveAudited<E extends AuditedEntity, F extends { ok: false } = never>(
  ctx: Ctx,
  actor: StaffView,
  entity: E,
  id: number | undefined,
  values: Values<E>,
  rules: { check?: (tx: Tx) => Promise<F | null>; edit?: (before: Row<E>) => Values<E> } = {},
): Promise<{ ok: true; id: number } | { ok: false; error: 'not_found' } | F> {
  const table = tables[entity] as unknown as AnyTable;
  return ctx.db.transaction(async (tx) => {
    const refused = rules.check ? await rules.check(tx) : null;
    if (refused) return refused;
    const audit = (action: string, entityId: number, before: unknown, after: unknown) =>
      recordAudit(
        { ...ctx, db: tx },
        { kind: 'staff', staff: actor },
        { action: `${entity}.${action}`, entity, entityId, before, after },
      );
    if (id === undefined) {
      const [row] = await tx
        .insert(table)
        .values(values as Values<'banner'>)
        .returning();
      if (!row) throw new Error(`${entity} not inserted`);
      await audit('create', row.id, null, row);
      return { ok: true, id: row.id } as const;
    }
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before) return { ok: false, error: 'not_found' } as const;
    const stored = rules.edit ? rules.edit(before as Row<E>) : values;
    const [after] = await tx
      .update(table)
      .set(stored as Values<'banner'>)
      .where(eq(table.id, id))
      .returning();
    if (!after) throw new Error(`${entity} not updated`);
    const change = changedFields(before, after);
    await audit('update', id, change.before, change.after);
    return { ok: true, id } as const;
  });
}

/** Deletes one content record in a transaction; the `{entity}.delete` audit row keeps it as it was. */
export async function deleteAudited(
  ctx: Ctx,
  actor: StaffView,
  entity: AuditedEntity,
  id: number,
): Promise<{ ok: true } | { ok: false; error: 'not_found' }> {
  const table = tables[entity] as unknown as AnyTable;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!before) return { ok: false, error: 'not_found' } as const;
    await recordAudit(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      { action: `${entity}.delete`, entity, entityId: id, before, after: null },
    );
    return { ok: true } as const;
  });
}
