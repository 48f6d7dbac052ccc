import { and, eq, inArray } from 'drizzle-orm';
import type { SmsGateway } from '#core/accounts';
import { isCarrierCode, type PackedParcel, parcelFits } from '#core/carriers';
import { changeOrderStatus, mayOverridePayment, ordersOf, paymentGate } from '#core/orders';
import { expectCashOnDelivery } from '#core/payments';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, StaffForbiddenError, type StaffView } from '#core/staff';
import { deliveryMethods, departments, orders, paymentMethods, shipments, towns } from '#db/schema';
import { type CarrierAdapter, type CarrierCode, CarrierError, type Parcel } from '../carriers/carrier';
import { orderPacking } from './order-packing';
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
export type CreateWaybillResult =
  | {
      ok: true;
      /** The waybills' numbers, comma-separated (the status note's text). */
      number: string;
      numbers: string[];
      /** How many parcels (seats) the order ships as. */
      parcels: number;
      demo: boolean;
    }
  | { ok: false; error: WaybillError };

/**
 * Makes the carrier's waybills for a packed order (ADR 0105; several parcels
 * ADR 0117): the order's parcels (SPEC §9 limits per parcel) as one waybill's seats or a waybill
 * each, cash on delivery for a COD order shared over them, the shop's dispatch town to the
 * shopper's department or door. Each waybill is recorded (with its audit) as it is made; once all
 * are, the order moves to shipped with their numbers as the status note — the shopper's SMS,
 * e-mail and history show them. The carrier is called outside any transaction; a waybill whose
 * parcels another click already covered is refused, and a failure part way keeps what was made,
 * so the next click makes only the rest.
 */
export async function createWaybill(
  ctx: Ctx,
  actor: StaffView,
  /** `override`: ship an unpaid prepaid order anyway, why (ADR 0113; manager and admin). */
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
  if (!isCarrierCode(order.carrier) || order.kind === 'pickup') return { ok: false, error: 'shipment_not_carrier' };
  if (o.status !== 'packed') return { ok: false, error: 'shipment_not_packed' };
  // ADR 0113: no waybill for an unpaid prepaid order, before the carrier is asked.
  if (paymentGate(o, order.payment, 'shipped') === 'unpaid') {
    if (!input.override?.trim()) return { ok: false, error: 'order_unpaid' };
    if (!mayOverridePayment(actor)) return { ok: false, error: 'order_override_forbidden' };
  }

  const code = order.carrier as CarrierCode;
  const carrier = deps.carriers(code);
  // The order's parcels (ADR 0117): as staff packed them, else the proposal. A good that
  // fits no parcel of SPEC §9 — or, first, no cell of the order's point (a locker whose
  // cells are 60 cm gets no 100 cm rod) — gets no waybill.
  const packing = await orderPacking(ctx, o);
  if (!packing.parcels)
    return {
      ok: false,
      error: packing.problem?.reason === 'point_too_small' ? 'shipment_point_too_small' : 'shipment_over_limits',
    };
  const parcels = packing.parcels;
  // A saved packing is checked again: the point's limits may have shrunk since (the nightly sync).
  for (const p of parcels)
    if (!parcelFits(p.box, p.declaredValue, null)) return { ok: false, error: 'shipment_over_limits' };
    else if (!parcelFits(p.box, p.declaredValue, packing.point))
      return { ok: false, error: 'shipment_point_too_small' };
  const cod = order.payment === 'cod' ? o.total - o.paymentCommission : null;
  // A carrier that takes whole hryvnias only (Nova Poshta) would collect a sum the receipt does not
  // show if the amount were rounded here: the order's amount must be whole first.
  const codStep = carrier.codStep ?? 1;
  if (cod && cod % codStep !== 0) return { ok: false, error: 'shipment_cod_not_whole' };
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

  // Waybills: the parcels as seats of one, or one each where the carrier takes one seat per
  // waybill (Ukrposhta, Meest, a Nova Poshta parcel locker). COD is shared over them by value.
  const groups = waybillGroups(parcels, Math.max(1, carrier.maxSeats?.(service) ?? 1));
  const values = groups.map((g) => g.reduce((sum, n) => sum + (parcels[n - 1]?.declaredValue ?? 0), 0));
  const cods = cod === null ? groups.map(() => null) : shareInSteps(cod, values, codStep);
  const done = await madeParcels(ctx, o.id);
  if (done.whole) return { ok: false, error: 'shipment_exists' };
  const numbers: string[] = [...done.numbers];
  for (const [g, group] of groups.entries()) {
    if (group.every((n) => done.parcels.has(n))) continue;
    const seats = group.map((n) => toParcel(parcels[n - 1] as PackedParcel, null));
    const whole: Parcel = {
      weightG: seats.reduce((s, p) => s + p.weightG, 0),
      lengthMm: Math.max(...seats.map((p) => p.lengthMm)),
      widthMm: Math.max(...seats.map((p) => p.widthMm)),
      heightMm: Math.max(...seats.map((p) => p.heightMm)),
      declaredValue: seats.reduce((s, p) => s + p.declaredValue, 0),
      cashOnDelivery: cods[g] ?? null,
    };
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
        parcel: seats.length === 1 ? { ...(seats[0] as Parcel), cashOnDelivery: whole.cashOnDelivery } : whole,
        ...(seats.length > 1 ? { seats } : {}),
        ...(groups.length > 1 ? { waybillNo: g + 1 } : {}),
        description: groups.length > 1 ? `Замовлення ${o.id} (${g + 1}/${groups.length})` : `Замовлення ${o.id}`,
      });
    } catch (error) {
      // The waybills made so far stay recorded: the next click makes only the rest.
      if (error instanceof CarrierError) return { ok: false, error: 'shipment_carrier_failed' };
      throw error;
    }
    const saved = await ctx.db.transaction(async (tx) => {
      // One waybill per parcel even when two managers click at once: the order row is the lock.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, o.id)).for('update');
      const again = await madeParcels({ ...ctx, db: tx }, o.id);
      if (group.some((n) => again.parcels.has(n))) return false;
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
          parcelNos: group,
        })
        .returning({ id: shipments.id });
      await recordAudit(
        { ...ctx, db: tx },
        { kind: 'staff', staff: actor },
        {
          action: 'shipment.create',
          entity: 'order',
          entityId: o.id,
          before: null,
          after: { shipment: row?.id, carrier: code, number: made.number, demo: carrier.demo, parcels: group },
        },
      );
      return true;
    });
    if (!saved) return { ok: false, error: 'shipment_exists' };
    numbers.push(made.number);
  }

  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, o.id)).for('update');
    const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, o.id));
    if (now?.status !== 'packed') return { ok: false, error: 'shipment_exists' } as const;
    // The carrier's cash on delivery is money expected from now (ADR 0113).
    if (cod) await expectCashOnDelivery(txCtx, o.id, o.total);
    const moved = await changeOrderStatus(
      txCtx,
      actor,
      { orderId: o.id, status: 'shipped', note: `ТТН ${numbers.join(', ')}`, override: input.override },
      deps.sms,
    );
    if (!moved.ok) throw new Error(`order ${o.id} could not move to shipped: ${moved.error}`);
    return { ok: true, number: numbers.join(', '), numbers, parcels: parcels.length, demo: carrier.demo } as const;
  });
}

