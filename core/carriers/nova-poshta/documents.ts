import { z } from 'zod';
import type { Parcel, ServiceKind, Shipment, ShipmentRequest, Tariff, TrackingStatus } from '../carrier';

/** Nova Poshta's ServiceType: we hand parcels in at a department; the recipient's end varies. */
/** Nova Poshta's ServiceType from our warehouse: a parcel locker is `WarehousePostomat`, priced apart. */
export const serviceType = (service: ServiceKind) =>
  service === 'courier' ? 'WarehouseDoors' : service === 'parcel_locker' ? 'WarehousePostomat' : 'WarehouseWarehouse';

const hryvnias = (kopiyky: number) => Math.max(0, Math.round(kopiyky / 100));
const kilograms = (grams: number) => Math.max(0.1, Math.round(grams / 100) / 10);
const toKopiyky = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/** The parcel as one seat: weight in kg, sizes in cm (OptionsSeat's volumetric fields). */
export function seat(parcel: Parcel) {
  return {
    weight: kilograms(parcel.weightG),
    volumetricLength: Math.max(1, Math.ceil(parcel.lengthMm / 10)),
    volumetricWidth: Math.max(1, Math.ceil(parcel.widthMm / 10)),
    volumetricHeight: Math.max(1, Math.ceil(parcel.heightMm / 10)),
  };
}

/** `InternetDocument.getDocumentPrice` properties for a tariff query. */
export function priceProperties(from: string, to: string, service: ServiceKind, parcel: Parcel) {
  return {
    CitySender: from,
    CityRecipient: to,
    Weight: String(kilograms(parcel.weightG)),
    ServiceType: serviceType(service),
    Cost: String(hryvnias(parcel.declaredValue)),
    CargoType: 'Parcel',
    SeatsAmount: '1',
    OptionsSeat: [seat(parcel)],
    ...(parcel.cashOnDelivery
      ? { RedeliveryCalculate: { CargoType: 'Money', Amount: String(hryvnias(parcel.cashOnDelivery)) } }
      : {}),
  };
}

const priceRow = z.looseObject({
  Cost: z.union([z.number(), z.string()]),
  AssessedCost: z.union([z.number(), z.string()]).optional(),
  CostRedelivery: z.union([z.number(), z.string()]).optional(),
});

/**
 * The answer as our tariff: `Cost` already holds delivery and the insurance on the assessed
 * value; the insurance share is shown apart (0.5 % of `AssessedCost`, Nova Poshta's published
 * rate) and `CostRedelivery` is the cash-on-delivery commission.
 */
export function toTariff(row: unknown): Tariff | null {
  const parsed = priceRow.safeParse(row);
  if (!parsed.success) return null;
  const total = toKopiyky(parsed.data.Cost);
  const insurance = Math.min(total, Math.round(toKopiyky(parsed.data.AssessedCost ?? 0) * 0.005));
  return { delivery: total - insurance, codCommission: toKopiyky(parsed.data.CostRedelivery ?? 0), insurance };
}

export type NovaPoshtaSender = {
  /** Counterparty ref of the shop (Counterparty.getCounterparties, Sender). */
  ref: string;
  contactRef: string;
  phone: string;
  /** CityRef and warehouse ref the shop hands parcels in at. */
  cityRef: string;
  addressRef: string;
};

