import { expect, test } from './fixtures';
import { goods, open, panel, typeQuery } from './search-helpers';

/**
 * SPEC §2 Search overlay, §8; ADR 0086: the overlay's suggestions are words of
 * the language the shopper writes in, and pasted markup with no real word finds nothing.
 */
const tags = (page: Parameters<typeof panel>[0]) => panel(page).locator('.search-tags button');
const ukrainianLetters = /[іїєґ]/i;

test.describe('search in the shopper’s language', () => {
  test('under /ru "спининг" is corrected to Russian words, under / to Ukrainian (§2) @mobile', async ({ page }) => {
    await open(page, '/ru');
    await typeQuery(page, 'спининг');
    await expect(tags(page).first()).toHaveText('спиннинг');
    for (const text of await tags(page).allTextContents())
      expect(text, 'a Russian suggestion').not.toMatch(ukrainianLetters);
    await expect(goods(page).first()).toBeVisible();

    await open(page, '/');
    await typeQuery(page, 'спининг');
    await expect(tags(page).first()).toHaveText('спінінг');
    await expect(goods(page).first()).toBeVisible();
  });

  test('completions under /ru are Russian words (§2)', async ({ page }) => {
    await open(page, '/ru');
    await typeQuery(page, 'спин');
    await expect(tags(page).first()).toBeVisible();
    for (const text of await tags(page).allTextContents()) expect(text).not.toMatch(ukrainianLetters);
  });

  test('a markup query finds nothing in the overlay and on the page, in both languages (§8) @mobile', async ({
    page,
  }) => {
    const junk = '<script>alert(1)</script>';
    for (const [home, nothing] of [
      ['/', 'Результатів пошуку не знайдено'],
      ['/ru', 'Результаты поиска не найдены'],
    ] as const) {
      await open(page, home);
      await typeQuery(page, junk);
      await expect(panel(page).locator('.search-empty')).toContainText(nothing);
      await expect(goods(page)).toHaveCount(0);
      const prefix = home === '/' ? '' : '/ru';
      const response = await page.goto(`${prefix}/search/${encodeURIComponent(junk)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(nothing)).toBeVisible();
      await expect(page.locator('.listing .good-card')).toHaveCount(0);
    }
  });

  test('typos, transliteration and a wrong layout still find goods in both languages', async ({ request }) => {
    // Words of demo titles: a typo, a Latin transliteration, Latin keys for котушки, Cyrillic keys for shimano.
    for (const lang of ['ua', 'ru']) {
      for (const q of ['котушак', 'kotushka', 'rjneirb', 'ыршьфтщ', 'rfneirb', 'шимнао']) {
        const answer = await (
          await request.get(`/api/search?q=${encodeURIComponent(q)}&autocomplete=1&lang=${lang}`)
        ).json();
        expect(answer.data.total, `${q} (${lang})`).toBeGreaterThan(0);
      }
      const junk = await (
        await request.get(`/api/search?q=${encodeURIComponent('"><img src=x>')}&lang=${lang}`)
      ).json();
      expect(junk.data.total).toBe(0);
    }
    const bad = await request.get('/api/search?q=x&lang=en');
    expect(bad.status()).toBe(400);
  });
});
