import { eq, inArray, or } from 'drizzle-orm';
import { verifyPassword } from '#core/passwords';
import type { Ctx } from '#core/shared';
import { staff } from '#db/schema';
import { recordAudit } from './audit';
import { demoAdminTotpSecret, demoStaffLogins, demoStaffPassword } from './demo-credentials';

export type DemoStaff = { id: number; login: string };

/**
 * The accounts anyone who read the README can sign in to (ADR 0107): a demo login whose password
 * is still the published one, or any account with the published TOTP secret. Recognised by what
 * signs in, not by name: an admin made with `staff:create` and called `admin` has its own password
 * and secret. One scrypt check per distinct hash (the seeder gives all five the same one).
 */
export async function findDemoStaff(ctx: Ctx): Promise<DemoStaff[]> {
  const rows = await ctx.db
    .select({ id: staff.id, login: staff.login, passwordHash: staff.passwordHash, totpSecret: staff.totpSecret })
    .from(staff)
    .where(or(inArray(staff.login, [...demoStaffLogins]), eq(staff.totpSecret, demoAdminTotpSecret)))
    .orderBy(staff.id);
  const verdicts = new Map<string, Promise<boolean>>();
  const opens = (hash: string) => {
    const known = verdicts.get(hash);
    if (known) return known;
    const verdict = verifyPassword(demoStaffPassword, hash);
    verdicts.set(hash, verdict);
    return verdict;
  };
  const found: DemoStaff[] = [];
  for (const row of rows)
    if (row.totpSecret === demoAdminTotpSecret || (await opens(row.passwordHash)))
      found.push({ id: row.id, login: row.login });
  return found;
}

/**
 * Deletes the demo accounts (`npm run staff:remove-demo`, ADR 0107), each with an audit row; their
 * sessions go with them, what they did keeps its audit rows (the login is kept there). Refuses
 * while no other admin could sign in: the shop would have nobody to run it (`staff:create` first).
 */
export async function removeDemoStaff(
  ctx: Ctx,
): Promise<{ ok: true; removed: string[] } | { ok: false; error: 'no_other_admin' }> {
  const demo = await findDemoStaff(ctx);
  if (!demo.length) return { ok: true, removed: [] };
  const ids = new Set(demo.map((d) => d.id));
  const admins = await ctx.db
    .select({ id: staff.id, blockedAt: staff.blockedAt })
    .from(staff)
    .where(eq(staff.role, 'admin'));
  if (!admins.some((a) => !ids.has(a.id) && a.blockedAt === null)) return { ok: false, error: 'no_other_admin' };
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const removed = await tx
      .delete(staff)
      .where(inArray(staff.id, [...ids]))
      .returning({ id: staff.id, login: staff.login, role: staff.role });
    for (const row of removed)
      await recordAudit(
        txCtx,
        { kind: 'system', name: 'cli' },
        {
          action: 'staff.remove_demo',
          entity: 'staff',
          entityId: row.id,
          before: { login: row.login, role: row.role },
        },
      );
    return { ok: true as const, removed: removed.map((r) => r.login) };
  });
}
