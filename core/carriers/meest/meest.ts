import { z } from 'zod';
import { codCommission, percentOf } from '#core/pricing';
import { parseKyivDateTime } from '#core/shared';
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
  /**
   * The shop as sender of its parcels (`MEEST_SENDER_NAME`, `_PHONE`, `_BRANCH_ID`: the branch it
   * hands parcels in at): `parcel` requires the sender's name and phone and, for Branch, its
   * branchID. Null = no waybills (directories and tariffs still work).
   */
  sender?: { name: string; phone: string; branchId: string } | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/*
 * Field names, types and rules follow Meest's openAPI v3.0 (https://api.meest.com/v3.0/openAPI/,
 * its openapi.json as a public typed client publishes it) and a public client's recorded answers;
 * test/fakes/meest/fake-meest.ts cites each rule. Optional fields are optional here too: one odd row must not stop
 * a sync or a tracking run.
 */
const descr = z.looseObject({ descrUA: z.string(), descrRU: z.string().nullish() });
/** The envelope: `status` is "OK" for searches and "ok" for parcel methods (both mean success). */
const envelope = z.looseObject({ status: z.string(), result: z.unknown() });
const number = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);
const region = z.looseObject({ regionID: z.string(), regionDescr: descr });
const city = z.looseObject({
  cityID: z.string(),
  cityDescr: descr,
  regionDescr: descr.nullish(),
  cityKATUU: z.string().nullish(),
  latitude: number.nullish(),
  longitude: number.nullish(),
});
const branch = z.looseObject({
  branchID: z.string(),
  branchNo: z.coerce.string(),
  branchDescr: descr,
  cityID: z.string(),
  branchType: z.string().nullish(),
  branchTypeAPP: z.coerce.string().nullish(),
  branchLimits: z.looseObject({ weightPlaceMax: number.nullish(), weightTotalMax: number.nullish() }).nullish(),
  latitude: number.nullish(),
  longitude: number.nullish(),
});
const event = z.looseObject({
  eventCode: z.coerce.string(),
  eventCodeUPU: z.string().nullish(),
  eventDescr: descr.partial().nullish(),
  eventDateTime: z.string().nullish(),
});
/** `calculate` answers a list of `{costServices}` (text); an object is taken too. */
const calculated = z
  .union([z.array(z.looseObject({ costServices: number })).min(1), z.looseObject({ costServices: number })])
  .transform((r) => (Array.isArray(r) ? (r[0] as { costServices: number }) : r));

const uah = (kopiyky: number) => Math.round(kopiyky) / 100;

/** A parcel locker: branchType "АПТ" (Meest's Cyrillic codes: АПТ, МППВ, ОВ, ППВ, ТОЧКА; branchTypeAPP "3"). */
const isLocker = (b: z.infer<typeof branch>) => b.branchType?.trim().toUpperCase() === 'АПТ' || b.branchTypeAPP === '3';

/** The heaviest place a branch takes, grams; Meest's "0" means no limit. */
const maxWeightOf = (b: z.infer<typeof branch>) => {
  const kg = b.branchLimits?.weightPlaceMax || b.branchLimits?.weightTotalMax || 0;
  return kg > 0 ? Math.round(kg * 1000) : null;
};

/** The parcel as Meest's one place: kilograms, whole centimetres up, the declared value in UAH with kopiyky (float(9,2)). */
const placeOf = (parcel: Parcel) => {
  const length = Math.max(1, Math.ceil(parcel.lengthMm / 10));
  const width = Math.max(1, Math.ceil(parcel.widthMm / 10));
  const height = Math.max(1, Math.ceil(parcel.heightMm / 10));
  return {
    quantity: 1,
    weight: parcel.weightG / 1000,
    length,
    width,
    height,
    insurance: uah(parcel.declaredValue),
    volume: Math.max(0.001, Math.round((length * width * height) / 1000) / 1000),
  };
};

/**
 * Meest's tracking event as our state. Codes are Meest's own (a table in its tracking method's
 * description): 1622 is "delivered to the recipient" (the probe's evidence); for codes we hold no
 * table row for, the UPU event code the answer carries (`eventCodeUPU`, UPU EMSEVT: EMA posted,
 * EMB–EMF between offices, EMG at the delivery office, EMH delivery attempted, EMI delivered)
 * decides; anything else is unknown rather than guessed.
 */
