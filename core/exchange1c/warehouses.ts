import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { exchangeWarehouses, stores } from '#db/schema';
import type { CmlNamed } from './commerceml';

/**
 * Records 1C's warehouses as the exchange meets them (name kept current, mapping untouched) and
 * answers each one's store by Ид — null while it is not mapped (its stock is then ignored).
 */
export async function upsertWarehouses(ctx: Ctx, found: readonly CmlNamed[]): Promise<void> {
  if (!found.length) return;
  const payload = found.map((w) => ({ exchange_id: w.id.slice(0, 100), name: (w.name || w.id).slice(0, 200) }));
  await ctx.db.execute(sql`
    insert into exchange_warehouses (exchange_id, name, seen_at)
    select exchange_id, name, ${ctx.now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(exchange_id text, name text)
    on conflict (exchange_id) do update set name = excluded.name, seen_at = excluded.seen_at`);
}

export async function warehouseStores(ctx: Ctx): Promise<Map<string, number | null>> {
  const rows = await ctx.db
    .select({ exchangeId: exchangeWarehouses.exchangeId, storeId: exchangeWarehouses.storeId })
    .from(exchangeWarehouses);
  return new Map(rows.map((w) => [w.exchangeId, w.storeId]));
}

/** The store that gets stock without a warehouse (EXCHANGE_1C_STOCK_STORE: an id or a slug). */
export async function totalStockStore(
  ctx: Ctx,
  setting: string | undefined,
): Promise<{ id: number; title: string } | null> {
  if (!setting) return null;
  const byId = /^\d{1,9}$/.test(setting) ? eq(stores.id, Number(setting)) : eq(stores.slug, setting);
  const [store] = await ctx.db.select({ id: stores.id, title: stores.titleUa }).from(stores).where(byId);
  return store ?? null;
}

/** Warehouses' names by Ид (the job page's "unmapped" list), their Ид when nameless. */
export async function warehouseNames(ctx: Ctx, ids: ReadonlySet<string>): Promise<string[]> {
  const rows = await ctx.db
    .select({ exchangeId: exchangeWarehouses.exchangeId, name: exchangeWarehouses.name })
    .from(exchangeWarehouses)
    .where(inArray(exchangeWarehouses.exchangeId, [...ids]));
  const names = new Map(rows.map((r) => [r.exchangeId, r.name]));
  return [...ids].slice(0, 50).map((id) => names.get(id) ?? id);
}

/** The warehouses for the back office's mapping screen, unmapped first. */
export async function listWarehouses(ctx: Ctx, actor: StaffView) {
  requireArea(actor, 'imports');
  return ctx.db
    .select({
      id: exchangeWarehouses.id,
      exchangeId: exchangeWarehouses.exchangeId,
      name: exchangeWarehouses.name,
      storeId: exchangeWarehouses.storeId,
      seenAt: exchangeWarehouses.seenAt,
    })
    .from(exchangeWarehouses)
    .orderBy(sql`${exchangeWarehouses.storeId} is not null`, asc(exchangeWarehouses.name));
}

export const mapWarehouseInput = z.strictObject({
  warehouseId: idSchema(),
  storeId: z.union([z.literal('').transform(() => null), idSchema()]),
});

/** Maps a 1C warehouse to a store (or unmaps it); the next offers.xml fills that store's stock. */
export async function mapWarehouse(ctx: Ctx, actor: StaffView, input: z.input<typeof mapWarehouseInput>) {
  requireArea(actor, 'imports');
  const parsed = mapWarehouseInput.safeParse(input);
  if (!parsed.success) return { ok: false as const, error: 'invalid' as const };
  const { warehouseId, storeId } = parsed.data;
  if (storeId !== null) {
    const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    if (!store) return { ok: false as const, error: 'unknown_store' as const };
  }
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(exchangeWarehouses).where(eq(exchangeWarehouses.id, warehouseId));
    if (!before) return { ok: false as const, error: 'not_found' as const };
    await tx.update(exchangeWarehouses).set({ storeId }).where(eq(exchangeWarehouses.id, warehouseId));
    await recordAudit(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      {
        action: 'exchange.warehouse',
        entity: 'exchange_warehouse',
        entityId: warehouseId,
        before: { storeId: before.storeId },
        after: { storeId },
      },
    );
    return { ok: true as const };
  });
}

/** The chain's stores a warehouse may map to (the mapping screen's choice). */
export async function mappableStores(ctx: Ctx, actor: StaffView) {
  requireArea(actor, 'imports');
  return ctx.db.select({ id: stores.id, title: stores.titleUa }).from(stores).orderBy(asc(stores.titleUa));
}
