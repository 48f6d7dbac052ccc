import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '#test/fakes/ukrposhta/fake-ukrposhta';

/*
 * Sources of every rule below (the fake follows Meest's documents, not our adapter):
 *  [v3] Meest Express openAPI v3.0 method list, https://api.meest.com/v3.0/openAPI/ (its
 *       openapi.json as published in a public typed client — request and answer fields, types
 *       "float(8,2)", "Обов'язковий, якщо service == Branch", `isDirectory`, branchLimits "0 – без
 *       обмежень", branchType values [АПТ, МППВ, ОВ, ППВ, ТОЧКА], tracking's eventDescr).
 *  [py] a public Meest client's recorded answers (branchSearch `status: "OK"`, `branchType: "ОВ"`,
 *       branchDescr with descrUA and descrSearchUA only; parcelsList and parcel DELETE answering
 *       `status: "ok"` in lower case).
 *  [29] the probe's evidence: tracking code 1622 = delivered to the recipient.
 */

export type FakeMeestEvent = {
  eventCode: number;
  eventCodeUPU?: string;
  eventDateTime: string;
  /** Omitted on some events [v3: optional], which must not abort a tracking run. */
  eventDescr?: { descrUA: string; descrRU?: string; descrEN?: string };
};

export type FakeMeest = {
  /** The API root to configure the adapter with (`http://127.0.0.1:<port>/v3.0/openAPI/`). */
  apiUrl: string;
  parcels: { parcelID: string; barCode: string; body: Record<string, unknown> }[];
  /** Every call's method (`auth`, `calculate`…) and whether its token was valid. */
  calls: { method: string; authorized: boolean }[];
  /** The bodies of `calculate` calls, as sent. */
  calculations: Record<string, unknown>[];
  /** Forgets every issued token (they expire): the next call answers 401. */
  expireTokens: () => void;
  addEvent: (barCode: string, event: FakeMeestEvent) => void;
  close: () => Promise<void>;
};

const d = (ua: string, ru: string, en = '') => ({ descrUA: ua, descrRU: ru, descrEN: en });
const ukraine = 'c35b6195-4ea3-11de-8591-001d600938f8';
const regions = [
  { regionID: 'r-kyiv', regionKATUU: '8000000000', regionDescr: d('КИЇВ', 'КИЕВ', 'KYIV'), countryID: ukraine },
  {
    regionID: 'r-lviv',
    regionKATUU: '4600000000',
    regionDescr: d('ЛЬВІВСЬКА', 'ЛЬВОВСКАЯ', 'LVIVS`KA'),
    countryID: ukraine,
  },
];
type City = { regionID: string; cityID: string; cityKATUU: string; cityDescr: ReturnType<typeof d> } & Record<
  string,
  unknown
