import type { CarrierAdapter, CarrierCode, ServiceKind, TrackingStatus } from './carrier';

/** Demo base tariffs per service, kopiyky, and per started kilogram above 2 kg (ADR 0105). */
const base: Record<ServiceKind, number> = { department: 7_000, parcel_locker: 6_500, courier: 10_000 };
const perKg = 1_000;

/**
 * The demo carrier, one for every use (issue 21, ADR 0104, 0105): nothing leaves the machine.
 * Without a carrier's settings the shop still shows a deterministic tariff estimate, marked
 * "орієнтовно (демо)", makes waybills numbered from the order (`DEMO-…`) and tracks them as
 * created. Its settlements are our towns; it lists no directories, so the seeder's demo
 * departments stay and the sync says there is nothing to sync.
 */
export function demoCarrier(code: CarrierCode = 'nova_poshta'): CarrierAdapter {
  return {
    code,
    demo: true,
    settlements: async () => ({ items: [], next: null }),
    points: async () => ({ items: [], next: null }),
    async estimate({ service, parcel }) {
      const extraKg = Math.max(0, Math.ceil(parcel.weightG / 1_000) - 2);
      return { delivery: base[service] + extraKg * perKg, codCommission: 0, insurance: 0 };
    },
    async createShipment(request) {
      const number = `DEMO-${code === 'nova_poshta' ? 'NP' : code === 'ukrposhta' ? 'UP' : 'ME'}-${String(request.orderId).padStart(8, '0')}`;
      return { number, ref: number, cost: null, estimatedDelivery: null };
    },
    async track(numbers): Promise<TrackingStatus[]> {
      return numbers.map((number) => ({
        number,
        code: 'demo',
        titleUa: 'Створено (демо)',
        titleRu: 'Создано (демо)',
        state: 'created' as const,
        at: null,
      }));
    },
  };
}
