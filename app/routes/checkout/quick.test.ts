import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#test/support/shop';

// One-click purchase through the real storefront build and the seeded demo shop (SPEC §1, §5, §8;
// ADR 0050, 0078): a quick order is an order, so it must exceed 500 UAH too.
let shop: TestShop;
let cheap: { id: number; slug: string; price: number };
let dear: { id: number; slug: string };
const good = async (where: ReturnType<typeof sql>) => {
  const result = (await shop.database.db.execute(
    sql`select id, slug, price from goods where sell_status = '4' and is_active and ${where} order by id limit 1`,
  )) as unknown as { rows: { id: number; slug: string; price: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error('no such demo good');
  return row;
};
beforeAll(async () => {
  shop = await createTestShop();
  cheap = await good(sql`price < 50000`);
  dear = await good(sql`price > 60000`);
}, 120_000);
afterAll(() => shop.close());

const uah = (kopiyky: number) => `${Math.floor(kopiyky / 100)}.${String(kopiyky % 100).padStart(2, '0')}`;

describe('one-click purchase under 500 UAH (§5, §8)', () => {
  it('a plain post for a good under 500 UAH is refused with the minimum-order message and the missing amount, in the page language (§5, §8)', async () => {
    const missing = uah(50_001 - cheap.price);
    const ua = await shop.postForm('/checkout/quick', { intent: 'quick', phone: '0501234567', id: String(cheap.id) });
    expect(ua.status).toBe(400);
    const uaHtml = await ua.text();
    expect(uaHtml).toContain('Мінімальне замовлення - 500 грн*');
    expect(uaHtml).toContain(`Додайте товарів ще на ${missing} грн`);
    const ru = await shop.postForm('/ru/checkout/quick', {
      intent: 'quick',
      phone: '0501234567',
      id: String(cheap.id),
    });
    expect(ru.status).toBe(400);
    const ruHtml = await ru.text();
    expect(ruHtml).toContain('Минимальный заказ - 500 грн*');
    expect(ruHtml).toContain(`Добавьте товаров ещё на ${missing} грн`);
    const [stored] = (
      (await shop.database.db.execute(sql`select count(*)::int n from quick_orders`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(stored?.n).toBe(0);
  });

  it("the product page says so before sending: the one-click form of a good under 500 UAH shows the message and can't be sent, without JavaScript (§5)", async () => {
    const html = await (await shop.app.request(`/ru/${cheap.slug}/p${cheap.id}`)).text();
    const form = html.slice(
      html.indexOf('class="quick-order"'),
      html.indexOf('</details>', html.indexOf('class="quick-order"')),
    );
    expect(form).toContain('Минимальный заказ - 500 грн*');
    expect(form).toMatch(/<button[^>]*value="quick"[^>]*disabled=""/);
    const other = await (await shop.app.request(`/${dear.slug}/p${dear.id}`)).text();
    const otherForm = other.slice(
      other.indexOf('class="quick-order"'),
      other.indexOf('</details>', other.indexOf('class="quick-order"')),
    );
    expect(otherForm).toContain('Купити в один клік');
    expect(otherForm).not.toContain('Мінімальне замовлення');
    expect(otherForm).not.toMatch(/<button[^>]*value="quick"[^>]*disabled=""/);
  });

  it('a good over 500 UAH is taken (§5)', async () => {
    const response = await shop.postForm('/checkout/quick', {
      intent: 'quick',
      phone: '0501234567',
      id: String(dear.id),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/checkout\/quick\?done=\d+$/);
  });
});
