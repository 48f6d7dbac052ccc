import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeDirectoryOptions, fakeDirectory } from '#test/fakes/nova-poshta/fake-directory';

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
 * A local Nova Poshta API 2.0 for tests and the benchmark (ADR 0104; its waybill and
 * price rules rebuilt from Nova Poshta's documents after the probe): one POST JSON endpoint; every
 * call checks the apiKey (`API auth fail` otherwise) and answers in the API's envelope
 * `{success, data, errors, warnings, info, messageCodes, errorCodes, warningCodes, infoCodes}`.
 * Directories are generated from a seed (fake-directory.ts) and paged by Page/Limit with the API's
 * caps; `changed` and `removed` alter them between syncs. Saved waybills are tracked.
 *
 * Sources of the rules (cited at each as [tag]):
 *  [save]  developers.novaposhta.ua, InternetDocument "save" (refs form: Sender / ContactSender /
 *          CitySender / SenderAddress / SendersPhone and Recipient / ContactRecipient /
 *          CityRecipient / RecipientAddress / RecipientsPhone), its examples' whole-hryvnia
 *          "Cost" and "RedeliveryString"; the same two forms in daaner/NovaPoshta
 *          docs/InternetDocument.md ("идентификаторами" and "ЭН строкой").
 *  [save-new] developers.novaposhta.ua, "Створення ЕН без створення контрагента": NewAddress "1"
 *          with RecipientName, RecipientType, RecipientCityName, RecipientArea,
 *          RecipientAreaRegions, RecipientAddressName, RecipientHouse, RecipientFlat.
 *  [counterparty] developers.novaposhta.ua, Counterparty "save" (CounterpartyProperty Recipient,
 *          CounterpartyType PrivatePerson, names, Phone) answering the counterparty with its
 *          ContactPerson; lis-dev/nova-poshta-api-2 index.php shows the same call.
 *  [limits] developers.novaposhta.ua, AddressGeneral "getWarehouses": each point's
 *          ReceivingLimitationsOnDimensions {Width, Height, Length} (cm) and PlaceMaxWeightAllowed
 *          (kg, "0" = no limit) — what a parcel to that point may be.
 *  [seats] developers.novaposhta.ua, InternetDocument "save": SeatsAmount "Кількість місць
 *          відправлення, ціле число" and OptionsSeat "Параметр вантажу для кожного місця
 *          відправлення" (weight kg, volumetricWidth / Length / Height cm); its "save" with
 *          additional services (item 16) adds a seat's `cost`, "оцінна вартість місця, грн".
 *  [postomat] developers.novaposhta.ua, "Створити експрес-накладну на поштомат": sizes required,
 *          only Parcel or Documents, Cost at most 10,000 UAH, "можна вказувати лише одне місце на
 *          одне відправлення" (one seat per waybill).
 *  [price] developers.novaposhta.ua, InternetDocument "getDocumentPrice" (answer AssessedCost,
 *          Cost, CostRedelivery) and novaposhta.ua's published tariff (0.5 % of the declared value).
 */
export async function startFakeNovaPoshta(options: FakeNovaPoshtaOptions = {}) {
  const apiKey = options.apiKey ?? 'test-np-key';
  const directory = fakeDirectory(options);
  const state = {
    /** Field overrides by Ref (settlements and warehouses). */
    changed: new Map<string, Row>(),
    removed: new Set<string>(),
    documents: new Map<string, FakeDocument>(),
    counterparties: new Map<string, { contacts: Set<string>; properties: Row }>(),
    /** CityRefs the directory knows (computed once). */
    cityRefs: (() => {
      let refs: Set<string> | null = null;
      return () => {
        refs ??= new Set(Array.from({ length: directory.settlements }, (_, i) => directory.cityRef(i)));
        return refs;
      };
    })(),
    /** A warehouse's CityRef by its Ref (the first `lookups` warehouses), else null. */
    warehouseCity: (ref: string) => state.warehouseRow(ref)?.CityRef ?? null,
    /** A warehouse's row by its Ref (the first 2,000 warehouses), else null. */
    warehouseRow: (ref: string) => {
      for (let j = 0; j < Math.min(directory.points, 2_000); j++) {
        const w = directory.warehouse(j);
        if (w.Ref === ref) return w;
      }
      return null;
    },
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

  // [price] Nova Poshta's published tariffs: the declared value is insured at 0.5 % of it, inside
  // `Cost`; the money transfer (cash on delivery) costs 20 UAH + 2 %. The delivery table is the fake's.
  const tariff = (props: Row) => {
    const weight = Number(props.Weight);
    const cost = Number(props.Cost);
    if (!(weight > 0) || !Number.isFinite(cost)) return null;
    const base = weight <= 2 ? 70 : weight <= 10 ? 105 : weight <= 30 ? 160 : 160 + Math.ceil(weight - 30) * 5;
    // Nova Poshta prices a parcel locker above a department (10 UAH here).
    const courier = props.ServiceType === 'WarehouseDoors' ? 40 : props.ServiceType === 'WarehousePostomat' ? 10 : 0;
    const insurance = cost * 0.005;
    const redelivery = props.RedeliveryCalculate as { Amount?: string } | undefined;
    const amount = Number(redelivery?.Amount ?? 0);
    return {
      AssessedCost: cost,
      Cost: Math.round((base + courier + insurance) * 100) / 100,
      ...(amount > 0 ? { CostRedelivery: Math.round((20 + amount * 0.02) * 100) / 100 } : {}),
    };
  };

  /** [save] Fields every InternetDocument.save needs, whichever way the recipient is named. */
  const required = [
    'PayerType',
    'PaymentMethod',
    'DateTime',
    'CargoType',
    'Weight',
    'ServiceType',
    'SeatsAmount',
    'Description',
    'Cost',
    'CitySender',
    'Sender',
    'SenderAddress',
    'ContactSender',
    'SendersPhone',
  ];
  const phone = (v: unknown) => /^380\d{9}$/.test(String(v ?? ''));
  const wholeHryvnias = (v: unknown) => typeof v === 'string' && /^\d+$/.test(v);
  const knownCity = (ref: unknown) => typeof ref === 'string' && state.cityRefs().has(ref);

  /**
   * [limits] the recipient's point takes a seat within its ReceivingLimitationsOnDimensions (cm,
   * any orientation) and PlaceMaxWeightAllowed (kg, "0" = none). The refusal's wording is ours:
   * the documents list the limits, not the error text.
   */
  function takes(row: ReturnType<typeof state.warehouseRow>, seats: unknown): boolean {
    if (!row || !Array.isArray(seats)) return true;
    const limit = row.ReceivingLimitationsOnDimensions;
    const cell = [limit.Length, limit.Width, limit.Height].sort((a, b) => b - a);
    const maxKg = Number(row.PlaceMaxWeightAllowed);
    return seats.every((seat: Row) => {
      const sides = [seat.volumetricLength, seat.volumetricWidth, seat.volumetricHeight]
        .map(Number)
        .sort((a, b) => b - a);
      if (maxKg > 0 && Number(seat.weight) > maxKg) return false;
      return sides.every((side, i) => side <= (cell[i] ?? 0));
    });
  }

  function save(props: Row): Row | string {
    for (const key of required) if (props[key] === undefined || props[key] === '') return `${key} is empty`;
    if (!/^\d{2}\.\d{2}\.\d{4}$/.test(String(props.DateTime))) return 'DateTime is invalid';
    // [save] Cost is the declared value, whole hryvnias ("Cost": "500" in every documented example).
    if (!wholeHryvnias(props.Cost)) return 'Cost is invalid';
    if (!phone(props.RecipientsPhone)) return 'RecipientsPhone is invalid';
    // [seats] a whole number of seats, and one OptionsSeat row of weight and sides per seat.
    if (!/^[1-9]\d*$/.test(String(props.SeatsAmount))) return 'SeatsAmount is invalid';
    const seats = props.OptionsSeat;
    if (seats !== undefined) {
      if (!Array.isArray(seats) || seats.length !== Number(props.SeatsAmount))
        return 'OptionsSeat does not match SeatsAmount';
      for (const seat of seats as Row[]) {
        const sides = [seat.weight, seat.volumetricLength, seat.volumetricWidth, seat.volumetricHeight].map(Number);
        if (!sides.every((v) => v > 0)) return 'OptionsSeat is invalid';
        if (seat.cost !== undefined && !wholeHryvnias(seat.cost)) return 'OptionsSeat cost is invalid';
      }
    }
    // [postomat] one seat per waybill, a declared value up to 10,000 UAH.
    if (props.ServiceType === 'WarehousePostomat') {
      if (props.SeatsAmount !== '1') return 'SeatsAmount must be 1 for a parcel locker';
      if (Number(props.Cost) > 10_000) return 'Cost exceeds the parcel locker limit';
    }
    const doors = String(props.ServiceType).endsWith('Doors');
    if (props.NewAddress === '1') {
      // [save-new] the recipient by strings: names, settlement, street (or warehouse number), house.
      for (const key of ['RecipientName', 'RecipientType', 'RecipientCityName', 'RecipientAddressName'])
        if (!props[key]) return `${key} is empty`;
      if (doors && !props.RecipientHouse) return 'RecipientHouse is empty';
    } else {
      // [save] the recipient by refs: a counterparty of ours, its contact person, the city, the address.
      if (!props.Recipient) return 'Recipient is empty';
      const counterparty = state.counterparties.get(String(props.Recipient));
      if (!counterparty) return 'Recipient is invalid';
      if (!props.ContactRecipient) return 'ContactRecipient is empty';
      if (!counterparty.contacts.has(String(props.ContactRecipient))) return 'ContactRecipient is invalid';
      if (!knownCity(props.CityRecipient)) return 'CityRecipient is invalid';
      if (!props.RecipientAddress) return 'RecipientAddress is empty';
      if (!doors && state.warehouseCity(String(props.RecipientAddress)) !== props.CityRecipient)
        return 'RecipientAddress is invalid';
      if (!doors && !takes(state.warehouseRow(String(props.RecipientAddress)), props.OptionsSeat))
        return 'OptionsSeat exceeds the recipient warehouse limits';
    }
    const backward = props.BackwardDeliveryData as { CargoType?: string; RedeliveryString?: unknown }[] | undefined;
    // [save] the money transfer's amount: whole hryvnias as text ("RedeliveryString": "255").
    for (const b of backward ?? [])
      if (b.CargoType === 'Money' && !wholeHryvnias(b.RedeliveryString)) return 'RedeliveryString is invalid';
    const price = tariff(props);
    if (!price) return 'Weight is invalid';
    const serial = state.documents.size + 1;
    const number = `2045${String(serial).padStart(10, '0')}`;
    const ref = `00000000-0000-0000-0000-${String(serial).padStart(12, '0')}`;
    state.documents.set(number, { number, ref, statusCode: '1', properties: props });
    // [save] the documented answer row.
    return {
      Ref: ref,
      CostOnSite: price.Cost,
      EstimatedDeliveryDate: '30.11.2026',
      IntDocNumber: number,
      TypeDocument: 'InternetDocument',
    };
  }

  /** [counterparty] Counterparty.save of a private recipient: the counterparty with its contact person. */
  function saveCounterparty(props: Row): Row | string {
    if (props.CounterpartyProperty !== 'Recipient') return 'CounterpartyProperty is invalid';
    if (props.CounterpartyType !== 'PrivatePerson') return 'CounterpartyType is invalid';
    for (const key of ['FirstName', 'LastName']) if (!props[key]) return `${key} is empty`;
    if (!phone(props.Phone)) return 'Phone is invalid';
    const serial = state.counterparties.size + 1;
    const ref = `cp000000-0000-0000-0000-${String(serial).padStart(12, '0')}`;
    const contact = `cc000000-0000-0000-0000-${String(serial).padStart(12, '0')}`;
    const description = [props.LastName, props.FirstName, props.MiddleName].filter(Boolean).join(' ');
    state.counterparties.set(ref, { contacts: new Set([contact]), properties: props });
    return {
      Ref: ref,
      Description: 'Приватна особа',
      FirstName: props.FirstName,
      MiddleName: props.MiddleName ?? '',
      LastName: props.LastName,
      Counterparty: ref,
      OwnershipForm: '',
      OwnershipFormDescription: '',
      EDRPOU: '',
      CounterpartyType: 'PrivatePerson',
      ContactPerson: {
        success: true,
        data: [
          {
            Ref: contact,
            Description: description,
            LastName: props.LastName,
            FirstName: props.FirstName,
            MiddleName: props.MiddleName ?? '',
          },
        ],
        errors: [],
        warnings: [],
        info: [],
      },
    };
  }

  function track(props: Row): Row[] {
    const list = Array.isArray(props.Documents) ? (props.Documents as { DocumentNumber?: string }[]) : [];
    return list.map(({ DocumentNumber: number = '' }) => {
      const document = state.documents.get(number);
      const code = document?.statusCode ?? '3';
      // The money transfer of a parcel with cash on delivery: `Redelivery` 1, its sum.
      const backward = (document?.properties.BackwardDeliveryData as { RedeliveryString?: string }[] | undefined)?.[0];
      return {
        Number: number,
        StatusCode: code,
        Status: statusTitles[code] ?? `Статус ${code}`,
        TrackingUpdateDate: '2026-11-27 10:15:00',
        ...(backward
          ? {
              Redelivery: 1,
              RedeliverySum: backward.RedeliveryString ?? '',
              RedeliveryNum: code === '11' ? `59${number}` : '',
            }
          : {}),
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
        warningCodes: [],
        infoCodes: [],
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
      case 'Counterparty.save': {
        const saved = saveCounterparty(props);
        return typeof saved === 'string' ? envelope([], [saved]) : envelope([saved]);
      }
      case 'Counterparty.getCounterpartyContactPersons': {
        const found = state.counterparties.get(String(props.Ref));
        return envelope(found ? [...found.contacts].map((Ref) => ({ Ref, Description: '' })) : []);
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
