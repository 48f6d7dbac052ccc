import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applyPromotionPrices } from '#core/pricing';
import type { Ctx } from '#core/shared';
import { goods, promotionGoods, promotions } from '#db/schema';

const text = (max: number) => z.string().trim().min(1).max(max);

/** What the back office sends to create (`id` absent) or edit a promotion (SPEC §3 Promotion). */
export const promotionInput = z
  .object({
    id: z.number().int().positive().optional(),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(120),
    titleUa: text(200),
    titleRu: text(200),
    descriptionUa: z.string().max(20_000).default(''),
    descriptionRu: z.string().max(20_000).default(''),
    placeUa: text(200),
    placeRu: text(200),
    banner: z.string().max(500).nullable().default(null),
    startsAt: z.date(),
    endsAt: z.date(),
    /** Percent off every good's regular price (1–99), or null: the promotion only informs. */
    discountPercent: z.number().int().min(1).max(99).nullable().default(null),
    /** Its goods; `price` (kopiyky) fixes one good's promotion price over the percent. */
    goods: z
      .array(
        z.object({ goodId: z.number().int().positive(), price: z.number().int().positive().nullable().default(null) }),
      )
      .max(10_000)
      .refine((list) => new Set(list.map((g) => g.goodId)).size === list.length, 'duplicate_good'),
  })
  .refine((p) => p.endsAt > p.startsAt, { message: 'period_invalid', path: ['endsAt'] });
export type PromotionInput = z.input<typeof promotionInput>;

export type SavePromotionResult =
  | { ok: true; id: number; pricesChanged: number }
  | { ok: false; error: 'invalid'; issues: z.core.$ZodIssue[] }
  | { ok: false; error: 'promotion_not_found' | 'good_not_found' };

/**
 * Creates or edits a promotion with its goods and price rule, then re-prices the goods it had and
 * has, so a start, end, percent or goods change shows at once (ADR 0081). The staff role check
 * belongs to the back office's guard (a later issue) in front of this use case.
 */
export async function savePromotion(ctx: Ctx, input: PromotionInput): Promise<SavePromotionResult> {
  const parsed = promotionInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { id, goods: members, ...fields } = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const ids = members.map((g) => g.goodId);
    if (ids.length) {
      const found = await tx.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids));
      if (found.length !== ids.length) return { ok: false, error: 'good_not_found' } as const;
    }
    let promotionId: number;
    let before: number[] = [];
    if (id === undefined) {
      const [row] = await tx.insert(promotions).values(fields).returning({ id: promotions.id });
      if (!row) throw new Error('promotion not inserted');
      promotionId = row.id;
    } else {
      const [row] = await tx
        .update(promotions)
        .set(fields)
        .where(eq(promotions.id, id))
        .returning({ id: promotions.id });
      if (!row) return { ok: false, error: 'promotion_not_found' } as const;
      promotionId = id;
      before = (
        await tx.select({ id: promotionGoods.goodId }).from(promotionGoods).where(eq(promotionGoods.promotionId, id))
      ).map((r) => r.id);
      await tx
        .delete(promotionGoods)
        .where(
          and(eq(promotionGoods.promotionId, id), ids.length ? notInArray(promotionGoods.goodId, ids) : undefined),
        );
    }
    if (members.length)
      await tx
        .insert(promotionGoods)
        .values(members.map((g) => ({ promotionId, goodId: g.goodId, price: g.price })))
        .onConflictDoUpdate({
          target: [promotionGoods.promotionId, promotionGoods.goodId],
          set: { price: sql`excluded.price` },
        });
    const applied = await applyPromotionPrices({ ...ctx, db: tx }, [...new Set([...before, ...ids])]);
    return { ok: true, id: promotionId, pricesChanged: applied.changed } as const;
  });
}
