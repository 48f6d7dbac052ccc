import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reviews } from '../schema';
import { insertMany } from './bulk';
import type { Rng } from './random';
import type { GoodRef } from './seed-goods';

const day = 24 * 3600 * 1000;
const authors = [
  'Олег',
  'Андрій',
  'Сергій',
  'Ірина',
  'Віталій',
  'Микола',
  'Дмитро',
  'Наталія',
  'Юрій',
  'Тарас',
  'Олександр',
  'Максим',
  'Богдан',
  'Владимир',
  'Игорь',
];
const texts: Record<number, string[]> = {
  5: [
    'Чудова річ, повністю відповідає опису. Рекомендую!',
    'Взяв на риболовлю на Десну — все працює бездоганно.',
    'Якість на висоті, доставили наступного дня.',
    'Отличная вещь за свои деньги, рекомендую.',
    'Консультант у магазині допоміг з вибором, дуже задоволений.',
  ],
  4: [
    'Добрий товар, але хотілося б трохи кращого пакування.',
    'За свою ціну — відмінно. Мінус одна зірка за вагу.',
    'Все хорошо, но доставка заняла три дня.',
  ],
  3: ['Нормально, але очікував більшого.', 'Працює, проте є дрібні недоліки у виготовленні.'],
};
const pros = ['Якість', 'Ціна', 'Легкість', 'Надійність', 'Зовнішній вигляд'];
const cons = ['', '', 'Ціна', 'Вага', 'Немає чохла'];
const replies = [
  'Дякуємо за відгук! Раді, що покупка сподобалася.',
  'Дякуємо! Передали ваші побажання виробнику.',
  'Спасибо за отзыв! Ждём вас снова.',
];

/** Published reviews (3–5 stars, some with shop replies) and a few pending; ratings kept in goods. */
export async function seedReviews(db: Db, rng: Rng, list: GoodRef[], now: Date) {
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const g of list) {
    if (!rng.chance(g.popularity > 300 ? 0.6 : 0.15)) continue;
    const count = rng.int(1, g.popularity > 600 ? 5 : 3);
    for (let i = 0; i < count; i++) {
      const rating = rng.pick([5, 5, 5, 4, 4, 3]);
      const createdAt = new Date(Math.max(g.createdAt.getTime(), now.getTime() - 300 * day) + rng.next() * 20 * day);
      if (createdAt >= now) continue;
      const replied = rng.chance(0.3);
      rows.push({
        id: rows.length + 1,
        goodId: g.id,
        userId: null,
        authorName: rng.pick(authors),
        email: null,
        rating,
        text: rng.pick(texts[rating] ?? texts[5] ?? ['']),
        advantages: rng.pick(pros),
        disadvantages: rating < 5 ? rng.pick(cons) : '',
        notifyOnReply: replied,
        status: 'published',
        reply: replied ? rng.pick(replies) : null,
        repliedAt: replied ? new Date(createdAt.getTime() + day) : null,
        likes: rng.int(0, 12),
        createdAt,
        moderatedAt: new Date(createdAt.getTime() + 3600 * 1000),
      });
    }
  }
  for (const g of list.slice(0, 5)) {
    rows.push({
      id: rows.length + 1,
      goodId: g.id,
      userId: 1,
      authorName: 'Олександр',
      email: 'oleksandr@example.com',
      rating: 5,
      text: 'Дуже зручна річ, вже випробував на водоймі. Чекаю на модерацію.',
      advantages: 'Ціна',
      disadvantages: '',
      notifyOnReply: true,
      status: 'pending',
      reply: null,
      repliedAt: null,
      likes: 0,
      createdAt: new Date(now.getTime() - 3600 * 1000),
      moderatedAt: null,
    });
  }
  await insertMany(db, reviews, rows, 5000);
  await db.execute(sql`
    update goods g set rating_x100 = r.avg, reviews_count = r.cnt
    from (select good_id, round(avg(rating) * 100)::smallint as avg, count(*)::int as cnt
          from reviews where status = 'published' group by good_id) r
    where g.id = r.good_id`);
}