>;
// [v3] citySearch: cityKATUU (not "KATUU"), latitude / longitude as strings.
const cities: City[] = [
  {
    regionID: 'r-kyiv',
    cityID: 'c-kyiv',
    viewCity: 'м.',
    cityKATUU: '8000000000',
    cityDescr: d('Київ', 'Киев', 'Kyiv'),
    regionDescr: regions[0]?.regionDescr,
    isBranchInCity: true,
    latitude: '50.45',
    longitude: '30.52',
  },
  {
    regionID: 'r-lviv',
    cityID: 'c-lviv',
    viewCity: 'м.',
    cityKATUU: '4610100000',
    cityDescr: d('Львів', 'Львов', 'Lviv'),
    regionDescr: regions[1]?.regionDescr,
    isBranchInCity: true,
  },
  // More villages than citySearch's 30-row answer holds without `isDirectory` [v3].
  ...Array.from({ length: 34 }, (_, i) => ({
    regionID: 'r-lviv',
    cityID: `c-lviv-v${i + 1}`,
    viewCity: 'с.',
    cityKATUU: `46236834${String(i + 1).padStart(2, '0')}`,
    cityDescr: d(`Село ${i + 1}`, `Село ${i + 1}`),
    regionDescr: regions[1]?.regionDescr,
    isBranchInCity: false,
  })),
];
// [py] sample branchSearch rows: Cyrillic branchType, branchTypeAPP "1" ОВ / "3" АПТ, branchDescr
// without descrRU; [v3] limits under branchLimits, kg, "0" = no limit.
const branches = [
  {
    regionID: 'r-kyiv',
    branchID: 'b-1',
    branchNo: 1,
    branchType: 'ОВ',
    branchTypeAPP: '1',
    branchTypeDescr: 'Відділення. Без обмежень ваги.',
    branchDescr: { descrUA: 'Київ, відділення №1', descrSearchUA: 'Київ вул. Хрещатик, 1' },
    cityID: 'c-kyiv',
    cityDescr: d('Київ', 'Киев', 'Kyiv'),
    zipCode: '01001',
    latitude: 50.45,
    longitude: 30.52,
    branchLimits: { weightTotalMax: 1000, weightPlaceMax: 30, insuranceTotalMax: 0, quantityPlacesMax: 0 },
  },
  {
    regionID: 'r-kyiv',
    branchID: 'b-2',
    branchNo: 2,
    branchType: 'АПТ',
    branchTypeAPP: '3',
    branchTypeDescr: 'Поштомат',
    branchDescr: { descrUA: 'Поштомат №2', descrSearchUA: 'Київ вул. Велика Васильківська, 2' },
    cityID: 'c-kyiv',
    cityDescr: d('Київ', 'Киев', 'Kyiv'),
    branchLimits: { weightTotalMax: 15, weightPlaceMax: 15, gabaritesMax: { length: 60, width: 35, height: 40 } },
  },
  {
    regionID: 'r-lviv',
    branchID: 'b-3',
    branchNo: 4,
    branchType: 'ОВ',
    branchTypeAPP: '1',
    branchDescr: { descrUA: 'Львів (HUB)', descrSearchUA: 'Львів вул. Пасіки Зубрицькі, 56' },
    cityID: 'c-lviv',
    cityDescr: d('Львів', 'Львов', 'Lviv'),
    zipCode: '79019',
    latitude: 49.778984,
    longitude: 24.092983,
    branchLimits: { weightTotalMax: 0, weightPlaceMax: 0 },
  },
];
const addresses = [{ addressID: 'a-lviv-1', cityID: 'c-lviv', addressDescr: d('вул. Городоцька', 'ул. Городоцкая') }];
const strip = <T extends { regionID: string }>({ regionID: _, ...rest }: T) => rest;

/** [v3] money fields are float(8,2) / float(9,2): numbers with at most two decimals. */
const money = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && Math.round(v * 100) === v * 100;

/**
 * A local Meest Express API v3.0 (ADR 0105; rebuilt from Meest's documents after the probe,
 * sources at the top of this file): `auth` checks the login and password and issues a random
 * token; every other call needs it in the `token` header (401 otherwise). Answers `{ status,
 * info, result }` with `status` "OK" for searches and "ok" for parcel methods [py]. Its tariff:
 * 45 UAH + 8 UAH per started kg over 1 kg, +30 UAH to the door.
 */
