import type { CarrierAdapter, CarrierCode, Tariff } from './carrier';

/**
 * The demo carrier (no settings; issue 21, ADR 0104): empty directories — the seeder's demo
 * departments stay and the sync says there is nothing to sync — a tariff from a fixed table
 * shaped like Nova Poshta's published one, `DEMO…` waybills, tracking that stays `created`.
 * Nothing leaves the machine.
 */
export function demoCarrier(code: CarrierCode = 'nova_poshta'): CarrierAdapter {
  let serial = 0;
  return {
    code,
    demo: true,
    settlements: async () => ({ items: [], next: null }),
    points: async () => ({ items: [], next: null }),
    async estimate({ parcel, service }): Promise<Tariff | null> {
      if (parcel.weightG > 30_000) return null;
      const base = parcel.weightG <= 2000 ? 7000 : parcel.weightG <= 10_000 ? 10_500 : 16_000;
      const delivery = base + (service === 'courier' ? 4000 : 0);
      const insurance = Math.max(0, Math.round((parcel.declaredValue - 20_000) * 0.005));
      const codCommission = parcel.cashOnDelivery ? 2000 + Math.round(parcel.cashOnDelivery * 0.02) : 0;
      return { delivery, codCommission, insurance };
    },
    async createShipment(request) {
      serial++;
      const number = `DEMO${String(request.orderId).padStart(8, '0')}${serial}`;
      return { number, ref: number, cost: null, estimatedDelivery: null };
    },
    track: async (numbers) =>
      numbers.map((number) => ({
        number,
        code: 'demo',
        titleUa: 'Демо: накладну створено',
        titleRu: 'Демо: накладная создана',
        state: 'created' as const,
        at: null,
      })),
  };
}
