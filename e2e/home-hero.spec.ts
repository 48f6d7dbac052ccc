import { expect, type Page, test } from './fixtures';

// ADR 0085: the home hero is a slider a mouse, a keyboard and a page without
// JavaScript can all move through; closed header tooltips stay closed on the next pages.

const texts = {
  ua: {
    prefix: '',
    region: 'Пропозиції магазину',
    slide: (n: number) => `Слайд ${n} з 4`,
    prev: 'Попередній слайд',
    next: 'Наступний слайд',
    pause: 'Зупинити прокручування',
    play: 'Увімкнути прокручування',
    cta: 'Детальніше',
    first: 'Сезон фідера відкрито',
    close: 'Закрити',
  },
  ru: {
    prefix: '/ru',
    region: 'Предложения магазина',
    slide: (n: number) => `Слайд ${n} из 4`,
    prev: 'Предыдущий слайд',
    next: 'Следующий слайд',
    pause: 'Остановить прокрутку',
    play: 'Включить прокрутку',
    cta: 'Подробнее',
    first: 'Сезон фидера открыт',
    close: 'Закрыть',
  },
};

/** The slide whose left edge sits at the strip's left edge (1-based), or 0 while between two. */
function shownSlide(page: Page): Promise<number> {
  return page.locator('.hero-track').evaluate((track) => {
    const left = track.getBoundingClientRect().left;
    const slides = [...track.querySelectorAll('.hero-slide')];
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2) + 1;
  });
}

async function hydrated(page: Page) {
  // The arrows exist once React runs (before that the dots are anchors).
  await expect(page.locator('.hero-arrow').first()).toBeVisible();
}

