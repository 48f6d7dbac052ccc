import { z } from 'zod';
import { codCommission, percentOf } from '#core/pricing';
import {
  type CarrierAdapter,
  CarrierError,
  type CarrierPoint,
  type CarrierSettlement,
  type TrackingStatus,
} from '../carrier';
import { callJson } from './http';

export type UkrposhtaConfig = {
  /** The eCom API root, `https://www.ukrposhta.ua/ecom/0.0.1/`; status tracking and the address classifier sit beside it. */
  apiUrl: string;
  /**
   * The Bearers, one per Ukrposhta service: eCom (`UKRPOSHTA_BEARER`), status tracking
   * (`UKRPOSHTA_TRACKING_BEARER`) and the address classifier (`UKRPOSHTA_CLASSIFIER_BEARER`).
   * Ukrposhta issues them apart and a service answers 401 to another's (the public client
   * tibezh/ukrposhta-php-sdk keeps `bearerEcom`, `bearerStatusTracking` and `bearerCounterparty`,
   * the last for the classifier); unset ones fall back to the eCom Bearer (ADR 0105 amendment).
   */
  bearer: string;
  trackingBearer?: string | null;
  classifierBearer?: string | null;
  /** `UKRPOSHTA_TOKEN`: the counterparty token clients and shipments are made with. */
  token: string;
  /** `UKRPOSHTA_SENDER_UUID`: the shop's own client, the sender of its waybills; null = no waybills. */
  senderUuid: string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const entries = <T extends z.ZodType>(entry: T) =>
  z
    .object({
      Entries: z
        .object({
          Entry: z
            .array(entry)
            .or(entry.transform((e) => [e]))
            .optional(),
        })
        .nullish(),
    })
    .transform((r) => r.Entries?.Entry ?? []);
const region = z.object({ REGION_ID: z.coerce.string(), REGION_UA: z.string(), REGION_RU: z.string().optional() });
const city = z.object({
  CITY_ID: z.coerce.string(),
  CITY_UA: z.string(),
  CITY_RU: z.string().optional(),
  CITY_KOATUU: z.string().nullish(),
  REGION_UA: z.string().optional(),
  REGION_RU: z.string().optional(),
  LATTITUDE: z.coerce.number().nullish(),
  LONGITUDE: z.coerce.number().nullish(),
});
const office = z.object({
  POSTCODE: z.coerce.string(),
  CITY_ID: z.coerce.string(),
  PO_LONG: z.string().nullish(),
  PO_SHORT: z.string().nullish(),
  LATTITUDE: z.coerce.number().nullish(),
  LONGITUDE: z.coerce.number().nullish(),
});
const price = z.object({ deliveryPrice: z.coerce.number() });
const created = z.object({ id: z.coerce.string() });
const client = z.object({ uuid: z.string() });
const shipment = z.object({ uuid: z.string(), barcode: z.string(), deliveryPrice: z.coerce.number().nullish() });
const status = z.object({
  barcode: z.string(),
  event: z.coerce.string(),
  eventName: z.string(),
  date: z.string().nullish(),
});

const uah = (kopiyky: number) => Math.round(kopiyky) / 100;
const kopiyky = (uahAmount: number) => Math.round(uahAmount * 100);

/**
 * Ukrposhta's status event (a five-digit code) as our tracking state (ADR 0105): 1xxxx accepted,
 * 2xxxx on the way, 3xxxx at the post office, 41xxx handed over, 48xxx and 5xxxx back to the sender.
 */
export function ukrposhtaState(event: string): TrackingStatus['state'] {
  if (/^41/.test(event)) return 'delivered';
  if (/^(48|5)/.test(event)) return 'returned';
  if (/^3/.test(event)) return 'arrived';
  if (/^2/.test(event)) return 'in_transit';
  if (/^1/.test(event)) return 'created';
  return 'unknown';
}

/**
 * The Ukrposhta adapter (ADR 0105): the address classifier for settlements (ref =
 * CITY_ID) and post offices (ref and number = the postcode), eCom `domestic/delivery-price` for
 * tariffs, `addresses` → `clients` → `shipments` for a waybill (its barcode), status tracking's
 * `statuses/last`. Every call carries its service's `Authorization: Bearer`; clients and
 * shipments the counterparty `token` too. Money crosses the wire in hryvnias, weights in grams, lengths in cm.
 */
export function ukrposhtaCarrier(config: UkrposhtaConfig): CarrierAdapter {
  const ecom = new URL(config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/`);
  const classifier = new URL('/address-classifier-ws/', ecom);
  const tracking = new URL('/status-tracking/0.0.1/', ecom);
  const timeoutMs = config.timeoutMs ?? 10_000;
  const bearerOf = (base: URL) =>
    base === tracking
      ? (config.trackingBearer ?? config.bearer)
      : base === classifier
        ? (config.classifierBearer ?? config.bearer)
        : config.bearer;
  const call = async <T extends z.ZodType>(
    schema: T,
    base: URL,
    path: string,
    init: { query?: Record<string, string>; body?: unknown; token?: boolean } = {},
  ): Promise<z.infer<T>> => {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    if (init.token) url.searchParams.set('token', config.token);
    const json = await callJson(
      'ukrposhta',
      {
        method: init.body === undefined ? 'GET' : 'POST',
        url,
        headers: { authorization: `Bearer ${bearerOf(base)}` },
        body: init.body,
        timeoutMs,
      },
      config.fetch,
    );
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new CarrierError('ukrposhta', `unexpected answer from ${path}`, false);
    return parsed.data;
  };

  let regions: Promise<z.infer<typeof region>[]> | null = null;
  const regionList = () => {
    regions ??= call(entries(region), classifier, 'get_regions_by_region_ua', { query: { region_name: '' } }).catch(
      (e) => {
        regions = null;
        throw e;
      },
    );
    return regions;
  };
  /** One page per region: the cursor is the region's index. */
  const page = async <T>(
    cursor: string | null,
    read: (regionId: string, regionUa: string, regionRu: string) => Promise<T[]>,
  ) => {
    const list = await regionList();
    const i = cursor === null ? 0 : Number(cursor);
    const r = list[i];
    if (!r) return { items: [], next: null };
    return {
      items: await read(r.REGION_ID, r.REGION_UA, r.REGION_RU ?? r.REGION_UA),
      next: i + 1 < list.length ? String(i + 1) : null,
    };
  };
  const postcodes = new Map<string, Promise<string | null>>();
  /** A settlement's (CITY_ID) first post office's postcode: Ukrposhta prices between postcodes. */
  const postcodeOf = (cityId: string) => {
    let found = postcodes.get(cityId);
    if (!found) {
      found = call(entries(office), classifier, 'get_postoffices_by_postindex', { query: { poCityId: cityId } }).then(
        (list) => list[0]?.POSTCODE ?? null,
      );
      found.catch(() => postcodes.delete(cityId));
      postcodes.set(cityId, found);
    }
    return found;
  };

  return {
    code: 'ukrposhta',
    demo: false,
    settlements: (cursor) =>
      page(cursor, async (regionId, regionUa, regionRu) =>
        (
          await call(entries(city), classifier, 'get_city_by_region_id_and_district_id_and_city_ua', {
            query: { region_id: regionId },
          })
        ).map(
          (c): CarrierSettlement => ({
            ref: c.CITY_ID,
            koatuu: c.CITY_KOATUU || null,
            titleUa: c.CITY_UA,
            titleRu: c.CITY_RU ?? c.CITY_UA,
            regionUa: c.REGION_UA ?? regionUa,
            regionRu: c.REGION_RU ?? regionRu,
            lat: c.LATTITUDE ?? null,
            lng: c.LONGITUDE ?? null,
          }),
        ),
      ),
    points: (cursor) =>
      page(cursor, async (regionId) =>
        (
          await call(entries(office), classifier, 'get_postoffices_by_postindex', { query: { poRegionId: regionId } })
        ).map(
          (o): CarrierPoint => ({
            ref: o.POSTCODE,
            settlementRef: o.CITY_ID,
            townRef: null,
            number: o.POSTCODE,
            kind: 'department',
            titleUa: o.PO_LONG || o.PO_SHORT || `Відділення ${o.POSTCODE}`,
            titleRu: o.PO_LONG || o.PO_SHORT || `Отделение ${o.POSTCODE}`,
            maxWeightG: null,
            // Sizes: not in the fields this adapter reads; unknown = not refused.
            maxLengthMm: null,
            maxWidthMm: null,
            maxHeightMm: null,
            lat: o.LATTITUDE ?? null,
            lng: o.LONGITUDE ?? null,
          }),
        ),
      ),
    async estimate({ fromSettlementRef, toSettlementRef, service, parcel }) {
      if (service === 'parcel_locker') return null;
      const [from, to] = await Promise.all([postcodeOf(fromSettlementRef), postcodeOf(toSettlementRef)]);
      if (!from || !to) return null;
      const answer = await call(price, ecom, 'domestic/delivery-price', {
        body: {
          addressFrom: { postcode: from },
          addressTo: { postcode: to },
          type: 'STANDARD',
          deliveryType: service === 'courier' ? 'W2D' : 'W2W',
          weight: parcel.weightG,
          length: Math.ceil(parcel.lengthMm / 10),
          declaredPrice: uah(parcel.declaredValue),
          ...(parcel.cashOnDelivery ? { postPay: uah(parcel.cashOnDelivery) } : {}),
        },
      });
      return {
        delivery: kopiyky(answer.deliveryPrice),
        codCommission: parcel.cashOnDelivery ? codCommission('ukrposhta', parcel.cashOnDelivery) : 0,
        insurance: percentOf(parcel.declaredValue, 50),
      };
    },
    async createShipment(request) {
      if (!config.senderUuid) throw new CarrierError('ukrposhta', 'sender_not_configured', false);
      const postcode = request.toPointRef ?? (await postcodeOf(request.toSettlementRef));
      if (!postcode) throw new CarrierError('ukrposhta', 'no_post_office', false);
      const address = await call(created, ecom, 'addresses', {
        body: {
          postcode,
          ...(request.address
            ? {
                street: request.address.street,
                houseNumber: request.address.house,
                apartmentNumber: request.address.flat,
              }
            : {}),
        },
      });
      const r = request.recipient;
      const recipient = await call(client, ecom, 'clients', {
        token: true,
        body: {
          type: 'INDIVIDUAL',
          firstName: r.firstName,
          lastName: r.lastName,
          middleName: r.middleName,
          phoneNumber: r.phone.replace(/^\+/, ''),
          addressId: Number(address.id),
        },
      });
      const p = request.parcel;
      const made = await call(shipment, ecom, 'shipments', {
        token: true,
        body: {
          sender: { uuid: config.senderUuid },
          recipient: { uuid: recipient.uuid },
          type: 'STANDARD',
          deliveryType: request.service === 'courier' ? 'W2D' : 'W2W',
          externalId: String(request.orderId),
          description: request.description.slice(0, 40),
          paidByRecipient: true,
          ...(p.cashOnDelivery ? { postPay: uah(p.cashOnDelivery) } : {}),
          parcels: [{ weight: p.weightG, length: Math.ceil(p.lengthMm / 10), declaredPrice: uah(p.declaredValue) }],
        },
      });
      return {
        number: made.barcode,
        ref: made.uuid,
        cost: made.deliveryPrice == null ? null : kopiyky(made.deliveryPrice),
        estimatedDelivery: null,
      };
    },
    async track(numbers) {
      const out: TrackingStatus[] = [];
      for (const number of numbers) {
        try {
          const s = await call(status, tracking, 'statuses/last', { query: { barcode: number } });
          out.push({
            number,
            code: s.event,
            titleUa: s.eventName,
            titleRu: s.eventName,
            state: ukrposhtaState(s.event),
            at: s.date ? new Date(s.date) : null,
          });
        } catch (error) {
          // Not yet known to tracking (a waybill not handed over): no status, not a failure.
          if (error instanceof CarrierError && /http_404/.test(error.message)) continue;
          throw error;
        }
      }
      return out;
    },
  };
}
