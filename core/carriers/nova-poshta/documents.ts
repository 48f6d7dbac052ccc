import { z } from 'zod';
import { formatKyivDate, parseKyivDateTime } from '#core/shared';
import type { Parcel, ServiceKind, Shipment, ShipmentRequest, Tariff, TrackingStatus } from '../carrier';

/** Nova Poshta's ServiceType: we hand parcels in at a department; the recipient's end varies. */
/** Nova Poshta's ServiceType from our warehouse: a parcel locker is `WarehousePostomat`, priced apart. */
export const serviceType = (service: ServiceKind) =>
  service === 'courier' ? 'WarehouseDoors' : service === 'parcel_locker' ? 'WarehousePostomat' : 'WarehouseWarehouse';

/**
 * A declared value as Nova Poshta's `Cost` takes it: whole hryvnias (its documented examples,
 * "Cost": "500"), rounded up so the parcel is never insured for less than the goods cost.
 */
const declaredHryvnias = (kopiyky: number) => Math.max(1, Math.ceil(kopiyky / 100));

/**
 * Cash on delivery as `RedeliveryString`: whole hryvnias (the documented examples, "255", "1500").
 * An amount with kopiyky is not rounded here: NP would collect a sum the order's receipt does not
 * show, so the adapter refuses it (`codStep` 100) and the order must be whole first.
 */
export const redeliveryString = (kopiyky: number) => (kopiyky % 100 === 0 ? String(kopiyky / 100) : null);
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
    Cost: String(declaredHryvnias(parcel.declaredValue)),
    CargoType: 'Parcel',
    SeatsAmount: '1',
    OptionsSeat: [seat(parcel)],
    // An estimate only: the commission for the hryvnia above covers any kopiyky.
    ...(parcel.cashOnDelivery
      ? { RedeliveryCalculate: { CargoType: 'Money', Amount: String(Math.ceil(parcel.cashOnDelivery / 100)) } }
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

/** The recipient's counterparty and contact person (`Counterparty.save`, ContactPerson in its answer). */
export type RecipientRefs = { counterparty: string; contact: string };

/** `Counterparty.save` properties for a private recipient (NP: CounterpartyProperty Recipient, PrivatePerson). */
export function recipientProperties(recipient: ShipmentRequest['recipient']) {
  return {
    CounterpartyProperty: 'Recipient',
    CounterpartyType: 'PrivatePerson',
    FirstName: recipient.firstName,
    MiddleName: recipient.middleName,
    LastName: recipient.lastName,
    Phone: phoneDigits(recipient.phone),
    Email: '',
  };
}

/** "+38 (050) 123-45-67" → "380501234567". */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/**
 * `InternetDocument.save` properties. Nova Poshta names the recipient in one of two documented
 * ways, and this sends one of them whole (developers.novaposhta.ua, InternetDocument
 * "save" and "Створення ЕН без створення контрагента"; daaner/NovaPoshta docs/InternetDocument.md
 * shows both): to a department or locker, by refs — `Recipient` and `ContactRecipient` from
 * `Counterparty.save`, `CityRecipient`, `RecipientAddress` (the warehouse ref), `RecipientsPhone`;
 * to the door, `NewAddress: "1"` with the names and address as strings — `RecipientName`,
 * `RecipientType`, `RecipientCityName`, `RecipientArea`, `RecipientAddressName` (the street),
 * `RecipientHouse`, `RecipientFlat`, `RecipientsPhone`. Before, a mix of the two (a name with a
 * warehouse ref and no counterparty) went out, which the API refuses.
 */
export function saveProperties(
  request: ShipmentRequest,
  sender: NovaPoshtaSender,
  now: Date,
  recipientRefs: RecipientRefs | null,
) {
  const { parcel, recipient } = request;
  const seats = request.seats?.length ? request.seats : [parcel];
  const cod = parcel.cashOnDelivery ? redeliveryString(parcel.cashOnDelivery) : null;
  if (parcel.cashOnDelivery && cod === null) throw new Error('cash on delivery is not whole hryvnias');
  const phone = phoneDigits(recipient.phone);
  const recipientFields = request.toPointRef
    ? {
        CityRecipient: request.toSettlementRef,
        Recipient: recipientRefs?.counterparty ?? '',
        ContactRecipient: recipientRefs?.contact ?? '',
        RecipientAddress: request.toPointRef,
        RecipientsPhone: phone,
      }
    : {
        NewAddress: '1',
        RecipientType: 'PrivatePerson',
        RecipientName: [recipient.lastName, recipient.firstName, recipient.middleName].filter(Boolean).join(' '),
        RecipientCityName: request.toTown?.name ?? '',
        RecipientArea: request.toTown?.region ?? '',
        RecipientAreaRegions: '',
        RecipientAddressName: request.address?.street ?? '',
        RecipientHouse: request.address?.house ?? '',
        RecipientFlat: request.address?.flat ?? '',
        RecipientsPhone: phone,
      };
  return {
    PayerType: 'Recipient',
    PaymentMethod: 'Cash',
    DateTime: formatKyivDate(now),
    CargoType: 'Parcel',
    Weight: String(kilograms(seats.reduce((sum, s) => sum + s.weightG, 0))),
    ServiceType: serviceType(request.service),
    // Several parcels ride one waybill as its seats (ADR 0117): SeatsAmount and, per seat,
    // OptionsSeat's weight, sides and `cost` — the seat's assessed value (developers.novaposhta.ua,
    // InternetDocument "save" with additional services, item 16's OptionsSeat example). `Cost`, the
    // waybill's, is the seats' sum, so no seat is declared above its goods nor the whole below them.
    SeatsAmount: String(seats.length),
    OptionsSeat:
      seats.length > 1
        ? seats.map((s) => ({ ...seat(s), cost: String(declaredHryvnias(s.declaredValue)) }))
        : [seat(parcel)],
    Description: request.description.slice(0, 100),
    Cost: String(
      seats.length > 1
        ? seats.reduce((sum, s) => sum + declaredHryvnias(s.declaredValue), 0)
        : declaredHryvnias(parcel.declaredValue),
    ),
    InfoRegClientBarcodes: String(request.orderId),
    CitySender: request.fromSettlementRef || sender.cityRef,
    Sender: sender.ref,
    SenderAddress: request.fromPointRef ?? sender.addressRef,
    ContactSender: sender.contactRef,
    SendersPhone: sender.phone,
    ...recipientFields,
    ...(cod ? { BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: cod }] } : {}),
  };
}