const kyivDate = new Intl.DateTimeFormat('uk-UA', {
  timeZone: 'Europe/Kyiv',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** `InternetDocument.save` properties: the recipient by name and phone (no counterparty of theirs). */
export function saveProperties(request: ShipmentRequest, sender: NovaPoshtaSender, now: Date) {
  const { parcel, recipient } = request;
  return {
    PayerType: 'Recipient',
    PaymentMethod: 'Cash',
    DateTime: kyivDate.format(now),
    CargoType: 'Parcel',
    Weight: String(kilograms(parcel.weightG)),
    ServiceType: serviceType(request.service),
    SeatsAmount: '1',
    OptionsSeat: [seat(parcel)],
    Description: request.description.slice(0, 100),
    Cost: String(hryvnias(parcel.declaredValue)),
    InfoRegClientBarcodes: String(request.orderId),
    CitySender: request.fromSettlementRef || sender.cityRef,
    Sender: sender.ref,
    SenderAddress: request.fromPointRef ?? sender.addressRef,
    ContactSender: sender.contactRef,
    SendersPhone: sender.phone,
    CityRecipient: request.toSettlementRef,
    RecipientType: 'PrivatePerson',
    RecipientName: [recipient.lastName, recipient.firstName, recipient.middleName].filter(Boolean).join(' '),
    RecipientsPhone: recipient.phone.replace(/\D/g, ''),
    ...(request.toPointRef
      ? { RecipientAddress: request.toPointRef }
      : {
          RecipientAddressName: request.address?.street ?? '',
          RecipientHouse: request.address?.house ?? '',
          RecipientFlat: request.address?.flat ?? '',
        }),
    ...(parcel.cashOnDelivery
      ? {
          BackwardDeliveryData: [
            { PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: String(hryvnias(parcel.cashOnDelivery)) },
          ],
        }
      : {}),
  };
}

const savedRow = z.looseObject({
  Ref: z.string().min(1),
  IntDocNumber: z.union([z.string(), z.number()]).transform(String),
  CostOnSite: z.union([z.number(), z.string()]).optional(),
  EstimatedDeliveryDate: z.string().optional(),
});

/** "dd.mm.yyyy" → "yyyy-mm-dd". */
const isoDay = (v: string | undefined) => {
  const m = v?.match(/^(\d{2})\.(\d{2})\.(\d{4})/);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};

export function toShipment(row: unknown): Shipment | null {
  const parsed = savedRow.safeParse(row);
  if (!parsed.success) return null;
  const { Ref, IntDocNumber, CostOnSite, EstimatedDeliveryDate } = parsed.data;
  return {
    number: IntDocNumber,
    ref: Ref,
    cost: CostOnSite === undefined ? null : toKopiyky(CostOnSite),
    estimatedDelivery: isoDay(EstimatedDeliveryDate),
  };
}

/** StatusCode → our state (Nova Poshta's tracking codes; anything new is `unknown`). */
const states: Record<string, TrackingStatus['state']> = {
  '1': 'created',
  '4': 'in_transit',
  '41': 'in_transit',
  '5': 'in_transit',
  '6': 'in_transit',
  '101': 'in_transit',
  '104': 'in_transit',
  '111': 'in_transit',
  '112': 'in_transit',
  '12': 'in_transit',
  '7': 'arrived',
  '8': 'arrived',
  '9': 'delivered',
  '10': 'delivered',
  '11': 'delivered',
  '106': 'delivered',
  '102': 'returned',
  '103': 'returned',
  '105': 'returned',
  '108': 'returned',
};

export const trackingState = (code: string): TrackingStatus['state'] => states[code] ?? 'unknown';

const statusRow = z.looseObject({
  Number: z.union([z.string(), z.number()]).transform(String),
  StatusCode: z.union([z.string(), z.number()]).transform(String),
  Status: z.string().nullish(),
  TrackingUpdateDate: z.string().nullish(),
});

/** "yyyy-mm-dd hh:mm:ss" in Kyiv time → a Date (the offset of that day). */
function kyivTime(v: string | null | undefined): Date | null {
  const m = v?.match(/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const offset = (at: number) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Kyiv', timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    const o = parts?.match(/GMT([+-])(\d{2}):(\d{2})/);
    return o ? (o[1] === '-' ? -1 : 1) * (Number(o[2]) * 60 + Number(o[3])) * 60_000 : 0;
  };
  return new Date(asUtc - offset(asUtc));
}

export function toStatus(row: unknown, titleRu: string | null): TrackingStatus | null {
  const parsed = statusRow.safeParse(row);
  if (!parsed.success) return null;
  const { Number: number, StatusCode, Status, TrackingUpdateDate } = parsed.data;
  return {
    number,
    code: StatusCode,
    titleUa: Status ?? '',
    titleRu: titleRu ?? Status ?? '',
    state: trackingState(StatusCode),
    at: kyivTime(TrackingUpdateDate),
  };
}
