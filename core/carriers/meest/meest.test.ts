import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CarrierAdapter, CarrierError } from '../carrier';
import { type FakeMeest, fakeMeest } from './fake-meest';
import { meestCarrier } from './meest';

const credentials = { login: 'shop-login', password: 'shop-password-42' };
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

beforeAll(async () => {
  fake = await fakeMeest(credentials);
  meest = meestCarrier({ apiUrl: fake.apiUrl, ...credentials });
});
afterAll(() => fake.close());

describe('Meest adapter against a local Meest API v3.0 (issue 21)', () => {
  it('signs in once and reads cities and branches region by region (parcel lockers told apart)', async () => {
    const first = await meest.settlements(null);
    expect(first).toEqual({
      items: [
        {
          ref: 'c-kyiv',
          koatuu: '8000000000',
          titleUa: 'Київ',
          titleRu: 'Киев',
          regionUa: 'Київська',
          regionRu: 'Киевская',
          lat: 50.45,
          lng: 30.52,
        },
      ],
      next: '1',
    });
    const points = await meest.points(null);
    expect(points.items.map((p) => [p.ref, p.number, p.kind, p.maxWeightG])).toEqual([
      ['b-1', '1', 'department', 30_000],
      ['b-2', '2', 'parcel_locker', 15_000],
    ]);
    expect((await meest.points('1')).next).toBeNull();
    expect(fake.calls.filter((c) => c.method === 'auth')).toHaveLength(1);
  });

  it('prices a parcel (calculate), with COD and 0.5 % insurance', async () => {
    const q = { fromSettlementRef: 'c-kyiv', toSettlementRef: 'c-lviv', service: 'department' as const };
    expect(await meest.estimate({ ...q, parcel })).toEqual({ delivery: 6_100, codCommission: 0, insurance: 750 });
    expect(await meest.estimate({ ...q, service: 'courier', parcel: { ...parcel, cashOnDelivery: 150_000 } })).toEqual({
      delivery: 9_100,
      codCommission: 4_000,
      insurance: 750,
    });
  });

  it('makes a waybill (parcel → barCode) and tracks it; an expired token is renewed once', async () => {
    const made = await meest.createShipment({
      orderId: 77,
      service: 'department',
      fromSettlementRef: 'c-kyiv',
      fromPointRef: null,
      toSettlementRef: 'c-lviv',
      toPointRef: 'b-3',
      address: null,
      recipient: { firstName: 'Іван', lastName: 'Петренко', middleName: '', phone: '+380501112233' },
      parcel,
      description: 'Замовлення 77',
    });
    expect(made).toEqual({ number: 'MV000000001', ref: 'p-1', cost: 5_300, estimatedDelivery: null });
    expect(fake.parcels[0]?.body).toMatchObject({
      parcelNumber: '77',
      receiver: { branchID: 'b-3', phone: '+380501112233' },
    });
    fake.expireTokens();
    fake.addEvent(made.number, '400', 'Отримано');
    expect(await meest.track([made.number])).toEqual([
      {
        number: made.number,
        code: '400',
        titleUa: 'Отримано',
        titleRu: 'Отримано',
        state: 'delivered',
        at: expect.any(Date),
      },
    ]);
    expect(fake.calls.filter((c) => c.method === 'auth')).toHaveLength(2);
  });

  it('wrong credentials: a CarrierError that holds no secret', async () => {
    const bad = meestCarrier({ apiUrl: fake.apiUrl, login: credentials.login, password: 'wrong-secret' });
    const error = await bad.settlements(null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierError);
    expect((error as Error).message).toMatch(/^meest: http_401/);
    expect((error as Error).message).not.toContain('wrong-secret');
  });
});
