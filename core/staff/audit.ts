import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { auditLog } from '#db/schema';
import { requireArea } from './roles';
import type { StaffView } from './sessions';

/**
 * Who made a change: a staff member, an import (its source), the shop itself (a scheduler), or
 * a visitor not signed in (a failed sign-in; named by the client address).
 */
export type AuditActor =
  | { kind: 'staff'; staff: Pick<StaffView, 'id' | 'login'> }
  | { kind: 'import' | 'system' | 'visitor'; name: string };

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit row. Call it inside the change's own transaction (`ctx.db` = the
 * transaction): the change and its record land together or not at all.
 */
export async function recordAudit(ctx: Ctx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(auditLog).values({
    at: ctx.now,
    actorKind: actor.kind,
    staffId: actor.kind === 'staff' ? actor.staff.id : null,
    actorName: actor.kind === 'staff' ? actor.staff.login : actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const auditFilterInput = z.strictObject({
  entity: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(40).optional(),
  staffId: idSchema().optional(),
  action: z.string().trim().max(60).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(10).max(200).default(50),
});
export type AuditFilter = z.output<typeof auditFilterInput>;

/** The audit log, newest first, filtered; only the admin role reads it. */
export async function listAudit(ctx: Ctx, actor: Pick<StaffView, 'role'>, filter: AuditFilter) {
  requireArea(actor, 'audit');
  const where: SQL[] = [];
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.staffId) where.push(eq(auditLog.staffId, filter.staffId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    ctx.db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}
