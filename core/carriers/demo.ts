import type { CarrierAdapter, CarrierCode, ServiceKind, TrackingStatus } from './carrier';

/** Demo base tariffs per service, kopiyky, and per started kilogram above 2 kg (ADR 0105). */
const base: Record<ServiceKind, number> = { department: 7_000, parcel_locker: 6_500, courier: 10_000 };
const perKg = 1_000;

/**
 * A demo waybill's way: each tracking call moves it one step, so a demo shop sees an
 * order travel and arrive — the hourly tracking takes it to delivered in about three hours, the
 * back office's "Оновити статуси ТТН" at once. Kept per process (demo waybills are not real).
 */
const demoWay: { state: TrackingStatus['state']; ua: string; ru: string }[] = [
  { state: 'created', ua: 'Створено (демо)', ru: 'Создано (демо)' },
  { state: 'in_transit', ua: 'У дорозі (демо)', ru: 'В пути (демо)' },
  { state: 'arrived', ua: 'Прибула у відділення (демо)', ru: 'Прибыла в отделение (демо)' },
  { state: 'delivered', ua: 'Отримано (демо)', ru: 'Получено (демо)' },
];
const demoSteps = new Map<string, number>();
/** The cash on delivery each demo waybill collects, kopiyky (absent = prepaid). */
const demoCod = new Map<string, number>();

/**
 * The demo carrier, one for every use (ADR 0104, 0105): nothing leaves the machine.
 * Without a carrier's settings the shop still shows a deterministic tariff estimate, marked
 * "орієнтовно (демо)", makes waybills numbered from the order (`DEMO-…`) and tracks them as
 * created, then moving a step per tracking call; a delivered cash-on-delivery waybill says the money was collected. Its settlements are our towns; it lists no directories, so the seeder's demo
 * departments stay and the sync says there is nothing to sync.
 */
export function demoCarrier(code: CarrierCode = 'nova_poshta'): CarrierAdapter {
  return {
    code,
    demo: true,
    // As Nova Poshta: several seats on one waybill, one to a parcel locker; one elsewhere.
    maxSeats: (service) => (code !== 'nova_poshta' ? 1 : service === 'parcel_locker' ? 1 : 99),
    settlements: async () => ({ items: [], next: null }),
    points: async () => ({ items: [], next: null }),
    async estimate({ service, parcel }) {
      const extraKg = Math.max(0, Math.ceil(parcel.weightG / 1_000) - 2);
      return { delivery: base[service] + extraKg * perKg, codCommission: 0, insurance: 0 };
    },
    async createShipment(request) {
      const part = request.waybillNo && request.waybillNo > 1 ? `-${request.waybillNo}` : '';
      const number = `DEMO-${code === 'nova_poshta' ? 'NP' : code === 'ukrposhta' ? 'UP' : 'ME'}-${String(request.orderId).padStart(8, '0')}${part}`;
      demoSteps.delete(number);
      if (request.parcel.cashOnDelivery) demoCod.set(number, request.parcel.cashOnDelivery);
      else demoCod.delete(number);
      return { number, ref: number, cost: null, estimatedDelivery: null };
    },
    async track(numbers): Promise<TrackingStatus[]> {
      return numbers.map((number) => {
        const step = Math.min(demoWay.length - 1, (demoSteps.get(number) ?? 0) + 1);
        demoSteps.set(number, step);
        const way = demoWay[step] ?? demoWay[0];
        const cod = demoCod.get(number);
        return {
          number,
          code: 'demo',
          titleUa: way?.ua ?? '',
          titleRu: way?.ru ?? '',
          state: way?.state ?? 'created',
          at: null,
          // Delivered with cash on delivery: the demo carrier says it collected the money, as Nova
          // Poshta's tracking does with Redelivery, so a demo shop sees COD recorded paid.
          ...(way?.state === 'delivered' && cod
            ? { cod: { collected: true as const, transfer: 'demo', sum: (cod / 100).toFixed(2) } }
            : {}),
        };
      });
    },
  };
}
