import { type AnyColumn, and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cappedCount, keysetPage, type PageLinks, pageCursorInput, type SortKey } from '#core/keyset';
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

/** The audit list's filters and the page's place (`after` / `before` a row, ADR 0124). */
export const auditFilterInput = pageCursorInput.strict().extend({
  entity: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(40).optional(),
  staffId: idSchema().optional(),
  action: z.string().trim().max(60).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  perPage: z.coerce.number().int().min(10).max(200).default(50),
});
export type AuditFilter = z.output<typeof auditFilterInput>;

const newestFirst: SortKey[] = [
  { key: auditLog.at, dir: 'desc' },
  { key: auditLog.id, dir: 'desc' },
];

/**
 * The audit log, newest first, filtered, a keyset page (ADR 0124) with the matches counted up to
 * 1,000; only the admin role reads it.
 */
export async function listAudit(
  ctx: Ctx,
  actor: Pick<StaffView, 'role'>,
  filter: AuditFilter,
): Promise<{ rows: (typeof auditLog.$inferSelect)[]; total: number; more: boolean } & PageLinks> {
  requireArea(actor, 'audit');
  const where: SQL[] = [];
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.staffId) where.push(eq(auditLog.staffId, filter.staffId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  const condition = where.length ? and(...where) : undefined;
  const anchor = (id: number) => (key: AnyColumn | SQL) =>
    sql`(select ${key} from ${auditLog} where ${auditLog.id} = ${id})`;
  const [page, counted] = await Promise.all([
    keysetPage(
      (after, order, limit) =>
        ctx.db
          .select()
          .from(auditLog)
          .where(and(condition, after))
          .orderBy(...order)
          .limit(limit),
      { keys: newestFirst, anchor, cursor: filter, perPage: filter.perPage, idOf: (row) => row.id },
    ),
    cappedCount(ctx.db, auditLog, condition),
  ]);
  return { rows: page.rows, total: counted.count, more: counted.more, ...page.links };
}
