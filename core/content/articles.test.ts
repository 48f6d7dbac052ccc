import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { createTestDatabase, seededAt } from '#test/support/db';
import { getArticle, listArticles } from './articles';

let database: Database;
let ctx: Ctx;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
});
afterAll(() => database.close());

describe('blog and news (§2)', () => {
  it('lists published articles newest first, the blog by category', async () => {
    const news = await listArticles(ctx, 'news');
    expect(news?.total).toBeGreaterThan(0);
    const dates = news?.articles.map((a) => a.publishedAt.getTime()) ?? [];
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const blog = await listArticles(ctx, 'blog');
    const first = blog?.categories[0];
    const inCategory = await listArticles(ctx, 'blog', { categorySlug: first?.slug });
    expect(inCategory?.total).toBeLessThanOrEqual(blog?.total ?? 0);
    expect(await listArticles(ctx, 'blog', { categorySlug: 'no-such' })).toBeNull();
  });

  it('opens an article only under its own kind and never before it is published', async () => {
    const news = await listArticles({ ...ctx, locale: 'ru' }, 'news');
    const id = news?.articles[0]?.id ?? 0;
    expect((await getArticle({ ...ctx, locale: 'ru' }, 'news', id))?.title).toBe(news?.articles[0]?.title);
    expect(await getArticle(ctx, 'blog', id)).toBeNull();
    expect(await getArticle({ ...ctx, now: new Date('2000-01-01') }, 'news', id)).toBeNull();
  });
});
