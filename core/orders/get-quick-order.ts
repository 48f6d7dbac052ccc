import { eq, inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { goods, quickOrders, users } from '#db/schema';

export type QuickOrderView = {
  id: number;
  phone: string;
  status: string;
  locale: string;
  orderId: number | null;
  createdAt: Date;
  total: number;
  note: string;
  lines: { goodId: number; extId: string; title: string; quantity: number; price: number }[];
  /** The shopper's account when they were signed in: its name and e-mail prefill the form. */
  account: { id: number; firstName: string; lastName: string; patronymic: string | null; email: string | null } | null;
};

/** One one-click order for the operator turning it into an order (the calls area). */
export async function getQuickOrder(ctx: Ctx, actor: StaffView, id: number): Promise<QuickOrderView | null> {
  requireArea(actor, 'calls');
  const [row] = await ctx.db.select().from(quickOrders).where(eq(quickOrders.id, id));
  if (!row) return null;
  const goodIds = row.lines.map((l) => l.goodId);
  const [titles, [account]] = await Promise.all([
    goodIds.length
      ? ctx.db
          .select({ id: goods.id, extId: goods.extId, title: goods.titleUa })
          .from(goods)
          .where(inArray(goods.id, goodIds))
      : [],
    row.userId !== null
      ? ctx.db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            patronymic: users.patronymic,
            email: users.email,
          })
          .from(users)
          .where(eq(users.id, row.userId))
      : [],
  ]);
  const byId = new Map(titles.map((t) => [t.id, t]));
  return {
    id: row.id,
    phone: row.phone,
    status: row.status,
    locale: row.locale,
    orderId: row.orderId,
    createdAt: row.createdAt,
    total: row.total,
    note: row.note,
    lines: row.lines.map((l) => ({
      ...l,
      extId: byId.get(l.goodId)?.extId ?? '',
      title: byId.get(l.goodId)?.title ?? `Товар №${l.goodId}`,
    })),
    account: account ?? null,
  };
}
