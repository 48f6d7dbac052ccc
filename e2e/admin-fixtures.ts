import { totpCode } from '../core/staff/totp';
import { demoAdminTotpSecret } from '../db/demo/seed-staff';
import { expect, type Page, registerShopper, test } from './fixtures';

export { expect, type Page, test } from './fixtures';

export type DemoRole = 'admin' | 'manager' | 'content' | 'moderator' | 'store';

/** The demo admin's current TOTP code (README publishes the demo secret). */
export const demoAdminCode = (at = new Date()) => totpCode(demoAdminTotpSecret, at);

/**
 * Signs a demo staff member in through `/admin/login` (password `poplavok`; the admin also types
 * its TOTP code) and waits for the back office. `next` is where to land.
 */
export async function signInStaff(page: Page, role: DemoRole, next = '/admin') {
  // A TOTP code works once (RFC 6238 §5.2) and the server accepts one step either side: when
  // another test (or this test's first try) just used this step's code, the next step's is still
  // new; when both are used, the step after that becomes acceptable at the next 30-s boundary.
  const steps: (number | 'wait')[] = role === 'admin' ? [0, 1, 'wait', 1] : [0];
  for (const ahead of steps) {
    if (ahead === 'wait') {
      test.info().setTimeout(test.info().timeout + 35_000);
      await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
      continue;
    }
    // A fresh form each try: a refusal alert left from the last try must not be read as this one's.
    await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Логін').fill(role);
    await page.getByLabel('Пароль').fill('poplavok');
    if (role === 'admin') await page.getByLabel(/Код 2FA/).fill(demoAdminCode(new Date(Date.now() + ahead * 30_000)));
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
