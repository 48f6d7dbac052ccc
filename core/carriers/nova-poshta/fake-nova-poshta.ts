import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeDirectoryOptions, fakeDirectory } from './fake-directory';

export type FakeDocument = { number: string; ref: string; statusCode: string; properties: Record<string, unknown> };
type Row = Record<string, unknown>;

export type FakeNovaPoshtaOptions = FakeDirectoryOptions & {
  apiKey?: string;
  /** Makes a call fail: `http` answers 500, `refuse` answers `success: false`. */
  failWhen?: (call: { method: string; page: number }) => 'http' | 'refuse' | null;
};

const caps: Record<string, number> = { getSettlements: 150, getWarehouses: 500 };
const statusTitles: Record<string, string> = {
  '1': 'Відправник самостійно створив цю накладну, але ще не надав до відправки',
  '3': 'Номер не знайдено',
  '5': 'Відправлення прямує до міста одержувача',
  '7': 'Прибув на відділення',
  '9': 'Відправлення отримано',
  '102': 'Відмова від отримання',
};

/**
 * A local Nova Poshta API 2.0 for tests and the benchmark (issue 21, ADR 0104): one POST JSON
 * endpoint; every call checks the apiKey (`API auth fail` otherwise) and answers in the API's
 * envelope `{success, data, errors, warnings, info: {totalCount}}`. Directories are generated
 * from a seed (fake-directory.ts) and paged by Page/Limit with the API's caps; `changed` and
 * `removed` alter them between syncs. Prices follow a fixed table; saved waybills are tracked.
 */
