import { describe, expect, it } from 'vitest';
import { meestCarrier } from './meest';
import { novaPoshtaCarrier } from './nova-poshta';
import { toRecipientRefs, toShipment, toTariff } from './nova-poshta/documents';
import { ukrposhtaCarrier } from './ukrposhta';

/*
 * Conformance vectors: answers written by us in the shapes the carriers document and
 * publish in their samples — every field the documents show, the awkward ones included (strings
 * for numbers, "0" for no limit, a single `Entry` object, lower-case "ok", missing optional
 * fields) — read by the adapters as production reads them. Sources:
 *  Nova Poshta: developers.novaposhta.ua, AddressGeneral "getWarehouses", InternetDocument
 *    "getDocumentPrice" and "save", Counterparty "save" (answer examples).
 *  Ukrposhta: the address classifier's `{Entries: {Entry}}` answers and status tracking's
 *    statuses/last as tibezh/ukrposhta-php-sdk reads them (src/AddressClassifier, src/Tracking).
 *  Meest: openAPI v3.0 (branchSearch, parcel, tracking) and a public client's recorded answers.
 */

/** The carrier's HTTP answer for each call, by the first route key the URL or body contains. */
const answering =
  (routes: [string, unknown][]): typeof fetch =>
  async (input, init) => {
    const where = `${String(input)} ${typeof init?.body === 'string' ? init.body : ''}`;
    const found = routes.find(([key]) => where.includes(key));
    return new Response(JSON.stringify(found ? found[1] : { message: 'no route' }), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  };

const npEnvelope = (data: unknown[], totalCount?: number) => ({
  success: true,
  data,
  errors: [],
  warnings: [],
  info: totalCount === undefined ? [] : { totalCount },
  messageCodes: [],
  errorCodes: [],
  warningCodes: [],
  infoCodes: [],
});

describe('Nova Poshta documented answers', () => {
  it('getWarehouses: a documented branch row, numbers as strings, "0" for no per-place limit', async () => {
    const row = {
      SiteKey: '10182',
      Description: 'Відділення №1: вул. Пирогівський шлях, 135',
      DescriptionRu: 'Отделение №1: ул. Пироговский путь, 135',
      ShortAddress: 'Київ, Пирогівський шлях, 135',
      ShortAddressRu: 'Киев, Пироговский путь, 135',
      Phone: '0-800-500-609',
      TypeOfWarehouse: '9a68df70-0267-42a8-bb5c-37f427e36ee4',
      Ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
      Number: '1',
      CityRef: '8d5a980d-391c-11dd-90d9-001a92567626',
      CityDescription: 'Київ',
      CityDescriptionRu: 'Киев',
      SettlementRef: 'e718a680-4b33-11e4-ab6d-005056801329',
      SettlementDescription: 'Київ',
      SettlementAreaDescription: 'Київська область',
      SettlementRegionsDescription: '',
      SettlementTypeDescription: 'місто',
      Longitude: '30.542863000000000',
      Latitude: '50.354012000000000',
      PostFinance: '1',
      BicycleParking: '1',
      PaymentAccess: '1',
      POSTerminal: '1',
      InternationalShipping: '1',
      SelfServiceWorkplacesCount: '1',
      TotalMaxWeightAllowed: '1000',
      PlaceMaxWeightAllowed: '0',
      SendingLimitationsOnDimensions: { Width: 170, Height: 170, Length: 300 },
      ReceivingLimitationsOnDimensions: { Width: 170, Height: 170, Length: 300 },
      Reception: { Monday: '08:00-21:00', Sunday: '09:00-19:00' },
      Delivery: { Monday: '08:00-21:00', Sunday: '09:00-19:00' },
      Schedule: { Monday: '08:00-21:00', Sunday: '09:00-19:00' },
      DistrictCode: 'Kyiv',
      WarehouseStatus: 'Working',
      WarehouseStatusDate: '2019-12-06 00:00:00',
      CategoryOfWarehouse: 'Branch',
      Direct: '',
      RegionCity: 'КИЇВ',
      WarehouseForAgent: '0',
      GeneratorEnabled: '1',
      MaxDeclaredCost: '0',
      WorkInMobileAwis: '0',
      DenyToSelect: '0',
      CanGetMoneyTransfer: '1',
      OnlyReceivingParcel: '0',
      PostMachineType: '',
      PostalCodeUA: '03179',
      WarehouseIndex: '1/1',
    };
    const np = novaPoshtaCarrier({ apiKey: 'k', fetch: answering([['getWarehouses', npEnvelope([row], 1)]]) });
    expect(await np.points(null)).toEqual({
      items: [
        {
          ref: row.Ref,
          settlementRef: row.SettlementRef,
          townRef: row.CityRef,
          number: '1',
          kind: 'department',
          titleUa: row.Description,
          titleRu: row.DescriptionRu,
          maxWeightG: 1_000_000,
          maxLengthMm: 3_000,
          maxWidthMm: 1_700,
          maxHeightMm: 1_700,
          lat: 50.354012,
          lng: 30.542863,
        },
      ],
      next: null,
    });
  });

  it('getWarehouses: a parcel locker keeps its receiving limits (cm → mm) and its per-place weight', async () => {
    // A Postomat row in the documented shape: ReceivingLimitationsOnDimensions {Width, Height,
    // Length} in cm, PlaceMaxWeightAllowed in kg with "0" = none (then TotalMaxWeightAllowed).
    const row = {
      Ref: '7f0f2a3c-1b8e-11ec-80fb-b8830365bd14',
      Description: 'Поштомат "Нова Пошта" №34521: вул. Хрещатик, 22 (під\'їзд 1)',
      DescriptionRu: 'Почтомат "Новая Почта" №34521: ул. Крещатик, 22 (подъезд 1)',
      TypeOfWarehouse: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0',
      Number: '34521',
      CityRef: '8d5a980d-391c-11dd-90d9-001a92567626',
      SettlementRef: 'e718a680-4b33-11e4-ab6d-005056801329',
      Longitude: '30.521846',
      Latitude: '50.447731',
      TotalMaxWeightAllowed: '0',
      PlaceMaxWeightAllowed: '20',
      SendingLimitationsOnDimensions: { Width: 40, Height: 30, Length: 60 },
      ReceivingLimitationsOnDimensions: { Width: 40, Height: 30, Length: 60 },
      WarehouseStatus: 'Working',
      CategoryOfWarehouse: 'Postomat',
      PostMachineType: 'FullDayService',
    };
    const np = novaPoshtaCarrier({ apiKey: 'k', fetch: answering([['getWarehouses', npEnvelope([row], 1)]]) });
    const [point] = (await np.points(null)).items;
    expect(point).toMatchObject({
      kind: 'parcel_locker',
      maxWeightG: 20_000,
      maxLengthMm: 600,
      maxWidthMm: 400,
      maxHeightMm: 300,
    });
  });

  it('getDocumentPrice: Cost holds the insurance on AssessedCost; CostRedelivery is the money transfer', () => {
    const answer = {
      AssessedCost: 500,
      Cost: 95,
      CostRedelivery: 30,
      TZoneInfo: { TzoneName: 'Зона 1', TzoneID: '1' },
    };
    expect(toTariff(answer)).toEqual({ delivery: 9_250, codCommission: 3_000, insurance: 250 });
  });

  it('save: the documented answer row becomes the waybill (number, ref, cost, date)', () => {
    const answer = {
      Ref: 'e0d17e6a-e1a9-11ef-bcd0-48df37b921da',
      CostOnSite: 95,
      EstimatedDeliveryDate: '01.12.2026',
      IntDocNumber: '20450987654321',
      TypeDocument: 'InternetDocument',
    };
    expect(toShipment(answer)).toEqual({
      number: '20450987654321',
      ref: answer.Ref,
      cost: 9_500,
      estimatedDelivery: '2026-12-01',
    });
  });

  it('Counterparty.save: the recipient and the contact person inside its answer', () => {
    const answer = {
      Ref: '0ae2aa91-55c6-11e4-acce-0050568002cf',
      Description: 'Приватна особа',
      FirstName: 'Олена',
      MiddleName: '',
      LastName: 'Коваль',
      Counterparty: '0ae2aa91-55c6-11e4-acce-0050568002cf',
      OwnershipForm: '',
      OwnershipFormDescription: '',
      EDRPOU: '',
      CounterpartyType: 'PrivatePerson',
      ContactPerson: {
        success: true,
        data: [{ Ref: '5ee2aa91-55c6-11e4-acce-0050568002cf', Description: 'Коваль Олена', LastName: 'Коваль' }],
        errors: [],
        warnings: [],
        info: [],
      },
    };
    expect(toRecipientRefs(answer)).toEqual({
      counterparty: answer.Ref,
      contact: '5ee2aa91-55c6-11e4-acce-0050568002cf',
    });
  });
});

describe('Ukrposhta sample answers', () => {
  it('the classifier answers a lone row as an object, not a list; status tracking its documented keys', async () => {
    const up = ukrposhtaCarrier({
      apiUrl: 'https://www.ukrposhta.ua/ecom/0.0.1/',
      bearer: 'e',
      token: 't',
      senderUuid: null,
      fetch: answering([
        [
          'get_regions_by_region_ua',
          {
            Entries: {
              Entry: { REGION_ID: '270', REGION_UA: 'Київська', REGION_EN: 'Kyivska', REGION_RU: 'Киевская' },
            },
          },
        ],
        [
          'get_city_by_region_id',
          {
            Entries: {
              Entry: {
                CITY_ID: '29713',
                CITY_UA: 'Київ',
                CITY_EN: 'Kyiv',
                CITY_RU: 'Киев',
                CITY_KOATUU: '8000000000',
                REGION_ID: '270',
                REGION_UA: 'Київська',
                CITYTYPE_UA: 'місто',
                LONGITUDE: '30.5234',
                LATTITUDE: '50.4501',
              },
            },
          },
        ],
        [
          'statuses/last',
          {
            barcode: '0500012345678',
            step: 3,
            date: '2026-11-27T14:05:00',
            index: '79000',
            name: 'Львів',
            event: '41000',
            eventName: 'Відправлення вручено',
            country: 'Україна',
            mailType: 0,
            indexOrder: 2,
          },
        ],
      ]),
    });
    expect((await up.settlements(null)).items).toEqual([
      {
        ref: '29713',
        koatuu: '8000000000',
        titleUa: 'Київ',
        titleRu: 'Киев',
        regionUa: 'Київська',
        regionRu: 'Киевская',
        lat: 50.4501,
        lng: 30.5234,
      },
    ]);
    expect(await up.track(['0500012345678'])).toMatchObject([
      { number: '0500012345678', code: '41000', state: 'delivered', titleUa: 'Відправлення вручено' },
    ]);
  });
});

describe('Meest sample answers', () => {
  it('branchSearch ("OK", Cyrillic type, no Russian title), parcel ("ok"), tracking (eventDescr, a numeric code)', async () => {
    const ok = (status: string, result: unknown) => ({
      status,
      info: { fieldName: '', message: '', messageDetails: '' },
      result,
    });
    const meest = meestCarrier({
      apiUrl: 'https://api.meest.com/v3.0/openAPI/',
      login: 'l',
      password: 'p',
      sender: { name: 'Поплавок', phone: '+380441112233', branchId: '75ec298e-a8dd-11de-bac3-0030485903e8' },
      fetch: answering([
        ['/auth', ok('OK', { token: 'tok', refresh_token: 'r', expiresIn: 3600 })],
        [
          'regionSearch',
          ok('OK', [
            {
              regionID: 'd15e3024-60b0-11de-be1e-0030485903e8',
              regionDescr: { descrUA: 'ЛЬВІВСЬКА', descrRU: 'ЛЬВОВСКАЯ' },
            },
          ]),
        ],
        [
          'branchSearch',
          ok('OK', [
            {
              branchID: '75ec298e-a8dd-11de-bac3-0030485903e8',
              branchIDref: '0xBAC30030485903E811DEA8DD75EC298E',
              branchNo: 4,
              branchType: 'ОВ',
              branchTypeID: '0c1b0075-cd44-49d1-bd3e-094da9645919',
              branchTypeDescr: 'Відділення. Без обмежень ваги.',
              branchTypeAPP: '1',
              branchDescr: { descrUA: 'Львів (HUB)', descrSearchUA: 'Львів вул. Пасіки Зубрицькі, 56' },
              cityID: '62c3d54a-749b-11df-b112-00215aee3ebe',
              zipCode: '79019',
              latitude: 49.778984,
              longitude: 24.092983,
              branchLimits: { weightTotalMax: 0, volumeTotalMax: 0, insuranceTotalMax: 0, weightPlaceMax: 0 },
            },
          ]),
        ],
        ['"parcelNumber"', ok('ok', { parcelID: 'a1b2', barCode: 'CV123456789UA', costServices: 60 })],
        [
          'tracking/CV123456789UA',
          ok('OK', [
            { parcelNumber: '501', barCode: 'CV123456789UA', eventDateTime: '2026-11-27 09:00:00', eventCode: 100 },
            {
              parcelNumber: '501',
              barCode: 'CV123456789UA',
              eventDateTime: '2026-11-28 16:20:00',
              eventCode: 1622,
              eventCodeUPU: 'EMI',
              eventDescr: { descrUA: 'Відправлення видано', descrRU: 'Отправление выдано', descrEN: 'Delivered' },
            },
          ]),
        ],
      ]),
    });
    expect((await meest.points(null)).items).toEqual([
      {
        ref: '75ec298e-a8dd-11de-bac3-0030485903e8',
        settlementRef: '62c3d54a-749b-11df-b112-00215aee3ebe',
        townRef: null,
        number: '4',
        kind: 'department',
        titleUa: 'Львів (HUB)',
        titleRu: 'Львів (HUB)',
        maxWeightG: null,
        maxLengthMm: null,
        maxWidthMm: null,
        maxHeightMm: null,
        lat: 49.778984,
        lng: 24.092983,
      },
    ]);
    const made = await meest.createShipment({
      orderId: 501,
      service: 'department',
      fromSettlementRef: 'c',
      fromPointRef: null,
      toSettlementRef: '62c3d54a-749b-11df-b112-00215aee3ebe',
      toPointRef: '75ec298e-a8dd-11de-bac3-0030485903e8',
      address: null,
      recipient: { firstName: 'Іван', lastName: 'Петренко', middleName: '', phone: '+380501112233' },
      parcel: {
        weightG: 1_000,
        lengthMm: 300,
        widthMm: 200,
        heightMm: 100,
        declaredValue: 52_499,
        cashOnDelivery: 52_499,
      },
      description: 'Замовлення 501',
    });
    expect(made).toEqual({ number: 'CV123456789UA', ref: 'a1b2', cost: 6_000, estimatedDelivery: null });
    expect(await meest.track(['CV123456789UA'])).toEqual([
      {
        number: 'CV123456789UA',
        code: '1622',
        titleUa: 'Відправлення видано',
        titleRu: 'Отправление выдано',
        state: 'delivered',
        at: new Date('2026-11-28T14:20:00Z'),
      },
    ]);
  });
});
