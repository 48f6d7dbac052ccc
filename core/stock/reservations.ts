import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { goods, stockReservations, storeStock, stores } from '#db/schema';

/** What a shopper can have of a store's stock row: its quantity less what open orders hold. */
export const availableSql = sql<number>`greatest(${storeStock.quantity} - ${storeStock.reserved}, 0)`;

export type ReserveLine = { goodId: number; quantity: number };

/** Where an order's goods come from (ADR 0120). */
export type ReserveFrom =
  /** A store pickup: that store only, the whole quantity of every line. */
  | { kind: 'pickup'; storeId: number }
  /**
   * A delivery: the dispatching stores — `dispatchStores` (ids or slugs, in order; DISPATCH_STORES)
   * or, without them, every active store, most available first; a line is taken whole from the
   * first store that has it, else split across them in that order.
   */
  | { kind: 'delivery'; dispatchStores?: readonly string[] };

let configuredDispatch: readonly string[] | undefined;

/** DISPATCH_STORES, set once at start-up (server/boot.ts): the stores that send parcels, in order. */
export function setDispatchStores(stores: readonly string[] | undefined): void {
  configuredDispatch = stores?.length ? [...stores] : undefined;
}

export type ReserveResult = { ok: true } | { ok: false; goodId: number; available: number };

/**
 * Reserves an order's lines inside the caller's transaction (ADR 0120). Each take is one
 * conditional update (`quantity - reserved >= take`), so racing orders for the last piece cannot
 * both win: the row lock serialises them and the loser's condition fails. Lines are taken in good
 * order, stores in id order, so two orders never wait on each other's rows (no deadlock).
 * A refusal leaves rows half-taken: the caller rolls its transaction back.
 */
export async function reserveOrder(
  ctx: Pick<Ctx, 'db' | 'now'>,
  orderId: number,
  lines: readonly ReserveLine[],
  from: ReserveFrom,
): Promise<ReserveResult> {
  const wanted = mergeLines(lines);
  const order = from.kind === 'delivery' ? await dispatchOrder(ctx, from.dispatchStores ?? configuredDispatch) : null;
  for (const line of wanted) {
    const takes =
      from.kind === 'pickup'
        ? [{ storeId: from.storeId, quantity: line.quantity }]
        : await planDelivery(ctx, line, order);
    if (!takes) return { ok: false, goodId: line.goodId, available: await availableOf(ctx, line.goodId, from, order) };
    for (const take of takes.sort((a, b) => a.storeId - b.storeId)) {
      const [row] = await ctx.db
        .update(storeStock)
        .set({ reserved: sql`${storeStock.reserved} + ${take.quantity}` })
        .where(
          and(
            eq(storeStock.goodId, line.goodId),
            eq(storeStock.storeId, take.storeId),
            sql`${storeStock.quantity} - ${storeStock.reserved} >= ${take.quantity}`,
          ),
        )
        .returning({ goodId: storeStock.goodId });
      if (!row) return { ok: false, goodId: line.goodId, available: await availableOf(ctx, line.goodId, from, order) };
      await ctx.db
        .insert(stockReservations)
        .values({ orderId, goodId: line.goodId, storeId: take.storeId, quantity: take.quantity, createdAt: ctx.now })
        .onConflictDoUpdate({
          target: [stockReservations.orderId, stockReservations.goodId, stockReservations.storeId],
          set: { quantity: sql`${stockReservations.quantity} + ${take.quantity}` },
        });
    }
  }
  await syncReservedOut(
    ctx,
    wanted.map((l) => l.goodId),
  );
  return { ok: true };
}

/** Lets go of everything an order holds (cancelled, returned on the way, or re-reserved): stock is free again. */
export async function releaseOrder(ctx: Pick<Ctx, 'db'>, orderId: number): Promise<ReserveLine[]> {
  const rows = await ctx.db.delete(stockReservations).where(eq(stockReservations.orderId, orderId)).returning();
  for (const r of rows.filter((r) => !r.inRests).sort(byStock))
    await ctx.db
      .update(storeStock)
      .set({ reserved: sql`greatest(${storeStock.reserved} - ${r.quantity}, 0)` })
      .where(and(eq(storeStock.goodId, r.goodId), eq(storeStock.storeId, r.storeId)));
  await syncReservedOut(
    ctx,
    rows.map((r) => r.goodId),
  );
  return rows.map((r) => ({ goodId: r.goodId, quantity: r.quantity }));
}

/**
 * The order reached the shopper: what it held is sold. A counted row lowers the store's quantity
 * and reserved together (available does not move); a row 1C's free rests already leave out
 * changes nothing — 1C's next rests say what is left (ADR 0120: never counted twice).
 */
export async function sellOrder(ctx: Pick<Ctx, 'db'>, orderId: number): Promise<void> {
  const rows = await ctx.db.delete(stockReservations).where(eq(stockReservations.orderId, orderId)).returning();
  for (const r of rows.filter((r) => !r.inRests).sort(byStock))
    await ctx.db
      .update(storeStock)
      .set({
        quantity: sql`greatest(${storeStock.quantity} - ${r.quantity}, 0)`,
        reserved: sql`greatest(${storeStock.reserved} - ${r.quantity}, 0)`,
      })
      .where(and(eq(storeStock.goodId, r.goodId), eq(storeStock.storeId, r.storeId)));
  await syncReservedOut(
    ctx,
    rows.map((r) => r.goodId),
  );
}

