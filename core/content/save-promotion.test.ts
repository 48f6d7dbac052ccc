import { and, asc, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, categories, goods, promotionGoods, promotions, staff } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import {
  deletePromotion,
  endPromotion,
  findPromotionGoods,
  getStaffPromotion,
  listStaffPromotions,
  type PromotionInput,
  savePromotion,
} from './index';

const day = 86_400_000;
const now = seededAt;
let database: Database;
const ctx = (at = now) => ({ db: database.db, locale: 'ua' as const, now: at });
const actors: Record<string, StaffView> = {};
/** Three goods in no promotion, with their catalogue prices. */
let free: { id: number; price: number; oldPrice: number | null }[] = [];

const prices = async (ids = free.map((g) => g.id)) =>
  Object.fromEntries(
    (
      await database.db
        .select({ id: goods.id, price: goods.price, oldPrice: goods.oldPrice })
        .from(goods)
        .where(inArray(goods.id, ids))
    ).map((g) => [g.id, [g.price, g.oldPrice]]),
  );
const base = (): PromotionInput => ({
  slug: 'spinning-season',
  titleUa: 'Спінінговий сезон',
  titleRu: 'Спиннинговый сезон',
  placeUa: 'Усі магазини мережі',
  placeRu: 'Все магазины сети',
  startsAt: new Date(now.getTime() - day),
  endsAt: new Date(now.getTime() + 10 * day),
  discountPercent: 20,
  goods: [{ goodId: free[0]?.id ?? 0 }, { goodId: free[1]?.id ?? 0 }],
});
const audits = (action: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  for (const row of await database.db.select().from(staff)) {
    actors[row.login] = { id: row.id, login: row.login, name: row.name, role: row.role, storeId: row.storeId };
  }
  const promoted = database.db.select({ id: promotionGoods.goodId }).from(promotionGoods);
  free = await database.db
    .select({ id: goods.id, price: goods.price, oldPrice: goods.oldPrice })
    .from(goods)
    .where(and(notInArray(goods.id, promoted), isNull(goods.oldPrice), eq(goods.isActive, true)))
    .orderBy(asc(goods.id))
    .limit(3);
  expect(free).toHaveLength(3);
});
afterAll(() => database.close());

const actor = (login: string) => {
  const found = actors[login];
  if (!found) throw new Error(`no demo staff ${login}`);
  return found;
};
const pct = (price: number, percent: number) => Math.floor((price * (100 - percent) + 50) / 100);

