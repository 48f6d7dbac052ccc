import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

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

/** A new shopper registered through the API (the token cookie lands in the page's context). */
export async function registerShopper(page: import('@playwright/test').Page, n: number): Promise<void> {
  const tail = String(Date.now() * 10 + n).slice(-7);
  const response = await page.request.post('/site/users/auth/registration/', {
    form: {
      phone: `+38(097)${tail.slice(0, 3)}-${tail.slice(3, 5)}-${tail.slice(5)}`,
      password: 'secret5',
      first_name: 'Тарас',
      last_name: 'Шевченко',
    },
  });
  if (!response.ok()) throw new Error(`registration answered ${response.status()}`);
}
