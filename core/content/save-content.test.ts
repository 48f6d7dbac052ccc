import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCatalogChanges } from '#core/change-feed';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { articles, auditLog, banners, cacheChanges, pages, staff, tooltips } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import {
  deleteArticle,
  deleteBanner,
  deleteTooltip,
  getArticle,
  getPage,
  getStaffArticle,
  listArticles,
  listBanners,
  listStaffArticles,
  listStaffBanners,
  listStaffPages,
  listStaffTooltips,
  listTooltips,
  saveArticle,
  saveBanner,
  savePage,
  saveTooltip,
  uploadContentImage,
} from './index';

const day = 86_400_000;
let database: Database;
const ctx = (at = seededAt) => ({ db: database.db, locale: 'ua' as const, now: at });
const actors: Record<string, StaffView> = {};
const actor = (login: string) => {
  const found = actors[login];
  if (!found) throw new Error(`no demo staff ${login}`);
  return found;
};
const lastAudit = async (action: string) =>
  (await database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];
const feedRows = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(cacheChanges))[0]?.n ?? 0;
/** The tags the writes since `mark` put in the change feed (migration 0014). */
const tagsSince = async (mark: number) =>
  (await database.db.select({ tags: cacheChanges.tags }).from(cacheChanges).orderBy(cacheChanges.xid))
    .slice(mark)
    .flatMap((r) => r.tags);

const banner = {
  place: 'top' as const,
  titleUa: 'Осінній розпродаж',
  titleRu: 'Осенняя распродажа',
  image: '/images/content/0123456789abcdef0123456789abcdef.jpg',
  link: '/discounts',
  bgColor: '#0a5c8a',
  position: 0,
};

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  for (const row of await database.db.select().from(staff)) {
    actors[row.login] = { id: row.id, login: row.login, name: row.name, role: row.role, storeId: row.storeId };
  }
});
afterAll(() => database.close());

