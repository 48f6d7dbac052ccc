import { and, asc, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { SmsGateway } from '#core/accounts';
import { changeOrderStatusByShop } from '#core/orders';
import { recordCashOnDelivery } from '#core/payments';
import type { Ctx } from '#core/shared';
import { orders, type ShipmentState, shipments } from '#db/schema';
import type { CarrierCode } from '../carriers/carrier';
import type { ShipmentCarriers } from './create-waybill';

export type TrackReport = { asked: number; updated: number; delivered: number; returned: number; failed: number };

/** Waybills asked per carrier call; the carriers take a list (Nova Poshta up to 100). */
const batch = 100;

/**
 * Asks the carriers where the open waybills are (ADR 0105) — those not delivered or
 * returned, not tracked in the last `minAgeMs` — and stores each one's status. A delivered parcel
 * moves its shipped order to delivered (its loyalty purchase recorded), a returned one to
 * returned, as the shop (no staff). A carrier that fails is counted and tried next run.
 */
export async function trackShipments(
  ctx: Ctx,
  carriers: ShipmentCarriers,
  options: { minAgeMs?: number; limit?: number; sms?: SmsGateway; orderIds?: readonly number[] } = {},
): Promise<TrackReport> {
  const report: TrackReport = { asked: 0, updated: 0, delivered: 0, returned: 0, failed: 0 };
  const before = new Date(ctx.now.getTime() - (options.minAgeMs ?? 50 * 60_000));
  const open = await ctx.db
    .select({
      id: shipments.id,
      orderId: shipments.orderId,
      carrier: shipments.carrier,
      number: shipments.number,
      state: shipments.state,
    })
    .from(shipments)
    .where(
      and(
        notInArray(shipments.state, ['delivered', 'returned']),
        or(isNull(shipments.trackedAt), lt(shipments.trackedAt, before)),
        options.orderIds ? inArray(shipments.orderId, [...options.orderIds, 0]) : undefined,
      ),
    )
    .orderBy(asc(shipments.trackedAt), asc(shipments.id))
    .limit(options.limit ?? 5_000);
  const byCarrier = new Map<CarrierCode, typeof open>();
  for (const s of open)
    byCarrier.set(s.carrier as CarrierCode, [...(byCarrier.get(s.carrier as CarrierCode) ?? []), s]);
  for (const [code, list] of byCarrier) {
    const carrier = carriers(code);
    for (let i = 0; i < list.length; i += batch) {
      const part = list.slice(i, i + batch);
      report.asked += part.length;
      let statuses: Awaited<ReturnType<typeof carrier.track>>;
      try {
        statuses = await carrier.track(part.map((s) => s.number));
      } catch {
        report.failed += part.length;
        continue;
      }
      const byNumber = new Map(statuses.map((s) => [s.number, s]));
      for (const s of part) {
        const status = byNumber.get(s.number);
        await ctx.db.transaction(async (tx) => {
          const txCtx = { ...ctx, db: tx };
          const state: ShipmentState = status?.state ?? s.state;
          await tx
            .update(shipments)
            .set({
              trackedAt: ctx.now,
              ...(status ? { state, statusCode: status.code, statusUa: status.titleUa, statusRu: status.titleRu } : {}),
            })
            .where(eq(shipments.id, s.id));
          if (!status) return;
          report.updated++;
          // The shopper paid the cash on delivery (ADR 0113): the expected money is received.
          if (status.cod)
            await recordCashOnDelivery(
              txCtx,
              { kind: 'carrier', carrier: code },
              {
                orderId: s.orderId,
                details: {
                  waybill: s.number,
                  status: status.code,
                  transfer: status.cod.transfer ?? '',
                  sum: status.cod.sum ?? '',
                },
              },
            );
          if (state !== 'delivered' && state !== 'returned') return;
          const [order] = await tx
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, s.orderId))
            .for('update');
          if (order?.status !== 'shipped') return;
          // An order of several waybills is delivered when every one is; returned when
          // every one has ended and one came back (a part returned is then settled by hand).
          const all = await tx
            .select({ state: shipments.state })
            .from(shipments)
            .where(eq(shipments.orderId, s.orderId));
          if (!all.every((w) => w.state === 'delivered' || w.state === 'returned')) return;
          const outcome = all.some((w) => w.state === 'returned') ? 'returned' : 'delivered';
          const moved = await changeOrderStatusByShop(txCtx, { orderId: s.orderId, status: outcome }, options.sms);
          if (moved.ok) report[outcome]++;
        });
      }
    }
  }
  return report;
}

export type OrderTracking = {
  orderId: number;
  carrier: string;
  number: string;
  state: ShipmentState;
  statusUa: string | null;
  statusRu: string | null;
  /** The carrier's last status code (Nova Poshta's titles by code, tracking-titles.ts). */
  statusCode: string | null;
  demo: boolean;
};

/** The latest waybill of each order (for the profile and the API; `orderShipments` lists them all). */
export async function orderTracking(ctx: Ctx, orderIds: readonly number[]): Promise<Map<number, OrderTracking>> {
  if (!orderIds.length) return new Map();
  const rows = await ctx.db
    .select({
      orderId: shipments.orderId,
      carrier: shipments.carrier,
      number: shipments.number,
      state: shipments.state,
      statusUa: shipments.statusUa,
      statusRu: shipments.statusRu,
      statusCode: shipments.statusCode,
      demo: shipments.demo,
    })
    .from(shipments)
    .where(inArray(shipments.orderId, [...orderIds]))
    .orderBy(asc(shipments.id));
  return new Map(rows.map((r) => [r.orderId, r]));
}

/** Every waybill of an order, first made first (the back office's "ТТН" panel). */
export async function orderShipments(
  ctx: Ctx,
  orderId: number,
): Promise<(OrderTracking & { parcelNos: number[] | null })[]> {
  return ctx.db
    .select({
      orderId: shipments.orderId,
      carrier: shipments.carrier,
      number: shipments.number,
      state: shipments.state,
      statusUa: shipments.statusUa,
      statusRu: shipments.statusRu,
      statusCode: shipments.statusCode,
      demo: shipments.demo,
      parcelNos: shipments.parcelNos,
    })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id));
}
