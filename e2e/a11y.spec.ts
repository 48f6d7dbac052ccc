import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * The main screens pass axe-core with no violation of any impact (WCAG 2.x A/AA and best
 * practices), in both languages on desktop and in Ukrainian on a phone (@mobile runs on Pixel 7 too).
 * Addresses come from the deterministic demo shop.
 */
const screens = {
  home: '/',
  category: '/fiderni-kotushky/c13',
  product: '/fiderna-kotushka-brain-fenix-3000-7-1bb/p19',
  search: '/search/%D0%BA%D0%BE%D1%82%D1%83%D1%88%D0%BA%D0%B0',
  shop: '/shops/kyiv/revutskoho-144',
  compare: '/compare?ids=19,2,3',
  'static page': '/pages/about-us',
  fish: '/korop/f2',
} as const;

// axe walks the whole DOM: the home page (hundreds of cards and menu links) takes tens of seconds
// on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

// Russian pages are the same markup in other words: checked on desktop, the phone layout in Ukrainian
// (the language that loads by default) — a quarter fewer audits of a slow spec.
for (const [name, path] of Object.entries(screens)) {
  for (const prefix of ['', '/ru']) {
    const address = prefix && path === '/' ? prefix : `${prefix}${path}`;
    test(`${name} ${address} has no accessibility violations${prefix ? '' : ' @mobile'}`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.flatMap((v) =>
        v.nodes
          .slice(0, 3)
          .map(
            (node) =>
              `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
          ),
      );
      expect(violations).toEqual([]);
    });
  }
}
