import { z } from 'zod';
import { codCommission, percentOf } from '#core/pricing';
import {
  type CarrierAdapter,
  CarrierError,
  type CarrierPoint,
  type CarrierSettlement,
  type Parcel,
  type TrackingStatus,
} from '../carrier';
import { callJson } from '../ukrposhta/http';

export type MeestConfig = {
  /** `MEEST_API_URL`, `https://api.meest.com/v3.0/openAPI/`. */
  apiUrl: string;
  login: string;
  password: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const descr = z.object({ descrUA: z.string(), descrRU: z.string().nullish() });
const ok = <T extends z.ZodType>(result: T) => z.object({ status: z.literal('OK'), result });
const region = z.object({ regionID: z.string(), regionDescr: descr });
const city = z.object({
  cityID: z.string(),
  cityDescr: descr,
  regionDescr: descr.nullish(),
  KATUU: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
});
const branch = z.object({
  branchID: z.string(),
  branchNo: z.coerce.string(),
  branchDescr: descr,
  cityID: z.string(),
  branchType: z.string().nullish(),
  limitWeight: z.number().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
});
const event = z.object({
  eventCode: z.coerce.string(),
  eventUA: z.string(),
  eventRU: z.string().nullish(),
  eventDateTime: z.string().nullish(),
});

const uah = (kopiyky: number) => Math.round(kopiyky) / 100;

/** The parcel as Meest's one place: kilograms, whole centimetres up, the declared value in UAH. */
const placesOf = (parcel: Parcel) => [
  {
    quantity: 1,
    weight: parcel.weightG / 1000,
    length: Math.ceil(parcel.lengthMm / 10),
    width: Math.ceil(parcel.widthMm / 10),
    height: Math.ceil(parcel.heightMm / 10),
    insurance: uah(parcel.declaredValue),
  },
];

/** Meest's event code as our state (ADR 0105): 100 created, 200s on the way, 300 at the branch, 400 handed over, 500 back. */
export function meestState(code: string): TrackingStatus['state'] {
  const n = Number(code);
  if (n >= 500 && n < 600) return 'returned';
  if (n >= 400) return n < 500 ? 'delivered' : 'unknown';
  if (n >= 300) return 'arrived';
  if (n >= 200) return 'in_transit';
  if (n >= 100) return 'created';
  return 'unknown';
}

/**
 * The Meest Express adapter (issue 21, ADR 0105), API v3.0: `auth` (login, password) gives a token
 * sent as the `token` header, renewed once on a 401; settlements and branches region by region
 * (`regionSearch`, `citySearch`, `branchSearch`; refs `cityID` / `branchID`), `calculate`,
 * `parcel` (a waybill: its `barCode`), `tracking/{number}`. Money in UAH, kilograms, centimetres.
 */
export function meestCarrier(config: MeestConfig): CarrierAdapter {
  const base = new URL(config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/`);
  const timeoutMs = config.timeoutMs ?? 10_000;
  let token: Promise<string> | null = null;
  const signIn = () => {
    token ??= callJson(
      'meest',
      {
        method: 'POST',
        url: new URL('auth', base),
        headers: {},
        body: { username: config.login, password: config.password },
        timeoutMs,
      },
      config.fetch,
    )
      .then((json) => ok(z.object({ token: z.string() })).parse(json).result.token)
      .catch((error: unknown) => {
        token = null;
        throw error instanceof CarrierError ? error : new CarrierError('meest', 'auth failed', false);
      });
    return token;
  };
  const call = async <T extends z.ZodType>(
    schema: T,
    path: string,
    body?: unknown,
    retried = false,
  ): Promise<z.infer<T>> => {
    const headers = { token: await signIn() };
    try {
      const json = await callJson(
        'meest',
        { method: body === undefined ? 'GET' : 'POST', url: new URL(path, base), headers, body, timeoutMs },
        config.fetch,
      );
      const envelope = z.object({ status: z.literal('OK'), result: z.unknown() }).safeParse(json);
      const parsed = schema.safeParse(envelope.success ? envelope.data.result : undefined);
      if (!parsed.success) throw new CarrierError('meest', `unexpected answer from ${path.split('/')[0]}`, false);
      return parsed.data;
    } catch (error) {
      if (!retried && error instanceof CarrierError && /http_401/.test(error.message)) {
        token = null;
        return call(schema, path, body, true);
      }
      throw error;
    }
  };
  let regions: Promise<z.infer<typeof region>[]> | null = null;
  const regionList = () => {
    regions ??= call(z.array(region), 'regionSearch', { filters: { countryDescr: 'УКРАЇНА' } }).catch((e) => {
      regions = null;
      throw e;
    });
    return regions;
  };
  const page = async <T>(cursor: string | null, read: (r: z.infer<typeof region>) => Promise<T[]>) => {
    const list = await regionList();
    const i = cursor === null ? 0 : Number(cursor);
    const r = list[i];
    if (!r) return { items: [], next: null };
    return { items: await read(r), next: i + 1 < list.length ? String(i + 1) : null };
  };

  return {
    code: 'meest',
    demo: false,
    settlements: (cursor) =>
      page(cursor, async (r) =>
        (await call(z.array(city), 'citySearch', { filters: { regionID: r.regionID } })).map(
          (c): CarrierSettlement => ({
            ref: c.cityID,
            koatuu: c.KATUU || null,
            titleUa: c.cityDescr.descrUA,
            titleRu: c.cityDescr.descrRU || c.cityDescr.descrUA,
            regionUa: c.regionDescr?.descrUA ?? r.regionDescr.descrUA,
            regionRu: c.regionDescr?.descrRU || r.regionDescr.descrRU || r.regionDescr.descrUA,
            lat: c.latitude ?? null,
            lng: c.longitude ?? null,
          }),
        ),
      ),
    points: (cursor) =>
      page(cursor, async (r) =>
        (await call(z.array(branch), 'branchSearch', { filters: { regionID: r.regionID } })).map(
          (b): CarrierPoint => ({
            ref: b.branchID,
            settlementRef: b.cityID,
            townRef: null,
            number: b.branchNo,
            kind: b.branchType === 'APT' ? 'parcel_locker' : 'department',
            titleUa: b.branchDescr.descrUA,
            titleRu: b.branchDescr.descrRU || b.branchDescr.descrUA,
            maxWeightG: b.limitWeight ? Math.round(b.limitWeight * 1000) : null,
            lat: b.latitude ?? null,
            lng: b.longitude ?? null,
          }),
        ),
      ),
    async estimate({ fromSettlementRef, toSettlementRef, service, parcel }) {
      const result = await call(z.object({ costServices: z.number() }), 'calculate', {
        payType: 'cash',
        receiverPay: true,
        COD: parcel.cashOnDelivery ? uah(parcel.cashOnDelivery) : 0,
        sender: { cityID: fromSettlementRef },
        receiver: { cityID: toSettlementRef, service: service === 'courier' ? 'Door' : 'Branch' },
        placesItems: placesOf(parcel),
      });
      return {
        delivery: Math.round(result.costServices * 100),
        // Meest's own COD terms are not in SPEC §9: Nova Poshta's 2 % + 10 UAH is assumed (ADR 0105).
        codCommission: parcel.cashOnDelivery ? codCommission('nova_poshta', parcel.cashOnDelivery) : 0,
        insurance: percentOf(parcel.declaredValue, 50),
      };
    },
    async createShipment(request) {
      const p = request.parcel;
      const r = request.recipient;
      const made = await call(
        z.object({ parcelID: z.string(), barCode: z.string(), costServices: z.number().nullish() }),
        'parcel',
        {
          parcelNumber: String(request.orderId),
          payType: 'cash',
          receiverPay: true,
          COD: p.cashOnDelivery ? uah(p.cashOnDelivery) : 0,
          notation: request.description,
          sender: { cityID: request.fromSettlementRef, branchID: request.fromPointRef },
          receiver: {
            name: [r.lastName, r.firstName, r.middleName].filter(Boolean).join(' '),
            phone: r.phone,
            cityID: request.toSettlementRef,
            ...(request.toPointRef ? { branchID: request.toPointRef } : {}),
            ...(request.address
              ? { addressDescr: request.address.street, building: request.address.house, flat: request.address.flat }
              : {}),
            service: request.service === 'courier' ? 'Door' : 'Branch',
          },
          placesItems: placesOf(p),
        },
      );
      return {
        number: made.barCode,
        ref: made.parcelID,
        cost: made.costServices == null ? null : Math.round(made.costServices * 100),
        estimatedDelivery: null,
      };
    },
    async track(numbers) {
      const out: TrackingStatus[] = [];
      for (const number of numbers) {
        const events = await call(z.array(event), `tracking/${encodeURIComponent(number)}`);
        const last = events.at(-1);
        if (!last) continue;
        out.push({
          number,
          code: last.eventCode,
          titleUa: last.eventUA,
          titleRu: last.eventRU || last.eventUA,
          state: meestState(last.eventCode),
          at: last.eventDateTime ? new Date(last.eventDateTime) : null,
        });
      }
      return out;
    },
  };
}
