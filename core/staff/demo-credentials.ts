/**
 * The demo's back-office accounts and their published credentials (README "The back
 * office"): one per role, password `poplavok`; only the admin has TOTP, with this secret. The
 * seeder makes them; a production start refuses while any of them still signs in (ADR 0107).
 */
export const demoStaffPassword = 'poplavok';
export const demoAdminTotpSecret = 'POPLAVOKADMINDEMOTOTPSECRETKEY23';
export const demoStaffLogins = ['admin', 'manager', 'moderator', 'content', 'store'] as const;