export async function startFakeNovaPoshta(options: FakeNovaPoshtaOptions = {}) {
  const apiKey = options.apiKey ?? 'test-np-key';
  const directory = fakeDirectory(options);
  const state = {
    /** Field overrides by Ref (settlements and warehouses). */
    changed: new Map<string, Row>(),
    removed: new Set<string>(),
    documents: new Map<string, FakeDocument>(),
    /** Every call as model.method (page): no bodies, they hold the key. */
    calls: [] as string[],
    failWhen: options.failWhen ?? null,
  };

  function page(total: number, at: (i: number) => Row, pageNo: number, limit: number) {
    const rows: Row[] = [];
    const apply = (row: Row) => {
      const change = state.changed.get(String(row.Ref));
      return change ? { ...row, ...change } : row;
    };
    if (!state.removed.size) {
      for (let i = (pageNo - 1) * limit; i < Math.min(total, pageNo * limit); i++) rows.push(apply(at(i)));
      return { rows, total };
    }
    const kept = keptIndices(total, at);
    for (let k = (pageNo - 1) * limit; k < Math.min(kept.length, pageNo * limit); k++)
      rows.push(apply(at(kept[k] as number)));
    return { rows, total: kept.length };
  }

  // The indices left after `removed`, worked out once per removed set (not per page: a scan per
  // page made a 40,000-row directory quadratic).
  const keptCache = new Map<(i: number) => Row, { key: string; kept: Int32Array }>();
  function keptIndices(total: number, at: (i: number) => Row): Int32Array {
    const key = `${total}:${[...state.removed].sort().join(',')}`;
    const hit = keptCache.get(at);
    if (hit?.key === key) return hit.kept;
    const out: number[] = [];
    for (let i = 0; i < total; i++) if (!state.removed.has(String(at(i).Ref))) out.push(i);
    const kept = Int32Array.from(out);
    keptCache.set(at, { key, kept });
    return kept;
  }

  const tariff = (props: Row) => {
    const weight = Number(props.Weight);
    const cost = Number(props.Cost);
    if (!(weight > 0) || !Number.isFinite(cost)) return null;
    const base = weight <= 2 ? 70 : weight <= 10 ? 105 : weight <= 30 ? 160 : 160 + Math.ceil(weight - 30) * 5;
    // Nova Poshta prices a parcel locker above a department (10 UAH here).
    const courier = props.ServiceType === 'WarehouseDoors' ? 40 : props.ServiceType === 'WarehousePostomat' ? 10 : 0;
    const insurance = Math.max(0, (cost - 200) * 0.005);
    const redelivery = props.RedeliveryCalculate as { Amount?: string } | undefined;
    const amount = Number(redelivery?.Amount ?? 0);
    return {
      AssessedCost: cost,
      Cost: Math.round((base + courier + insurance) * 100) / 100,
      ...(amount > 0 ? { CostRedelivery: Math.round((20 + amount * 0.02) * 100) / 100 } : {}),
    };
  };

  const required = ['CitySender', 'Sender', 'SenderAddress', 'ContactSender', 'SendersPhone', 'CityRecipient'];
  function save(props: Row): Row | string {
    for (const key of required) if (!props[key]) return `${key} is empty`;
    if (!/^380\d{9}$/.test(String(props.RecipientsPhone ?? ''))) return 'RecipientsPhone is invalid';
    if (!props.RecipientName) return 'RecipientName is empty';
    if (!props.RecipientAddress && !props.RecipientAddressName) return 'RecipientAddress is empty';
    const price = tariff(props);
    if (!price) return 'Weight is invalid';
    const serial = state.documents.size + 1;
    const number = `2045${String(serial).padStart(10, '0')}`;
    const ref = `00000000-0000-0000-0000-${String(serial).padStart(12, '0')}`;
    state.documents.set(number, { number, ref, statusCode: '1', properties: props });
    return {
      Ref: ref,
      CostOnSite: price.Cost,
      EstimatedDeliveryDate: '30.11.2026',
      IntDocNumber: number,
      TypeDocument: 'InternetDocument',
    };
  }

  function track(props: Row): Row[] {
    const list = Array.isArray(props.Documents) ? (props.Documents as { DocumentNumber?: string }[]) : [];
    return list.map(({ DocumentNumber: number = '' }) => {
      const code = state.documents.get(number)?.statusCode ?? '3';
      return {
        Number: number,
        StatusCode: code,
        Status: statusTitles[code] ?? `Статус ${code}`,
        TrackingUpdateDate: '2026-11-27 10:15:00',
      };
    });
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const envelope = (data: unknown[], errors: string[] = [], totalCount?: number) =>
      send(200, {
        success: errors.length === 0,
        data,
        errors,
        warnings: [],
        info: totalCount === undefined ? [] : { totalCount },
        messageCodes: [],
        errorCodes: [],
      });
    let body: Row;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return envelope([], ['Data is invalid']);
    }
    if (req.method !== 'POST') return send(405, {});
    const method = `${body.modelName}.${body.calledMethod}`;
    const props = (body.methodProperties ?? {}) as Row;
    const pageNo = Math.max(1, Number(props.Page ?? 1) || 1);
    state.calls.push(`${method} ${pageNo}`);
    const failure = state.failWhen?.({ method, page: pageNo });
    if (failure === 'http') return send(500, { message: 'Internal Server Error' });
    if (failure === 'refuse') return envelope([], ['Service is temporarily unavailable']);
    if (body.apiKey !== apiKey) return envelope([], ['API auth fail']);
    const limit = Math.min(caps[String(body.calledMethod)] ?? 500, Math.max(1, Number(props.Limit ?? 500) || 500));
    switch (method) {
      case 'AddressGeneral.getSettlements': {
        const { rows, total } = page(directory.settlements, directory.settlement, pageNo, limit);
        return envelope(rows, [], total);
      }
      case 'AddressGeneral.getWarehouses': {
        const { rows, total } = page(directory.points, directory.warehouse, pageNo, limit);
        return envelope(rows, [], total);
      }
      case 'InternetDocument.getDocumentPrice': {
        if (!props.CitySender || !props.CityRecipient) return envelope([], ['CitySender or CityRecipient is empty']);
        const price = tariff(props);
        return price ? envelope([price]) : envelope([], ['Weight is invalid']);
      }
      case 'InternetDocument.save': {
        const saved = save(props);
        return typeof saved === 'string' ? envelope([], [saved]) : envelope([saved]);
      }
      case 'TrackingDocument.getStatusDocuments':
        return envelope(track(props));
      default:
        return envelope([], [`Method ${method} is not supported`]);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2.0/json/`,
    apiKey,
    directory,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
