import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { orders } from '#db/schema';
import { loadOrders, type OrderView } from './get-order';

const pageNumber = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .pipe(z.number().max(max))
    .optional();

export const defaultPerPage = 10;

/** `?page=&per_page=` of GET /site/users/orders (SPEC §3 orders with pagination total). */
export const listOrdersInput = z.strictObject({ page: pageNumber(10_000), per_page: pageNumber(50) });

/** The signed-in shopper's orders, newest first, one page, with the total count. */
export async function listOrders(
  ctx: Ctx,
  page: { page: number; perPage: number },
): Promise<{ orders: OrderView[]; total: number; page: number; perPage: number }> {
  if (!ctx.user) return { orders: [], total: 0, page: page.page, perPage: page.perPage };
  const mine = eq(orders.userId, ctx.user.id);
  const [[totals], ids] = await Promise.all([
    ctx.db.select({ total: count() }).from(orders).where(mine),
    ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
  ]);
  return {
    orders: await loadOrders(
      ctx,
      ids.map((r) => r.id),
    ),
    total: totals?.total ?? 0,
    page: page.page,
    perPage: page.perPage,
  };
}
