import { describe, expect, it } from 'vitest';
import { toStatus } from './documents';

describe('Nova Poshta tracking tells when the shopper paid the cash on delivery (ADR 0113)', () => {
  it('received (9, 10, 11) with Redelivery 1 is cash on delivery collected, with the transfer kept', () => {
    const row = {
      Number: '20450000000001',
      StatusCode: '11',
      Status: 'Отримано',
      Redelivery: 1,
      RedeliverySum: '815',
      RedeliveryNum: '59000000000001',
    };
    expect(toStatus(row, null)?.cod).toEqual({ collected: true, transfer: '59000000000001', sum: '815' });
    expect(toStatus({ ...row, StatusCode: '9', RedeliveryNum: '' }, null)?.cod).toEqual({
      collected: true,
      transfer: null,
      sum: '815',
    });
  });

  it('no cash on delivery, or not received yet, or refused: nothing collected', () => {
    const row = { Number: '20450000000001', StatusCode: '9', Status: 'Отримано' };
    expect(toStatus(row, null)?.cod).toBeUndefined();
    expect(toStatus({ ...row, Redelivery: 0 }, null)?.cod).toBeUndefined();
    expect(toStatus({ ...row, StatusCode: '7', Redelivery: 1 }, null)?.cod).toBeUndefined();
    expect(toStatus({ ...row, StatusCode: '103', Redelivery: 1 }, null)?.cod).toBeUndefined();
  });
});
