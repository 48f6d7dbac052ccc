import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#core/passwords';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { demoAdminTotpSecret, demoStaff } from '#db/demo';
import { auditLog, staff, stores } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import {
  areasOf,
  createStaff,
  endStaffSession,
  isStaffCsrfValid,
  listAudit,
  mayOpen,
  newTotpSecret,
  requireArea,
  StaffForbiddenError,
  type StaffView,
  setStaffBlocked,
  staffBySession,
  staffCsrfToken,
  staffIdleMs,
  staffSignIn,
  totpCode,
} from './index';

let database: Database;
let ctx: Ctx;
let admin: StaffView;
const adminSecret = newTotpSecret();
const at = (ms: number): Ctx => ({ ...ctx, now: new Date(seededAt.getTime() + ms) });

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  const [row] = await database.db
    .insert(staff)
    .values({
      login: 'root',
      name: 'Адмін',
      role: 'admin',
      passwordHash: await hashPassword('correct horse'),
      totpSecret: adminSecret,
    })
    .returning();
  if (!row) throw new Error('no admin');
  admin = { id: row.id, login: row.login, name: row.name, role: row.role, storeId: null };
});
afterAll(() => database.close());

describe('roles (each screen and action checks its role on the server)', () => {
  it('each role opens only its areas; everyone has the dashboard', () => {
    expect(areasOf('manager')).toEqual(['dashboard', 'orders', 'calls', 'customers', 'messages']);
    expect(areasOf('content')).toEqual(['dashboard', 'catalog', 'promotions', 'content', 'imports']);
    expect(areasOf('moderator')).toEqual(['dashboard', 'reviews']);
    expect(areasOf('store')).toEqual(['dashboard', 'orders']);
    expect(areasOf('admin')).toContain('audit');
    expect(mayOpen('content', 'orders')).toBe(false);
    expect(() => requireArea({ role: 'content' }, 'orders')).toThrow(StaffForbiddenError);
    expect(() => requireArea({ role: 'manager' }, 'staff')).toThrow(StaffForbiddenError);
  });
});

describe('staff sign-in (RFC 6238)', () => {
  it('a manager signs in with login and password; a wrong password and an unknown login get one answer', async () => {
    const created = await createStaff(ctx, admin, {
      login: 'olena',
      name: 'Олена',
      role: 'manager',
      storeId: null,
      password: 'poplavok1',
      totp: false,
    });
    expect(created).toMatchObject({ ok: true, totpSecret: null });
    expect(await staffSignIn(ctx, { login: 'olena', password: 'wrong-one', totp: '' })).toEqual({
      ok: false,
      error: 'wrong_credentials',
    });
    expect(await staffSignIn(ctx, { login: 'nobody', password: 'poplavok1', totp: '' })).toEqual({
      ok: false,
      error: 'wrong_credentials',
    });
    const signedIn = await staffSignIn(ctx, { login: 'olena', password: 'poplavok1', totp: '' });
    if (!signedIn.ok) throw new Error(signedIn.error);
    expect(await staffBySession(at(60_000), signedIn.token)).toMatchObject({ login: 'olena', role: 'manager' });
    // A shopper's token, junk and nothing open nothing.
    expect(await staffBySession(ctx, 'x'.repeat(43))).toBeNull();
    expect(await staffBySession(ctx, '')).toBeNull();
  });

  it('a session ends after 30 idle minutes, and at sign-out', async () => {
    const signedIn = await staffSignIn(ctx, { login: 'olena', password: 'poplavok1', totp: '' });
    if (!signedIn.ok) throw new Error(signedIn.error);
    expect(await staffBySession(at(staffIdleMs - 1_000), signedIn.token)).not.toBeNull();
    expect(await staffBySession(at(2 * staffIdleMs + 1_000), signedIn.token)).toBeNull();
    const again = await staffSignIn(ctx, { login: 'olena', password: 'poplavok1', totp: '' });
    if (!again.ok) throw new Error(again.error);
    await endStaffSession(ctx, again.token);
    expect(await staffBySession(ctx, again.token)).toBeNull();
  });

  it('an admin needs the authenticator code; a wrong or replayed code is refused', async () => {
    const noCode = await staffSignIn(ctx, { login: 'root', password: 'correct horse', totp: '' });
    expect(noCode).toEqual({ ok: false, error: 'totp_required' });
    // The code is asked only after the right password: a wrong password still says only that.
    expect(await staffSignIn(ctx, { login: 'root', password: 'nope', totp: '' })).toEqual({
      ok: false,
      error: 'wrong_credentials',
    });
    expect(await staffSignIn(ctx, { login: 'root', password: 'correct horse', totp: '000000' })).toMatchObject({
      ok: false,
    });
    const code = totpCode(adminSecret, ctx.now);
    const signedIn = await staffSignIn(ctx, { login: 'root', password: 'correct horse', totp: code });
    expect(signedIn.ok).toBe(true);
    // RFC 6238 §5.2: a code is accepted once, even inside its 30 seconds.
    expect(await staffSignIn(at(5_000), { login: 'root', password: 'correct horse', totp: code })).toEqual({
      ok: false,
      error: 'wrong_totp',
    });
    // One step of clock drift is accepted: the next step's code, 30 s later.
    const next = totpCode(adminSecret, new Date(ctx.now.getTime() + 30_000));
    expect((await staffSignIn(ctx, { login: 'root', password: 'correct horse', totp: next })).ok).toBe(true);
  });

  it('blocking ends the sessions at once and refuses sign-in; an admin cannot block itself', async () => {
    const created = await createStaff(ctx, admin, {
      login: 'taras',
      name: 'Тарас',
      role: 'moderator',
      storeId: null,
      password: 'poplavok1',
      totp: false,
    });
    if (!created.ok) throw new Error(created.error);
    const signedIn = await staffSignIn(ctx, { login: 'taras', password: 'poplavok1', totp: '' });
    if (!signedIn.ok) throw new Error(signedIn.error);
    expect(await setStaffBlocked(ctx, admin, created.id, true)).toEqual({ ok: true });
    expect(await staffBySession(ctx, signedIn.token)).toBeNull();
    expect(await staffSignIn(ctx, { login: 'taras', password: 'poplavok1', totp: '' })).toEqual({
      ok: false,
      error: 'wrong_credentials',
    });
    expect(await setStaffBlocked(ctx, admin, admin.id, true)).toEqual({ ok: false, error: 'self' });
  });

  it('store staff belong to a store; logins are unique; only the admin role manages staff', async () => {
    const [store] = await database.db.select({ id: stores.id }).from(stores).limit(1);
    expect(
      await createStaff(ctx, admin, {
        login: 'kyiv-1',
        name: 'Магазин',
        role: 'store',
        storeId: store?.id ?? null,
        password: 'poplavok1',
        totp: false,
      }),
    ).toMatchObject({ ok: true });
    expect(
      await createStaff(ctx, admin, {
        login: 'kyiv-1',
        name: 'Інший',
        role: 'manager',
        storeId: null,
        password: 'poplavok1',
        totp: false,
      }),
    ).toEqual({ ok: false, error: 'login_taken' });
    const manager = { ...admin, id: admin.id + 1000, role: 'manager' as const };
    await expect(
      createStaff(ctx, manager, {
        login: 'sneaky',
        name: 'X',
        role: 'admin',
        storeId: null,
        password: 'poplavok1',
        totp: false,
      }),
    ).rejects.toThrow(StaffForbiddenError);
    const [sneaky] = await database.db.select().from(staff).where(eq(staff.login, 'sneaky'));
    expect(sneaky).toBeUndefined();
  });
});

