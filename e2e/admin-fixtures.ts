import { totpCode } from '../core/staff/totp';
import { demoAdminTotpSecret } from '../db/demo/seed-staff';
import { expect, type Page, registerShopper } from './fixtures';

export { expect, type Page, test } from './fixtures';

export type DemoRole = 'admin' | 'manager' | 'content' | 'moderator' | 'store';

/** The demo admin's current TOTP code (README publishes the demo secret). */
export const demoAdminCode = (at = new Date()) => totpCode(demoAdminTotpSecret, at);

/**
 * Signs a demo staff member in through `/admin/login` (password `poplavok`; the admin also types
 * its TOTP code) and waits for the back office. `next` is where to land.
 */
export async function signInStaff(page: Page, role: DemoRole, next = '/admin') {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  // A TOTP code works once (RFC 6238 §5.2): when another test just used this step's code, the
  // next step's (inside the accepted drift) is still new.
  for (const ahead of role === 'admin' ? [0, 30_000] : [0]) {
    await page.getByLabel('Логін').fill(role);
    await page.getByLabel('Пароль').fill('poplavok');
    if (role === 'admin') await page.getByLabel(/Код 2FA/).fill(demoAdminCode(new Date(Date.now() + ahead)));
    await page.getByRole('button', { name: 'Увійти' }).click();
    const landed = page.getByRole('navigation', { name: 'Розділи' });
    const refused = page.getByRole('alert').filter({ hasText: 'Код невірний' });
    await expect(landed.or(refused)).toBeVisible({ timeout: 15_000 });
    if (await landed.isVisible()) return;
  }
  throw new Error(`${role} could not sign in`);
}

/** A shopper signed in (the storefront's token cookie), to show it never opens the back office. */
export const registerShopperForAdmin = (page: Page, n: number) => registerShopper(page, 9_000 + n);
