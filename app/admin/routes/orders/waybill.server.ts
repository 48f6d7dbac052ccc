import { eq } from 'drizzle-orm';
import { data } from 'react-router';
import { errorTexts } from '#core/i18n';
import { getStaffOrder, type StaffOrderView } from '#core/orders';
import {
  createShipmentCarriers,
  createWaybill,
  orderPacking,
  orderShipments,
  type SavePackingError,
  saveOrderPacking,
  trackShipments,
  waybillDeps,
} from '#core/shipments';
import { orders } from '#db/schema';
import type { WaybillPanelData } from '../../components/waybill-panel';
import type { AdminSession } from '../../lib/guard.server';
import { unpaidText } from './unpaid';

const carrierTitles: Record<string, string> = { nova_poshta: 'Нова пошта', ukrposhta: 'Укрпошта', meest: 'Meest' };

/**
 * The order page's "ТТН" panel (ADR 0117): the order's parcels — as staff
 * packed them or as proposed —, its waybills when made, else whether they can be made now.
 */
export async function loadWaybillPanel({ ctx }: AdminSession, order: StaffOrderView): Promise<WaybillPanelData | null> {
  const carrier = order.delivery.carrier;
  if (!(carrier in carrierTitles) || order.delivery.kind === 'pickup') return null;
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
  if (!row) return null;
  const [made, packing] = await Promise.all([orderShipments(ctx, order.id), orderPacking(ctx, row)]);
  const titles = new Map(order.lines.map((l) => [l.goodId, l.titleUa]));
  const title = (goodId: number) => titles.get(goodId) ?? `Товар №${goodId}`;
  const open = made.some((s) => s.state !== 'delivered' && s.state !== 'returned');
  const covered = new Set(made.flatMap((s) => s.parcelNos ?? []));
  const parcels = packing.parcels ?? [];
  return {
    carrierTitle: carrierTitles[carrier] ?? carrier,
    canCreate: order.status === 'packed' && parcels.length > 0 && parcels.some((_, i) => !covered.has(i + 1)),
    isEarly: order.status === 'new' || order.status === 'confirmed',
    shipments: made.map((s) => ({
      number: s.number,
      state: s.state,
      status: s.statusUa,
      demo: s.demo,
      parcels: s.parcelNos,
    })),
    packing: packing.parcels && {
      source: packing.source,
      parcels: packing.parcels.map((p, i) => ({
        no: i + 1,
        items: p.items.map((it) => ({ goodId: it.goodId, title: title(it.goodId), quantity: it.quantity })),
        weightG: p.box.weightG,
        sides: [p.box.lengthMm, p.box.widthMm, p.box.heightMm].map((mm) => Math.ceil(mm / 10)) as [
          number,
          number,
          number,
        ],
        declaredValue: p.declaredValue,
      })),
      goods: packing.goods.map((g) => ({ goodId: g.goodId, title: title(g.goodId), quantity: g.quantity })),
      editable: made.length === 0 && (order.status === 'confirmed' || order.status === 'packed'),
    },
    packingProblem: packing.problem
      ? `${title(packing.problem.goodId)}: ${
          packing.problem.reason === 'point_too_small'
            ? 'не поміститься в поштомат чи відділення, яке обрав покупець — узгодьте інше відділення.'
            : 'одна штука більша за ліміти посилки (40×60×30 см, довга до 120 см, 20 кг, 6 000 грн) — перевізником не відправити.'
        }`
      : null,
    canTrack: open,
  };
}

/**
 * "Створити ТТН": the carrier's waybills for the packed order's parcels; the order ships with their numbers. An
 * unpaid prepaid order is refused unless a manager gives `override`, the reason.
 */
