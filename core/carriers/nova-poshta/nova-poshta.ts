import {
  type CarrierAdapter,
  CarrierError,
  type CarrierPoint,
  type CarrierSettlement,
  type DirectoryPage,
  type TrackingStatus,
} from '../carrier';
import { callNovaPoshta, defaultNovaPoshtaUrl } from './client';
import { settlementRow, toPoint, toSettlement, warehouseRow } from './directory';
import {
  type NovaPoshtaSender,
  priceProperties,
  type RecipientRefs,
  recipientProperties,
  redeliveryString,
  saveProperties,
  toRecipientRefs,
  toShipment,
  toStatus,
  toTariff,
} from './documents';

export type NovaPoshtaOptions = {
  apiKey: string;
  /** API 2.0 JSON endpoint (default https://api.novaposhta.ua/v2.0/json/). */
  apiUrl?: string;
  /** The shop as sender; without it `createShipment` refuses (directories and tariffs still work). */
  sender?: NovaPoshtaSender | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Retries of a retryable failure (network, 5xx), after `retryDelayMs` × the attempt (default 2, 1 s). */
  retries?: number;
  retryDelayMs?: number;
  /** Rows per directory page (the API's own caps: 150 settlements, 500 warehouses). */
  settlementsPage?: number;
  pointsPage?: number;
  now?: () => Date;
};

const pageOf = (cursor: string | null) => {
  const page = cursor === null ? 1 : Number(cursor);
  if (!Number.isInteger(page) || page < 1) throw new CarrierError('nova_poshta', 'bad page cursor', false);
  return page;
};

/** The next page's cursor: while a full page came and the total (when told) is not reached. */
const nextOf = (page: number, limit: number, got: number, total: number | null) =>
  got >= limit && (total === null || page * limit < total) ? String(page + 1) : null;

/**
 * Nova Poshta API 2.0 (ADR 0104). Directories: `AddressGeneral.getSettlements` with
 * `Warehouse: "1"` (only settlements that have a department or locker, with their KOATUU code),
 * and `AddressGeneral.getWarehouses`, both paged by Page/Limit; tariffs by
 * `InternetDocument.getDocumentPrice`; waybills by `InternetDocument.save` (the recipient by
 * `Counterparty.save` refs to a point, by the `NewAddress` strings to the door); tracking by
 * `TrackingDocument.getStatusDocuments` (100 numbers a call). Settlement refs in tariffs and
 * waybills are CityRefs (a point's `townRef`), which is what these two methods take.
 */
export function novaPoshtaCarrier(options: NovaPoshtaOptions): CarrierAdapter {
  const client = {
    url: options.apiUrl ?? defaultNovaPoshtaUrl,
    apiKey: options.apiKey,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 30_000,
  };
  const settlementsLimit = options.settlementsPage ?? 150;
  const pointsLimit = options.pointsPage ?? 500;
  const now = options.now ?? (() => new Date());
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  // A kept-alive socket the server closed, a 502 from its balancer: worth another try, so one
  // bad answer does not cost the night's sync.
  const call = async (model: string, method: string, props: Record<string, unknown>) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await callNovaPoshta(client, model, method, props);
      } catch (error) {
        if (!(error instanceof CarrierError) || !error.retryable || attempt >= retries) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * (attempt + 1)));
      }
    }
  };
  const malformed = (what: string) => new CarrierError('nova_poshta', `${what}: unexpected answer`, true);

  return {
    code: 'nova_poshta',
    demo: false,
    // RedeliveryString is whole hryvnias in every documented example (documents.ts).
    codStep: 100,
    // Seats on one waybill: NP documents no cap for a branch or the door; "при створенні
    // відправлення на поштомат можна вказувати лише одне місце" (developers.novaposhta.ua, "Створити
    // експрес-накладну на поштомат") — a locker gets a waybill per parcel.
    maxSeats: (service) => (service === 'parcel_locker' ? 1 : 99),
    async settlements(cursor): Promise<DirectoryPage<CarrierSettlement>> {
      const page = pageOf(cursor);
      const answer = await call('AddressGeneral', 'getSettlements', {
        Warehouse: '1',
        Page: String(page),
        Limit: String(settlementsLimit),
      });
      const items = answer.data.map((row) => {
        const parsed = settlementRow.safeParse(row);
        if (!parsed.success) throw malformed('AddressGeneral.getSettlements');
        return toSettlement(parsed.data);
      });
      return { items, next: nextOf(page, settlementsLimit, answer.data.length, answer.totalCount) };
    },
    async points(cursor): Promise<DirectoryPage<CarrierPoint>> {
      const page = pageOf(cursor);
      const answer = await call('AddressGeneral', 'getWarehouses', {
        Page: String(page),
        Limit: String(pointsLimit),
        Language: 'UA',
      });
      const items: CarrierPoint[] = [];
      for (const row of answer.data) {
        const parsed = warehouseRow.safeParse(row);
        if (!parsed.success) throw malformed('AddressGeneral.getWarehouses');
        const point = toPoint(parsed.data);
        if (point) items.push(point);
      }
      return { items, next: nextOf(page, pointsLimit, answer.data.length, answer.totalCount) };
    },
    async estimate(query) {
      const answer = await call(
        'InternetDocument',
        'getDocumentPrice',
        priceProperties(query.fromSettlementRef, query.toSettlementRef, query.service, query.parcel),
      );
      return answer.data.length ? toTariff(answer.data[0]) : null;
    },
    async createShipment(request) {
      if (!options.sender) throw new CarrierError('nova_poshta', 'sender not configured', false);
      const cod = request.parcel.cashOnDelivery;
      if (cod && redeliveryString(cod) === null)
        throw new CarrierError('nova_poshta', 'cash on delivery is not whole hryvnias', false);
      let refs: RecipientRefs | null = null;
      if (request.toPointRef) {
        // To a department or locker the recipient goes by refs: their counterparty and contact person.
        const made = await call('Counterparty', 'save', recipientProperties(request.recipient));
        const found = toRecipientRefs(made.data[0]);
        if (!found) throw malformed('Counterparty.save');
        let contact = found.contact;
        if (!contact) {
          const persons = await call('Counterparty', 'getCounterpartyContactPersons', { Ref: found.counterparty });
          contact =
            toRecipientRefs({ Ref: found.counterparty, ContactPerson: { data: persons.data } })?.contact ?? null;
        }
        if (!contact) throw malformed('Counterparty.getCounterpartyContactPersons');
        refs = { counterparty: found.counterparty, contact };
      }
      const answer = await call('InternetDocument', 'save', saveProperties(request, options.sender, now(), refs));
      const shipment = toShipment(answer.data[0]);
      if (!shipment) throw malformed('InternetDocument.save');
      return shipment;
    },
    async track(numbers) {
      const out: TrackingStatus[] = [];
      for (let i = 0; i < numbers.length; i += 100) {
        const documents = numbers.slice(i, i + 100).map((n) => ({ DocumentNumber: n, Phone: '' }));
        const answer = await call('TrackingDocument', 'getStatusDocuments', { Documents: documents });
        for (const row of answer.data) {
          const status = toStatus(row, null);
          if (status) out.push(status);
        }
      }
      return out;
    },
  };
}
