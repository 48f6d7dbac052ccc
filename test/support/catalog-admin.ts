import type { StaffView } from '#core/staff';
import type { Db } from '#db/client';
import type { StaffRole } from '#db/schema';
import { staff } from '#db/schema';

/** The demo shop's staff (db/demo/seed-staff.ts) as acting staff members, by role. */
export async function demoActors(db: Db): Promise<Record<StaffRole, StaffView>> {
  const rows = await db
    .select({ id: staff.id, login: staff.login, name: staff.name, role: staff.role, storeId: staff.storeId })
    .from(staff);
  const byRole = Object.fromEntries(rows.map((r) => [r.role, r])) as Partial<Record<StaffRole, StaffView>>;
  for (const role of ['admin', 'manager', 'moderator', 'content', 'store'] as const)
    if (!byRole[role]) throw new Error(`the demo has no ${role}`);
  return byRole as Record<StaffRole, StaffView>;
}
