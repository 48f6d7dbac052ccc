import { eq } from 'drizzle-orm';
import type { StaffView } from '#core/staff';
import type { Db } from '#db/client';
import { staff } from '#db/schema';

/** A demo staff member of the seeded test database (`db/demo/seed-staff.ts`) as a signed-in actor. */
export async function demoStaffView(db: Db, login: string): Promise<StaffView> {
  const [row] = await db.select().from(staff).where(eq(staff.login, login));
  if (!row) throw new Error(`no demo staff member ${login}`);
  return { id: row.id, login: row.login, name: row.name, role: row.role, storeId: row.storeId };
}
