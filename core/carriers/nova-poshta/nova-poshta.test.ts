import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNovaPoshta } from '#test/fakes/nova-poshta/fake-nova-poshta';
import { CarrierError, type Parcel } from '../carrier';
import { createCarriers } from '../registry';
import { novaPoshtaCarrier } from './nova-poshta';

type Fake = Awaited<ReturnType<typeof startFakeNovaPoshta>>;
let fake: Fake;
const sender = {
  ref: 'sender-ref',
  contactRef: 'contact-ref',
  phone: '380501112233',
  cityRef: 'city-ref-kyiv',
  addressRef: 'warehouse-ref-1',
};
const np = (over: Partial<Parameters<typeof novaPoshtaCarrier>[0]> = {}) =>
  novaPoshtaCarrier({ apiKey: fake.apiKey, apiUrl: fake.url, sender, retryDelayMs: 0, ...over });
const parcel: Parcel = {
  weightG: 1500,
  lengthMm: 300,
  widthMm: 200,
  heightMm: 100,
  declaredValue: 150_000,
  cashOnDelivery: null,
};

beforeAll(async () => {
  fake = await startFakeNovaPoshta({ settlements: 320, points: 1_100 });
});
afterAll(() => fake.close());

async function readAll<T>(list: (cursor: string | null) => Promise<{ items: T[]; next: string | null }>) {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await list(cursor);
    items.push(...page.items);
    cursor = page.next;
    pages++;
  } while (cursor !== null);
  return { items, pages };
}

