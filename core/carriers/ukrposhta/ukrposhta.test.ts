import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUkrposhta, fakeUkrposhta } from '#test/fakes/ukrposhta/fake-ukrposhta';
import { type CarrierAdapter, CarrierError, type ShipmentRequest } from '../carrier';
import { ukrposhtaCarrier } from './ukrposhta';

const auth = { bearer: 'bearer-0123456789abcdef', token: 'counterparty-token-42' };
let fake: FakeUkrposhta;
let up: CarrierAdapter;

beforeAll(async () => {
  fake = await fakeUkrposhta(auth);
  up = ukrposhtaCarrier({ apiUrl: fake.apiUrl, ...auth, senderUuid: 'sender-shop' });
});
afterAll(() => fake.close());

const parcel = {
  weightG: 2_300,
  lengthMm: 500,
  widthMm: 200,
  heightMm: 100,
  declaredValue: 150_000,
  cashOnDelivery: null,
};
const request = (orderId: number): ShipmentRequest => ({
  orderId,
  service: 'department',
  fromSettlementRef: '29713',
  fromPointRef: null,
  toSettlementRef: '4926',
  toPointRef: '79000',
  address: null,
  recipient: { firstName: 'Іван', lastName: 'Петренко', middleName: '', phone: '+380501112233' },
  parcel: { ...parcel, cashOnDelivery: 150_000 },
  description: 'Котушка',
});

describe('Ukrposhta adapter against a local Ukrposhta', () => {
  it('reads settlements and post offices region by region from the address classifier', async () => {
    const first = await up.settlements(null);
    expect(first.items.map((s) => [s.ref, s.koatuu, s.titleUa, s.titleRu])).toEqual([
      ['29713', '8000000000', 'Київ', 'Киев'],
      ['10952', '3210600000', 'Бровари', 'Бровари'],
    ]);
    expect(first.items[0]).toMatchObject({ regionUa: 'Київська', lat: 50.45, lng: 30.52 });
    expect(first.next).toBe('1');
    const second = await up.settlements(first.next);
    expect([second.items.map((s) => s.ref), second.next]).toEqual([['4926'], null]);
    const points = await up.points('1');
    expect(points.items).toEqual([
      {
        ref: '79000',
        settlementRef: '4926',
        townRef: null,
        number: '79000',
        kind: 'department',
        titleUa: 'Львів',
        titleRu: 'Львів',
        maxWeightG: null,
        maxLengthMm: null,
        maxWidthMm: null,
        maxHeightMm: null,
        lat: 49.84,
        lng: 24.03,
      },
    ]);
  });

  it('prices a parcel between the towns’ post offices (domestic/delivery-price); SPEC §9 COD and 0.5 % insurance', async () => {
    const q = { fromSettlementRef: '29713', toSettlementRef: '4926', service: 'department' as const };
    expect(await up.estimate({ ...q, parcel })).toEqual({ delivery: 4_500, codCommission: 0, insurance: 750 });
    const cod = await up.estimate({ ...q, service: 'courier', parcel: { ...parcel, cashOnDelivery: 150_000 } });
    // Ukrposhta's cash on delivery: 2.55 %, at least 10 UAH (SPEC §9 via core/pricing).
    expect(cod).toEqual({ delivery: 6_500, codCommission: 3_825, insurance: 750 });
    expect(await up.estimate({ ...q, service: 'parcel_locker', parcel })).toBeNull();
    expect(await up.estimate({ ...q, toSettlementRef: 'nowhere', parcel })).toBeNull();
  });

  it('makes a waybill: address, client (with the counterparty token), shipment → the barcode', async () => {
    const made = await up.createShipment(request(1042));
    expect(made).toEqual({
      number: '0500000000001',
      ref: expect.stringMatching(/^shipment-/),
      cost: 4_000,
      estimatedDelivery: null,
    });
    const sent = fake.shipments.at(-1);
    expect(sent?.body).toMatchObject({
      sender: { uuid: 'sender-shop' },
      externalId: '1042',
      deliveryType: 'W2W',
      postPay: 1500,
      parcels: [{ weight: 2_300, length: 50, declaredPrice: 1500 }],
    });
    expect(sent?.recipient).toMatchObject({ firstName: 'Іван', lastName: 'Петренко', phoneNumber: '380501112233' });
  });

  it('tracks the last status and maps Ukrposhta events to states', async () => {
    const { number } = await up.createShipment(request(1043));
    expect(await up.track([number, '0599999999'])).toEqual([
      {
        number,
        code: '10100',
        titleUa: 'Відправлення прийняте',
        titleRu: 'Відправлення прийняте',
        state: 'created',
        at: expect.any(Date),
      },
    ]);
    fake.setEvent(number, '41000', 'Відправлення вручено');
    expect((await up.track([number]))[0]).toMatchObject({ state: 'delivered', titleUa: 'Відправлення вручено' });
  });

  it('a wrong Bearer or counterparty token is refused (401) and the error holds no secret', async () => {
    const bad = ukrposhtaCarrier({ apiUrl: fake.apiUrl, bearer: auth.bearer, token: 'wrong-token', senderUuid: 's' });
    const err = await bad.createShipment(request(1)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CarrierError);
    expect((err as CarrierError).message).toMatch(/ukrposhta: http_401/);
    expect((err as CarrierError).message).not.toContain('wrong-token');
    expect((err as CarrierError).retryable).toBe(false);
    const noBearer = ukrposhtaCarrier({ apiUrl: fake.apiUrl, bearer: 'nope', token: auth.token, senderUuid: 's' });
    await expect(noBearer.settlements(null)).rejects.toThrow(/http_401/);
    expect(fake.calls.filter((c) => !c.authorized).length).toBeGreaterThanOrEqual(2);
  });

  it('no sender configured → no waybill', async () => {
    const noSender = ukrposhtaCarrier({ apiUrl: fake.apiUrl, ...auth, senderUuid: null });
    await expect(noSender.createShipment(request(1))).rejects.toThrow(/sender_not_configured/);
  });
});

