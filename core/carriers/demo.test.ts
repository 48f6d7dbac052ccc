import { describe, expect, it } from 'vitest';
import type { ShipmentRequest } from './carrier';
import { demoCarrier } from './demo';

// a demo shop sees cash on delivery recorded when the carrier pays it, as
// Nova Poshta's tracking reports Redelivery on a received parcel.
const request = (orderId: number, cashOnDelivery: number | null): ShipmentRequest => ({
  orderId,
  service: 'department',
  fromSettlementRef: 'kyiv',
  fromPointRef: null,
  toSettlementRef: 'lviv',
  toPointRef: '15',
  address: null,
  recipient: { firstName: 'Остап', lastName: 'Вишня', middleName: '', phone: '380501234567' },
  parcel: { weightG: 1000, lengthMm: 300, widthMm: 200, heightMm: 100, declaredValue: 100_000, cashOnDelivery },
  description: 'Вудилище',
});

describe('the demo carrier', () => {
  it('a delivered cash-on-delivery waybill says the money was collected; a prepaid one never does', async () => {
    const carrier = demoCarrier('nova_poshta');
    const cod = await carrier.createShipment(request(990_001, 343_900));
    const prepaid = await carrier.createShipment(request(990_002, null));
    const way: { state: string; cod: unknown }[][] = [];
    for (let i = 0; i < 3; i++)
      way.push((await carrier.track([cod.number, prepaid.number])).map((s) => ({ state: s.state, cod: s.cod })));
    expect(way.map((step) => step.map((s) => s.state))).toEqual([
      ['in_transit', 'in_transit'],
      ['arrived', 'arrived'],
      ['delivered', 'delivered'],
    ]);
    expect(
      way
        .slice(0, 2)
        .flat()
        .every((s) => s.cod === undefined),
    ).toBe(true);
    expect(way[2]?.[0]?.cod).toEqual({ collected: true, transfer: 'demo', sum: '3439.00' });
    expect(way[2]?.[1]?.cod).toBeUndefined();
  });
});
