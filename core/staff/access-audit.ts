import type { Ctx } from '#core/shared';
import { type AuditActor, recordAudit } from './audit';
import type { StaffView } from './sessions';

/**
 * Who came into the back office and what left it: sign-ins, failed ones,
 * failed authenticator codes, sign-outs and exports of customer data, as audit rows. Never a
 * password or a code; the address as the server saw it (bounded); an attempted login only when it
 * has a login's shape (a password typed into the login field has none, mostly) and bounded.
 */

/** Why a sign-in failed, for the admin reading the log (the sign-in form answers one message). */
export type SignInFailure = 'unknown_login' | 'wrong_password' | 'blocked';

/** The client address as recorded: at most 64 characters (an IPv6 address with a zone fits). */
export const auditAddress = (address: string) => address.slice(0, 64);

/** Staff logins' shape (the CHECK of migration 0012): anything else is not recorded as typed. */
const loginShape = /^[a-z0-9._-]{3,40}$/;

/** The login an attempt named, when it could be one; null otherwise. */
export const attemptedLogin = (login: string) => (loginShape.test(login) ? login : null);

/** An attempt from someone not signed in: named by their address. */
const visitor = (address: string): AuditActor => ({ kind: 'visitor', name: auditAddress(address) });

/** A staff member signed in (after the password, and the code where the account has one). */
export async function recordStaffSignIn(ctx: Ctx, who: Pick<StaffView, 'id' | 'login'>, address: string) {
  await recordAudit(
    ctx,
    { kind: 'staff', staff: who },
    {
      action: 'staff.sign_in',
      entity: 'staff',
      entityId: who.id,
      after: { address: auditAddress(address) },
    },
  );
}

/**
 * A sign-in refused for its login or password: the account it named (when there is one), the
 * login as typed (when it has a login's shape) and the address.
 */
export async function recordStaffSignInFailure(
  ctx: Ctx,
  attempt: { login: string; account: { id: number } | null; reason: SignInFailure; address: string },
) {
  await recordAudit(ctx, visitor(attempt.address), {
    action: 'staff.sign_in_failed',
    entity: 'staff',
    entityId: attempt.account?.id ?? '',
    after: { login: attemptedLogin(attempt.login), reason: attempt.reason, address: auditAddress(attempt.address) },
  });
}

/** A wrong, expired or replayed authenticator code after the right password (never the code). */
export async function recordStaffTotpFailure(ctx: Ctx, account: Pick<StaffView, 'id' | 'login'>, address: string) {
  await recordAudit(ctx, visitor(address), {
    action: 'staff.totp_failed',
    entity: 'staff',
    entityId: account.id,
    after: { login: account.login, address: auditAddress(address) },
  });
}

/** A staff member signed out (their session ended at once). */
export async function recordStaffSignOut(ctx: Ctx, who: Pick<StaffView, 'id' | 'login'>, address: string) {
  await recordAudit(
    ctx,
    { kind: 'staff', staff: who },
    {
      action: 'staff.sign_out',
      entity: 'staff',
      entityId: who.id,
      after: { address: auditAddress(address) },
    },
  );
}

/**
 * Customer data that left the shop in bulk (an export): what (`entity`, e.g. `orders`), how many
 * records and which (ids, at most 1,000 listed), by whom and from where.
 */
export async function recordCustomerDataExport(
  ctx: Ctx,
  actor: AuditActor,
  exported: { entity: string; ids: readonly (number | string)[]; address: string | null; details?: object },
) {
  await recordAudit(ctx, actor, {
    action: `${exported.entity}.export`,
    entity: exported.entity,
    entityId: exported.ids.length === 1 ? String(exported.ids[0]) : '',
    after: {
      count: exported.ids.length,
      ids: exported.ids.slice(0, 1000),
      ...(exported.address === null ? {} : { address: auditAddress(exported.address) }),
      ...exported.details,
    },
  });
}
