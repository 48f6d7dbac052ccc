import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateMemo } from '#core/shared';
import type { Database } from '#db/client';
import { categories, directionCategories, directions, fishCategories, fishTypes } from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { getMenuResource, getMenuTrees } from './index';

let database: Database;
const ctx = (locale: 'ua' | 'ru' = 'ua') => ({ db: database.db, locale, now: new Date('2026-06-15T09:00:00Z') });

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(categories).values([
    { id: 1, slug: 'rybalka', titleUa: 'Рибалка', titleRu: 'Рыбалка', banner: '/b/fishing.svg', bannerLink: '/x' },
    { id: 2, parentId: 1, slug: 'vudylyshcha', titleUa: 'Вудилища', titleRu: 'Удилища' },
    { id: 3, parentId: 2, slug: 'spininhy', titleUa: 'Спінінги', titleRu: 'Спиннинги' },
    { id: 4, slug: 'kemping', titleUa: 'Кемпінг', titleRu: 'Кемпинг', position: 1 },
  ]);
  await db.insert(fishTypes).values({ id: 1, slug: 'shchuka', titleUa: 'Щука', titleRu: 'Щука' });
  await db.insert(fishCategories).values({ fishId: 1, categoryId: 2 });
  await db.insert(directions).values({ id: 1, slug: 'spinning', titleUa: 'Спінінг', titleRu: 'Спиннинг' });
  await db.insert(directionCategories).values({ directionId: 1, categoryId: 2 });
});

afterAll(() => database.close());

describe('catalogue menu trees (§2 header, ADR 0056)', () => {
  it('three modes: categories with inherited banners, fish → categories, direction → category subtrees', async () => {
    const trees = await getMenuTrees(ctx());
    expect(trees.categories.map((c) => c.title)).toEqual(['Рибалка', 'Кемпінг']);
    expect(trees.categories[0]?.children[0]?.children[0]).toMatchObject({
      title: 'Спінінги',
      banner: '/b/fishing.svg',
    });
    // A fish page exists only for its linked categories: no deeper levels in that mode.
    expect(trees.fish[0]).toMatchObject({ title: 'Щука', banner: '/b/fishing.svg' });
    expect(trees.fish[0]?.children.map((c) => [c.title, c.children.length])).toEqual([['Вудилища', 0]]);
    expect(trees.directions[0]?.children[0]?.children.map((c) => c.title)).toEqual(['Спінінги']);
  });

  it('the resource is named by its content: another language or a changed tree is another version', async () => {
    const ua = await getMenuResource(ctx());
    expect(ua.version).toMatch(/^[0-9a-f]{10}$/);
    expect(JSON.parse(ua.body).categories).toHaveLength(2);
    expect((await getMenuResource(ctx())).version).toBe(ua.version);
    expect((await getMenuResource(ctx('ru'))).version).not.toBe(ua.version);
    await database.db
      .insert(categories)
      .values({ id: 5, parentId: 4, slug: 'namety', titleUa: 'Намети', titleRu: 'Палатки' });
    invalidateMemo(database.db);
    expect((await getMenuResource(ctx())).version).not.toBe(ua.version);
  });
});
