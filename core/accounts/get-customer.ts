import { and, asc, count, desc, eq, gt, isNull, sql, sum } from 'drizzle-orm';
import { cardActivationMs, getLoyaltyStatus, isCardActive, type LoyaltyStatus } from '#core/loyalty';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import {
  auditLog,
  authTokens,
  goods,
  loyaltyCards,
  type OrderStatus,
  orders,
  users,
  waitlist,
  wishlistGoods,
  wishlists,
} from '#db/schema';

/** The customer page shows this many latest orders; the rest are in the orders list by phone. */
export const customerOrdersShown = 20;

export type CardState = 'active' | 'pending' | 'no_form';

export type CustomerRecord = {
  id: number;
  phone: string;
  additionalPhone: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
  patronymic: string | null;
  birthDate: string | null;
  city: string | null;
  address: string | null;
  subscribeSms: boolean;
  subscribeEmail: boolean;
  personalDiscount: number;
  isWholesale: boolean;
  locale: 'ua' | 'ru';
  createdAt: Date;
  blockedAt: Date | null;
  /** Tokens (signed-in browsers and apps) that still work. */
  liveTokens: number;
  orders: {
    count: number;
    /** Kopiyky of every order but the cancelled ones. */
    total: number;
    latest: { id: number; createdAt: Date; status: OrderStatus; total: number }[];
  };
  wishlists: { id: number; title: string; goods: number; createdAt: Date }[];
  waitlist: { goodId: number; slug: string; title: string; since: Date; notifiedAt: Date | null }[];
  loyalty: LoyaltyStatus | null;
  /** Club cards: active, waiting (activated at the latest `dueAt`, 24 h after the owner form, SPEC §1), or without a form. */
  cards: { number: string; state: CardState; ownerFormAt: Date | null; activatedAt: Date | null; dueAt: Date | null }[];
  /** The back office's changes of this customer, newest first (the audit log, entity `customer`). */
  history: { at: Date; who: string; action: string; before: unknown; after: unknown }[];
};

/**
 * A customer's page in the back office: the account, its orders (count, total and the
 * latest), wish lists and waiting list, the club level and progress from the one loyalty source
 * (`getLoyaltyStatus`, ADR 0082), club cards, and who changed what. Null for an unknown id.
 */
export async function getCustomer(ctx: Ctx, actor: StaffView, userId: number): Promise<CustomerRecord | null> {
  requireArea(actor, 'customers');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const live = and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, ctx.now));
  const [[tokens], [totals], latest, lists, waiting, loyalty, cards, history] = await Promise.all([
    ctx.db.select({ n: count() }).from(authTokens).where(live),
    ctx.db
      .select({
        n: count(),
        total: sum(sql`case when ${orders.status} <> 'cancelled' then ${orders.total} else 0 end`),
      })
      .from(orders)
      .where(eq(orders.userId, userId)),
    ctx.db
      .select({ id: orders.id, createdAt: orders.createdAt, status: orders.status, total: orders.total })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(customerOrdersShown),
    ctx.db
      .select({
        id: wishlists.id,
        title: wishlists.title,
        createdAt: wishlists.createdAt,
        goods: count(wishlistGoods.goodId),
      })
      .from(wishlists)
      .leftJoin(wishlistGoods, eq(wishlistGoods.wishlistId, wishlists.id))
      .where(eq(wishlists.userId, userId))
      .groupBy(wishlists.id)
      .orderBy(asc(wishlists.id)),
    ctx.db
      .select({
        goodId: waitlist.goodId,
        slug: goods.slug,
        title: goods.titleUa,
        since: waitlist.createdAt,
        notifiedAt: waitlist.notifiedAt,
      })
      .from(waitlist)
      .innerJoin(goods, eq(goods.id, waitlist.goodId))
      .where(eq(waitlist.userId, userId))
      .orderBy(desc(waitlist.createdAt)),
    getLoyaltyStatus({ ...ctx, user: { id: userId } }),
    ctx.db.select().from(loyaltyCards).where(eq(loyaltyCards.userId, userId)).orderBy(asc(loyaltyCards.number)),
    ctx.db
      .select({
        at: auditLog.at,
        who: auditLog.actorName,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(userId))))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(100),
  ]);
  return {
    id: user.id,
    phone: user.phone,
    additionalPhone: user.additionalPhone,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    patronymic: user.patronymic,
    birthDate: user.birthDate,
    city: user.city,
    address: user.address,
    subscribeSms: user.subscribeSms,
    subscribeEmail: user.subscribeEmail,
    personalDiscount: user.personalDiscount,
    isWholesale: user.isWholesale,
    locale: user.locale,
    createdAt: user.createdAt,
    blockedAt: user.blockedAt,
    liveTokens: tokens?.n ?? 0,
    orders: { count: totals?.n ?? 0, total: Number(totals?.total ?? 0), latest },
    wishlists: lists,
    waitlist: waiting,
    loyalty,
    cards: cards.map((card) => ({
      number: card.number,
      state: isCardActive(card, ctx.now) ? 'active' : card.ownerFormAt ? 'pending' : 'no_form',
      ownerFormAt: card.ownerFormAt,
      activatedAt: card.activatedAt,
      dueAt: card.ownerFormAt ? new Date(card.ownerFormAt.getTime() + cardActivationMs) : null,
    })),
    history,
  };
}
