/**
 * The port every carrier plugs into: its directories (settlements, departments and
 * parcel lockers) read page by page for the nightly sync, a tariff estimate, a waybill, tracking.
 * Money is integer kopiyky, weights grams, sizes millimetres. Adapters: Nova Poshta API 2.0,
 * Ukrposhta, Meest, and the demo carrier (no settings) that keeps the demo directories.
 */
export type CarrierCode = 'nova_poshta' | 'ukrposhta' | 'meest';

/** A settlement as the carrier lists it; `koatuu` links it to our `towns.code` when known. */
export type CarrierSettlement = {
  ref: string;
  koatuu: string | null;
  titleUa: string;
  titleRu: string;
  regionUa: string;
  regionRu: string;
  lat: number | null;
  lng: number | null;
};

/** A place the parcel can be collected from: a department (branch) or a parcel locker. */
export type CarrierPoint = {
  ref: string;
  settlementRef: string;
  /**
   * The carrier's id of the point's town for tariffs and waybills when it differs from
   * `settlementRef` (Nova Poshta: CityRef); null = use `settlementRef`.
   */
  townRef: string | null;
  /** The number shoppers know ("17"), or the postcode for Ukrposhta. */
  number: string;
  kind: 'department' | 'parcel_locker';
  titleUa: string;
  titleRu: string;
  /** The heaviest parcel it takes, grams; null = the carrier's general limit. */
  maxWeightG: number | null;
  /**
   * The largest parcel it takes, millimetres (compared with the parcel's sides sorted);
   * null = not said. Nova Poshta: ReceivingLimitationsOnDimensions' Length, Width, Height.
   */
  maxLengthMm: number | null;
  maxWidthMm: number | null;
  maxHeightMm: number | null;
  lat: number | null;
  lng: number | null;
};

/** One page of a directory; `next` is the cursor of the following page, null at the end. */
export type DirectoryPage<T> = { items: T[]; next: string | null };

export type Parcel = {
  weightG: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  /** The goods' value the parcel is declared (and insured) at, kopiyky. */
  declaredValue: number;
  /** Cash on delivery the carrier collects from the recipient, kopiyky; null = prepaid. */
  cashOnDelivery: number | null;
};

export type ServiceKind = 'department' | 'parcel_locker' | 'courier';

/** Settlement refs here and in {@link ShipmentRequest}: a point's `townRef ?? settlementRef`. */
export type TariffQuery = {
  fromSettlementRef: string;
  toSettlementRef: string;
  service: ServiceKind;
  parcel: Parcel;
};

/** What the recipient pays the carrier, kopiyky: delivery, the cash-on-delivery commission, insurance. */
export type Tariff = { delivery: number; codCommission: number; insurance: number };

export type ShipmentRequest = {
  /** Our order number, sent as the carrier's client reference. */
  orderId: number;
  service: ServiceKind;
  fromSettlementRef: string;
  fromPointRef: string | null;
  toSettlementRef: string;
  /** Department / locker ref; null for a courier (then `address`). */
  toPointRef: string | null;
  address: { street: string; house: string; flat: string } | null;
  /**
   * The recipient's town by name, for carriers that take a door address as text (Nova Poshta's
   * `NewAddress` form: RecipientCityName, RecipientArea); null when not known.
   */
  toTown?: { name: string; region: string } | null;
  recipient: { firstName: string; lastName: string; middleName: string; phone: string };
  /** The whole shipment: weights and declared values summed over its seats, the COD it collects. */
  parcel: Parcel;
  /**
   * Its seats (ADR 0117): each parcel's weight, sides and declared value, when it is more
   * than one (Nova Poshta's `SeatsAmount` and `OptionsSeat`). Absent = one seat, `parcel`.
   */
  seats?: Parcel[];
  /** Which of the order's waybills this is (1, 2…) when the order ships as several; absent = the only one. */
  waybillNo?: number;
  description: string;
};

export type Shipment = {
  /** The waybill number shoppers track (ТТН / ШКІ). */
  number: string;
  /** The carrier's own id of the document, when it differs from the number. */
  ref: string;
  /** What the carrier charges, kopiyky, when it says. */
  cost: number | null;
  /** ISO date the carrier expects delivery, when it says. */
  estimatedDelivery: string | null;
};

export type TrackingStatus = {
  number: string;
  /** The carrier's status code as text. */
  code: string;
  titleUa: string;
  titleRu: string;
  state: 'created' | 'in_transit' | 'arrived' | 'delivered' | 'returned' | 'unknown';
  at: Date | null;
  /**
   * The shopper paid the parcel's cash on delivery to the carrier (ADR 0113; Nova Poshta:
   * received with `Redelivery` set), with what the carrier says of the money transfer.
   */
  cod?: { collected: true; transfer: string | null; sum: string | null };
};

export interface CarrierAdapter {
  readonly code: CarrierCode;
  /** True for the demo carrier: nothing leaves the machine, and screens say so. */
  readonly demo: boolean;
  /**
   * The smallest cash-on-delivery step the carrier takes, kopiyky: 1 where its documents take
   * kopiyky (Ukrposhta, Meest: decimal amounts), 100 where they show whole hryvnias only (Nova
   * Poshta's RedeliveryString). A COD amount off that step cannot be sent as it is: the order's
   * amount and its receipt must be whole hryvnias first. Unset = 1.
   */
  readonly codStep?: number;
  /**
   * How many seats (parcels) one waybill may carry for a service (ADR 0117): Nova Poshta
   * takes several (`SeatsAmount`, `OptionsSeat`) except to a parcel locker (one per waybill, its
   * documents); unset = 1 — an order of several parcels gets a waybill for each.
   */
  maxSeats?(service: ServiceKind): number;
  settlements(cursor: string | null): Promise<DirectoryPage<CarrierSettlement>>;
  points(cursor: string | null): Promise<DirectoryPage<CarrierPoint>>;
  /** Null when the carrier cannot price this parcel (too big, no service there). */
  estimate(query: TariffQuery): Promise<Tariff | null>;
  createShipment(request: ShipmentRequest): Promise<Shipment>;
  track(numbers: readonly string[]): Promise<TrackingStatus[]>;
}

/** A carrier call failed (network, HTTP, the API's own error): the message never holds secrets. */
export class CarrierError extends Error {
  constructor(
    readonly carrier: CarrierCode,
    message: string,
    readonly retryable: boolean,
  ) {
    super(`${carrier}: ${message}`);
    this.name = 'CarrierError';
  }
}
