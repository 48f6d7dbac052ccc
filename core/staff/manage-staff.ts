import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '#core/passwords';
import { type Ctx, idSchema } from '#core/shared';
import { staff, staffRoles, stores } from '#db/schema';
import { recordAudit } from './audit';
import { requireArea } from './roles';
import { endStaffSessions, type StaffView } from './sessions';
import { newTotpSecret } from './totp';

export const createStaffInput = z
  .strictObject({
    login: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9._-]{3,40}$/),
    name: z.string().trim().min(1).max(100),
    role: z.enum(staffRoles),
    storeId: idSchema().nullable().default(null),
    password: z.string().min(8).max(128),
    /** TOTP for a non-admin; an admin always gets it. */
    totp: z.boolean().default(false),
  })
  .refine((v) => (v.role === 'store') === (v.storeId !== null), {
    path: ['storeId'],
    message: 'store_role_needs_store',
  });
export type CreateStaffInput = z.output<typeof createStaffInput>;

/** What the audit log keeps of an account: never its password hash or TOTP secret. */
const auditable = (row: {
  login: string;
  name: string;
  role: string;
  storeId: number | null;
  totpSecret: string | null;
  blockedAt: Date | null;
}) => ({
  login: row.login,
  name: row.name,
  role: row.role,
  storeId: row.storeId,
  totp: row.totpSecret !== null,
  blocked: row.blockedAt !== null,
});

/**
 * An admin creates a staff account; the TOTP secret (admins always, others when asked) is returned
 * once, to be shown as a QR code / text and never again.
 */
export async function createStaff(
  ctx: Ctx,
  /** An admin in the back office, or `cli`: the shop's first admin made on the server (`npm run staff:create`). */
  actor: StaffView | 'cli',
  input: CreateStaffInput,
): Promise<{ ok: true; id: number; totpSecret: string | null } | { ok: false; error: 'login_taken' }> {
  if (actor !== 'cli') requireArea(actor, 'staff');
  const passwordHash = await hashPassword(input.password);
  const totpSecret = input.role === 'admin' || input.totp ? newTotpSecret() : null;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        login: input.login,
        name: input.name,
        role: input.role,
        storeId: input.storeId,
        passwordHash,
        totpSecret,
        createdAt: ctx.now,
      })
      .onConflictDoNothing({ target: staff.login })
      .returning();
    if (!row) return { ok: false as const, error: 'login_taken' as const };
    await recordAudit(
      { ...ctx, db: tx },
      actor === 'cli' ? { kind: 'system', name: 'cli' } : { kind: 'staff', staff: actor },
      { action: 'staff.create', entity: 'staff', entityId: row.id, after: auditable(row) },
    );
    return { ok: true as const, id: row.id, totpSecret };
  });
}

/** Blocks or unblocks an account; blocking ends its sessions at once. An admin cannot block itself. */
export async function setStaffBlocked(
  ctx: Ctx,
  actor: StaffView,
  staffId: number,
  blocked: boolean,
): Promise<{ ok: true } | { ok: false; error: 'not_found' | 'self' }> {
  requireArea(actor, 'staff');
  if (staffId === actor.id) return { ok: false, error: 'self' };
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!before) return { ok: false as const, error: 'not_found' as const };
    const [after] = await tx
      .update(staff)
      .set({ blockedAt: blocked ? (before.blockedAt ?? ctx.now) : null })
      .where(eq(staff.id, staffId))
      .returning();
    if (blocked) await endStaffSessions(txCtx, staffId);
    if (after && before.blockedAt !== after.blockedAt)
      await recordAudit(
        txCtx,
        { kind: 'staff', staff: actor },
        {
          action: blocked ? 'staff.block' : 'staff.unblock',
          entity: 'staff',
          entityId: staffId,
          before: auditable(before),
          after: auditable(after),
        },
      );
    return { ok: true as const };
  });
}

export const staffPasswordInput = z.string().min(8).max(128);

/** An admin sets a new password for an account; its sessions end and its browsers are forgotten. */
export async function resetStaffPassword(
  ctx: Ctx,
  actor: StaffView,
  staffId: number,
  password: string,
): Promise<{ ok: true } | { ok: false; error: 'not_found' }> {
  requireArea(actor, 'staff');
  const passwordHash = await hashPassword(staffPasswordInput.parse(password));
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [row] = await tx.update(staff).set({ passwordHash }).where(eq(staff.id, staffId)).returning();
    if (!row) return { ok: false as const, error: 'not_found' as const };
    await endStaffSessions(txCtx, staffId);
    await recordAudit(
      txCtx,
      { kind: 'staff', staff: actor },
      { action: 'staff.password', entity: 'staff', entityId: staffId, after: auditable(row) },
    );
    return { ok: true as const };
  });
}

/** The staff list of `/admin/staff` (admin only): accounts, and the stores a store account may belong to. */
export async function listStaff(ctx: Ctx, actor: StaffView) {
  requireArea(actor, 'staff');
  const [people, storeRows] = await Promise.all([
    ctx.db
      .select({
        id: staff.id,
        login: staff.login,
        name: staff.name,
        role: staff.role,
        storeId: staff.storeId,
        totp: sql<boolean>`${staff.totpSecret} is not null`,
        blockedAt: staff.blockedAt,
        lastSignInAt: staff.lastSignInAt,
        createdAt: staff.createdAt,
      })
      .from(staff)
      .orderBy(asc(staff.login)),
    ctx.db.select({ id: stores.id, title: stores.titleUa }).from(stores).orderBy(asc(stores.titleUa)),
  ]);
  return { staff: people, stores: storeRows };
}
