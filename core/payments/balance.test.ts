import { describe, expect, it } from 'vitest';
import { orderPaymentState, paymentBalance } from './balance';

const card = (total: number, status: 'new' | 'cancelled' = 'new', current = 'unpaid' as const) => ({
  total,
  status,
  method: 'card',
  current,
});

describe('orderPaymentState: paid only when what was received equals the current total (§9)', () => {
  it('received = total is paid; less is underpaid; more is due back; a cancelled order’s money is due back', () => {
    expect(orderPaymentState(card(61_999), { received: 61_999, refunded: 0 })).toBe('paid');
    expect(orderPaymentState(card(265_995), { received: 61_999, refunded: 0 })).toBe('underpaid');
    expect(orderPaymentState(card(61_999), { received: 265_995, refunded: 0 })).toBe('refund_due');
    expect(orderPaymentState(card(61_999, 'cancelled'), { received: 61_999, refunded: 0 })).toBe('refund_due');
  });

  it('refunds — all back is refunded; the excess back makes an overpaid order paid; part of a paid one keeps it paid', () => {
    expect(orderPaymentState(card(61_999, 'cancelled'), { received: 61_999, refunded: 61_999 })).toBe('refunded');
    expect(orderPaymentState(card(60_000), { received: 120_000, refunded: 60_000 })).toBe('paid');
    expect(orderPaymentState(card(60_000), { received: 60_000, refunded: 10_050 })).toBe('paid');
    expect(orderPaymentState(card(60_000), { received: 60_000, refunded: 60_000 })).toBe('refunded');
  });

  it('nothing received — the method’s state; expired stays; a certificate-covered order is paid', () => {
    expect(orderPaymentState(card(60_000), { received: 0, refunded: 0 })).toBe('unpaid');
    expect(orderPaymentState({ ...card(60_000), current: 'expired' }, { received: 0, refunded: 0 })).toBe('expired');
    expect(orderPaymentState({ ...card(60_000), method: 'cash' }, { received: 0, refunded: 0 })).toBe('on_delivery');
    expect(orderPaymentState(card(0), { received: 0, refunded: 0 })).toBe('paid');
  });

  it('the balance says what is missing and what goes back', () => {
    expect(paymentBalance({ total: 265_995, status: 'new' }, { received: 61_999, refunded: 0 })).toMatchObject({
      held: 61_999,
      owed: 265_995,
      shortfall: 203_996,
      toRefund: 0,
    });
    expect(paymentBalance({ total: 61_999, status: 'cancelled' }, { received: 61_999, refunded: 0 })).toMatchObject({
      owed: 0,
      shortfall: 0,
      toRefund: 61_999,
    });
    expect(paymentBalance({ total: 60_000, status: 'new' }, { received: 120_000, refunded: 0 })).toMatchObject({
      shortfall: 0,
      toRefund: 60_000,
    });
  });
});