describe('Ukrposhta separate Bearers', () => {
  // tibezh/ukrposhta-php-sdk: eCom, status tracking and the classifier each sign with their own Bearer.
  const separate = {
    bearer: 'ecom-bearer-0123456789',
    trackingBearer: 'tracking-bearer-0123456789',
    classifierBearer: 'classifier-bearer-0123456789',
    token: 'counterparty-token-42',
  };

  it('tracking and the address classifier sign with their own Bearers (UKRPOSHTA_TRACKING_BEARER, UKRPOSHTA_CLASSIFIER_BEARER); the eCom one alone is refused there', async () => {
    const own = await fakeUkrposhta(separate);
    try {
      const { ukrposhtaFromSettings } = await import('./entry');
      const settings = {
        UKRPOSHTA_API_URL: own.apiUrl,
        UKRPOSHTA_BEARER: separate.bearer,
        UKRPOSHTA_TOKEN: separate.token,
        UKRPOSHTA_SENDER_UUID: 'sender-shop',
      };
      const ecomOnly = ukrposhtaFromSettings(settings);
      await expect(ecomOnly?.settlements(null)).rejects.toThrow(/http_401/);
      await expect(ecomOnly?.track(['0500000000001'])).rejects.toThrow(/http_401/);

      const all = ukrposhtaFromSettings({
        ...settings,
        UKRPOSHTA_TRACKING_BEARER: separate.trackingBearer,
        UKRPOSHTA_CLASSIFIER_BEARER: separate.classifierBearer,
      });
      expect((await all?.settlements(null))?.items.length).toBeGreaterThan(0);
      const made = await all?.createShipment(request(2001));
      expect(await all?.track([made?.number ?? ''])).toMatchObject([{ state: 'created', code: '10100' }]);
    } finally {
      await own.close();
    }
  });

  it('one Bearer still serves an account whose services share it (the fallback)', async () => {
    const { ukrposhtaFromSettings } = await import('./entry');
    const one = ukrposhtaFromSettings({
      UKRPOSHTA_API_URL: fake.apiUrl,
      UKRPOSHTA_BEARER: auth.bearer,
      UKRPOSHTA_TOKEN: auth.token,
    });
    expect((await one?.settlements(null))?.items.length).toBeGreaterThan(0);
  });
});

describe('registry factories (ADR 0104 CarrierFactory shape)', () => {
  it('Ukrposhta and Meest come from their settings, both keys or nothing', async () => {
    const { ukrposhtaFromSettings } = await import('./entry');
    const { meestFromSettings } = await import('../meest/entry');
    expect(ukrposhtaFromSettings({ UKRPOSHTA_BEARER: 'b-12345678' })).toBeNull();
    expect(ukrposhtaFromSettings({ UKRPOSHTA_BEARER: 'b-12345678', UKRPOSHTA_TOKEN: 't-12345678' })?.code).toBe(
      'ukrposhta',
    );
    expect(meestFromSettings({ MEEST_LOGIN: 'x' })).toBeNull();
    expect(meestFromSettings({ MEEST_LOGIN: 'x', MEEST_PASSWORD: 'y' })?.code).toBe('meest');
  });
});
