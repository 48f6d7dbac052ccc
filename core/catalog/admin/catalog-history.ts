import { and, desc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { auditLog } from '#db/schema';

/** The catalogue records the back office keeps history of (the audit log's `entity`). */
export type CatalogEntity = 'good' | 'category' | 'brand' | 'fish_type' | 'direction' | 'tag';

export type HistoryEntry = {
  at: Date;
  who: string;
  action: string;
  /** The fields the change touched (keys of its `after`). */
  fields: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Who changed what on one catalogue record, newest first (the form's side column): the
 * audit log's rows for it, readable by those who may edit it — content editors and admins.
 */
export async function catalogHistory(
  ctx: Ctx,
  actor: StaffView,
  entity: CatalogEntity,
  entityId: number,
  limit = 10,
): Promise<HistoryEntry[]> {
  requireArea(actor, 'catalog');
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  const record = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  return rows.map((r) => ({
    at: r.at,
    who: r.actorName,
    action: r.action,
    fields: Object.keys(record(r.after) ?? record(r.before) ?? {}),
    before: record(r.before),
    after: record(r.after),
  }));
}
