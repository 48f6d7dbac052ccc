import { demoImageUrl } from '../../core/media';
import type { Db } from '../client';
import { articles, banners, blogCategories, pages, promotionGoods, promotions, tooltips } from '../schema';
import { slugify } from '../translit';
import { insertMany } from './bulk';
import { type ArticleDef, blogCategoryDefs, blogDefs, newsDefs } from './data/articles';
import { companyPages } from './data/pages-company';
import { customerPages } from './data/pages-customers';
import { promotionDefs } from './data/promotions';
import type { Rng } from './random';
import type { GoodRef } from './seed-goods';

const day = 24 * 3600 * 1000;

/** Static pages, blog and news, banners, tooltips and promotions (relative to `now`). */
export async function seedContent(db: Db, rng: Rng, list: GoodRef[], now: Date, campingLink: string) {
  await insertMany(
    db,
    pages,
    Object.entries({ ...companyPages, ...customerPages }).map(([slug, [titleUa, titleRu, bodyUa, bodyRu]]) => ({
      slug,
      titleUa,
      titleRu,
      bodyUa,
      bodyRu,
      updatedAt: new Date(now.getTime() - 30 * day),
    })),
  );
  await insertMany(
    db,
    blogCategories,
    blogCategoryDefs.map((c, i) => ({ id: i + 1, slug: c.slug, titleUa: c.ua, titleRu: c.ru, position: i })),
  );
  const article = (a: ArticleDef, i: number, kind: 'blog' | 'news') => ({
    id: i,
    kind,
    blogCategoryId: a.category ? blogCategoryDefs.findIndex((c) => c.slug === a.category) + 1 : null,
    slug: slugify(a.ua),
    titleUa: a.ua,
    titleRu: a.ru,
    excerptUa: a.paragraphsUa[0] ?? '',
    excerptRu: a.paragraphsRu[0] ?? '',
    bodyUa: a.paragraphsUa.map((p) => `<p>${p}</p>`).join('\n'),
    bodyRu: a.paragraphsRu.map((p) => `<p>${p}</p>`).join('\n'),
    image: demoImageUrl({ type: 'scene', scene: a.scene, variant: i }),
    publishedAt: new Date(now.getTime() - a.daysAgo * day - 9 * 3600 * 1000),
  });
  await insertMany(db, articles, [
    ...blogDefs.map((a, i) => article(a, i + 1, 'blog')),
    ...newsDefs.map((a, i) => article(a, blogDefs.length + i + 1, 'news')),
  ]);

  await insertMany(db, banners, [
    {
      id: 1,
      place: 'top',
      titleUa: 'Знижки до 30 % на спінінги',
      titleRu: 'Скидки до 30 % на спиннинги',
      image: demoImageUrl({ type: 'top', variant: 0 }),
      link: '/discounts',
      bgColor: '#0b4f6c',
      position: 0,
      startsAt: null,
      endsAt: null,
    },
    {
      id: 2,
      place: 'home',
      titleUa: 'Сезон фідера відкрито',
      titleRu: 'Сезон фидера открыт',
      image: demoImageUrl({ type: 'scene', scene: 'lake', variant: 0 }),
      link: '/promotions',
      bgColor: '#f4a259',
      position: 0,
      startsAt: null,
      endsAt: null,
    },
    {
      id: 3,
      place: 'home',
      titleUa: 'Все для кемпінгу',
      titleRu: 'Всё для кемпинга',
      image: demoImageUrl({ type: 'scene', scene: 'camp', variant: 1 }),
      link: campingLink,
      bgColor: '#0b4f6c',
      position: 1,
      startsAt: null,
      endsAt: null,
    },
    {
      id: 4,
      place: 'home',
      titleUa: 'Новинки туристичного спорядження',
      titleRu: 'Новинки туристического снаряжения',
      image: demoImageUrl({ type: 'scene', scene: 'forest', variant: 2 }),
      link: '/novelty',
      bgColor: '#1b998b',
      position: 2,
      startsAt: null,
      endsAt: null,
    },
    {
      id: 5,
      place: 'home',
      titleUa: 'Морська риболовля',
      titleRu: 'Морская рыбалка',
      image: demoImageUrl({ type: 'scene', scene: 'sea', variant: 3 }),
      link: '/hits',
      bgColor: '#1b998b',
      position: 3,
      startsAt: null,
      endsAt: null,
    },
  ]);
  await insertMany(db, tooltips, [
    {
      id: 1,
      textUa: 'Безкоштовна доставка по Києву від 2000 грн',
      textRu: 'Бесплатная доставка по Киеву от 2000 грн',
      link: '/pages/payment-delivery',
      startsAt: new Date(now.getTime() - 10 * day),
      endsAt: new Date(now.getTime() + 60 * day),
    },
    {
      id: 2,
      textUa: 'Клубна картка: знижка до 15 % на всі покупки',
      textRu: 'Клубная карта: скидка до 15 % на все покупки',
      link: '/pages/loyalty-program',
      startsAt: null,
      endsAt: null,
    },
  ]);

  const discounted = list.filter((g) => g.oldPrice !== null);
  const links: (typeof promotionGoods.$inferInsert)[] = [];
  await insertMany(
    db,
    promotions,
    promotionDefs.map((p, i) => {
      const pool = list.filter((g) => p.leaves.includes(g.leafKey));
      const chosen = rng.sample(
        pool.length > 0 ? pool : discounted,
        Math.min(40, Math.max(6, Math.round(pool.length / 4))),
      );
      for (const g of chosen) links.push({ promotionId: i + 1, goodId: g.id });
      return {
        id: i + 1,
        slug: slugify(p.ua),
        titleUa: p.ua,
        titleRu: p.ru,
        descriptionUa: `<p>${p.aboutUa}</p>`,
        descriptionRu: `<p>${p.aboutRu}</p>`,
        placeUa: p.online ? 'Інтернет-магазин' : 'Усі магазини мережі',
        placeRu: p.online ? 'Интернет-магазин' : 'Все магазины сети',
        banner: demoImageUrl({ type: 'scene', scene: p.scene, variant: i }),
        startsAt: new Date(now.getTime() + p.startDay * day),
        endsAt: new Date(now.getTime() + p.endDay * day),
        discountPercent: p.discountPercent,
      };
    }),
  );
  await insertMany(db, promotionGoods, links);
}