export async function waybillAction({ ctx, staff, services }: AdminSession, orderId: number, override = '') {
  const order = await getStaffOrder(ctx, staff, orderId);
  if (!order) throw data(null, { status: 404 });
  if (override.trim().length > 500) return data({ ok: false, message: 'Причина — до 500 символів.' }, { status: 400 });
  const carriers = services.carriers ?? createShipmentCarriers(services.env);
  const result = await createWaybill(
    ctx,
    staff,
    { orderId, override },
    waybillDeps(services.env.CARRIER_SENDER_SETTLEMENT, carriers),
  );
  if (!result.ok) {
    if (result.error === 'order_not_found') throw data(null, { status: 404 });
    if (result.error === 'order_unpaid' || result.error === 'order_override_forbidden')
      return data({ ok: false, message: unpaidText(result.error, order.paymentStatus) }, { status: 409 });
    return data({ ok: false, message: errorTexts(result.error).message_ua }, { status: 409 });
  }
  const what =
    result.numbers.length > 1
      ? `ТТН ${result.numbers.join(', ')} створено`
      : `ТТН ${result.number} створено${result.parcels > 1 ? ` (${result.parcels} місця)` : ''}`;
  return {
    ok: true,
    message: `${what}${result.demo ? ' (демо-перевізник)' : ''}. Замовлення відправлено, покупцю надіслано SMS.`,
  };
}

const packingTexts: Record<SavePackingError, string> = {
  order_not_found: 'Замовлення не знайдено.',
  packing_not_open: 'Пакування змінюють до створення ТТН, у підтвердженому чи зібраному замовленні. Оновіть сторінку.',
  packing_lines_mismatch:
    'Розкладіть кожен товар повністю: у посилках має бути рівно стільки штук, скільки в замовленні.',
  packing_parcel_over_limits:
    'більша за ліміти перевізника (40×60×30 см, довга до 120 см, 20 кг, 6 000 грн) чи за поштомат покупця: перекладіть частину товарів.',
};

/** "Зберегти пакування": the grid's quantities (`p<parcel>_<good>`) as the order's parcels. */
export async function packingAction({ ctx, staff }: AdminSession, orderId: number, fields: Record<string, string>) {
  if (!(await getStaffOrder(ctx, staff, orderId))) throw data(null, { status: 404 });
  const parcels = new Map<number, { goodId: number; quantity: number }[]>();
  for (const [key, value] of Object.entries(fields)) {
    const m = /^p([1-9]\d{0,2})_([1-9]\d{0,8})$/.exec(key);
    if (!m) continue;
    const text = value.trim() || '0';
    if (!/^\d{1,3}$/.test(text))
      return data({ ok: false, message: 'Кількість — ціле число від 0 до 999.' }, { status: 400 });
    const no = Number(m[1]);
    parcels.set(no, [...(parcels.get(no) ?? []), { goodId: Number(m[2]), quantity: Number(text) }]);
  }
  const list = [...parcels.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, items]) => items.filter((i) => i.quantity > 0))
    .filter((items) => items.length > 0);
  const result = await saveOrderPacking(ctx, staff, { orderId, parcels: list });
  if (result.ok) return { ok: true, message: `Пакування збережено: посилок — ${result.parcels}.` };
  if (result.error === 'order_not_found') throw data(null, { status: 404 });
  const text = packingTexts[result.error];
  return data(
    { ok: false, message: result.parcel ? `Не збережено: посилка ${result.parcel} ${text}` : `Не збережено. ${text}` },
    { status: 409 },
  );
}

/** "Оновити статуси ТТН": asks the carrier about the order's open waybills now. */
export async function trackAction({ ctx, staff, services }: AdminSession, orderId: number) {
  if (!(await getStaffOrder(ctx, staff, orderId))) throw data(null, { status: 404 });
  const carriers = services.carriers ?? createShipmentCarriers(services.env);
  const report = await trackShipments(ctx, carriers, { minAgeMs: 0, orderIds: [orderId] });
  if (report.failed) return data({ ok: false, message: 'Перевізник не відповів, спробуйте пізніше.' }, { status: 409 });
  return {
    ok: true,
    message:
      report.delivered > 0
        ? 'Статуси оновлено: усі посилки отримано, замовлення доставлене.'
        : `Статуси оновлено (${report.updated} з ${report.asked}).`,
  };
}
