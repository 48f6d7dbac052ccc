import { and, desc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type AdminArea, requireArea, type StaffView } from '#core/staff';
import { auditLog } from '#db/schema';

/**
 * A record's history for the aside of its back-office page ("show who changed what
 * last"): its audit rows, newest first. Readable by whoever opens the record's area — the whole
 * audit log stays the admin's.
 */
export async function listRecordHistory(
  ctx: Ctx,
  actor: StaffView,
  area: AdminArea,
  entity: string,
  entityId: string | number,
  limit = 20,
) {
  requireArea(actor, area);
  return ctx.db
    .select({ at: auditLog.at, actorName: auditLog.actorName, action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
