import { type AnyColumn, and, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { normalizePhone } from '#core/accounts';
import { paymentForDelivery } from '#core/checkout';
import { cappedCount, keysetPage, type PageLinks, pageCursorInput, type SortKey } from '#core/keyset';
import { type Ctx, kyivDayStart } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { deliveryMethods, type OrderStatus, orderNamesSql, orders, paymentMethods, stores, towns } from '#db/schema';
import { type PaymentState, paymentStates } from './payment-state';
import { ordersOf } from './staff-scope';
import { orderStatuses } from './workflow';

const id = z
  .string()
  .trim()
  .regex(/^(|[1-9]\d{0,8})$/)
  .transform((v) => (v ? Number(v) : undefined))
  .optional()
  .catch(undefined);
const day = z
  .string()
  .trim()
  .regex(/^(|\d{4}-\d{2}-\d{2})$/)
  .transform((v) => v || undefined)
  .optional()
  .catch(undefined);

export const staffOrderSorts = ['created', 'id', 'total', 'customer', 'status'] as const;

/**
 * The back office's order list filters, as the URL carries them: status, Kyiv dates
 * from–to (inclusive), delivery, payment method, payment state, store, a search by
 * number, phone or name, sort, the page's place (`after` / `before` a row, ADR 0124; an old
 * `page` is ignored: the first page). A value that does not parse is dropped rather than
 * refused: a list always answers.
 */
export const staffOrdersInput = pageCursorInput.extend({
  status: z.enum(orderStatuses).optional().catch(undefined),
  from: day,
  to: day,
  delivery: id,
  payment: id,
  store: id,
  /** How far it is paid: orders.payment_status. */
  paid: z.enum(paymentStates).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  sort: z.enum(staffOrderSorts).catch('created'),
  dir: z.enum(['asc', 'desc']).catch('desc'),
  perPage: z.coerce
    .number()
    .pipe(z.union([z.literal(20), z.literal(50), z.literal(100)]))
    .catch(20),
});
export type StaffOrdersFilter = z.output<typeof staffOrdersInput>;

export type StaffOrderRow = {
  id: number;
  createdAt: Date;
  customer: string;
  phone: string;
  total: number;
  status: OrderStatus;
  delivery: string;
  deliveryKind: 'department' | 'courier' | 'pickup';
  payment: string;
  paymentState: PaymentState;
  town: string | null;
  store: string | null;
};

/**
 * Orders for the back office, newest first unless sorted otherwise, filtered, one keyset page
 * (ADR 0124) with links to the pages either side and the matches counted up to 1,000; the store
 * role sees only its store's (core's `ordersOf`). Every sort ends with the id, so the order is
 * total; the indexes of migration 0028 serve the sorts and the status and store filters.
 */
export async function listStaffOrders(
  ctx: Ctx,
  actor: StaffView,
  filter: StaffOrdersFilter,
): Promise<{ rows: StaffOrderRow[]; total: number; more: boolean; perPage: number } & PageLinks> {
  requireArea(actor, 'orders');
  const where = and(ordersOf(actor), ...conditions(filter));
  const dir = filter.dir;
  const keys: SortKey[] = {
    created: [
      { key: orders.createdAt, dir },
      { key: orders.id, dir },
    ],
    id: [{ key: orders.id, dir }],
    total: [
      { key: orders.total, dir },
      { key: orders.id, dir },
    ],
    customer: [
      { key: orders.lastName, dir },
      { key: orders.firstName, dir },
      { key: orders.id, dir },
    ],
    // Grouped by status, newest first inside each.
    status: [
      { key: orders.status, dir },
      { key: orders.createdAt, dir: 'desc' as const },
      { key: orders.id, dir: 'desc' as const },
    ],
  }[filter.sort];
  const anchor = (id: number) => (key: AnyColumn | SQL) =>
    sql`(select ${key} from ${orders} where ${orders.id} = ${id})`;
  const [page, counted] = await Promise.all([
    keysetPage(
      (after, order, limit) =>
        ctx.db
          .select({
            id: orders.id,
            createdAt: orders.createdAt,
            firstName: orders.firstName,
            lastName: orders.lastName,
            phone: orders.phone,
            total: orders.total,
            status: orders.status,
            paymentStatus: orders.paymentStatus,
            deliveryUa: deliveryMethods.titleUa,
            deliveryKind: deliveryMethods.kind,
            carrier: deliveryMethods.carrier,
            payment: paymentMethods,
            town: towns.titleUa,
            store: stores.titleUa,
          })
          .from(orders)
          .innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
          .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
          .leftJoin(towns, eq(towns.code, orders.townCode))
          .leftJoin(stores, eq(stores.id, orders.storeId))
          .where(and(where, after))
          .orderBy(...order)
          .limit(limit),
      { keys, anchor, cursor: filter, perPage: filter.perPage, idOf: (row) => row.id },
    ),
    cappedCount(ctx.db, orders, where),
  ]);
  return {
    rows: page.rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      customer: `${r.lastName} ${r.firstName}`.trim(),
      phone: r.phone,
      total: r.total,
      status: r.status,
      delivery: r.deliveryUa,
      deliveryKind: r.deliveryKind,
      payment: paymentForDelivery(r.payment, { kind: r.deliveryKind, carrier: r.carrier }).titleUa,
      paymentState: r.paymentStatus,
      town: r.town,
      store: r.store,
    })),
    total: counted.count,
    more: counted.more,
    perPage: filter.perPage,
    ...page.links,
  };
}

function conditions(filter: StaffOrdersFilter): (SQL | undefined)[] {
  const out: (SQL | undefined)[] = [];
  if (filter.status)
    out.push(
      filter.status === 'delivered'
        ? inArray(orders.status, ['delivered', 'completed'])
        : eq(orders.status, filter.status),
    );
  const from = filter.from ? kyivDayStart(filter.from) : null;
  const to = filter.to ? kyivDayStart(filter.to, 1) : null;
  if (from) out.push(gte(orders.createdAt, from));
  if (to) out.push(lt(orders.createdAt, to));
  if (filter.delivery) out.push(eq(orders.deliveryMethodId, filter.delivery));
  if (filter.payment) out.push(eq(orders.paymentMethodId, filter.payment));
  if (filter.store) out.push(eq(orders.storeId, filter.store));
  if (filter.paid) out.push(eq(orders.paymentStatus, filter.paid));
  if (filter.q) out.push(search(filter.q));
  return out;
}

/**
 * The search box (DESIGN.md: "a number or a phone"): a whole phone finds its orders by index; up
 * to 9 digits are an order number or a phone's last digits; anything else a customer's or
 * recipient's name.
 */
function search(q: string): SQL | undefined {
  const phone = normalizePhone(q);
  if (phone) return eq(orders.phone, phone);
  const digits = q.replace(/^[№#]\s*/, '');
  if (/^\d{1,9}$/.test(digits)) {
    const byId = eq(orders.id, Number(digits));
    return digits.length >= 4 ? or(byId, sql`${orders.phone} like ${`%${digits}`}`) : byId;
  }
  const words = q
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4);
  // Each word a part of a customer's or recipient's name: of their one text, which a trigram index
  // serves (ADR 0128); words of one or two letters still match, by reading the table.
  return and(...words.map((w) => ilike(orderNamesSql(orders), `%${w}%`)));
}
