import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeUkrposhtaShipment = {
  uuid: string;
  barcode: string;
  body: Record<string, unknown>;
  recipient: Record<string, unknown>;
};

export type FakeUkrposhta = {
  /** The eCom API root to configure the adapter with (`http://127.0.0.1:<port>/ecom/0.0.1/`). */
  apiUrl: string;
  shipments: FakeUkrposhtaShipment[];
  /** Every call: its path (no query) and whether its auth passed. */
  calls: { path: string; authorized: boolean }[];
  /** The next tracking event per barcode (`41000` handed over…). */
  setEvent: (barcode: string, event: string, eventName: string) => void;
  /** Holds every delivery-price answer until the returned release is called (a slow carrier). */
  holdPrices: () => () => void;
  /** Delivery-price calls answered so far. */
  priceCalls: () => number;
  close: () => Promise<void>;
};

/** A request body as the fake reads it (loosely: it checks the fields it needs). */
type Body = {
  [key: string]: unknown;
  addressFrom?: { postcode?: string };
  addressTo?: { postcode?: string };
  weight?: number;
  deliveryType?: string;
  declaredPrice?: number;
  postcode?: string;
  addressId?: number;
  phoneNumber?: string;
  recipient?: { uuid?: string };
  sender?: { uuid?: string };
  parcels?: unknown;
};

/** A request's body as text (the carriers' fakes share it). */
export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

/** Two regions, three towns, four post offices: enough for paging and pricing. */
const regions = [
  { REGION_ID: '270', REGION_UA: 'Київська', REGION_RU: 'Киевская' },
  { REGION_ID: '4', REGION_UA: 'Львівська', REGION_RU: 'Львовская' },
];
const cities = [
  {
    REGION_ID: '270',
    CITY_ID: '29713',
    CITY_UA: 'Київ',
    CITY_RU: 'Киев',
    CITY_KOATUU: '8000000000',
    REGION_UA: 'Київська',
    LATTITUDE: '50.45',
    LONGITUDE: '30.52',
  },
  { REGION_ID: '270', CITY_ID: '10952', CITY_UA: 'Бровари', CITY_KOATUU: '3210600000', REGION_UA: 'Київська' },
  {
    REGION_ID: '4',
    CITY_ID: '4926',
    CITY_UA: 'Львів',
    CITY_RU: 'Львов',
    CITY_KOATUU: '4610100000',
    REGION_UA: 'Львівська',
  },
];
const offices = [
  { REGION_ID: '270', CITY_ID: '29713', POSTCODE: '01001', PO_LONG: 'Київ 1' },
  { REGION_ID: '270', CITY_ID: '29713', POSTCODE: '01004', PO_LONG: 'Київ 4' },
  { REGION_ID: '270', CITY_ID: '10952', POSTCODE: '07401', PO_LONG: 'Бровари' },
  { REGION_ID: '4', CITY_ID: '4926', POSTCODE: '79000', PO_LONG: 'Львів', LATTITUDE: 49.84, LONGITUDE: 24.03 },
];
const pick = <T extends Record<string, unknown>>(rows: T[], drop: string[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !drop.includes(k))));

/** The Bearers a Ukrposhta account holds: one per service; unset ones equal the eCom `bearer`. */
export type FakeUkrposhtaAuth = { bearer: string; token: string; trackingBearer?: string; classifierBearer?: string };

/**
 * A local Ukrposhta (ADR 0105; rebuilt from Ukrposhta's documents after the probe): the
 * address classifier, eCom delivery-price, addresses, clients and shipments, and status tracking,
 * on 127.0.0.1. Each service checks its own Bearer — Ukrposhta issues eCom, status-tracking and
 * classifier ("counterparty") Bearers apart (tibezh/ukrposhta-php-sdk: src/Ukrposhta.php,
 * src/Tracking/Tracking.php `CREDENTIALS_TYPE = 'bearerStatusTracking'`, src/AddressClassifier/
 * AddressClassifier.php `'bearerCounterparty'`), so another service's Bearer answers 401; clients
 * and shipments need the counterparty token as `?token=` too.
 * Its price: 35 UAH + 5 UAH per started kg over 1 kg (+20 UAH to the door), 0.5 % of the declared value.
 */
