import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SmsGateway } from '#core/accounts';
import { pointTooSmall } from '#core/checkout';
import { changeOrderStatus, mayOverridePayment, ordersOf, paymentGate } from '#core/orders';
import { expectCashOnDelivery } from '#core/payments';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, StaffForbiddenError, type StaffView } from '#core/staff';
import { deliveryMethods, departments, orderLines, orders, paymentMethods, shipments, towns } from '#db/schema';
import { type CarrierAdapter, type CarrierCode, CarrierError } from '../carriers/carrier';
import { loadParcel } from './parcel';
import { type SettlementRefs, serviceOf } from './tariffs';

/** The carrier adapter for a code: a real one from the environment or the demo carrier. */
export type ShipmentCarriers = (code: CarrierCode) => CarrierAdapter;

/**
 * A department's carrier ref from our `departments.code` (np's sync keeps `departments.ref`);
 * the default takes the code as it is (Ukrposhta's post offices: the postcode).
 */
export type PointRefs = (
  ctx: Ctx,
  carrier: CarrierCode,
  deliveryMethodId: number,
  departmentCode: string,
) => Promise<string | null>;
export const codeAsPointRef: PointRefs = async (_ctx, _carrier, _method, code) => code;

export type WaybillDeps = {
  carriers: ShipmentCarriers;
  settlements: SettlementRefs;
  points?: PointRefs;
  /** `CARRIER_SENDER_SETTLEMENT`: the town the chain dispatches from. */
  senderTownCode: string;
  sms?: SmsGateway;
};

export type WaybillError =
  | 'order_not_found'
  | 'shipment_not_packed'
  | 'shipment_not_carrier'
  | 'shipment_exists'
  | 'shipment_over_limits'
  | 'shipment_point_too_small'
  | 'shipment_no_settlement'
  | 'shipment_cod_not_whole'
  | 'shipment_carrier_failed'
  | 'order_unpaid'
  | 'order_override_forbidden';
export type CreateWaybillResult = { ok: true; number: string; demo: boolean } | { ok: false; error: WaybillError };

const carriersWithWaybills = new Set<string>(['nova_poshta', 'ukrposhta', 'meest']);

/**
 * Makes the carrier's waybill for a packed order (issue 21, ADR 0105): the parcel from its lines
 * (SPEC §9 limits), cash on delivery for a COD order, the shop's dispatch town to the shopper's
 * department or door. Then, in one transaction, the shipment row, the audit, and the order moved
 * to shipped with the number as the status note — the shopper's SMS, e-mail and history show it.
 * The carrier is called outside the transaction; a second click finds the shipment and refuses.
 */
