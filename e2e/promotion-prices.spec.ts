import { expect, type Page, test } from './fixtures';

/** "3 992.00 грн" → 3992 (formatMoney: grouped hryvni, a dot, two kopiyky digits). */
const uah = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

const languages = [
  { prefix: '', promotion: /−20 % на спінінги та котушки/, buy: 'Купити', note: /^Ціна за акцією «.+» до / },
  { prefix: '/ru', promotion: /−20 % на спиннинги и катушки/, buy: 'Купить', note: /^Цена по акции «.+» до / },
] as const;

/** From the promotions list to the running "−20 %" promotion, then to a good of it priced by it that can be bought. */
async function openPromotionGood(page: Page, { prefix, promotion, buy }: (typeof languages)[number]) {
  await page.goto(`${prefix}/promotions`);
  await page.locator('.promotion-tiles a', { hasText: promotion }).click();
  // evaluateAll does not wait: the promotion's page (and its goods) must be there first.
  await page.waitForURL(new RegExp(`^[^?]*${prefix}/promotions/\\d+-`));
  await expect(page.locator('.good-card-link').first()).toBeVisible();
  const links = await page.locator('.good-card-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) {
    await page.goto(href ?? '/');
    // A good already on sale below the promotion's price keeps its own price: skip it.
    const priced = await page.locator('.good-price-promotion').count();
    if (priced && (await page.locator('.good-summary').getByRole('button', { name: buy }).count())) return;
  }
  throw new Error('no good of the promotion can be bought at its price');
}

for (const lang of languages) {
  test.describe(`promotion prices ${lang.prefix || '/'} (SPEC §3 Promotion, §9)`, () => {
    test(`the product page and the cart show the promotion price and the old price (${lang.prefix || 'ua'}) @mobile`, async ({
      page,
    }) => {
      await openPromotionGood(page, lang);
      // Product page: old price struck through, the price at least 20 % below it (§3 price/old_price).
      const old = uah(await page.locator('.good-price-old s').textContent());
      const now = uah(await page.locator('.good-price-now').textContent());
      await expect(page.locator('.good-price-now')).toHaveClass(/is-sale/);
      expect(now).toBeGreaterThan(0);
      expect(now).toBeLessThanOrEqual(Math.round(old * 80) / 100 + 0.01);
      // The promotion the price comes from is named, with its end, and links to its page.
      await expect(page.locator('.good-price-promotion a')).toHaveText(lang.note);
      await expect(page.locator('.good-price-promotion a')).toHaveAttribute(
        'href',
        new RegExp(`^${lang.prefix}/promotions/\\d+-`),
      );
      // The line takes its own row: the buy button keeps its width beside the price (it was squeezed
      // to nothing on a phone) and nothing overlaps.
      const buy = await page.locator('.good-summary').getByRole('button', { name: lang.buy }).boundingBox();
      const note = await page.locator('.good-price-promotion').boundingBox();
      if (!buy || !note) throw new Error('no buy button or promotion line');
      expect(buy.width).toBeGreaterThan(80);
      const apart = buy.y >= note.y + note.height || note.y >= buy.y + buy.height;
      expect(apart).toBe(true);
      // JSON-LD offers the same price the page shows, valid until the promotion's end.
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const offers = ld.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'Product')?.offers;
      expect(Number(offers?.price)).toBe(now);
      expect(offers?.priceValidUntil).toMatch(/^\d{4}-\d\d-\d\d$/);

      // Cart: the line and the total carry the promotion price, the total its old price (§4).
      // The buy button posts in the background: the cart page is opened once the post is answered.
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && r.ok()),
        page.locator('.good-summary').getByRole('button', { name: lang.buy }).click(),
      ]);
      await page.goto(`${lang.prefix}/checkout`);
      await expect(page.locator('.cart-summary .price-now')).toBeVisible();
      expect(uah(await page.locator('.cart-summary .price-now').textContent())).toBe(now);
      expect(uah(await page.locator('.cart-summary .price-old').textContent())).toBe(old);
    });
  });
}