/** An order's reservations, per good and store (the back office, the waybill). */
export async function orderReservations(ctx: Pick<Ctx, 'db'>, orderId: number) {
  return ctx.db
    .select({
      goodId: stockReservations.goodId,
      storeId: stockReservations.storeId,
      quantity: stockReservations.quantity,
      inRests: stockReservations.inRests,
    })
    .from(stockReservations)
    .where(eq(stockReservations.orderId, orderId))
    .orderBy(asc(stockReservations.goodId), asc(stockReservations.storeId));
}

/**
 * Recomputes `store_stock.reserved` of the given goods from the reservation rows still counted
 * (after 1C's rests marked some as in its figure, or to repair). Returns the rows changed.
 */
export async function recountReserved(ctx: Pick<Ctx, 'db'>, goodIds: readonly number[]): Promise<number> {
  if (!goodIds.length) return 0;
  const ids = [...new Set(goodIds)];
  const changed = await ctx.db
    .update(storeStock)
    .set({
      reserved: sql`coalesce((select sum(r.quantity)::int from ${stockReservations} r
        where r.good_id = ${storeStock.goodId} and r.store_id = ${storeStock.storeId} and not r.in_rests), 0)`,
    })
    .where(
      and(
        inArray(storeStock.goodId, ids),
        sql`${storeStock.reserved} is distinct from coalesce((select sum(r.quantity)::int from ${stockReservations} r
          where r.good_id = ${storeStock.goodId} and r.store_id = ${storeStock.storeId} and not r.in_rests), 0)`,
      ),
    )
    .returning({ goodId: storeStock.goodId });
  await syncReservedOut(ctx, ids);
  return changed.length;
}

/**
 * Keeps `goods.reserved_out` true exactly while a good's reservations take every piece its active
 * stores hold, so the listing, search and product page show it as not available (ADR 0120). Only a
 * flip writes the good (its caches and search entry follow through the change feed).
 */
export async function syncReservedOut(ctx: Pick<Ctx, 'db'>, goodIds: readonly number[]): Promise<void> {
  if (!goodIds.length) return;
  const ids = [...new Set(goodIds)];
  const out = sql`(select coalesce(sum(ss.reserved), 0) > 0 and coalesce(sum(greatest(ss.quantity - ss.reserved, 0)), 0) = 0
    from ${storeStock} ss join ${stores} s on s.id = ss.store_id and s.is_active where ss.good_id = ${goods.id})`;
  await ctx.db
    .update(goods)
    .set({ reservedOut: out })
    .where(and(inArray(goods.id, ids), sql`${goods.reservedOut} is distinct from ${out}`));
}

function mergeLines(lines: readonly ReserveLine[]): ReserveLine[] {
  const sums = new Map<number, number>();
  for (const l of lines) if (l.quantity > 0) sums.set(l.goodId, (sums.get(l.goodId) ?? 0) + l.quantity);
  return [...sums].map(([goodId, quantity]) => ({ goodId, quantity })).sort((a, b) => a.goodId - b.goodId);
}

const byStock = (a: { goodId: number; storeId: number }, b: { goodId: number; storeId: number }) =>
  a.goodId - b.goodId || a.storeId - b.storeId;

/** The dispatching stores' ids in their order, or null: every active store, most available first. */
async function dispatchOrder(ctx: Pick<Ctx, 'db'>, named: readonly string[] | undefined): Promise<number[] | null> {
  if (!named?.length) return null;
  const rows = await ctx.db.select({ id: stores.id, slug: stores.slug }).from(stores).where(eq(stores.isActive, true));
  const ids: number[] = [];
  for (const name of named) {
    const hit = rows.find((r) => String(r.id) === name || r.slug === name);
    if (hit && !ids.includes(hit.id)) ids.push(hit.id);
  }
  return ids;
}

/** How a delivery line is taken: whole from the first store that has it, else split; null: not enough. */
async function planDelivery(
  ctx: Pick<Ctx, 'db'>,
  line: ReserveLine,
  order: readonly number[] | null,
): Promise<{ storeId: number; quantity: number }[] | null> {
  const rows = await ctx.db
    .select({ storeId: storeStock.storeId, available: availableSql })
    .from(storeStock)
    .innerJoin(stores, eq(stores.id, storeStock.storeId))
    .where(
      and(
        eq(storeStock.goodId, line.goodId),
        eq(stores.isActive, true),
        gt(sql`${storeStock.quantity} - ${storeStock.reserved}`, 0),
        order ? inArray(storeStock.storeId, order.length ? order : [-1]) : undefined,
      ),
    );
  const ranked = order
    ? rows.sort((a, b) => order.indexOf(a.storeId) - order.indexOf(b.storeId))
    : rows.sort((a, b) => Number(b.available) - Number(a.available) || a.storeId - b.storeId);
  const whole = ranked.find((r) => Number(r.available) >= line.quantity);
  if (whole) return [{ storeId: whole.storeId, quantity: line.quantity }];
  const takes: { storeId: number; quantity: number }[] = [];
  let left = line.quantity;
  for (const r of ranked) {
    if (left <= 0) break;
    const take = Math.min(left, Number(r.available));
    takes.push({ storeId: r.storeId, quantity: take });
    left -= take;
  }
  return left > 0 ? null : takes;
}

/** What is left of a good where the order could take it (the refusal's "only N"). */
async function availableOf(
  ctx: Pick<Ctx, 'db'>,
  goodId: number,
  from: ReserveFrom,
  order: readonly number[] | null,
): Promise<number> {
  const stores_ = from.kind === 'pickup' ? [from.storeId] : order;
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${availableSql}), 0)::int` })
    .from(storeStock)
    .innerJoin(stores, eq(stores.id, storeStock.storeId))
    .where(
      and(
        eq(storeStock.goodId, goodId),
        eq(stores.isActive, true),
        stores_ ? inArray(storeStock.storeId, stores_.length ? [...stores_] : [-1]) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
