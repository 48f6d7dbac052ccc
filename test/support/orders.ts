import { eq } from 'drizzle-orm';
import type { StaffView } from '#core/staff';
import type { Db } from '#db/client';
import { staff } from '#db/schema';

/** A demo staff member (`admin`, `manager`, `moderator`, `content`, `store`) as a use case's actor. */
export async function staffActor(db: Db, login: string): Promise<StaffView> {
  const [row] = await db
    .select({ id: staff.id, login: staff.login, name: staff.name, role: staff.role, storeId: staff.storeId })
    .from(staff)
    .where(eq(staff.login, login));
  if (!row) throw new Error(`no demo staff ${login}`);
  return row;
}