const meestCodes: Record<string, TrackingStatus['state']> = { '1622': 'delivered' };
const upuStates: Record<string, TrackingStatus['state']> = {
  EMA: 'created',
  EMB: 'in_transit',
  EMC: 'in_transit',
  EMD: 'in_transit',
  EME: 'in_transit',
  EMF: 'in_transit',
  EMG: 'arrived',
  EMH: 'arrived',
  EMI: 'delivered',
};
export function meestState(code: string, upu?: string | null): TrackingStatus['state'] {
  return meestCodes[code] ?? (upu ? upuStates[upu.trim().toUpperCase()] : undefined) ?? 'unknown';
}

/**
 * The Meest Express adapter (ADR 0105; conformed to Meest's documents after the probe), API
 * v3.0: `auth` (login, password) gives a token sent as the `token` header, renewed once on a 401;
 * settlements and branches region by region (`regionSearch`, `citySearch` with `isDirectory`,
 * `branchSearch`; refs `cityID` / `branchID`), `calculate` (branch to branch: a town's first
 * branch stands for it), `parcel` (a waybill: its `barCode`), `tracking/{number}`. Money in UAH
 * with kopiyky (float(8,2)), kilograms, centimetres.
 */
export function meestCarrier(config: MeestConfig): CarrierAdapter {
  const base = new URL(config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/`);
  const timeoutMs = config.timeoutMs ?? 10_000;
  const unexpected = (what: string) => new CarrierError('meest', `unexpected answer from ${what}`, false);
  /** The envelope's result when `status` says success, in whichever case the method writes it. */
  const resultOf = (json: unknown, what: string) => {
    const parsed = envelope.safeParse(json);
    if (!parsed.success || parsed.data.status.toUpperCase() !== 'OK') throw unexpected(what);
    return parsed.data.result;
  };
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
      .then((json) => {
        const parsed = z.looseObject({ token: z.string().min(1) }).safeParse(resultOf(json, 'auth'));
        if (!parsed.success) throw unexpected('auth');
        return parsed.data.token;
      })
      .catch((error: unknown) => {
        token = null;
        throw error instanceof CarrierError ? error : new CarrierError('meest', 'auth failed', false);
      });
    return token;
  };
  const call = async (path: string, body?: unknown, retried = false): Promise<unknown> => {
    const headers = { token: await signIn() };
    try {
      const json = await callJson(
        'meest',
        { method: body === undefined ? 'GET' : 'POST', url: new URL(path, base), headers, body, timeoutMs },
        config.fetch,
      );
      return resultOf(json, path.split('/')[0] ?? path);
    } catch (error) {
      if (!retried && error instanceof CarrierError && /http_401/.test(error.message)) {
        token = null;
        return call(path, body, true);
      }
      throw error;
    }
  };
  const parse = <T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw unexpected(what);
    return parsed.data;
  };
  /** Rows of a list answer, each parsed on its own: a row that does not fit is left out, not fatal. */
  const rows = <T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T>[] =>
    parse(z.array(z.unknown()), value, what).flatMap((row) => {
      const parsed = schema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
  let regions: Promise<z.infer<typeof region>[]> | null = null;
  const regionList = () => {
    regions ??= call('regionSearch', { filters: { countryDescr: 'УКРАЇНА' } })
      .then((r) => rows(region, r, 'regionSearch'))
      .catch((e) => {
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
  const branchOfCity = new Map<string, Promise<string | null>>();
  /** A town's first branch (not a locker): `calculate` prices Branch to Branch and needs branchIDs. */
  const branchOf = (cityID: string) => {
    let found = branchOfCity.get(cityID);
    if (!found) {
      found = call('branchSearch', { filters: { cityID } }).then(
        (r) => rows(branch, r, 'branchSearch').find((b) => !isLocker(b))?.branchID ?? null,
      );
      found.catch(() => branchOfCity.delete(cityID));
      branchOfCity.set(cityID, found);
    }
    return found;
  };

  return {
    code: 'meest',
    demo: false,
    settlements: (cursor) =>
      page(cursor, async (r) =>
        // `isDirectory`: without it citySearch answers at most 30 settlements.
        rows(
          city,
          await call('citySearch', { filters: { regionID: r.regionID }, isDirectory: true }),
          'citySearch',
        ).map(
          (c): CarrierSettlement => ({
            ref: c.cityID,
            koatuu: c.cityKATUU || null,
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
        rows(branch, await call('branchSearch', { filters: { regionID: r.regionID } }), 'branchSearch').map(
          (b): CarrierPoint => ({
            ref: b.branchID,
            settlementRef: b.cityID,
            townRef: null,
            number: b.branchNo,
            kind: isLocker(b) ? 'parcel_locker' : 'department',
            titleUa: b.branchDescr.descrUA,
            titleRu: b.branchDescr.descrRU || b.branchDescr.descrUA,
            maxWeightG: maxWeightOf(b),
            // Sizes: not in the fields this adapter reads; unknown = not refused.
            maxLengthMm: null,
            maxWidthMm: null,
            maxHeightMm: null,
            lat: b.latitude ?? null,
            lng: b.longitude ?? null,
          }),
        ),
      ),
    async estimate({ fromSettlementRef, toSettlementRef, service, parcel }) {
      const [fromBranch, toBranch] = await Promise.all([
        branchOf(fromSettlementRef),
        service === 'courier' ? Promise.resolve(null) : branchOf(toSettlementRef),
      ]);
      if (!fromBranch || (service !== 'courier' && !toBranch)) return null;
      const result = parse(
        calculated,
        await call('calculate', {
          COD: parcel.cashOnDelivery ? uah(parcel.cashOnDelivery) : 0,
          sender: { service: 'Branch', branchID: fromBranch, cityID: fromSettlementRef },
          receiver:
            service === 'courier'
              ? { service: 'Door', cityID: toSettlementRef }
              : { service: 'Branch', branchID: toBranch, cityID: toSettlementRef },
          placesItems: [placeOf(parcel)],
        }),
        'calculate',
      );
      return {
        delivery: Math.round(result.costServices * 100),
        // Meest's own COD terms are not in SPEC §9: Nova Poshta's 2 % + 10 UAH is assumed (ADR 0105).
        codCommission: parcel.cashOnDelivery ? codCommission('nova_poshta', parcel.cashOnDelivery) : 0,
        insurance: percentOf(parcel.declaredValue, 50),
      };
    },
    async createShipment(request) {
      if (!config.sender) throw new CarrierError('meest', 'sender not configured', false);
      const p = request.parcel;
      const r = request.recipient;
      const place = placeOf(p);
      let door: { addressID: string; building: string; flat: string } | null = null;
      if (request.service === 'courier') {
        // A Door receiver is an addressID (addressSearch by the town and street) and a building.
        const street = request.address?.street ?? '';
        const found = rows(
          z.looseObject({ addressID: z.string() }),
          await call('addressSearch', { filters: { cityID: request.toSettlementRef, addressDescr: `%${street}%` } }),
          'addressSearch',
        )[0];
        if (!found || !request.address?.house) throw new CarrierError('meest', 'address not found', false);
        door = { addressID: found.addressID, building: request.address.house, flat: request.address.flat };
      }
      const made = parse(
        z.looseObject({ parcelID: z.string(), barCode: z.string(), costServices: number.nullish() }),
        await call('parcel', {
          parcelNumber: String(request.orderId),
          payType: 'cash',
          receiverPay: true,
          // float(8,2): the exact amount the receipt shows, kopiyky and all.
          COD: p.cashOnDelivery ? uah(p.cashOnDelivery) : 0,
          weight: place.weight,
          notation: request.description,
          sender: {
            name: config.sender.name,
            phone: config.sender.phone,
            service: 'Branch',
            branchID: request.fromPointRef ?? config.sender.branchId,
          },
          receiver: {
            name: [r.lastName, r.firstName, r.middleName].filter(Boolean).join(' '),
            phone: r.phone,
            ...(door ? { service: 'Door', ...door } : { service: 'Branch', branchID: request.toPointRef ?? '' }),
          },
          placesItems: [{ ...place, placeWeight: place.weight, placeVolume: place.volume }],
        }),
        'parcel',
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
        // One event without a description (or odd in any way) is skipped, not the whole run.
        const events = rows(event, await call(`tracking/${encodeURIComponent(number)}`), 'tracking');
        const last = events.at(-1);
        if (!last) continue;
        const titleUa = last.eventDescr?.descrUA ?? '';
        out.push({
          number,
          code: last.eventCode,
          titleUa,
          titleRu: last.eventDescr?.descrRU || titleUa,
          state: meestState(last.eventCode, last.eventCodeUPU),
          at: kyivTime(last.eventDateTime),
        });
      }
      return out;
    },
  };
}

/** Meest's "yyyy-mm-dd hh:mm:ss" (Kyiv time, no offset) or ISO text → a Date; null when unreadable. */
function kyivTime(v: string | null | undefined): Date | null {
  if (!v) return null;
  const kyiv = parseKyivDateTime(v);
  if (kyiv) return kyiv;
  const at = new Date(v);
  return Number.isNaN(at.getTime()) ? null : at;
}
