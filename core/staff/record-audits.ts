import type { Ctx } from '#core/shared';
import { auditLog } from '#db/schema';
import type { AuditActor, AuditEntry } from './audit';

/**
 * Writes many audit rows of one actor at once (an import batch, issue 19), a thousand per
 * statement; like `recordAudit`, inside the change's own transaction.
 */
export async function recordAudits(ctx: Ctx, actor: AuditActor, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 1000) {
    await ctx.db.insert(auditLog).values(
      entries.slice(start, start + 1000).map((entry) => ({
        at: ctx.now,
        actorKind: actor.kind,
        staffId: actor.kind === 'staff' ? actor.staff.id : null,
        actorName: actor.kind === 'staff' ? actor.staff.login : actor.name,
        action: entry.action,
        entity: entry.entity,
        entityId: String(entry.entityId),
        before: entry.before ?? null,
        after: entry.after ?? null,
      })),
    );
  }
}
