import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '#core/passwords';
import { demoAdminTotpSecret, demoStaffPassword } from '../../core/staff/demo-credentials';
import type { Db } from '../client';
import { type StaffRole, staff, stores } from '../schema';

export { demoAdminTotpSecret };

/**
 * The demo's back-office accounts (README): one per role, the published password and,
 * for the admin, the published TOTP secret (core/staff/demo-credentials.ts) — a demo shop's, never
 * a real one's; a production start refuses while they sign in (ADR 0107).
 */
export const demoStaff: { login: string; name: string; role: StaffRole }[] = [
  { login: 'admin', name: 'Адміністратор', role: 'admin' },
  { login: 'manager', name: 'Олена Бондар (менеджер)', role: 'manager' },
  { login: 'moderator', name: 'Тарас Ткаченко (модератор)', role: 'moderator' },
  { login: 'content', name: 'Марія Лисенко (контент)', role: 'content' },
  { login: 'store', name: 'Магазин у Києві', role: 'store' },
];
const kyiv = '8000000000';

export async function seedStaff(db: Db): Promise<void> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.townCode, kyiv))
    .orderBy(asc(stores.id))
    .limit(1);
  const passwordHash = await hashPassword(demoStaffPassword);
  await db.insert(staff).values(
    demoStaff.map((s) => ({
      ...s,
      passwordHash,
      storeId: s.role === 'store' ? (store?.id ?? null) : null,
      totpSecret: s.role === 'admin' ? demoAdminTotpSecret : null,
    })),
  );
}
