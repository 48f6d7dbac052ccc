import { type AnyColumn, and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { callbackRequests, enquiries, goods, type QuickOrderLine, quickOrders, staff } from '#db/schema';

/** The three kinds of request in the calls queue. */
export const callTypes = ['quick', 'callback', 'enquiry'] as const;
export type CallType = (typeof callTypes)[number];

/** `open` = new or in progress (the default view: what still waits). */
export const callStatusFilters = ['open', 'new', 'in_progress', 'done', 'all'] as const;

export const callsInput = z.object({
  type: z.enum(callTypes).optional().catch(undefined),
  status: z.enum(callStatusFilters).catch('open'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  perPage: z.coerce
    .number()
    .pipe(z.union([z.literal(20), z.literal(50), z.literal(100)]))
    .catch(20),
});
export type CallsFilter = z.output<typeof callsInput>;

export type CallRow = {
  type: CallType;
  id: number;
  createdAt: Date;
  /** new, in_progress, done — or a one-click order's older confirmed / cancelled. */
  status: string;
  phone: string;
  name: string;
  /** The callback's comment, the enquiry's message. */
  text: string;
  /** An enquiry's kind (wholesale, vacancy, service) and company / e-mail. */
  kind: string | null;
  company: string | null;
  email: string | null;
  /** A one-click order's goods at their price then, its total, and the full order made of it. */
  lines: { goodId: number; title: string; quantity: number; price: number }[];
  total: number | null;
  orderId: number | null;
  note: string;
  handledBy: string | null;
  handledAt: Date | null;
  locale: string;
};

const handler = alias(staff, 'handler');

/**
 * The calls queue: one-click orders, callback requests and enquiries as one list — new
 * first, then in progress, then done, newest first within each —, filtered by type and status,
 * one page with the total.
 */
export async function listCalls(
  ctx: Ctx,
  actor: StaffView,
  filter: CallsFilter,
): Promise<{ rows: CallRow[]; total: number; page: number; perPage: number; pages: number }> {
  requireArea(actor, 'calls');
  const statusOf = (column: AnyColumn): SQL | undefined => {
    if (filter.status === 'all') return undefined;
    if (filter.status === 'open') return sql`${column} in ('new', 'in_progress')`;
    if (filter.status === 'done') return sql`${column} not in ('new', 'in_progress')`;
    return sql`${column} = ${filter.status}`;
  };
  const rank = (column: unknown) =>
    sql<number>`case ${column} when 'new' then 0 when 'in_progress' then 1 else 2 end`.as('rank');
  const wanted = (type: CallType) => !filter.type || filter.type === type;
  const quick = ctx.db
    .select({
      type: sql<CallType>`'quick'`.as('type'),
      id: quickOrders.id,
      createdAt: quickOrders.createdAt,
      status: sql<string>`${quickOrders.status}`.as('status'),
      rank: rank(quickOrders.status),
      phone: quickOrders.phone,
      name: sql<string>`''`.as('name'),
      text: sql<string>`''`.as('text'),
      kind: sql<string | null>`null`.as('kind'),
      company: sql<string | null>`null`.as('company'),
      email: sql<string | null>`null`.as('email'),
      lines: sql<QuickOrderLine[] | null>`${quickOrders.lines}`.as('lines'),
      total: sql<number | null>`${quickOrders.total}`.as('total'),
      orderId: sql<number | null>`${quickOrders.orderId}`.as('order_id'),
      note: quickOrders.note,
      handledBy: sql<string | null>`${handler.name}`.as('handled_by'),
      handledAt: quickOrders.handledAt,
      locale: quickOrders.locale,
    })
    .from(quickOrders)
    .leftJoin(handler, eq(handler.id, quickOrders.handledBy))
    .where(and(statusOf(quickOrders.status), wanted('quick') ? undefined : sql`false`));
  const callbacks = ctx.db
    .select({
      type: sql<CallType>`'callback'`.as('type'),
      id: callbackRequests.id,
      createdAt: callbackRequests.createdAt,
      status: sql<string>`${callbackRequests.status}`.as('status'),
      rank: rank(callbackRequests.status),
      phone: callbackRequests.phone,
      name: sql<string>`${callbackRequests.username}`.as('name'),
      text: sql<string>`${callbackRequests.comment}`.as('text'),
      kind: sql<string | null>`null`.as('kind'),
      company: sql<string | null>`null`.as('company'),
      email: sql<string | null>`null`.as('email'),
      lines: sql<QuickOrderLine[] | null>`null::jsonb`.as('lines'),
      total: sql<number | null>`null::int`.as('total'),
      orderId: sql<number | null>`null::int`.as('order_id'),
      note: callbackRequests.note,
      handledBy: sql<string | null>`${handler.name}`.as('handled_by'),
      handledAt: callbackRequests.handledAt,
      locale: callbackRequests.locale,
    })
    .from(callbackRequests)
    .leftJoin(handler, eq(handler.id, callbackRequests.handledBy))
    .where(and(statusOf(callbackRequests.status), wanted('callback') ? undefined : sql`false`));
  const enquiryRows = ctx.db
    .select({
      type: sql<CallType>`'enquiry'`.as('type'),
      id: enquiries.id,
      createdAt: enquiries.createdAt,
      status: sql<string>`${enquiries.status}`.as('status'),
      rank: rank(enquiries.status),
      phone: enquiries.phone,
      name: sql<string>`${enquiries.name}`.as('name'),
      text: sql<string>`${enquiries.message}`.as('text'),
      kind: sql<string | null>`${enquiries.kind}`.as('kind'),
      company: sql<string | null>`${enquiries.company}`.as('company'),
      email: sql<string | null>`${enquiries.email}`.as('email'),
      lines: sql<QuickOrderLine[] | null>`null::jsonb`.as('lines'),
      total: sql<number | null>`null::int`.as('total'),
      orderId: sql<number | null>`null::int`.as('order_id'),
      note: enquiries.note,
      handledBy: sql<string | null>`${handler.name}`.as('handled_by'),
      handledAt: enquiries.handledAt,
      locale: enquiries.locale,
    })
    .from(enquiries)
    .leftJoin(handler, eq(handler.id, enquiries.handledBy))
    .where(and(statusOf(enquiries.status), wanted('enquiry') ? undefined : sql`false`));
  const counted = (table: typeof quickOrders | typeof callbackRequests | typeof enquiries, type: CallType) =>
    wanted(type)
      ? ctx.db
          .select({ n: count() })
          .from(table)
          .where(statusOf(table.status))
          .then(([r]) => Number(r?.n ?? 0))
      : Promise.resolve(0);
  const [rows, ...counts] = await Promise.all([
    unionAll(quick, callbacks, enquiryRows)
      .orderBy(sql`rank`, sql`created_at desc`, sql`id desc`)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    counted(quickOrders, 'quick'),
    counted(callbackRequests, 'callback'),
    counted(enquiries, 'enquiry'),
  ]);
  const total = counts.reduce((a, b) => a + b, 0);
  const goodIds = [...new Set(rows.flatMap((r) => (r.lines ?? []).map((l) => l.goodId)))];
  const titles = new Map(
    goodIds.length
      ? (await ctx.db.select({ id: goods.id, title: goods.titleUa }).from(goods).where(inArray(goods.id, goodIds))).map(
          (g) => [g.id, g.title],
        )
      : [],
  );
  return {
    rows: rows.map(({ rank: _rank, lines, createdAt, handledAt, total: sum, orderId, ...r }) => ({
      ...r,
      createdAt: new Date(createdAt),
      handledAt: handledAt ? new Date(handledAt) : null,
      total: sum === null ? null : Number(sum),
      orderId: orderId === null ? null : Number(orderId),
      lines: (lines ?? []).map((l) => ({ ...l, title: titles.get(l.goodId) ?? `№${l.goodId}` })),
    })),
    total,
    page: filter.page,
    perPage: filter.perPage,
    pages: Math.max(1, Math.ceil(total / filter.perPage)),
  };
}
