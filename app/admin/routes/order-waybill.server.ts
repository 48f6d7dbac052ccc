import { data } from 'react-router';
import { errorTexts } from '#core/i18n';
import { getStaffOrder, type StaffOrderView } from '#core/orders';
import { createWaybill, orderTracking } from '#core/shipments';
import { createShipmentCarriers, waybillDeps } from '#server/shipments';
import type { WaybillPanelData } from '../components/waybill-panel';
import type { AdminSession } from '../guard.server';
import { unpaidText } from './order-unpaid';

const carrierTitles: Record<string, string> = { nova_poshta: 'Нова пошта', ukrposhta: 'Укрпошта', meest: 'Meest' };

/** The order page's "ТТН" panel (issue 21): the waybill when made, else whether one can be made now. */
export async function loadWaybillPanel({ ctx }: AdminSession, order: StaffOrderView): Promise<WaybillPanelData | null> {
  const carrier = order.delivery.carrier;
  if (!(carrier in carrierTitles) || order.delivery.kind === 'pickup') return null;
  const shipment = (await orderTracking(ctx, [order.id])).get(order.id) ?? null;
  return {
    carrierTitle: carrierTitles[carrier] ?? carrier,
    canCreate: !shipment && order.status === 'packed',
    isEarly: order.status === 'new' || order.status === 'confirmed',
    shipment: shipment && {
      number: shipment.number,
      state: shipment.state,
      status: shipment.statusUa,
      demo: shipment.demo,
    },
  };
}

/**
 * "Створити ТТН": the carrier's waybill for the packed order; the order ships with its number. An
 * unpaid prepaid order is refused unless a manager gives `override`, the reason (issue 30).
 */
export async function waybillAction({ ctx, staff, services }: AdminSession, orderId: number, override = '') {
  const order = await getStaffOrder(ctx, staff, orderId);
  if (!order) throw data(null, { status: 404 });
  if (override.trim().length > 500) return data({ ok: false, message: 'Причина — до 500 символів.' }, { status: 400 });
  const carriers = services.carriers ?? createShipmentCarriers(services.env);
  const result = await createWaybill(ctx, staff, { orderId, override }, waybillDeps(services.env, carriers));
  if (!result.ok) {
    if (result.error === 'order_not_found') throw data(null, { status: 404 });
    if (result.error === 'order_unpaid' || result.error === 'order_override_forbidden')
      return data({ ok: false, message: unpaidText(result.error, order.paymentStatus) }, { status: 409 });
    return data({ ok: false, message: errorTexts(result.error).message_ua }, { status: 409 });
  }
  return {
    ok: true,
    message: `ТТН ${result.number} створено${result.demo ? ' (демо-перевізник)' : ''}. Замовлення відправлено, покупцю надіслано SMS.`,
  };
}