export async function fakeMeest(credentials: { login: string; password: string }): Promise<FakeMeest> {
  const tokens = new Set<string>();
  const parcels: FakeMeest['parcels'] = [];
  const calls: FakeMeest['calls'] = [];
  const calculations: FakeMeest['calculations'] = [];
  const events = new Map<string, FakeMeestEvent[]>();
  const info = (message = '') => ({ fieldName: '', message, messageDetails: '' });
  const send = (res: ServerResponse, status: number, result: unknown, okWord: 'OK' | 'ok' = 'OK') => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        status === 200
          ? { status: okWord, info: info(), result }
          : { status: 'Error', info: info(String(result)), result: null },
      ),
    );
  };
  const refuse = (res: ServerResponse, message: string) => send(res, 400, message);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname.replace(/^\/v3\.0\/openAPI\//, '');
    const method = path.split('/')[0] ?? '';
    // biome-ignore lint/suspicious/noExplicitAny: the fake reads the fields it checks
    const body = req.method === 'POST' ? (JSON.parse((await readBody(req)) || '{}') as any) : {};
    if (method === 'auth') {
      const authorized = body.username === credentials.login && body.password === credentials.password;
      calls.push({ method, authorized });
      if (!authorized) return send(res, 401, 'Wrong login or password');
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return send(res, 200, { token, refresh_token: 'r', expiresIn: 3600 });
    }
    const authorized = tokens.has(String(req.headers.token ?? ''));
    calls.push({ method, authorized });
    if (!authorized) return send(res, 401, 'Token is invalid');
    const filters = body.filters ?? {};
    switch (method) {
      case 'regionSearch':
        return send(res, 200, regions);
      case 'citySearch': {
        const found = cities
          .filter(
            (c) =>
              (!filters.regionID || c.regionID === filters.regionID) &&
              (!filters.cityID || c.cityID === filters.cityID),
          )
          .map(strip);
        // [v3] without `isDirectory: true` an answer holds at most 30 settlements.
        return send(res, 200, body.isDirectory === true ? found : found.slice(0, 30));
      }
      case 'branchSearch':
        return send(
          res,
          200,
          branches
            .filter(
              (b) =>
                (!filters.regionID || b.regionID === filters.regionID) &&
                (!filters.cityID || b.cityID === filters.cityID),
            )
            .map(strip),
        );
      case 'addressSearch':
        return send(
          res,
          200,
          addresses.filter(
            (a) =>
              a.cityID === filters.cityID &&
              a.addressDescr.descrUA.includes(String(filters.addressDescr ?? '').replace(/%/g, '')),
          ),
        );
      case 'calculate': {
        calculations.push(body);
        const problem =
          sideProblem(body.sender) ?? sideProblem(body.receiver) ?? placesProblem(body.placesItems, false);
        if (problem) return refuse(res, problem);
        if (body.COD !== undefined && !money(body.COD)) return refuse(res, 'COD must be float(8,2)');
        const place = body.placesItems[0];
        const kg = Math.max(0, Math.ceil(place.weight) - 1);
        const cost = 45 + 8 * kg + (body.receiver.service === 'Door' ? 30 : 0);
        // [v3] calculate answers a list; costServices is text.
        return send(res, 200, [{ costServices: cost.toFixed(2), estimatedDeliveryDate: '30.11.2026' }]);
      }
      case 'parcel': {
        if (typeof body.payType !== 'string' || typeof body.receiverPay !== 'boolean')
          return refuse(res, 'payType and receiverPay are required');
        if (body.COD !== undefined && !money(body.COD)) return refuse(res, 'COD must be float(8,2)');
        for (const [who, side] of [
          ['sender', body.sender],
          ['receiver', body.receiver],
        ] as const) {
          if (!side?.name || !side?.phone) return refuse(res, `${who}: name and phone are required`);
          const problem = sideProblem(side, true);
          if (problem) return refuse(res, `${who}: ${problem}`);
        }
        const problem = placesProblem(body.placesItems, true);
        if (problem) return refuse(res, problem);
        if (!(typeof body.weight === 'number' && body.weight > 0))
          return refuse(res, 'weight is required with placesItems');
        const barCode = `MV${String(parcels.length + 1).padStart(9, '0')}`;
        const parcelID = `p-${parcels.length + 1}`;
        parcels.push({ parcelID, barCode, body });
        events.set(barCode, [
          {
            eventCode: 100,
            eventCodeUPU: 'EMA',
            eventDateTime: '2026-11-27 10:00:00',
            eventDescr: d('Відправлення оформлено', 'Отправление оформлено'),
          },
        ]);
        return send(res, 200, { parcelID, barCode, costServices: 53, parcelNumber: body.parcelNumber ?? '' }, 'ok');
      }
      case 'tracking':
        return send(res, 200, events.get(decodeURIComponent(path.split('/')[1] ?? '')) ?? []);
      default:
        return send(res, 404, 'Not found');
    }
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, 'fake failed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v3.0/openAPI/`,
    parcels,
    calls,
    calculations,
    expireTokens: () => tokens.clear(),
    addEvent: (barCode, event) => events.set(barCode, [...(events.get(barCode) ?? []), event]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * [v3] A side of a calculate / parcel: `service` Branch needs a known `branchID`, Door a `cityID`
 * (calculate) or an `addressID` and `building` (parcel).
 */
// biome-ignore lint/suspicious/noExplicitAny: the request as sent
function sideProblem(side: any, parcel = false): string | null {
  if (side?.service !== 'Branch' && side?.service !== 'Door') return 'service must be Door or Branch';
  if (side.service === 'Branch')
    return branches.some((b) => b.branchID === side.branchID) ? null : 'branchID is required for Branch';
  if (parcel) return side.addressID && side.building ? null : 'addressID and building are required for Door';
  return cities.some((c) => c.cityID === side.cityID) ? null : 'cityID is required for Door';
}

/** [v3] placesItems: quantity and weight (kg); a parcel's places also placeWeight and placeVolume (m³). */
// biome-ignore lint/suspicious/noExplicitAny: the request as sent
function placesProblem(places: any, parcel: boolean): string | null {
  const place = Array.isArray(places) ? places[0] : null;
  if (!place || !(place.quantity >= 1) || !(typeof place.weight === 'number' && place.weight > 0))
    return 'placesItems: quantity and weight are required';
  if (place.insurance !== undefined && !money(place.insurance)) return 'insurance must be float(9,2)';
  if (parcel && !(place.placeWeight > 0 && place.placeVolume > 0))
    return 'placesItems: placeWeight and placeVolume are required';
  return null;
}
