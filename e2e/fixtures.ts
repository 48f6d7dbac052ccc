import { createHash } from 'node:crypto';
import {
  type APIRequestContext,
  type APIResponse,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Every test is its own shopper on its own address: the e2e server trusts the loopback proxy
 * (`TRUST_PROXY=loopback` in e2e/serve.mjs) and each test's browser and request contexts send an
 * `X-Forwarded-For` derived from the test's id. So the per-address limits (sign-in, registration,
 * vouchers…) bite within a test, as for a real shopper, but never across unrelated tests; the
 * limits themselves are tested in Vitest.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const digest = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
    const address = `10.${digest[0]}.${digest[1]}.${((digest[2] ?? 0) % 254) + 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});

/** A phone number no other test uses (registrations in parallel tests must not collide). */
export function uniquePhone(n: number) {
  const tail = String(Date.now() * 10 + n).slice(-7);
  return { masked: `+38(097)${tail.slice(0, 3)}-${tail.slice(3, 5)}-${tail.slice(5)}`, digits: `097${tail}` };
}

/**
 * Waits until the page has hydrated (root sets `html[data-hydrated]` once its handlers are
 * attached): a click before that is a plain form post or link, not the scripted dialog. Network
 * idle is not that signal on a loaded machine.
 */
export async function waitHydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Signs in from the open login dialog and waits for it to close (scrypt may take a while). */
export async function signInInDialog(dialog: Locator, digits: string, password: string) {
  await dialog.getByLabel('Телефон').pressSequentially(digits);
  await dialog.getByLabel('Пароль').fill(password);
  await dialog.getByRole('button', { name: /^(Увійти|Войти)$/ }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

/**
 * Opens the login dialog from the header's profile link, or on a phone from the bottom menu's
 * Cabinet (SPEC §2 Mobile). `profile` is the link's name in the page's language.
 */
export async function openLoginDialog(page: Page, profile: 'Профіль' | 'Профиль' = 'Профіль') {
  await waitHydrated(page);
  const header = page.getByRole('link', { name: profile, exact: true });
  if (await header.isVisible()) await header.click();
  else
    await page
      .locator('.bottom-menu')
      .getByRole('button', { name: profile === 'Профиль' ? 'Кабинет' : 'Кабінет' })
      .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A new shopper registered through the API (the token cookie lands in the page's context). */
export async function registerShopper(page: Page, n: number): Promise<void> {
  const response = await apiRegister(page.request, {
    form: { phone: uniquePhone(n).masked, password: 'secret5', first_name: 'Тарас', last_name: 'Шевченко' },
  });
  if (!response.ok()) throw new Error(`registration answered ${response.status()}`);
}

/**
 * Registration through the API in its two calls (ADR 0116): the code is texted, read
 * back from `demo_code` (the e2e shop's SMS are the demo's), then sent with the same fields. The
 * answer of the second call (or of the first, when it sent no code).
 */
export async function apiRegister(
  request: APIRequestContext,
  options: { form: Record<string, string> },
): Promise<APIResponse> {
  const sent = await request.post('/site/users/auth/registration/', options);
  if (!sent.ok()) return sent;
  const code = ((await sent.json()) as { data?: { demo_code?: string } }).data?.demo_code;
  if (!code) throw new Error('registration sent no demo code');
  return request.post('/site/users/auth/registration/', { form: { ...options.form, code } });
}