/** The counterparty and its contact person from `Counterparty.save`'s answer. */
const counterpartyRow = z.looseObject({
  Ref: z.string().min(1),
  ContactPerson: z.looseObject({ data: z.array(z.looseObject({ Ref: z.string().min(1) })) }).nullish(),
});
export function toRecipientRefs(row: unknown): { counterparty: string; contact: string | null } | null {
  const parsed = counterpartyRow.safeParse(row);
  if (!parsed.success) return null;
  return { counterparty: parsed.data.Ref, contact: parsed.data.ContactPerson?.data[0]?.Ref ?? null };
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
  Redelivery: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  RedeliverySum: z.union([z.string(), z.number()]).nullish(),
  RedeliveryNum: z.union([z.string(), z.number()]).nullish(),
});

/**
 * Received (9), received with the money transfer sent (10) or paid out to the sender (11): for a
 * parcel with cash on delivery (`Redelivery` 1) the shopper has paid it (ADR 0113).
 */
const codPaidCodes = new Set(['9', '10', '11']);

export function toStatus(row: unknown, titleRu: string | null): TrackingStatus | null {
  const parsed = statusRow.safeParse(row);
  if (!parsed.success) return null;
  const {
    Number: number,
    StatusCode,
    Status,
    TrackingUpdateDate,
    Redelivery,
    RedeliverySum,
    RedeliveryNum,
  } = parsed.data;
  const withCod = Redelivery === true || Redelivery === 1 || Redelivery === '1';
  return {
    number,
    code: StatusCode,
    titleUa: Status ?? '',
    titleRu: titleRu ?? Status ?? '',
    state: trackingState(StatusCode),
    at: parseKyivDateTime(TrackingUpdateDate),
    ...(withCod && codPaidCodes.has(StatusCode)
      ? {
          cod: {
            collected: true as const,
            transfer: RedeliveryNum ? String(RedeliveryNum) : null,
            sum: RedeliverySum ? String(RedeliverySum) : null,
          },
        }
      : {}),
  };
}