export async function createWaybill(
  ctx: Ctx,
  actor: StaffView,
  /** `override`: ship an unpaid prepaid order anyway, why (issue 30, ADR 0113; manager and admin). */
  input: { orderId: number; override?: string },
  deps: WaybillDeps,
): Promise<CreateWaybillResult> {
  requireArea(actor, 'orders');
  // The store role opens orders (its own pickups, which have no waybill) but makes no waybills.
  if (actor.role === 'store') throw new StaffForbiddenError(actor.role, 'orders');
  const [order] = await ctx.db
    .select({
      order: orders,
      carrier: deliveryMethods.carrier,
      kind: deliveryMethods.kind,
      code: deliveryMethods.code,
      payment: paymentMethods.code,
    })
    .from(orders)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(and(eq(orders.id, input.orderId), ordersOf(actor)));
  if (!order) return { ok: false, error: 'order_not_found' };
  const o = order.order;
  if (!carriersWithWaybills.has(order.carrier) || order.kind === 'pickup')
    return { ok: false, error: 'shipment_not_carrier' };
  if (o.status !== 'packed') return { ok: false, error: 'shipment_not_packed' };
  if (await hasShipment(ctx, o.id)) return { ok: false, error: 'shipment_exists' };
  // Issue 30 (ADR 0113): no waybill for an unpaid prepaid order, before the carrier is asked.
  if (paymentGate(o, order.payment, 'shipped') === 'unpaid') {
    if (!input.override?.trim()) return { ok: false, error: 'order_unpaid' };
    if (!mayOverridePayment(actor)) return { ok: false, error: 'order_override_forbidden' };
  }

  const code = order.carrier as CarrierCode;
  const carrier = deps.carriers(code);
  const lines = await ctx.db
    .select({ id: orderLines.goodId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, o.id));
  // The order's point must take the parcel (issue 29): a locker whose cells are 60 cm gets no
  // 100 cm rod — the carrier would refuse it at the counter, or the waybill outright.
  if (
    order.kind !== 'courier' &&
    o.departmentCode &&
    (await pointTooSmall(
      ctx,
      { deliveryMethodId: o.deliveryMethodId, townCode: o.townCode, code: o.departmentCode },
      lines,
    ))
  )
    return { ok: false, error: 'shipment_point_too_small' };
  const declaredValue = o.goodsPrice - o.goodsDiscount - o.promoDiscount;
  const cod = order.payment === 'cod' ? o.total - o.paymentCommission : null;
  const parcel = await loadParcel(ctx, lines, { declaredValue, cashOnDelivery: cod });
  if (!parcel) return { ok: false, error: 'shipment_over_limits' };
  // A carrier that takes whole hryvnias only (Nova Poshta) would collect a sum the receipt does
  // not show if the amount were rounded here (issue 29): the order's amount must be whole first.
  if (cod && cod % (carrier.codStep ?? 1) !== 0) return { ok: false, error: 'shipment_cod_not_whole' };
  const refs = async (town: string) => (carrier.demo ? town : deps.settlements(ctx, code, town));
  const [from, to] = await Promise.all([refs(deps.senderTownCode), refs(o.townCode)]);
  // The point's own kind: parcel lockers share the department method (ADR 0104).
  const [picked] = o.departmentCode
    ? await ctx.db
        .select({ kind: departments.kind })
        .from(departments)
        .where(
          and(
            eq(departments.deliveryMethodId, o.deliveryMethodId),
            eq(departments.townCode, o.townCode),
            eq(departments.code, o.departmentCode),
          ),
        )
        .limit(1)
    : [];
  const service = serviceOf(order, picked?.kind) ?? 'department';
  const point =
    service === 'courier' || !o.departmentCode
      ? null
      : carrier.demo
        ? o.departmentCode
        : await (deps.points ?? codeAsPointRef)(ctx, code, o.deliveryMethodId, o.departmentCode);
  if (!from || !to || (service !== 'courier' && !point)) return { ok: false, error: 'shipment_no_settlement' };
  // A door address by text names the town too (Nova Poshta's NewAddress form).
  const [town] =
    service === 'courier'
      ? await ctx.db
          .select({ name: towns.titleUa, region: towns.regionUa })
          .from(towns)
          .where(eq(towns.code, o.townCode))
          .limit(1)
      : [];

  let made: Awaited<ReturnType<CarrierAdapter['createShipment']>>;
  try {
    made = await carrier.createShipment({
      orderId: o.id,
      service,
      fromSettlementRef: from,
      fromPointRef: null,
      toSettlementRef: to,
      toPointRef: point,
      address: service === 'courier' ? splitAddress(o.deliveryAddress ?? '') : null,
      toTown: town ?? null,
      recipient: {
        firstName: o.recipientFirstName || o.firstName,
        lastName: o.recipientLastName || o.lastName,
        middleName: o.recipientSecondName || o.secondName || '',
        phone: o.recipientPhone || o.phone,
      },
      parcel,
      description: `Замовлення ${o.id}`,
    });
  } catch (error) {
    if (error instanceof CarrierError) return { ok: false, error: 'shipment_carrier_failed' };
    throw error;
  }

  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    // One waybill per order even when two managers click at once: the order row is the lock.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, o.id)).for('update');
    if (await hasShipment(txCtx, o.id)) return { ok: false, error: 'shipment_exists' } as const;
    const [row] = await tx
      .insert(shipments)
      .values({
        orderId: o.id,
        carrier: code,
        number: made.number,
        ref: made.ref,
        cost: made.cost,
        demo: carrier.demo,
        createdBy: actor.id,
        createdAt: ctx.now,
      })
      .returning({ id: shipments.id });
    await recordAudit(
      txCtx,
      { kind: 'staff', staff: actor },
      {
        action: 'shipment.create',
        entity: 'order',
        entityId: o.id,
        before: null,
        after: { shipment: row?.id, carrier: code, number: made.number, demo: carrier.demo },
      },
    );
    // The carrier's cash on delivery is money expected from now (issue 30, ADR 0113).
    if (cod) await expectCashOnDelivery(txCtx, o.id, o.total);
    const moved = await changeOrderStatus(
      txCtx,
      actor,
      { orderId: o.id, status: 'shipped', note: `ТТН ${made.number}`, override: input.override },
      deps.sms,
    );
    if (!moved.ok) throw new Error(`order ${o.id} could not move to shipped: ${moved.error}`);
    return { ok: true, number: made.number, demo: carrier.demo } as const;
  });
}

async function hasShipment(ctx: Ctx, orderId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ n: sql<number>`1` })
    .from(shipments)
    .where(
      and(
        eq(shipments.orderId, orderId),
        inArray(shipments.state, ['created', 'in_transit', 'arrived', 'delivered', 'unknown']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The order's stored address line ("Хрещатик, 1, кв. 5") back into its parts. */
function splitAddress(line: string): { street: string; house: string; flat: string } {
  const [street = '', house = '', flat = ''] = line.split(',').map((p) => p.trim());
  return { street, house, flat: flat.replace(/^кв\.\s*/, '') };
}
