import { apiRegister, expect, type Page, test } from './fixtures';

// The page chrome (SPEC §2 Header, Mobile; ADR 0056, 0057): the catalogue menu and its resource,
// the header's dropdowns, the mobile bottom menu, the floating buttons.

const shots = process.env.SHOTS ? '.cache/shots' : null;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/chrome-${name}-${page.viewportSize()?.width}.png` });
}

type Item = { id: number; title: string; children: Item[] };
type Trees = { categories: Item[]; fish: Item[]; directions: Item[] };

/** The menu version the page's data names, and the resource it names. */
async function menuOf(page: Page, path = '/') {
  const html = await (await page.request.get(path)).text();
  const version = /menuVersion\\?",\\?"([0-9a-f]{10})/.exec(html)?.[1];
  expect(version).toBeTruthy();
  const locale = path.startsWith('/ru') ? 'ru' : 'ua';
  const response = await page.request.get(`/menu.${locale}.${version}.json`);
  return { html, version: version as string, response, trees: (await response.json()) as Trees };
}

const catalogButton = (page: Page) => page.locator('.header-main').getByRole('button', { name: 'Каталог' });
const column = (page: Page, n: number) => page.locator(`.catalog-column[data-column="${n}"]`);

test.describe('catalogue menu (§2 header, ADR 0056)', () => {
  test('the trees are one immutable resource, not in the page data', async ({ page }) => {
    const { html, version, response, trees } = await menuOf(page);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toContain('application/json');
    // Third-level categories (spinning rods, feeder reels…) are in the resource, not in the page.
    const deep = trees.categories.flatMap((root) =>
      root.children.flatMap((child) => child.children.map((c) => c.title)),
    );
    expect(deep.length).toBeGreaterThan(40);
    // As an element's text or a string in the streamed data (a word of it may be in a good's title).
    const present = deep.filter((title) => html.includes(`>${title}<`) || html.includes(`\\"${title}\\"`));
    expect(present).toEqual([]);
    expect(trees.fish.length).toBeGreaterThan(3);
    expect(trees.directions.length).toBeGreaterThan(3);
    // A page rendered before a change names an old version: sent to the current one, uncached.
    const stale = await page.request.get('/menu.ua.0000000000.json', { maxRedirects: 0 });
    expect(stale.status()).toBe(307);
    expect(stale.headers().location).toBe(`/menu.ua.${version}.json`);
    expect(stale.headers()['cache-control']).toBe('no-store');
    const russian = await menuOf(page, '/ru');
    expect(russian.version).not.toBe(version);
  });

  test('three modes, each showing real links that answer 200', async ({ page }) => {
    await page.goto('/');
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/menu.') && requests.push(r.url()));
    await catalogButton(page).click();
    await expect(catalogButton(page)).toHaveAttribute('aria-expanded', 'true');
    const expectations = [
      { tab: 'Категорії', root: /\/c\d+$/, child: /\/c\d+$/ },
      { tab: 'За видами риб', root: /\/f\d+$/, child: /\/f\d+\/[^/]+\/c\d+$/ },
      { tab: 'За напрямками', root: /\/direct=\d+$/, child: /\/c\d+$/ },
    ];
    for (const mode of expectations) {
      await page.getByRole('tab', { name: mode.tab }).click();
      await expect(page.getByRole('tab', { name: mode.tab })).toHaveAttribute('aria-selected', 'true');
      await expect(column(page, 0).getByRole('link').first()).toBeVisible();
      const roots = await column(page, 0)
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const children = await column(page, 1)
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(roots.length).toBeGreaterThan(2);
      expect(children.length).toBeGreaterThan(0);
      for (const href of roots) expect(href).toMatch(mode.root);
      for (const href of children) expect(href).toMatch(mode.child);
      for (const href of [...roots.slice(0, 2), ...children.slice(0, 2)]) {
        expect((await page.request.get(href ?? '/')).status(), href ?? '').toBe(200);
      }
    }
    await shot(page, 'menu');
    // One request for the three modes.
    expect(requests).toHaveLength(1);
    // The third column holds at most 15 items; the rest go to the fourth.
    await page.getByRole('tab', { name: 'Категорії' }).click();
    const third = await column(page, 2).getByRole('link').count();
    expect(third).toBeGreaterThan(0);
    expect(third).toBeLessThanOrEqual(15);
  });

  test('a hovered item opens its children after 70 ms, not before', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-05-01T08:00:00Z') });
    await page.goto('/');
    await catalogButton(page).click();
    const all = page.locator('.catalog-all');
    await expect(all).toContainText('Риболовля');
    // From here on the page's time moves only when the test says so.
    await page.clock.pauseAt(new Date('2026-05-01T09:00:00Z'));
    await column(page, 0).getByRole('link', { name: 'Кемпінг' }).hover();
    await page.clock.runFor(60);
    await expect(all).toContainText('Риболовля');
    await page.clock.runFor(15);
    await expect(all).toContainText('Кемпінг');
    // Leaving an item before 70 ms cancels it: crossing "Туризм" on the way does not open it.
    await column(page, 0).getByRole('link', { name: 'Туризм' }).hover();
    await page.clock.runFor(30);
    await page.locator('.catalog-modes').hover();
    await page.clock.runFor(100);
    await expect(all).toContainText('Кемпінг');
  });

  test('keyboard: ArrowDown opens, arrows move between columns, Esc closes and returns focus', async ({ page }) => {
    // The trees arrive late (as on a slow line): focus must still land on the first link once they do.
    await page.route('**/menu.*.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/');
    await catalogButton(page).focus();
    await expect(catalogButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(catalogButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(column(page, 0).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(column(page, 0).getByRole('link', { name: 'Кемпінг' })).toBeFocused();
    await expect(page.locator('.catalog-all')).toContainText('Кемпінг');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.catalog-all')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(column(page, 1).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(column(page, 0).getByRole('link', { name: 'Кемпінг' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(catalogButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(catalogButton(page)).toBeFocused();
    // Enter opens too, and Tab walks through the modes and the links.
    await page.keyboard.press('Enter');
    await expect(catalogButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: 'Категорії' })).toBeFocused();
  });

  test('header: top banner, Brands / Shops / Contacts dropdowns', async ({ page }) => {
    await page.goto('/');
    const banner = page.locator('.top-banner');
    await expect(banner).toContainText('Знижки до 30 %');
    await expect(banner).toHaveCSS('background-color', 'rgb(11, 79, 108)');
    const width = await banner.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(page.viewportSize()?.width);
    const top = page.locator('.header-top');
    await top.getByText('Бренди', { exact: true }).click();
    await expect(top.getByRole('link', { name: 'Усі бренди' })).toHaveAttribute('href', '/pages/brands');
    await top.getByText('Магазини', { exact: true }).click();
    await expect(top.getByRole('link', { name: 'Усі бренди' })).toBeHidden();
    await expect(top.getByRole('link', { name: 'Усі магазини' })).toBeVisible();
    const town = await top.locator('details[open] a').first().getAttribute('href');
    expect((await page.request.get(town ?? '/')).status()).toBe(200);
    await top.locator('summary', { hasText: 'Контакти' }).click();
    await expect(top.locator('details[open]').getByRole('link', { name: '0 800 303 355' })).toHaveAttribute(
      'href',
      'tel:0800303355',
    );
    await expect(top.locator('details[open]').getByRole('link', { name: 'Замовити дзвінок' })).toHaveAttribute(
      'href',
      '/callback',
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the catalogue button is a link to /catalog, which lists the real categories @mobile', async ({ page }) => {
      await page.goto('/ru');
      const link = page.locator('.header-main').getByRole('link', { name: 'Каталог' });
      if (await link.isVisible()) await link.click();
      else await page.locator('.bottom-menu').getByRole('link', { name: 'Каталог' }).click();
      await expect(page).toHaveURL(/\/ru\/catalog$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог товаров');
      await expect(page.getByRole('heading', { level: 2, name: 'Рыбалка' })).toBeVisible();
      const tiles = await page.locator('.category-tiles a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(tiles.length).toBeGreaterThan(20);
      for (const href of [tiles[0], tiles.at(-1)]) expect((await page.request.get(href ?? '/')).status()).toBe(200);
    });
  });
});

test.describe('mobile chrome at 390 × 844 (§2 Mobile, ADR 0057)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const bar = (page: Page) => page.locator('.bottom-menu');
  const tab = (page: Page, name: string) => bar(page).getByRole('button', { name });

  test('the header is compact: logo, search, cart @mobile', async ({ page }) => {
    await page.goto('/');
    const box = await page.locator('.site-header').boundingBox();
    expect(box?.height).toBeLessThanOrEqual(140);
    await expect(page.locator('.site-header').getByRole('searchbox')).toBeVisible();
    await expect(page.locator('.site-header .counter-cart')).toBeVisible();
    await expect(page.locator('.header-top')).toBeHidden();
  });

  test('bottom menu: exclusive highlight, a second click closes, Catalog drills down with a back title @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(bar(page).getByRole('link', { name: 'Головна' })).toHaveAttribute('aria-current', 'page');
    await tab(page, 'Каталог').click();
    await expect(tab(page, 'Каталог')).toHaveAttribute('aria-expanded', 'true');
    await expect(bar(page).getByRole('link', { name: 'Головна' })).not.toHaveAttribute('aria-current', 'page');
    const sheet = page.locator('#bottom-sheet-catalog');
    await sheet.getByRole('button', { name: 'Риболовля' }).click();
    await expect(sheet.getByRole('button', { name: /Назад.*Риболовля/ })).toBeVisible();
    await sheet.getByRole('button', { name: 'Котушки' }).click();
    await expect(sheet.getByRole('button', { name: /Назад.*Котушки/ })).toBeVisible();
    const reel = sheet.locator('.sheet-list a').first();
    expect((await page.request.get((await reel.getAttribute('href')) ?? '/')).status()).toBe(200);
    await shot(page, 'catalog-sheet');
    await sheet.getByRole('button', { name: /Назад.*Котушки/ }).click();
    await expect(sheet.getByRole('button', { name: /Назад.*Риболовля/ })).toBeVisible();
    await sheet.getByRole('tab', { name: 'За видами риб' }).click();
    await expect(sheet.getByRole('button', { name: 'Щука' })).toBeVisible();
    await sheet.getByRole('tab', { name: 'За напрямками' }).click();
    await expect(sheet.getByRole('button', { name: 'Спінінг' })).toBeVisible();

    await tab(page, 'Ще').click();
    await expect(tab(page, 'Ще')).toHaveAttribute('aria-expanded', 'true');
    await expect(tab(page, 'Каталог')).toHaveAttribute('aria-expanded', 'false');
    await expect(sheet).toHaveCount(0);
    await shot(page, 'more-sheet');
    await tab(page, 'Ще').click();
    await expect(tab(page, 'Ще')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#bottom-sheet-more')).toBeHidden();

    // Home closes every popup.
    await tab(page, 'Каталог').click();
    await bar(page).getByRole('link', { name: 'Головна' }).click();
    await expect(page.locator('#bottom-sheet-catalog')).toHaveCount(0);
    await expect(bar(page).getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('More holds the language switch, the callback link and the sections @mobile', async ({ page }) => {
    await page.goto('/pages/about-us');
    await tab(page, 'Ще').click();
    const more = page.locator('#bottom-sheet-more');
    await expect(more.getByRole('link', { name: 'Замовити дзвінок' })).toHaveAttribute('href', '/callback');
    await expect(more.getByRole('heading', { name: 'Клієнтам' })).toBeVisible();
    await expect(more.getByRole('heading', { name: 'Компанія' })).toBeVisible();
    await more.getByRole('link', { name: 'RU', exact: true }).click();
    await expect(page).toHaveURL(/\/ru\/pages\/about-us$/);
  });

  test('Cabinet opens the login for a guest and greets a signed-in shopper by first name @mobile', async ({ page }) => {
    await page.goto('/');
    await tab(page, 'Кабінет').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Вхід' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрити' }).click();

    const tail = String(Date.now()).slice(-7);
    const registered = await apiRegister(page.request, {
      form: {
        phone: `+38(096)${tail.slice(0, 3)}-${tail.slice(3, 5)}-${tail.slice(5)}`,
        password: 'secret5',
        first_name: 'Марко',
        last_name: 'Вовчок',
      },
    });
    expect(registered.ok()).toBe(true);
    await page.reload();
    await tab(page, 'Кабінет').click();
    const cabinet = page.locator('#bottom-sheet-cabinet');
    await expect(cabinet.getByText('Вітаємо, Марко!')).toBeVisible();
    await expect(cabinet.getByRole('link', { name: 'Замовлення' })).toBeVisible();
    await expect(cabinet.getByRole('button', { name: 'Вийти' })).toBeVisible();
    // Personal data stays out of the page's shared data (ADR 0047).
    expect(await (await page.request.get('/')).text()).not.toContain('Марко');
  });

  test('checkout hides the bottom menu with the header @mobile', async ({ page, baseURL }) => {
    // With something to check out: an empty cart is a shop page with its chrome.
    await page.context().addCookies([{ name: 'cart', value: '11:1', url: baseURL ?? '' }]);
    await page.goto('/checkout');
    await expect(page.locator('.cart-line').first()).toBeVisible();
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(bar(page)).toHaveCount(0);
  });

  test('floating buttons after scrolling: to the top, and the chat bots @mobile', async ({ page }) => {
    await page.goto('/');
    const toTop = page.getByRole('button', { name: 'Нагору' });
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(toTop).toBeVisible();
    await expect(page.locator('.ring-progress')).not.toHaveAttribute('data-progress', '0.00');
    await page.getByRole('button', { name: 'Написати нам' }).click();
    await expect(page.getByRole('link', { name: 'Чат-бот у Viber' })).toHaveAttribute(
      'href',
      'viber://pa?chatURI=poplavok',
    );
    await expect(page.getByRole('link', { name: 'Чат-бот у Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/poplavok_bot',
    );
    await shot(page, 'floating');
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the tabs are links that answer 200, and More opens by its anchor @mobile', async ({ page }) => {
      await page.goto('/');
      const links = bar(page).getByRole('link');
      await expect(links).toHaveCount(5);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs).toEqual(['/', '/catalog', '/checkout', '/profile', '#bottom-sheet-more']);
      for (const href of hrefs.slice(0, 4)) expect((await page.request.get(href)).status(), href).toBe(200);
      await expect(page.locator('#bottom-sheet-more')).toBeHidden();
      await bar(page).getByRole('link', { name: 'Ще' }).click();
      await expect(page.locator('#bottom-sheet-more').getByRole('link', { name: 'RU', exact: true })).toBeVisible();
    });
  });
});

test.describe('screenshots (SHOTS=1 only)', () => {
  test.skip(!shots, 'screenshots on demand');
  for (const width of [1440, 390]) {
    test(`home with the menu open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.goto('/');
      await shot(page, 'home');
      if (width > 1000) {
        await catalogButton(page).click();
        await column(page, 1).getByRole('link').nth(1).hover();
      } else {
        await page.locator('.bottom-menu').getByRole('button', { name: 'Каталог' }).click();
      }
      await expect(page.locator(width > 1000 ? '.catalog-columns' : '#bottom-sheet-catalog .sheet-list')).toBeVisible();
      await shot(page, 'home-menu');
    });
  }
});