describe('promotions in the back office ("Promotions"; SPEC §3 Promotion, ADR 0081)', () => {
  it('only the content and admin roles edit promotions; manager, moderator and store get StaffForbiddenError', async () => {
    for (const login of ['manager', 'moderator', 'store']) {
      const who = actor(login);
      await expect(savePromotion(ctx(), who, base())).rejects.toThrow(StaffForbiddenError);
      await expect(endPromotion(ctx(), who, 1)).rejects.toThrow(StaffForbiddenError);
      await expect(deletePromotion(ctx(), who, 1)).rejects.toThrow(StaffForbiddenError);
      await expect(listStaffPromotions(ctx(), who, {})).rejects.toThrow(StaffForbiddenError);
      await expect(getStaffPromotion(ctx(), who, 1)).rejects.toThrow(StaffForbiddenError);
      await expect(findPromotionGoods(ctx(), who, 'a')).rejects.toThrow(StaffForbiddenError);
    }
    expect((await listStaffPromotions(ctx(), actor('admin'), {})).total).toBeGreaterThan(0);
  });

  it('a running promotion saved by the content editor drives its goods’ prices at once; the audit log records it', async () => {
    const [a, b, c] = free;
    if (!a || !b || !c) throw new Error('no free goods');
    const saved = await savePromotion(ctx(), actor('content'), base());
    expect(saved).toMatchObject({ ok: true, pricesChanged: 2, goodsCount: 2 });
    if (!saved.ok) return;
    expect(await prices()).toEqual({
      [a.id]: [pct(a.price, 20), a.price],
      [b.id]: [pct(b.price, 20), b.price],
      [c.id]: [c.price, null],
    });
    const [row] = await audits('promotion.create');
    expect(row).toMatchObject({ entity: 'promotion', entityId: String(saved.id), actorName: 'content', before: null });
    expect(row?.after).toMatchObject({ titleUa: 'Спінінговий сезон', discountPercent: 20 });
    const listed = await listStaffPromotions(ctx(), actor('content'), { status: 'running', q: 'spinning-season' });
    expect(listed.rows).toEqual([expect.objectContaining({ id: saved.id, status: 'running', goodsCount: 2 })]);
  });

  it('editing the percent, the goods and a fixed price re-prices; a good taken out returns to its price; the audit row holds only what changed', async () => {
    const [a, b, c] = free;
    if (!a || !b || !c) throw new Error('no free goods');
    const [promotion] = await database.db.select().from(promotions).where(eq(promotions.slug, 'spinning-season'));
    if (!promotion) throw new Error('not saved');
    const fixed = Math.max(1, c.price - 1000);
    const saved = await savePromotion(ctx(), actor('admin'), {
      ...base(),
      id: promotion.id,
      discountPercent: 10,
      goods: [{ goodId: b.id }, { goodId: c.id, price: fixed }],
    });
    expect(saved).toMatchObject({ ok: true, id: promotion.id });
    expect(await prices()).toEqual({
      [a.id]: [a.price, null],
      [b.id]: [pct(b.price, 10), b.price],
      [c.id]: [fixed, c.price],
    });
    const [row] = await audits('promotion.update');
    expect(row?.actorName).toBe('admin');
    expect(row?.before).toMatchObject({ discountPercent: 20 });
    expect(row?.after).toMatchObject({ discountPercent: 10 });
    expect(row?.after).not.toHaveProperty('titleUa');
    const form = await getStaffPromotion(ctx(), actor('content'), promotion.id);
    expect(form?.goods.map((g) => [g.goodId, g.fixedPrice, g.regularPrice])).toEqual(
      expect.arrayContaining([
        [b.id, null, b.price],
        [c.id, fixed, c.price],
      ]),
    );
  });

  it('ending a running promotion brings its goods’ prices back and moves it to “ended”; ending again is an error value', async () => {
    const [a, b, c] = free;
    if (!a || !b || !c) throw new Error('no free goods');
    const [promotion] = await database.db.select().from(promotions).where(eq(promotions.slug, 'spinning-season'));
    if (!promotion) throw new Error('not saved');
    expect(await endPromotion(ctx(), actor('content'), promotion.id)).toMatchObject({ ok: true, pricesChanged: 2 });
    expect(await prices()).toEqual({ [a.id]: [a.price, null], [b.id]: [b.price, null], [c.id]: [c.price, null] });
    expect(await endPromotion(ctx(), actor('content'), promotion.id)).toEqual({ ok: false, error: 'already_ended' });
    const listed = await listStaffPromotions(ctx(), actor('content'), { status: 'ended', q: String(promotion.id) });
    expect(listed.rows.map((r) => r.id)).toContain(promotion.id);
    const [row] = await audits('promotion.end');
    expect(row).toMatchObject({ entityId: String(promotion.id), after: { endsAt: now.toISOString() } });
  });

  it('a planned promotion changes no price until it starts; then it does; deleting it brings the price back', async () => {
    const [a] = free;
    if (!a) throw new Error('no free goods');
    const startsAt = new Date(now.getTime() + day);
    const saved = await savePromotion(ctx(), actor('content'), {
      ...base(),
      slug: 'later',
      startsAt,
      goods: [{ goodId: a.id }],
    });
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.pricesChanged).toBe(0);
    expect((await listStaffPromotions(ctx(), actor('content'), { status: 'planned' })).rows.map((r) => r.id)).toContain(
      saved.id,
    );
    // The scheduler's run at its start (server/promotion-prices.ts) is the same applier.
    const { applyPromotionPrices } = await import('#core/pricing');
    await applyPromotionPrices(ctx(new Date(startsAt.getTime() + 1)));
    expect((await prices([a.id]))[a.id]).toEqual([pct(a.price, 20), a.price]);
    expect(await deletePromotion(ctx(new Date(startsAt.getTime() + 2)), actor('content'), saved.id)).toMatchObject({
      ok: true,
      pricesChanged: 1,
    });
    expect((await prices([a.id]))[a.id]).toEqual([a.price, null]);
    expect(await database.db.select().from(promotions).where(eq(promotions.id, saved.id))).toEqual([]);
    const [row] = await audits('promotion.delete');
    expect(row?.before).toMatchObject({ slug: 'later', goods: [{ goodId: a.id, price: null }] });
    expect(await deletePromotion(ctx(), actor('content'), saved.id)).toEqual({
      ok: false,
      error: 'promotion_not_found',
    });
  });

  it('a category choice is expanded into its listed goods (subcategories included) when saved', async () => {
    const [leaf] = await database.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .innerJoin(goods, eq(goods.categoryId, categories.id))
      .where(eq(goods.isActive, true))
      .orderBy(asc(categories.id))
      .limit(1);
    if (!leaf?.parentId) throw new Error('the demo has no listed good in a subcategory');
    const saved = await savePromotion(ctx(), actor('content'), {
      ...base(),
      slug: 'category-week',
      discountPercent: null,
      goods: [],
      categoryIds: [leaf.parentId],
    });
    if (!saved.ok) throw new Error(saved.error);
    const members = await database.db
      .select({ id: promotionGoods.goodId })
      .from(promotionGoods)
      .where(eq(promotionGoods.promotionId, saved.id));
    const inLeaf = await database.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.categoryId, leaf.id), eq(goods.isActive, true)));
    expect(saved.goodsCount).toBe(members.length);
    expect(members.map((m) => m.id)).toEqual(expect.arrayContaining(inLeaf.map((g) => g.id)));
    const [row] = await audits('promotion.create');
    expect(row?.after).toMatchObject({ expandedCategoryIds: [leaf.parentId] });
    expect(await savePromotion(ctx(), actor('content'), { ...base(), slug: 'x', categoryIds: [999_999] })).toEqual({
      ok: false,
      error: 'category_not_found',
    });
  });

  it('invalid input is an error value, not a write; the picker finds goods by code and by title', async () => {
    const who = actor('content');
    expect(await savePromotion(ctx(), who, { ...base(), discountPercent: 100 })).toMatchObject({ error: 'invalid' });
    expect(await savePromotion(ctx(), who, { ...base(), endsAt: base().startsAt })).toMatchObject({ error: 'invalid' });
    expect(await savePromotion(ctx(), who, { ...base(), banner: 'javascript:alert(1)' })).toMatchObject({
      error: 'invalid',
    });
    expect(await savePromotion(ctx(), who, { ...base(), goods: [{ goodId: 999_999 }] })).toEqual({
      ok: false,
      error: 'good_not_found',
    });
    expect(await savePromotion(ctx(), who, { ...base(), id: 999_999 })).toEqual({
      ok: false,
      error: 'promotion_not_found',
    });
    const [good] = await database.db
      .select({ id: goods.id, extId: goods.extId, titleUa: goods.titleUa })
      .from(goods)
      .limit(1);
    if (!good) throw new Error('no goods');
    expect((await findPromotionGoods(ctx(), who, good.extId))[0]).toMatchObject({ id: good.id });
    expect((await findPromotionGoods(ctx(), who, good.titleUa.slice(2, -2), 50)).map((g) => g.id)).toContain(good.id);
    expect(await findPromotionGoods(ctx(), who, '   ')).toEqual([]);
  });
});
