import { sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import type { AuditActor, AuditEntry } from './audit';

/**
 * Writes many audit rows of one actor at once (an import batch) in one statement whose
 * rows travel as one JSON parameter (thousands of bound parameters cost more than the rows);
 * like `recordAudit`, inside the change's own transaction.
 */
export async function recordAudits(ctx: Ctx, actor: AuditActor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const payload = JSON.stringify(
    entries.map((entry) => ({
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
  await ctx.db.execute(sql`
    insert into audit_log (at, actor_kind, staff_id, actor_name, action, entity, entity_id, before, after)
    select ${ctx.now.toISOString()}::timestamptz, ${actor.kind}, ${actor.kind === 'staff' ? actor.staff.id : null}::int,
           ${actor.kind === 'staff' ? actor.staff.login : actor.name}, r.action, r.entity, r.entity_id,
           nullif(r.before, 'null'::jsonb), nullif(r.after, 'null'::jsonb)
    from jsonb_to_recordset(${payload}::jsonb) as r(action text, entity text, entity_id text, before jsonb, after jsonb)`);
}
