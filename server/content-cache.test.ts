import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCatalogChanges } from '#core/change-feed';
import { saveBanner, savePage, savePromotion } from '#core/content';
import { demoImageUrl } from '#core/media';
import type { StaffView } from '#core/staff';
import { goods, pages, promotionGoods, staff } from '#db/schema';
import { seededAt } from '#test/support/db';
import { createTestShop, type TestShop } from '#test/support/shop';

// Content edits of the back office reach the HTML cache of anonymous pages by what changed
// (ADR 0095 over ADR 0080): a static page's edit drops that page only; a top banner
// drops every page (the header shows it); a promotion drops the lists that show promotions.
let shop: TestShop;
let editor: StaffView;
let slugs: [string, string];
beforeAll(async () => {
  shop = await createTestShop({ pageCache: {} });
  const [row] = await shop.database.db.select().from(staff).where(eq(staff.login, 'content'));
  if (!row) throw new Error('no demo content editor');
  editor = { id: row.id, login: row.login, name: row.name, role: row.role, storeId: row.storeId };
  const list = await shop.database.db
    .select({ slug: pages.slug })
    .from(pages)
    .where(inArray(pages.slug, ['about-us', 'contacts']))
    .orderBy(asc(pages.slug));
  if (list.length !== 2) throw new Error('the demo has no about-us and contacts pages');
  slugs = [list[0]?.slug ?? '', list[1]?.slug ?? ''];
}, 120_000);
afterAll(() => shop.close());

const ctx = () => ({ db: shop.database.db, locale: 'ua' as const, now: seededAt });
const page = (path: string) =>
  shop.app.request(`http://shop.test${path}`, {
    headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/140.0', 'accept-language': 'uk' },
  });
const warm = async (...paths: string[]) => {
  for (const path of paths) {
    await page(path);
    expect((await page(path)).headers.get('x-cache'), path).toBe('hit');
  }
};

describe('content edits reach cached pages by what changed (ADR 0095)', () => {
  it('a static page edit shows at once on its cached page; another page stays cached', async () => {
    const [edited, other] = slugs;
    await warm(`/pages/${edited}`, `/pages/${other}`, '/');
    const [before] = await shop.database.db.select().from(pages).where(eq(pages.slug, edited));
    if (!before) throw new Error('no page');
    const saved = await savePage(ctx(), editor, {
      slug: edited,
      titleUa: 'Про нас — оновлено',
      titleRu: before.titleRu,
      bodyUa: '<p>Новий текст сторінки</p>',
      bodyRu: before.bodyRu,
    });
    expect(saved.ok).toBe(true);
    forgetCatalogChanges(shop.database.db);
    const after = await page(`/pages/${edited}`);
    expect(after.headers.get('x-cache')).toBe('miss');
    const html = await after.text();
    expect(html).toContain('Про нас — оновлено');
    expect(html).toContain('Новий текст сторінки');
    expect((await page(`/pages/${other}`)).headers.get('x-cache')).toBe('hit');
    expect((await page('/')).headers.get('x-cache')).toBe('hit');
  });

  it('a new top banner shows on every cached page (the header shows it), a home banner only on home', async () => {
    const [, other] = slugs;
    await warm('/', `/pages/${other}`, '/promotions');
    const home = await saveBanner(ctx(), editor, {
      place: 'home',
      titleUa: 'Банер головної для тесту',
      titleRu: 'Баннер главной для теста',
      image: demoImageUrl({ type: 'top', variant: 0 }),
      position: 0,
    });
    expect(home.ok).toBe(true);
    forgetCatalogChanges(shop.database.db);
    const homePage = await page('/');
    expect(homePage.headers.get('x-cache')).toBe('miss');
    expect(await homePage.text()).toContain('Банер головної для тесту');
    expect((await page(`/pages/${other}`)).headers.get('x-cache')).toBe('hit');
    expect((await page('/promotions')).headers.get('x-cache')).toBe('hit');
    const top = await saveBanner(ctx(), editor, {
      place: 'top',
      titleUa: 'Верхній банер для тесту',
      titleRu: 'Верхний баннер для теста',
      image: demoImageUrl({ type: 'top', variant: 0 }),
      link: '/promotions',
      position: 0,
    });
    expect(top.ok).toBe(true);
    forgetCatalogChanges(shop.database.db);
    for (const path of ['/', `/pages/${other}`, '/promotions']) {
      const response = await page(path);
      expect(response.headers.get('x-cache'), path).toBe('miss');
      expect(await response.text(), path).toContain('Верхній банер для тесту');
    }
  });

  it('a promotion created in the back office is on the cached /promotions and its good’s cached product page at its price', async () => {
    const promoted = shop.database.db.select({ id: promotionGoods.goodId }).from(promotionGoods);
    const [good] = await shop.database.db
      .select({ id: goods.id, slug: goods.slug, price: goods.price, oldPrice: goods.oldPrice })
      .from(goods)
      .where(and(eq(goods.isActive, true), notInArray(goods.id, promoted)))
      .orderBy(asc(goods.id))
      .limit(1);
    if (!good) throw new Error('no free good');
    const product = `/${good.slug}/p${good.id}`;
    await warm('/promotions', product);
    const saved = await savePromotion(ctx(), editor, {
      slug: 'test-tyzhden',
      titleUa: 'Тестовий тиждень знижок',
      titleRu: 'Тестовая неделя скидок',
      placeUa: 'Інтернет-магазин',
      placeRu: 'Интернет-магазин',
      startsAt: new Date(seededAt.getTime() - 60_000),
      endsAt: new Date(seededAt.getTime() + 7 * 86_400_000),
      discountPercent: 50,
      goods: [{ goodId: good.id }],
    });
    expect(saved.ok).toBe(true);
    forgetCatalogChanges(shop.database.db);
    const list = await page('/promotions');
    expect(list.headers.get('x-cache')).toBe('miss');
    expect(await list.text()).toContain('Тестовий тиждень знижок');
    const card = await page(product);
    expect(card.headers.get('x-cache')).toBe('miss');
    const html = await card.text();
    expect(html).toContain('Тестовий тиждень знижок');
    // The offer's price in the page's JSON-LD (UAH): half the full price (the old price of a good
    // already on sale: a promotion never stacks on a sale price), rounded half up.
    const full = Math.max(good.price, good.oldPrice ?? 0);
    const half = Math.min(good.price, Math.floor((full * 50 + 50) / 100));
    expect(html).toContain(`"price":"${(half / 100).toFixed(2)}"`);
  });
});