describe('demo staff (README gives a newcomer every role)', () => {
  it('each role signs in with `poplavok`; the admin with its published TOTP secret; the store account is in Kyiv', async () => {
    for (const { login, role } of demoStaff) {
      const totp = role === 'admin' ? totpCode(demoAdminTotpSecret, at(90_000).now) : '';
      const signedIn = await staffSignIn(at(90_000), { login, password: 'poplavok', totp });
      if (!signedIn.ok) throw new Error(`${login}: ${signedIn.error}`);
      expect(signedIn.staff.role).toBe(role);
    }
    const [store] = await database.db
      .select({ town: stores.townCode })
      .from(staff)
      .innerJoin(stores, eq(stores.id, staff.storeId))
      .where(eq(staff.login, 'store'));
    expect(store?.town).toBe('8000000000');
  });
});

describe('audit log (who, when, what, before and after)', () => {
  it('records staff changes without secrets; only the admin reads it, filtered', async () => {
    const { rows, total } = await listAudit(ctx, admin, { entity: 'staff', perPage: 50 });
    expect(total).toBeGreaterThanOrEqual(4);
    const block = rows.find((r) => r.action === 'staff.block');
    expect(block).toMatchObject({ actorKind: 'staff', actorName: 'root', staffId: admin.id, entity: 'staff' });
    expect(block?.before).toMatchObject({ login: 'taras', blocked: false });
    expect(block?.after).toMatchObject({ login: 'taras', blocked: true });
    const everything = JSON.stringify(await database.db.select().from(auditLog));
    // No hash, no secret, no password field (a failed sign-in's reason `wrong_password` names none).
    expect(everything).not.toMatch(/scrypt|"password"|passwordHash|totpSecret/i);
    await expect(listAudit(ctx, { role: 'manager' }, { perPage: 50 })).rejects.toThrow(StaffForbiddenError);
  });
});

describe('CSRF token of a staff session', () => {
  it('is derived from the session and compared in constant time', () => {
    const token = 'a'.repeat(43);
    expect(isStaffCsrfValid(token, staffCsrfToken(token))).toBe(true);
    expect(isStaffCsrfValid(token, staffCsrfToken('b'.repeat(43)))).toBe(false);
    expect(isStaffCsrfValid(token, '')).toBe(false);
    expect(isStaffCsrfValid(token, null)).toBe(false);
  });
});
