import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applyPromotionPrices } from '#core/pricing';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { goods, promotionGoods, promotions } from '#db/schema';
import { promotionSnapshot } from './promotion-snapshot';
import { sanitizeRichText } from './rich-text';
import { changedFields, line, picture, slug } from './staff-fields';

/** Goods one promotion may hold (a category choice expanded into its goods counts too). */
export const maxPromotionGoods = 10_000;

/** What the back office sends to create (`id` absent) or edit a promotion (SPEC §3 Promotion). */
export const promotionInput = z
  .object({
    id: idSchema().optional(),
    slug: slug(120),
    titleUa: line(200),
    titleRu: line(200),
    descriptionUa: z.string().max(20_000).default(''),
    descriptionRu: z.string().max(20_000).default(''),
    /** Where it runs ("Усі магазини мережі", "Інтернет-магазин"), shown on its card and page. */
    placeUa: line(200),
    placeRu: line(200),
    banner: picture.nullable().default(null),
    startsAt: z.date(),
    endsAt: z.date(),
    /** Percent off every good's regular price (1–99), or null: the promotion only informs. */
    discountPercent: z.number().int().min(1).max(99).nullable().default(null),
    /** Its goods; `price` (kopiyky) fixes one good's promotion price over the percent. */
    goods: z
      .array(z.object({ goodId: idSchema(), price: z.number().int().positive().nullable().default(null) }))
      .max(maxPromotionGoods)
      .refine((list) => new Set(list.map((g) => g.goodId)).size === list.length, 'duplicate_good'),
    /**
     * Categories whose goods (the category and its subcategories, listed goods only) join the
     * promotion as they are now: expanded into `promotion_goods` at save time (ADR 0095) — a good
     * added to the category later is not in it. A good also listed in `goods` keeps its fixed price.
     */
    categoryIds: z.array(idSchema()).max(100).default([]),
  })
  .refine((p) => p.endsAt > p.startsAt, { message: 'period_invalid', path: ['endsAt'] });
export type PromotionInput = z.input<typeof promotionInput>;

export type SavePromotionResult =
  | { ok: true; id: number; pricesChanged: number; goodsCount: number }
  | { ok: false; error: 'invalid'; issues: z.core.$ZodIssue[] }
  | { ok: false; error: 'promotion_not_found' | 'good_not_found' | 'category_not_found' | 'too_many_goods' };

/** The listed goods of some categories and all their subcategories. */
async function goodsOfCategories(ctx: Ctx, ids: number[]): Promise<{ found: number; goods: number[] }> {
  const result = await ctx.db.execute(sql`
    with recursive sub(id) as (
      select c.id from categories c where c.id = any(${sql.raw(`'{${ids.join(',')}}'::int[]`)})
      union
      select c.id from categories c join sub on c.parent_id = sub.id
    )
    select (select count(*) from categories c where c.id = any(${sql.raw(`'{${ids.join(',')}}'::int[]`)}))::int as found,
           coalesce((select array_agg(g.id order by g.id) from goods g
                     where g.category_id in (select id from sub) and g.is_active), '{}') as goods`);
  const row = (result as unknown as { rows: { found: number; goods: number[] }[] }).rows[0];
  return { found: row?.found ?? 0, goods: (row?.goods ?? []).map(Number) };
}

/**
 * Creates or edits a promotion with its goods and price rule (area `promotions`), then
 * re-prices the goods it had and has in the same transaction, so a start, end, percent or goods
 * change shows at once (ADR 0081); audited with what changed.
 */
export async function savePromotion(ctx: Ctx, actor: StaffView, input: PromotionInput): Promise<SavePromotionResult> {
  requireArea(actor, 'promotions');
  const parsed = promotionInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { id, goods: listed, categoryIds, ...rest } = parsed.data;
  const fields = {
    ...rest,
    descriptionUa: rest.descriptionUa.trim() ? sanitizeRichText(rest.descriptionUa) : '',
    descriptionRu: rest.descriptionRu.trim() ? sanitizeRichText(rest.descriptionRu) : '',
  };
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const members = new Map(listed.map((g) => [g.goodId, g.price]));
    if (categoryIds.length) {
      const expanded = await goodsOfCategories(txCtx, categoryIds);
      if (expanded.found !== categoryIds.length) return { ok: false, error: 'category_not_found' } as const;
      for (const goodId of expanded.goods) if (!members.has(goodId)) members.set(goodId, null);
      if (members.size > maxPromotionGoods) return { ok: false, error: 'too_many_goods' } as const;
    }
    const ids = [...members.keys()];
    if (ids.length) {
      const found = await tx.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids));
      if (found.length !== ids.length) return { ok: false, error: 'good_not_found' } as const;
    }
    let promotionId: number;
    let before: Awaited<ReturnType<typeof promotionSnapshot>> = null;
    if (id === undefined) {
      const [row] = await tx.insert(promotions).values(fields).returning({ id: promotions.id });
      if (!row) throw new Error('promotion not inserted');
      promotionId = row.id;
    } else {
      before = await promotionSnapshot(txCtx, id);
      if (!before) return { ok: false, error: 'promotion_not_found' } as const;
      promotionId = id;
      await tx.update(promotions).set(fields).where(eq(promotions.id, id));
      await tx
        .delete(promotionGoods)
        .where(
          and(eq(promotionGoods.promotionId, id), ids.length ? notInArray(promotionGoods.goodId, ids) : undefined),
        );
    }
    if (ids.length)
      await tx
        .insert(promotionGoods)
        .values(ids.map((goodId) => ({ promotionId, goodId, price: members.get(goodId) ?? null })))
        .onConflictDoUpdate({
          target: [promotionGoods.promotionId, promotionGoods.goodId],
          set: { price: sql`excluded.price` },
        });
    const touched = [...new Set([...(before?.goods.map((g) => g.goodId) ?? []), ...ids])];
    const applied = await applyPromotionPrices(txCtx, touched);
    const after = await promotionSnapshot(txCtx, promotionId);
    const change = before && after ? changedFields(before, after) : { before: null, after };
    await recordAudit(
      txCtx,
      { kind: 'staff', staff: actor },
      {
        action: id === undefined ? 'promotion.create' : 'promotion.update',
        entity: 'promotion',
        entityId: promotionId,
        before: change.before,
        after: categoryIds.length ? { ...change.after, expandedCategoryIds: categoryIds } : change.after,
      },
    );
    return { ok: true, id: promotionId, pricesChanged: applied.changed, goodsCount: ids.length } as const;
  });
}