export async function fakeUkrposhta(auth: FakeUkrposhtaAuth): Promise<FakeUkrposhta> {
  const shipments: FakeUkrposhtaShipment[] = [];
  const calls: FakeUkrposhta['calls'] = [];
  const events = new Map<string, { event: string; eventName: string }>();
  const addresses = new Map<number, Record<string, unknown>>();
  const clients = new Map<string, Record<string, unknown>>();
  let held: Promise<void> | null = null;
  let priced = 0;
  let nextId = 1;
  const bearerFor = (path: string) =>
    path.startsWith('/status-tracking/')
      ? (auth.trackingBearer ?? auth.bearer)
      : path.startsWith('/address-classifier-ws/')
        ? (auth.classifierBearer ?? auth.bearer)
        : auth.bearer;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const needsToken = /\/ecom\/0\.0\.1\/(clients|shipments)$/.test(path);
    const authorized =
      req.headers.authorization === `Bearer ${bearerFor(path)}` &&
      (!needsToken || url.searchParams.get('token') === auth.token);
    calls.push({ path, authorized });
    if (!authorized) return send(res, 401, { message: 'Unauthorized' });
    const body = req.method === 'POST' ? (JSON.parse((await readBody(req)) || '{}') as Body) : {};
    const q = (k: string) => url.searchParams.get(k);
    switch (path) {
      case '/address-classifier-ws/get_regions_by_region_ua':
        return send(res, 200, { Entries: { Entry: regions } });
      case '/address-classifier-ws/get_city_by_region_id_and_district_id_and_city_ua':
        return send(res, 200, {
          Entries: {
            Entry: pick(
              cities.filter((c) => c.REGION_ID === q('region_id')),
              [],
            ),
          },
        });
      case '/address-classifier-ws/get_postoffices_by_postindex': {
        const rows = offices.filter((o) =>
          q('poRegionId') ? o.REGION_ID === q('poRegionId') : o.CITY_ID === q('poCityId'),
        );
        return send(res, 200, { Entries: rows.length ? { Entry: pick(rows, ['REGION_ID']) } : null });
      }
      case '/ecom/0.0.1/domestic/delivery-price': {
        if (held) await held;
        priced++;
        const known = (p: unknown) => offices.some((o) => o.POSTCODE === p);
        const weight = body.weight ?? 0;
        if (!known(body.addressFrom?.postcode) || !known(body.addressTo?.postcode) || !(weight > 0))
          return send(res, 400, { message: 'Invalid postcode or weight' });
        const kg = Math.max(0, Math.ceil(weight / 1000) - 1);
        const delivery = 35 + 5 * kg + (body.deliveryType === 'W2D' ? 20 : 0);
        return send(res, 200, {
          deliveryPrice: delivery,
          rawDeliveryPrice: delivery,
          declaredPrice: body.declaredPrice,
        });
      }
      case '/ecom/0.0.1/addresses': {
        if (!offices.some((o) => o.POSTCODE === body.postcode)) return send(res, 400, { message: 'Invalid postcode' });
        const id = nextId++;
        addresses.set(id, body);
        return send(res, 200, { id, ...body });
      }
      case '/ecom/0.0.1/clients': {
        if (!addresses.has(body.addressId ?? 0) || !body.phoneNumber)
          return send(res, 400, { message: 'Invalid client' });
        const uuid = `client-${nextId++}`;
        clients.set(uuid, body);
        return send(res, 200, { uuid, ...body });
      }
      case '/ecom/0.0.1/shipments': {
        const recipient = clients.get(body.recipient?.uuid ?? '');
        if (!recipient || !body.sender?.uuid || !Array.isArray(body.parcels))
          return send(res, 400, { message: 'Invalid shipment' });
        const barcode = `0500${String(shipments.length + 1).padStart(9, '0')}`;
        const uuid = `shipment-${nextId++}`;
        shipments.push({ uuid, barcode, body, recipient });
        events.set(barcode, { event: '10100', eventName: 'Відправлення прийняте' });
        return send(res, 200, { uuid, barcode, deliveryPrice: 40 });
      }
      case '/status-tracking/0.0.1/statuses/last': {
        const e = events.get(q('barcode') ?? '');
        if (!e) return send(res, 404, { message: 'Not found' });
        // The documented shape (tibezh/ukrposhta-php-sdk src/Tracking/Tracking.php reads these
        // keys): barcode, step, date, name, event, eventName, country, mailType, indexOrder, index.
        return send(res, 200, {
          barcode: q('barcode'),
          step: 1,
          date: '2026-11-27T10:00:00',
          index: '01001',
          name: 'Київ',
          country: 'Україна',
          mailType: 0,
          indexOrder: 1,
          ...e,
        });
      }
      default:
        return send(res, 404, { message: 'Not found' });
    }
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { message: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/ecom/0.0.1/`,
    shipments,
    calls,
    setEvent: (barcode, event, eventName) => events.set(barcode, { event, eventName }),
    holdPrices: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    priceCalls: () => priced,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