for (const locale of ['ua', 'ru'] as const) {
  const t = texts[locale];
  test(`arrows, dots and keys move the hero; each slide has its text and call to action (${locale}) @mobile`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${t.prefix}/`);
    const hero = page.getByRole('region', { name: t.region });
    await hydrated(page);
    const slides = hero.getByRole('group');
    await expect(slides).toHaveCount(4);
    const first = slides.nth(0);
    await expect(first).toHaveAccessibleName(t.slide(1));
    await expect(first.getByText(t.first)).toBeVisible();
    await expect(first.getByRole('link', { name: t.cta })).toHaveAttribute('href', `${t.prefix}/promotions`);
    expect(await shownSlide(page)).toBe(1);

    await hero.getByRole('button', { name: t.next }).click();
    await expect.poll(() => shownSlide(page)).toBe(2);
    await expect(hero.getByRole('button', { name: t.slide(2) })).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(1).getByRole('link', { name: t.cta })).toBeInViewport();

    await hero.getByRole('button', { name: t.slide(4) }).click();
    await expect.poll(() => shownSlide(page)).toBe(4);
    await hero.getByRole('button', { name: t.next }).click();
    await expect.poll(() => shownSlide(page)).toBe(1);
    await hero.getByRole('button', { name: t.prev }).click();
    await expect.poll(() => shownSlide(page)).toBe(4);

    // Keyboard: the arrow keys anywhere in the hero, and Tab reaches every slide's link.
    await hero.getByRole('button', { name: t.slide(4) }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlide(page)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownSlide(page)).toBe(4);
    await slides.nth(2).getByRole('link', { name: t.cta }).focus();
    await expect.poll(() => shownSlide(page)).toBe(3);
    await expect(hero.getByRole('button', { name: t.slide(3) })).toHaveAttribute('aria-current', 'true');

    // Every control is a named button at least 24 px square (WCAG 2.5.8).
    for (const name of [t.prev, t.next, t.slide(1), t.play]) {
      const box = await hero.getByRole('button', { name }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
  });
}

test('the hero plays every 6 s, pauses on hover, on focus and by its button', async ({ page }) => {
  const t = texts.ua;
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  const hero = page.getByRole('region', { name: t.region });
  await page.clock.runFor(6_100);
  await expect.poll(() => shownSlide(page)).toBe(2);

  await hero.getByRole('group').nth(1).hover();
  await page.clock.runFor(13_000);
  expect(await shownSlide(page)).toBe(2);
  await page.mouse.move(5, 5);
  await page.clock.runFor(6_100);
  await expect.poll(() => shownSlide(page)).toBe(3);

  await hero.getByRole('button', { name: t.slide(1) }).focus();
  await page.clock.runFor(13_000);
  expect(await shownSlide(page)).toBe(3);
  await page.locator('h2#home-categories').click();
  await hero.getByRole('button', { name: t.pause }).click();
  await page.locator('h2#home-categories').click();
  await page.clock.runFor(13_000);
  expect(await shownSlide(page)).toBe(3);
  await expect(hero.getByRole('button', { name: t.play })).toBeVisible();
});

test('under prefers-reduced-motion the hero does not play by itself (ru)', async ({ page }) => {
  const t = texts.ru;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/ru/');
  await hydrated(page);
  await page.clock.runFor(20_000);
  expect(await shownSlide(page)).toBe(1);
  await expect(page.getByRole('button', { name: t.play })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the dots are links that bring each slide into view @mobile', async ({ page }) => {
    const t = texts.ua;
    await page.goto('/');
    const hero = page.getByRole('region', { name: t.region });
    await expect(hero.locator('.hero-arrow')).toHaveCount(0);
    for (const n of [3, 2, 4]) {
      await hero.getByRole('link', { name: t.slide(n) }).click();
      await expect.poll(() => shownSlide(page)).toBe(n);
      await expect(
        hero
          .getByRole('group')
          .nth(n - 1)
          .getByRole('link', { name: t.cta }),
      ).toBeInViewport();
    }
  });
});

test.describe('header tooltips', () => {
  for (const locale of ['ua', 'ru'] as const) {
    const t = texts[locale];
    test(`a closed tooltip stays closed on the next pages, each on its own (${locale}) @mobile`, async ({ page }) => {
      await page.goto(`${t.prefix}/`);
      const tips = page.locator('.tooltips li');
      await expect(tips).toHaveCount(2);
      await expect(tips.nth(0)).toBeVisible();
      // Desktop: the two notes share one row, so the header stays compact.
      const header = await page.locator('.site-header').boundingBox();
      if ((page.viewportSize()?.width ?? 0) >= 1024) expect(header?.height).toBeLessThan(180);
      await hydrated(page);
      await tips.nth(0).getByLabel(t.close).click();
      await expect(tips.nth(0)).toBeHidden();

      await page.goto(`${t.prefix}/promotions`);
      await expect(tips.nth(1)).toBeVisible();
      await expect(tips.nth(0)).toBeHidden();
      // Hidden by the head's script before React runs: with the app's scripts blocked it stays hidden.
      // In a page of its own: blocking the scripts under a live page makes its router reload it, which
      // aborted the next navigation now and then.
      const bare = await page.context().newPage();
      await bare.route('**/assets/**/*.js', (route) => route.abort());
      await bare.goto(`${t.prefix}/hits`);
      await expect(bare.locator('.tooltips li').nth(1)).toBeVisible();
      await expect(bare.locator('.tooltips li').nth(0)).toBeHidden();
      await bare.close();

      await page.goto(`${t.prefix}/`);
      await hydrated(page);
      await tips.nth(1).getByLabel(t.close).click();
      await page.goto(`${t.prefix}/sale`);
      await expect(page.locator('.tooltips')).toHaveCount(1);
      expect((await page.locator('.tooltips').boundingBox())?.height ?? 0).toBe(0);
      // The page itself is the same for everyone (cached, shared): closing is kept in the browser.
      expect(await (await page.request.get(`${t.prefix}/sale`)).text()).toContain('data-tip="1"');
    });
  }
});
