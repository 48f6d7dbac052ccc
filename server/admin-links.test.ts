import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, categories, pages, tooltips } from '#db/schema';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';

// Every link an editor types is parsed as a browser parses it and kept only when it
// is one of the shop's paths or an https address — on save (a field error) and on render (old rows).
let shop: TestShop;
let staffs: StaffClient;
beforeAll(async () => {
  shop = await createTestShop();
  staffs = await staffClient(shop);
}, 120_000);
afterAll(() => shop.close());

/** Links that look like ours or like a link at all, but open another site or run script. */
const hostile = [
  '/\\evil.example',
  '//evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  ' /\t/evil',
  '/\n/evil.example',
  '/x/..//evil.example',
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'http://evil.example/',
  'https://poplavok.ua@evil.example/',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
];
const refusal = 'шлях магазину з одним «/» на початку';

const html = (response: Response) => response.text();
const bannerCount = async () => (await shop.database.db.select({ n: count() }).from(banners))[0]?.n ?? 0;

describe('links typed in the back office (SPEC §2)', () => {
  it('a banner link that reads as another site, a script or plain http is refused with a field error; a shop path and an https address are kept', async () => {
    const before = await bannerCount();
    const banner = (link: string) =>
      staffs.form('content', '/admin/content/banners/new', {
        intent: 'save',
        place: 'home',
        titleUa: 'Літній сезон',
        titleRu: 'Летний сезон',
        image: '/images/demo/scene-lake-0.svg',
        link,
        position: '9',
      });
    for (const link of hostile) {
      const response = await banner(link);
      expect(response.status, JSON.stringify(link)).toBe(400);
      expect(await html(response), JSON.stringify(link)).toContain(refusal);
    }
    expect(await bannerCount()).toBe(before);
    for (const link of ['/discounts', '/ru/pages/contacts?from=banner#top', 'https://youtube.com/watch?v=1']) {
      const response = await banner(link);
      expect(response.status, link).toBe(302);
      const id = Number(/banners\/(\d+)/.exec(response.headers.get('location') ?? '')?.[1]);
      const [row] = await shop.database.db.select().from(banners).where(eq(banners.id, id));
      expect(row?.link).toBe(link);
    }
  });

  it('a tooltip link is held to the same rule', async () => {
    const tooltip = (link: string) =>
      staffs.form('content', '/admin/content/tooltips/new', {
        intent: 'save',
        textUa: 'Знижки',
        textRu: 'Скидки',
        link,
      });
    for (const link of hostile) {
      const response = await tooltip(link);
      expect(response.status, JSON.stringify(link)).toBe(400);
      expect(await html(response)).toContain(refusal);
    }
    const kept = await tooltip('/promotions');
    expect(kept.status).toBe(302);
    const id = Number(/tooltips\/(\d+)/.exec(kept.headers.get('location') ?? '')?.[1]);
    expect((await shop.database.db.select().from(tooltips).where(eq(tooltips.id, id)))[0]?.link).toBe('/promotions');
  });

  it("a category's menu banner link is held to the same rule (ADR 0093)", async () => {
    const [category] = await shop.database.db.select().from(categories).where(eq(categories.id, 1));
    if (!category) throw new Error('demo category 1');
    const save = (bannerLink: string) =>
      staffs.form('content', `/admin/goods/categories/${category.id}`, {
        parentId: String(category.parentId ?? ''),
        slug: category.slug,
        titleUa: category.titleUa,
        titleRu: category.titleRu,
        position: String(category.position),
        icon: category.icon ?? '',
        banner: category.banner ?? '',
        bannerLink,
        imageMobile: category.imageMobile ?? '',
        ...(category.isActive ? { isActive: 'on' } : {}),
      });
    for (const link of ['/\\evil.example', '//evil.example', 'javascript:alert(1)', 'http://evil.example']) {
      const response = await save(link);
      expect(response.status, link).toBe(400);
      expect(await html(response)).toContain(refusal);
    }
    const [unchanged] = await shop.database.db.select().from(categories).where(eq(categories.id, 1));
    expect(unchanged?.bannerLink).toBe(category.bannerLink);
    expect((await save('https://example.com/spinning')).status).toBe(200);
    const [saved] = await shop.database.db.select().from(categories).where(eq(categories.id, 1));
    expect(saved?.bannerLink).toBe('https://example.com/spinning');
  });
});

describe('links saved before the rule', () => {
  let old: TestShop;
  beforeAll(async () => {
    old = await createTestShop();
    // Rows as an older version let them through, written before the shop serves anything.
    const db = old.database.db;
    await db.update(banners).set({ link: '/\\evil.example' }).where(eq(banners.place, 'top'));
    await db.update(banners).set({ link: 'javascript:alert(1)' }).where(eq(banners.place, 'home'));
    await db.update(tooltips).set({ link: '//evil.example' });
    await db
      .update(pages)
      .set({
        bodyUa:
          '<p><a href="/\\evil.example">тут</a> <a href="http://evil.example/">там</a> <a href="/sale">розпродаж</a></p>',
      })
      .where(eq(pages.slug, 'contacts'));
  }, 120_000);
  afterAll(() => old.close());

  it('an old banner, hero slide or tooltip link that reads as another site renders as no link at all (SPEC §2)', async () => {
    const response = await old.app.request('http://shop.test/', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('class="top-banner"');
    expect(page).not.toMatch(/evil\.example/);
    expect(page).not.toContain('javascript:');
    // The top banner is there without an address; no slide offers its button.
    expect(page).toMatch(/<a class="top-banner"(?![^>]*href)/);
    expect(page).not.toContain('hero-cta');
  });

  it('the API gives an old top banner link that is not one as none (SPEC §7 /site/home)', async () => {
    const response = await old.app.request('http://shop.test/site/home');
    const body = (await response.json()) as { data: { top_banner: { link: string | null } | null } };
    expect(body.data.top_banner).not.toBeNull();
    expect(body.data.top_banner?.link).toBeNull();
  });

  it("a page's old link to another site by a look-alike path or plain http loses its address, its words stay", async () => {
    const page = await (
      await old.app.request('http://shop.test/pages/contacts', { headers: { accept: 'text/html' } })
    ).text();
    expect(page).not.toMatch(/evil\.example/);
    expect(page).toContain('<a>тут</a>');
    expect(page).toContain('<a>там</a>');
    expect(page).toContain('<a href="/sale">розпродаж</a>');
  });
});
