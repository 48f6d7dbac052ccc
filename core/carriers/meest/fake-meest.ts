import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../ukrposhta/fake-ukrposhta';

export type FakeMeest = {
  /** The API root to configure the adapter with (`http://127.0.0.1:<port>/v3.0/openAPI/`). */
  apiUrl: string;
  parcels: { parcelID: string; barCode: string; body: Record<string, unknown> }[];
  /** Every call's method (`auth`, `calculate`…) and whether its token was valid. */
  calls: { method: string; authorized: boolean }[];
  /** Forgets every issued token (they expire): the next call answers 401. */
  expireTokens: () => void;
  addEvent: (barCode: string, eventCode: string, eventUA: string) => void;
  close: () => Promise<void>;
};

const d = (ua: string, ru: string) => ({ descrUA: ua, descrRU: ru });
const regions = [
  { regionID: 'r-kyiv', regionDescr: d('Київська', 'Киевская') },
  { regionID: 'r-lviv', regionDescr: d('Львівська', 'Львовская') },
];
const cities = [
  {
    regionID: 'r-kyiv',
    cityID: 'c-kyiv',
    cityDescr: d('Київ', 'Киев'),
    KATUU: '8000000000',
    latitude: 50.45,
    longitude: 30.52,
  },
  { regionID: 'r-lviv', cityID: 'c-lviv', cityDescr: d('Львів', 'Львов'), KATUU: '4610100000' },
];
const branches = [
  {
    regionID: 'r-kyiv',
    branchID: 'b-1',
    branchNo: 1,
    branchDescr: d('Відділення №1', 'Отделение №1'),
    cityID: 'c-kyiv',
    branchType: 'MEEST',
    limitWeight: 30,
  },
  {
    regionID: 'r-kyiv',
    branchID: 'b-2',
    branchNo: 2,
    branchDescr: d('Поштомат №2', 'Почтомат №2'),
    cityID: 'c-kyiv',
    branchType: 'APT',
    limitWeight: 15,
  },
  {
    regionID: 'r-lviv',
    branchID: 'b-3',
    branchNo: 3,
    branchDescr: d('Відділення №3', 'Отделение №3'),
    cityID: 'c-lviv',
    branchType: 'MEEST',
  },
];
const strip = <T extends { regionID: string }>({ regionID: _, ...rest }: T) => rest;

/**
 * A local Meest Express API v3.0 (issue 21, ADR 0105): `auth` checks the login and password and
 * issues a random token; every other call needs it in the `token` header (401 otherwise).
 * Answers `{ status: 'OK', info, result }`. Its tariff: 45 UAH + 8 UAH per started kg over 1 kg,
 * +30 UAH to the door.
 */
export async function fakeMeest(credentials: { login: string; password: string }): Promise<FakeMeest> {
  const tokens = new Set<string>();
  const parcels: FakeMeest['parcels'] = [];
  const calls: FakeMeest['calls'] = [];
  const events = new Map<string, { eventCode: string; eventUA: string; eventRU: string; eventDateTime: string }[]>();
  const send = (res: ServerResponse, status: number, result: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        status === 200 ? { status: 'OK', info: {}, result } : { status: 'Error', info: { message: result } },
      ),
    );
  };
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
      return send(res, 200, { token, refreshToken: 'r', expiresIn: 3600 });
    }
    const authorized = tokens.has(String(req.headers.token ?? ''));
    calls.push({ method, authorized });
    if (!authorized) return send(res, 401, 'Token is invalid');
    const filters = body.filters ?? {};
    switch (method) {
      case 'regionSearch':
        return send(res, 200, regions);
      case 'citySearch':
        return send(res, 200, cities.filter((c) => c.regionID === filters.regionID).map(strip));
      case 'branchSearch':
        return send(res, 200, branches.filter((b) => b.regionID === filters.regionID).map(strip));
      case 'calculate': {
        const place = body.placesItems?.[0];
        const known = (id: unknown) => cities.some((c) => c.cityID === id);
        if (!known(body.sender?.cityID) || !known(body.receiver?.cityID) || !(place?.weight > 0))
          return send(res, 400, 'Invalid');
        const kg = Math.max(0, Math.ceil(place.weight) - 1);
        return send(res, 200, { costServices: 45 + 8 * kg + (body.receiver.service === 'Door' ? 30 : 0) });
      }
      case 'parcel': {
        if (!body.receiver?.phone || !body.receiver?.cityID) return send(res, 400, 'Invalid receiver');
        const barCode = `MV${String(parcels.length + 1).padStart(9, '0')}`;
        const parcelID = `p-${parcels.length + 1}`;
        parcels.push({ parcelID, barCode, body });
        events.set(barCode, [
          { eventCode: '100', eventUA: 'Створено', eventRU: 'Создано', eventDateTime: '2026-11-27T10:00:00' },
        ]);
        return send(res, 200, { parcelID, barCode, costServices: 53 });
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
    expireTokens: () => tokens.clear(),
    addEvent: (barCode, eventCode, eventUA) =>
      events.set(barCode, [
        ...(events.get(barCode) ?? []),
        { eventCode, eventUA, eventRU: eventUA, eventDateTime: '2026-11-28T10:00:00' },
      ]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
