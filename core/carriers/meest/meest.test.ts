import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMeest, fakeMeest } from '#test/fakes/meest/fake-meest';
import { type CarrierAdapter, CarrierError, type ShipmentRequest } from '../carrier';
import { meestCarrier, meestState } from './meest';

const credentials = { login: 'shop-login', password: 'shop-password-42' };
const sender = { name: 'ТОВ Поплавок', phone: '+380441112233', branchId: 'b-1' };
let fake: FakeMeest;
let meest: CarrierAdapter;
const parcel = {
  weightG: 2_300,
  lengthMm: 500,
  widthMm: 200,
  heightMm: 100,
  declaredValue: 150_000,
  cashOnDelivery: null,
};
const request = (orderId: number, cashOnDelivery: number | null = null): ShipmentRequest => ({
  orderId,
  service: 'department',
  fromSettlementRef: 'c-kyiv',
  fromPointRef: null,
  toSettlementRef: 'c-lviv',
  toPointRef: 'b-3',
  address: null,
  recipient: { firstName: 'Іван', lastName: 'Петренко', middleName: '', phone: '+380501112233' },
  parcel: { ...parcel, cashOnDelivery },
  description: `Замовлення ${orderId}`,
});

beforeAll(async () => {
  fake = await fakeMeest(credentials);
  meest = meestCarrier({ apiUrl: fake.apiUrl, ...credentials, sender });
});
afterAll(() => fake.close());

describe('Meest adapter against a local Meest API v3.0 built from its documents (29)', () => {
  it('settlements carry their code as cityKATUU and a whole region is read (isDirectory, past the 30-row answer)', async () => {
    const first = await meest.settlements(null);
    expect(first).toEqual({
      items: [
        {
          ref: 'c-kyiv',
          koatuu: '8000000000',
          titleUa: 'Київ',
          titleRu: 'Киев',
          regionUa: 'КИЇВ',
          regionRu: 'КИЕВ',
          lat: 50.45,
          lng: 30.52,
        },
      ],
      next: '1',
    });
    const lviv = await meest.settlements('1');
    expect(lviv.items).toHaveLength(35);
    expect(lviv.items[0]).toMatchObject({ ref: 'c-lviv', koatuu: '4610100000', lat: null });
    expect(lviv.next).toBeNull();
    expect(fake.calls.filter((c) => c.method === 'auth')).toHaveLength(1);
  });

  it('Cyrillic branch types (ОВ a department, АПТ a parcel locker), weights under branchLimits ("0" = no limit), a branch without a Russian title', async () => {
    const points = await meest.points(null);
    expect(points.items.map((p) => [p.ref, p.number, p.kind, p.maxWeightG, p.titleRu])).toEqual([
      ['b-1', '1', 'department', 30_000, 'Київ, відділення №1'],
      ['b-2', '2', 'parcel_locker', 15_000, 'Поштомат №2'],
    ]);
    const lviv = await meest.points('1');
    expect(lviv.items.map((p) => [p.ref, p.kind, p.maxWeightG])).toEqual([['b-3', 'department', null]]);
    expect(lviv.next).toBeNull();
  });

  it('prices a parcel branch to branch (calculate answers a list, costServices as text), with COD and 0.5 % insurance', async () => {
    const q = { fromSettlementRef: 'c-kyiv', toSettlementRef: 'c-lviv', service: 'department' as const };
    expect(await meest.estimate({ ...q, parcel })).toEqual({ delivery: 6_100, codCommission: 0, insurance: 750 });
    expect(fake.calculations.at(-1)).toMatchObject({
      sender: { service: 'Branch', branchID: 'b-1' },
      receiver: { service: 'Branch', branchID: 'b-3' },
    });
    expect(await meest.estimate({ ...q, service: 'courier', parcel: { ...parcel, cashOnDelivery: 150_000 } })).toEqual({
      delivery: 9_100,
      codCommission: 4_000,
      insurance: 750,
    });
  });

  it('the waybill sends the exact cash on delivery (float(8,2): 524.99, not 525) and the sender; the parcel answer’s lower-case "ok" is success', async () => {
    const made = await meest.createShipment(request(77, 52_499));
    expect(made).toEqual({ number: 'MV000000001', ref: 'p-1', cost: 5_300, estimatedDelivery: null });
    expect(fake.parcels[0]?.body).toMatchObject({
      parcelNumber: '77',
      COD: 524.99,
      sender: { name: sender.name, phone: sender.phone, service: 'Branch', branchID: 'b-1' },
      receiver: { branchID: 'b-3', phone: '+380501112233', service: 'Branch' },
      placesItems: [{ insurance: 1500, placeWeight: 2.3 }],
    });
  });

  it('tracking reads eventDescr.descrUA; code 1622 is delivered; an event without a description does not stop the run; an expired token is renewed once', async () => {
    const made = await meest.createShipment(request(78));
    const other = await meest.createShipment(request(79));
    expect(await meest.track([made.number])).toEqual([
      {
        number: made.number,
        code: '100',
        titleUa: 'Відправлення оформлено',
        titleRu: 'Отправление оформлено',
        state: 'created',
        at: new Date('2026-11-27T08:00:00Z'),
      },
    ]);
    fake.expireTokens();
    fake.addEvent(made.number, {
      eventCode: 1622,
      eventDateTime: '2026-11-28 12:30:00',
      eventDescr: { descrUA: 'Відправлення видано отримувачу', descrRU: 'Отправление выдано получателю' },
    });
    fake.addEvent(other.number, { eventCode: 1999, eventDateTime: '2026-11-28 12:31:00' });
    expect(await meest.track([other.number, made.number])).toEqual([
      { number: other.number, code: '1999', titleUa: '', titleRu: '', state: 'unknown', at: expect.any(Date) },
      {
        number: made.number,
        code: '1622',
        titleUa: 'Відправлення видано отримувачу',
        titleRu: 'Отправление выдано получателю',
        state: 'delivered',
        at: new Date('2026-11-28T10:30:00Z'),
      },
    ]);
    expect(fake.calls.filter((c) => c.method === 'auth')).toHaveLength(2);
  });

  it('states: Meest’s own codes first, then the UPU event code, else unknown (never a guessed range)', () => {
    expect(meestState('1622')).toBe('delivered');
    expect(meestState('100', 'EMA')).toBe('created');
    expect(meestState('205', 'EMC')).toBe('in_transit');
    expect(meestState('1400', 'EMG')).toBe('arrived');
    expect(meestState('400')).toBe('unknown');
  });

  it('no sender configured → no waybill; wrong credentials: a CarrierError that holds no secret', async () => {
    const noSender = meestCarrier({ apiUrl: fake.apiUrl, ...credentials });
    await expect(noSender.createShipment(request(1))).rejects.toThrow(/sender not configured/);
    const bad = meestCarrier({ apiUrl: fake.apiUrl, login: credentials.login, password: 'wrong-secret' });
    const error = await bad.settlements(null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierError);
    expect((error as Error).message).toMatch(/^meest: http_401/);
    expect((error as Error).message).not.toContain('wrong-secret');
  });
});