/** A packed parcel as the carrier port takes it. */
const toParcel = (p: PackedParcel, cashOnDelivery: number | null): Parcel => ({
  ...p.box,
  declaredValue: p.declaredValue,
  cashOnDelivery,
});

/** Parcel numbers (1-based) grouped into waybills of at most `maxSeats` seats each. */
export function waybillGroups(parcels: readonly unknown[], maxSeats: number): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < parcels.length; i += maxSeats)
    groups.push(Array.from({ length: Math.min(maxSeats, parcels.length - i) }, (_, k) => i + k + 1));
  return groups;
}

/**
 * `total` shared in proportion to `weights`, each share a multiple of `step` (kopiyky), largest
 * remainder first, the shares summing to `total` (a multiple of `step`): cash on delivery over
 * several waybills, each in whole hryvnias for Nova Poshta.
 */
export function shareInSteps(total: number, weights: readonly number[], step: number): number[] {
  const units = Math.round(total / step);
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (w * units) / sum : units / weights.length));
  const floors = exact.map(Math.floor);
  let rest = units - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    rest--;
  }
  return floors.map((f) => f * step);
}

/** The parcels of the order that already have a live waybill, and those waybills' numbers. */
async function madeParcels(
  ctx: Ctx,
  orderId: number,
): Promise<{ parcels: Set<number>; numbers: string[]; whole: boolean }> {
  const rows = await ctx.db
    .select({ number: shipments.number, parcelNos: shipments.parcelNos })
    .from(shipments)
    .where(
      and(
        eq(shipments.orderId, orderId),
        inArray(shipments.state, ['created', 'in_transit', 'arrived', 'delivered', 'unknown']),
      ),
    )
    .orderBy(shipments.id);
  return {
    parcels: new Set(rows.flatMap((r) => r.parcelNos ?? [])),
    numbers: rows.map((r) => r.number),
    // A waybill from before parcels (no numbers) carries the whole order.
    whole: rows.some((r) => r.parcelNos === null),
  };
}

/** The order's stored address line ("Хрещатик, 1, кв. 5") back into its parts. */
function splitAddress(line: string): { street: string; house: string; flat: string } {
  const [street = '', house = '', flat = ''] = line.split(',').map((p) => p.trim());
  return { street, house, flat: flat.replace(/^кв\.\s*/, '') };
}