describe('content in the back office (banners, tooltips, articles, pages)', () => {
  it('only the content and admin roles open content; manager and moderator get StaffForbiddenError for every action', async () => {
    for (const login of ['manager', 'moderator', 'store']) {
      const who = actor(login);
      const calls: (() => Promise<unknown>)[] = [
        () => saveBanner(ctx(), who, banner),
        () => deleteBanner(ctx(), who, 1),
        () => listStaffBanners(ctx(), who),
        () => saveTooltip(ctx(), who, { textUa: 'a', textRu: 'a' }),
        () => deleteTooltip(ctx(), who, 1),
        () => listStaffTooltips(ctx(), who),
        () => listStaffPages(ctx(), who),
        () => savePage(ctx(), who, { slug: 'about', titleUa: 'a', titleRu: 'a', bodyUa: 'a', bodyRu: 'a' }),
        () => listStaffArticles(ctx(), who, {}),
        () => deleteArticle(ctx(), who, 1),
        () => uploadContentImage(ctx(), who, 'content', { writeOriginal: async () => {} }, Buffer.from('x')),
      ];
      for (const call of calls) await expect(call()).rejects.toThrow(StaffForbiddenError);
    }
    expect((await listStaffBanners(ctx(), actor('content'))).length).toBeGreaterThan(0);
    expect((await listStaffPages(ctx(), actor('admin'))).length).toBeGreaterThan(0);
  });

  it('a top banner saved shows in the header list at once (its memo drops by `banners:top`); audited before/after; deleted, it goes', async () => {
    const before = await listBanners(ctx(), 'top');
    const mark = await feedRows();
    const saved = await saveBanner(ctx(), actor('content'), banner);
    if (!saved.ok) throw new Error(saved.error);
    expect(await tagsSince(mark)).toEqual(['banners:top']);
    forgetCatalogChanges(database.db);
    const after = await listBanners(ctx(), 'top');
    expect(after).not.toBe(before);
    expect(after.map((b) => b.title)).toContain('Осінній розпродаж');
    expect(await lastAudit('banner.create')).toMatchObject({
      entity: 'banner',
      entityId: String(saved.id),
      actorName: 'content',
      before: null,
      after: { titleUa: 'Осінній розпродаж', place: 'top' },
    });
    // Moved to the home slider: both places' lists change.
    const mark2 = await feedRows();
    expect(await saveBanner(ctx(), actor('admin'), { ...banner, id: saved.id, place: 'home' })).toEqual({
      ok: true,
      id: saved.id,
    });
    expect((await tagsSince(mark2)).sort()).toEqual(['banners:home', 'banners:top']);
    expect(await lastAudit('banner.update')).toMatchObject({ before: { place: 'top' }, after: { place: 'home' } });
    forgetCatalogChanges(database.db);
    expect((await listBanners(ctx(), 'top')).map((b) => b.id)).not.toContain(saved.id);
    expect((await listBanners(ctx(), 'home')).map((b) => b.id)).toContain(saved.id);
    expect(await deleteBanner(ctx(), actor('content'), saved.id)).toEqual({ ok: true });
    expect(await lastAudit('banner.delete')).toMatchObject({ before: { id: saved.id }, after: null });
    forgetCatalogChanges(database.db);
    expect((await listBanners(ctx(), 'home')).map((b) => b.id)).not.toContain(saved.id);
    expect(await deleteBanner(ctx(), actor('content'), saved.id)).toEqual({ ok: false, error: 'not_found' });
  });

  it('a banner needs a picture of the image pipeline or https, a shop path or http(s) link, a colour, a valid period', async () => {
    const who = actor('content');
    for (const wrong of [
      { image: 'javascript:alert(1)' },
      { image: '/images/../secret.jpg' },
      { link: 'javascript:alert(1)' },
      { link: '//evil.example' },
      { bgColor: 'red' },
      { startsAt: new Date(seededAt.getTime() + day), endsAt: seededAt },
    ])
      expect(await saveBanner(ctx(), who, { ...banner, ...wrong }), JSON.stringify(wrong)).toMatchObject({
        ok: false,
        error: 'invalid',
      });
    expect(await saveBanner(ctx(), who, { ...banner, id: 999_999 })).toEqual({ ok: false, error: 'not_found' });
  });

  it('header tooltips are created, edited in their period and deleted; the header list follows at once', async () => {
    const who = actor('content');
    const saved = await saveTooltip(ctx(), who, {
      textUa: 'Безкоштовна доставка від 1500 грн',
      textRu: 'Бесплатная доставка от 1500 грн',
      link: '/pages/delivery',
    });
    if (!saved.ok) throw new Error(saved.error);
    forgetCatalogChanges(database.db);
    expect((await listTooltips(ctx())).map((t) => t.text)).toContain('Безкоштовна доставка від 1500 грн');
    // Ended yesterday: no longer shown.
    await saveTooltip(ctx(), who, {
      id: saved.id,
      textUa: 'Безкоштовна доставка від 1500 грн',
      textRu: 'Бесплатная доставка от 1500 грн',
      endsAt: new Date(seededAt.getTime() - day),
    });
    forgetCatalogChanges(database.db);
    expect((await listTooltips(ctx())).map((t) => t.id)).not.toContain(saved.id);
    expect(await lastAudit('tooltip.update')).toMatchObject({ before: { endsAt: null, link: '/pages/delivery' } });
    expect(await deleteTooltip(ctx(), who, saved.id)).toEqual({ ok: true });
    expect(await database.db.select().from(tooltips).where(eq(tooltips.id, saved.id))).toEqual([]);
  });

  it('an article’s text is sanitised on save; a draft is not on the storefront until published; the audit log has it', async () => {
    const who = actor('content');
    const input = {
      kind: 'blog' as const,
      blogCategoryId: 1,
      slug: 'yak-vybraty-vudylyshche',
      titleUa: 'Як вибрати вудилище',
      titleRu: 'Как выбрать удилище',
      excerptUa: 'Коротко',
      excerptRu: 'Коротко',
      bodyUa: '<p onclick="x()">Текст<script>alert(1)</script></p><h1>Розділ</h1>',
      bodyRu: 'Текст',
      image: null,
      publishedAt: new Date(seededAt.getTime() - day),
      published: false,
    };
    const saved = await saveArticle(ctx(), who, input);
    if (!saved.ok) throw new Error(saved.error);
    const [row] = await database.db.select().from(articles).where(eq(articles.id, saved.id));
    expect(row?.bodyUa).toBe('<p>Текст</p><h2>Розділ</h2>');
    expect(row?.bodyRu).toBe('<p>Текст</p>');
    expect((await getStaffArticle(ctx(), who, saved.id))?.state).toBe('draft');
    expect(await getArticle(ctx(), 'blog', saved.id)).toBeNull();
    expect((await listStaffArticles(ctx(), who, { state: 'draft' })).rows.map((r) => r.id)).toContain(saved.id);
    const mark = await feedRows();
    expect(await saveArticle(ctx(), who, { ...input, id: saved.id, published: true })).toEqual({
      ok: true,
      id: saved.id,
    });
    expect((await tagsSince(mark)).sort()).toEqual([`article:${saved.id}`, 'articles:blog']);
    expect((await getArticle(ctx(), 'blog', saved.id))?.title).toBe('Як вибрати вудилище');
    expect((await listArticles(ctx(), 'blog'))?.articles.map((a) => a.id)).toContain(saved.id);
    expect(await lastAudit('article.update')).toMatchObject({
      actorName: 'content',
      after: { publishedAt: input.publishedAt.toISOString() },
    });
    expect(await saveArticle(ctx(), who, { ...input, kind: 'news' })).toMatchObject({ error: 'invalid' });
    expect(await saveArticle(ctx(), who, { ...input, blogCategoryId: 999 })).toEqual({
      ok: false,
      error: 'category_not_found',
    });
    expect(await deleteArticle(ctx(), who, saved.id)).toEqual({ ok: true });
    expect(await getStaffArticle(ctx(), who, saved.id)).toBeNull();
  });

  it('a static page is edited (sanitised, updated_at now) and created under a new slug; its cache tag is `page:{slug}`', async () => {
    const who = actor('admin');
    const [page] = await database.db.select().from(pages).limit(1);
    if (!page) throw new Error('no pages');
    const at = new Date(seededAt.getTime() + 1000);
    const mark = await feedRows();
    const saved = await savePage(ctx(at), who, {
      slug: page.slug,
      titleUa: 'Нова назва',
      titleRu: page.titleRu,
      bodyUa: '<p>Новий текст</p><iframe src="https://evil.example"></iframe>',
      bodyRu: page.bodyRu,
    });
    expect(saved).toEqual({ ok: true, id: page.slug });
    expect(await tagsSince(mark)).toEqual([`page:${page.slug}`]);
    expect(await getPage(ctx(at), page.slug)).toMatchObject({ title: 'Нова назва', body: '<p>Новий текст</p>' });
    const [row] = await database.db.select().from(pages).where(eq(pages.slug, page.slug));
    expect(row?.updatedAt).toEqual(at);
    const audit = await lastAudit('page.update');
    expect(audit).toMatchObject({
      entityId: page.slug,
      before: { titleUa: page.titleUa },
      after: { titleUa: 'Нова назва' },
    });
    expect(audit?.after).not.toHaveProperty('titleRu');
    const created = {
      create: true,
      slug: 'fishing-rules',
      titleUa: 'Правила',
      titleRu: 'Правила',
      bodyUa: 'a',
      bodyRu: 'b',
    };
    expect(await savePage(ctx(), who, created)).toEqual({ ok: true, id: 'fishing-rules' });
    expect(await savePage(ctx(), who, created)).toEqual({ ok: false, error: 'slug_taken' });
    expect(await savePage(ctx(), who, { ...created, create: false, slug: 'no-such-page' })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await savePage(ctx(), who, { ...created, slug: 'Bad Slug' })).toMatchObject({ error: 'invalid' });
  });

  it('an uploaded banner picture is re-encoded without metadata and kept under its content hash (ADR 0063)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-images-'));
    try {
      const written: string[] = [];
      const store = {
        async writeOriginal(key: string, bytes: Buffer) {
          written.push(key);
          const { writeFileSync, mkdirSync } = await import('node:fs');
          mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
          writeFileSync(path.join(dir, key), bytes);
        },
      };
      const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#0a5c8a' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
        .jpeg()
        .toBuffer();
      const uploaded = await uploadContentImage(ctx(), actor('content'), 'content', store, png);
      if (!uploaded.ok) throw new Error(uploaded.error);
      expect(uploaded.image).toMatch(/^\/images\/content\/[0-9a-f]{32}\.jpg$/);
      const kept = readFileSync(path.join(dir, uploaded.image.slice('/images/'.length)));
      const meta = await sharp(kept).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([2400, 800, undefined]);
      // The same picture again: the same name.
      expect(await uploadContentImage(ctx(), actor('content'), 'promotions', store, png)).toEqual(uploaded);
      expect(await uploadContentImage(ctx(), actor('content'), 'content', store, Buffer.from('not a picture'))).toEqual(
        {
          ok: false,
          error: 'image_invalid',
        },
      );
      expect(written).toHaveLength(2);
      // The saved banner takes that address.
      expect(await saveBanner(ctx(), actor('content'), { ...banner, image: uploaded.image })).toMatchObject({
        ok: true,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await database.db.select().from(banners).where(eq(banners.place, 'top'))).length).toBeGreaterThan(1);
  });
});
