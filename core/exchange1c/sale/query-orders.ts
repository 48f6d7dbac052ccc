import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { recordCustomerDataExport } from '#core/staff';
import { orderExports } from '#db/schema';
import { exchangeActor } from './apply-sale-documents';
import { orderFingerprint } from './fingerprint';
import { loadSaleOrders } from './load-sale-orders';
import { renderSaleDocuments } from './render-sale-documents';

/** At most this many orders per `mode=query`; the rest follow in the next exchange (oldest first). */
export const saleQueryLimit = 500;

export type QueryOrdersResult = { xml: string; orderIds: number[] };

/**
 * 1C's `type=sale&mode=query` (ADR 0103): the orders 1C does not have as they are now —
 * never confirmed, or changed since (their fingerprint moved) — as one CommerceML 2.08 document,
 * oldest first. Remembers for the session which fingerprints it sent, so `markOrdersExported`
 * confirms exactly those; a new query of the same session replaces the previous one's list.
 */
export async function queryOrders(
  ctx: Ctx,
  input: { session: string; limit?: number; address?: string | null },
): Promise<QueryOrdersResult> {
  const picked = await ctx.db.transaction(async (tx) => {
    await tx
      .update(orderExports)
      .set({ pendingHash: null, pendingSession: null, pendingAt: null })
      .where(eq(orderExports.pendingSession, input.session));
    const result = await tx.execute(sql`
      select id, fp from (
        select o.id, ${orderFingerprint} as fp, e.exported_hash
        from orders o left join order_exports e on e.order_id = o.id
      ) c
      where c.exported_hash is null or c.exported_hash <> c.fp
      order by c.id
      limit ${input.limit ?? saleQueryLimit}`);
    const rows = (result as unknown as { rows: { id: number; fp: string }[] }).rows.map((r) => ({
      id: Number(r.id),
      fp: r.fp,
    }));
    if (rows.length)
      await tx.execute(sql`
        insert into order_exports (order_id, pending_hash, pending_session, pending_at)
        select r.id, r.fp, ${input.session}, ${ctx.now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, fp text)
        on conflict (order_id) do update
          set pending_hash = excluded.pending_hash, pending_session = excluded.pending_session,
              pending_at = excluded.pending_at`);
    // The shoppers' names, phones and addresses go to 1C: an export of customer data.
    if (rows.length)
      await recordCustomerDataExport(
        { ...ctx, db: tx },
        { kind: 'import', name: exchangeActor },
        {
          entity: 'orders',
          ids: rows.map((r) => r.id),
          address: input.address ?? null,
          details: { to: '1C' },
        },
      );
    return rows.map((r) => r.id);
  });
  const orders = await loadSaleOrders(ctx, picked);
  return { xml: renderSaleDocuments(orders, ctx.now), orderIds: picked };
}
