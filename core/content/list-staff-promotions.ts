import { and, count, desc, eq, gt, ilike, lte, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { promotionGoods, promotions } from '#db/schema';

export const promotionStatuses = ['running', 'planned', 'ended'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** A promotion's state at `now`: running while starts_at ≤ now < ends_at. */
export function promotionStatus(p: { startsAt: Date; endsAt: Date }, now: Date): PromotionStatus {
  return now < p.startsAt ? 'planned' : now >= p.endsAt ? 'ended' : 'running';
}

export const staffPromotionFilter = z.object({
  status: z.enum(promotionStatuses).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  perPage: z.coerce
    .number()
    .pipe(z.union([z.literal(20), z.literal(50), z.literal(100)]))
    .catch(20)
    .default(20),
});
export type StaffPromotionFilter = z.input<typeof staffPromotionFilter>;

export type StaffPromotionRow = {
  id: number;
  slug: string;
  titleUa: string;
  placeUa: string;
  startsAt: Date;
  endsAt: Date;
  discountPercent: number | null;
  goodsCount: number;
  status: PromotionStatus;
};

/** The back office's promotions (area `promotions`): by state and title, newest start first. */
export async function listStaffPromotions(ctx: Ctx, actor: StaffView, input: StaffPromotionFilter) {
  requireArea(actor, 'promotions');
  const filter = staffPromotionFilter.parse(input);
  const where: SQL[] = [];
  if (filter.status === 'running') where.push(lte(promotions.startsAt, ctx.now), gt(promotions.endsAt, ctx.now));
  if (filter.status === 'planned') where.push(gt(promotions.startsAt, ctx.now));
  if (filter.status === 'ended') where.push(lte(promotions.endsAt, ctx.now));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byId = /^\d{1,9}$/.test(filter.q) ? eq(promotions.id, Number(filter.q)) : undefined;
    const text = or(ilike(promotions.titleUa, like), ilike(promotions.titleRu, like), ilike(promotions.slug, like));
    where.push(byId ? (or(byId, text) as SQL) : (text as SQL));
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: promotions.id,
        slug: promotions.slug,
        titleUa: promotions.titleUa,
        placeUa: promotions.placeUa,
        startsAt: promotions.startsAt,
        endsAt: promotions.endsAt,
        discountPercent: promotions.discountPercent,
        goodsCount: count(promotionGoods.goodId),
      })
      .from(promotions)
      .leftJoin(promotionGoods, eq(promotionGoods.promotionId, promotions.id))
      .where(condition)
      .groupBy(promotions.id)
      .orderBy(desc(promotions.startsAt), desc(promotions.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    ctx.db.select({ n: count() }).from(promotions).where(condition),
  ]);
  return {
    rows: rows.map((row): StaffPromotionRow => ({ ...row, status: promotionStatus(row, ctx.now) })),
    total: total?.n ?? 0,
    page: filter.page,
    perPage: filter.perPage,
  };
}