describe('Nova Poshta API 2.0 adapter against a local Nova Poshta', () => {
  it('reads settlements page by page (150 a page) with KOATUU codes, Kyiv 8000000000 first', async () => {
    fake.state.calls.length = 0;
    const { items, pages } = await readAll((c) => np().settlements(c));
    expect(pages).toBe(3);
    expect(items).toHaveLength(320);
    expect(new Set(items.map((s) => s.ref)).size).toBe(320);
    expect(items[0]).toMatchObject({ koatuu: '8000000000', titleUa: 'Київ', titleRu: 'Киев' });
    expect(items[10]?.koatuu).toMatch(/^\d{10}$/);
    expect(items[10]?.regionUa).toMatch(/обл\./);
    expect(fake.state.calls).toEqual([
      'AddressGeneral.getSettlements 1',
      'AddressGeneral.getSettlements 2',
      'AddressGeneral.getSettlements 3',
    ]);
  });

  it('reads departments and parcel lockers page by page (500 a page) with their types and weight limits', async () => {
    const { items, pages } = await readAll((c) => np().points(c));
    expect(pages).toBe(3);
    expect(items).toHaveLength(1_100);
    const lockers = items.filter((p) => p.kind === 'parcel_locker');
    expect(lockers.length).toBeGreaterThan(100);
    expect(lockers.every((p) => p.maxWeightG === 20_000)).toBe(true);
    expect(lockers.every((p) => [p.maxLengthMm, p.maxWidthMm, p.maxHeightMm].join() === '600,400,300')).toBe(true);
    const departments = items.filter((p) => p.kind === 'department');
    expect(new Set(departments.map((p) => p.maxWeightG))).toEqual(new Set([30_000, 1_000_000]));
    expect(items[0]).toMatchObject({ number: '1', settlementRef: fake.directory.settlementRef(0) });
    expect(items[0]?.townRef).toBe(fake.directory.cityRef(0));
  });

  it('a smaller page size pages further and stops at the total', async () => {
    const { items, pages } = await readAll((c) => np({ settlementsPage: 100 }).settlements(c));
    expect(pages).toBe(4);
    expect(items).toHaveLength(320);
  });

  it('skips points that are not working (closed for repairs)', async () => {
    const ref = fake.directory.warehouse(3).Ref;
    fake.state.changed.set(ref, { WarehouseStatus: 'Closed' });
    try {
      const page = await np().points(null);
      expect(page.items.some((p) => p.ref === ref)).toBe(false);
      expect(page.items).toHaveLength(499);
      expect(page.next).toBe('2');
    } finally {
      fake.state.changed.delete(ref);
    }
  });

  it('a wrong API key is a refusal, not retryable, and the key is not in the message', async () => {
    fake.state.calls.length = 0;
    const error = await np({ apiKey: 'wrong-secret-key' })
      .settlements(null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierError);
    expect((error as CarrierError).retryable).toBe(false);
    expect((error as CarrierError).message).toContain('API auth fail');
    expect((error as CarrierError).message).not.toContain('wrong-secret-key');
    expect(fake.state.calls).toHaveLength(1);
  });

  it('an HTTP 500 and an unreachable API are retryable errors', async () => {
    fake.state.failWhen = ({ page }) => (page === 2 ? 'http' : null);
    fake.state.calls.length = 0;
    try {
      await expect(np().points(null)).resolves.toMatchObject({ next: '2' });
      await expect(np().points('2')).rejects.toMatchObject({
        retryable: true,
        message: expect.stringContaining('HTTP 500'),
      });
      // Two retries, then the error.
      expect(fake.state.calls.filter((c) => c.endsWith(' 2'))).toHaveLength(3);
      // One bad answer is ridden out.
      let failures = 1;
      fake.state.failWhen = () => (failures-- > 0 ? 'http' : null);
      await expect(np().points('2')).resolves.toMatchObject({ next: '3' });
    } finally {
      fake.state.failWhen = null;
    }
    await expect(np({ apiUrl: 'http://127.0.0.1:9/v2.0/json/' }).settlements(null)).rejects.toMatchObject({
      retryable: true,
    });
  });

  it('prices a parcel: delivery, insurance on the declared value, cash-on-delivery commission (§9)', async () => {
    const prepaid = await np().estimate({
      fromSettlementRef: 'a',
      toSettlementRef: 'b',
      service: 'department',
      parcel,
    });
    // 1.5 kg: 70 UAH; 1,500 UAH declared: 0.5 % = 7.50 UAH insurance inside Cost, shown apart.
    expect(prepaid).toEqual({ delivery: 7000, codCommission: 0, insurance: 750 });
    const cod = await np().estimate({
      fromSettlementRef: 'a',
      toSettlementRef: 'b',
      service: 'courier',
      parcel: { ...parcel, weightG: 12_000, cashOnDelivery: 150_000 },
    });
    // 12 kg by courier: 160 + 40 UAH; COD 20 + 2 % of 1,500 = 50 UAH.
    expect(cod).toEqual({ delivery: 20_000, codCommission: 5000, insurance: 750 });
    // A parcel locker is Nova Poshta's WarehousePostomat, priced apart (the fake: 10 UAH more).
    const locker = await np().estimate({
      fromSettlementRef: 'a',
      toSettlementRef: 'b',
      service: 'parcel_locker',
      parcel,
    });
    expect(locker?.delivery).toBe(8000);
  });

  it('to a department the recipient goes by refs — Counterparty.save, then Recipient, ContactRecipient, CityRecipient, RecipientAddress — then tracks it (StatusCode → state)', async () => {
    const shipment = await np().createShipment({
      orderId: 1234,
      service: 'department',
      fromSettlementRef: '',
      fromPointRef: null,
      toSettlementRef: fake.directory.cityRef(0),
      toPointRef: fake.directory.warehouse(0).Ref,
      address: null,
      recipient: { firstName: 'Олена', lastName: 'Коваль', middleName: '', phone: '+38 (050) 123-45-67' },
      parcel: { ...parcel, cashOnDelivery: 150_000 },
      description: 'Рибальські товари',
    });
    expect(shipment.number).toMatch(/^2045\d{10}$/);
    expect(shipment.estimatedDelivery).toBe('2026-11-30');
    const [counterparty] = [...fake.state.counterparties.entries()].at(-1) ?? [];
    expect(fake.state.counterparties.get(counterparty ?? '')?.properties).toMatchObject({
      CounterpartyProperty: 'Recipient',
      CounterpartyType: 'PrivatePerson',
      FirstName: 'Олена',
      LastName: 'Коваль',
      Phone: '380501234567',
    });
    const saved = fake.state.documents.get(shipment.number)?.properties;
    expect(saved).toMatchObject({
      Sender: 'sender-ref',
      CitySender: 'city-ref-kyiv',
      SenderAddress: 'warehouse-ref-1',
      Recipient: counterparty,
      ContactRecipient: expect.stringMatching(/^cc/),
      CityRecipient: fake.directory.cityRef(0),
      RecipientAddress: fake.directory.warehouse(0).Ref,
      RecipientsPhone: '380501234567',
      InfoRegClientBarcodes: '1234',
      Cost: '1500',
      BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: '1500' }],
    });
    expect(saved).not.toHaveProperty('RecipientName');
    const doc = fake.state.documents.get(shipment.number);
    if (doc) doc.statusCode = '7';
    const [status, missing] = await np().track([shipment.number, '20450000099999']);
    expect(status).toMatchObject({
      number: shipment.number,
      code: '7',
      state: 'arrived',
      titleUa: 'Прибув на відділення',
    });
    expect(status?.at?.toISOString()).toBe('2026-11-27T08:15:00.000Z');
    expect(missing).toMatchObject({ code: '3', state: 'unknown' });
  });

  it('to the door the recipient goes by the NewAddress strings (names, town, region, street, house, flat)', async () => {
    const shipment = await np().createShipment({
      orderId: 1235,
      service: 'courier',
      fromSettlementRef: '',
      fromPointRef: null,
      toSettlementRef: fake.directory.cityRef(0),
      toPointRef: null,
      address: { street: 'Хрещатик', house: '1', flat: '5' },
      toTown: { name: 'Київ', region: 'Київська' },
      recipient: { firstName: 'Олена', lastName: 'Коваль', middleName: 'Іванівна', phone: '+380501234567' },
      parcel,
      description: 'Рибальські товари',
    });
    expect(fake.state.documents.get(shipment.number)?.properties).toMatchObject({
      ServiceType: 'WarehouseDoors',
      NewAddress: '1',
      RecipientType: 'PrivatePerson',
      RecipientName: 'Коваль Олена Іванівна',
      RecipientCityName: 'Київ',
      RecipientArea: 'Київська',
      RecipientAddressName: 'Хрещатик',
      RecipientHouse: '1',
      RecipientFlat: '5',
      RecipientsPhone: '380501234567',
    });
  });

  it('the fake refuses a recipient named in neither documented way (a name beside a warehouse ref, no counterparty)', async () => {
    const before = fake.state.documents.size;
    const answer = await fetch(fake.url, {
      method: 'POST',
      body: JSON.stringify({
        apiKey: fake.apiKey,
        modelName: 'InternetDocument',
        calledMethod: 'save',
        methodProperties: {
          PayerType: 'Recipient',
          PaymentMethod: 'Cash',
          DateTime: '27.11.2026',
          CargoType: 'Parcel',
          Weight: '1.5',
          ServiceType: 'WarehouseWarehouse',
          SeatsAmount: '1',
          Description: 'x',
          Cost: '1500',
          CitySender: 'city-ref-kyiv',
          Sender: 'sender-ref',
          SenderAddress: 'warehouse-ref-1',
          ContactSender: 'contact-ref',
          SendersPhone: '380501112233',
          CityRecipient: fake.directory.cityRef(0),
          RecipientType: 'PrivatePerson',
          RecipientName: 'Коваль Олена',
          RecipientsPhone: '380501234567',
          RecipientAddress: fake.directory.warehouse(0).Ref,
        },
      }),
    }).then((r) => r.json());
    expect(answer).toMatchObject({ success: false, errors: ['Recipient is empty'] });
    expect(fake.state.documents.size).toBe(before);
  });

  it('cash on delivery with kopiyky is refused, never rounded (524.99 is not sent as 525); codStep says whole hryvnias', async () => {
    const carrier = np();
    expect(carrier.codStep).toBe(100);
    const before = fake.state.documents.size;
    const error = await carrier
      .createShipment({
        orderId: 1236,
        service: 'department',
        fromSettlementRef: '',
        fromPointRef: null,
        toSettlementRef: fake.directory.cityRef(0),
        toPointRef: fake.directory.warehouse(0).Ref,
        address: null,
        recipient: { firstName: 'Олена', lastName: 'Коваль', middleName: '', phone: '+380501234567' },
        parcel: { ...parcel, declaredValue: 52_499, cashOnDelivery: 52_499 },
        description: 'x',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierError);
    expect((error as CarrierError).message).toMatch(/not whole hryvnias/);
    expect(fake.state.documents.size).toBe(before);
  });

  it("the fake refuses a waybill whose seat exceeds the parcel locker's receiving limits (a 100 cm rod in 60×40×30 cm cells)", async () => {
    let j = 320;
    while (fake.directory.warehouse(j).CategoryOfWarehouse !== 'Postomat') j++;
    const locker = fake.directory.warehouse(j);
    const request = (lengthMm: number) => ({
      orderId: 2,
      service: 'parcel_locker' as const,
      fromSettlementRef: '',
      fromPointRef: null,
      toSettlementRef: locker.CityRef,
      toPointRef: locker.Ref,
      address: null,
      recipient: { firstName: 'Олена', lastName: 'Коваль', middleName: '', phone: '+380501234567' },
      parcel: { ...parcel, lengthMm, widthMm: 60, heightMm: 60 },
      description: 'Вудилище',
    });
    await expect(np().createShipment(request(1_000))).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('exceeds the recipient warehouse limits'),
    });
    expect((await np().createShipment(request(550))).number).toMatch(/^2045\d{10}$/);
  });

  it('refuses a waybill without the sender settings, and passes on the API refusal of a bad phone', async () => {
    const request = {
      orderId: 1,
      service: 'department' as const,
      fromSettlementRef: '',
      fromPointRef: null,
      toSettlementRef: fake.directory.cityRef(0),
      toPointRef: fake.directory.warehouse(0).Ref,
      address: null,
      recipient: { firstName: 'A', lastName: 'B', middleName: '', phone: '123' },
      parcel,
      description: 'x',
    };
    await expect(np({ sender: null }).createShipment(request)).rejects.toThrow('sender not configured');
    await expect(np().createShipment(request)).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('Phone is invalid'),
    });
  });

  it('the registry: no key → the demo carrier alone; a key → Nova Poshta (sender only when complete)', async () => {
    const none = createCarriers({});
    expect(none.demo).toBe(true);
    expect(none.list.map((c) => [c.code, c.demo])).toEqual([['nova_poshta', true]]);
    await expect(none.list[0]?.settlements(null)).resolves.toEqual({ items: [], next: null });
    const configured = createCarriers({ NOVA_POSHTA_API_KEY: fake.apiKey, NOVA_POSHTA_API_URL: fake.url });
    expect(configured.demo).toBe(false);
    const carrier = configured.get('nova_poshta');
    expect(carrier?.demo).toBe(false);
    await expect(carrier?.settlements(null)).resolves.toMatchObject({ next: '2' });
    expect(configured.get('meest')).toBeNull();
  });
});
