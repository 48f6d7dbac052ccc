import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyGuestAction, parseGuestCart, serializeGuestCart } from './guest-cart';

describe('guest cart in the browser (§4, ADR 0030)', () => {
  it('round-trips and drops malformed, duplicate and excess entries', () => {
    const lines = [
      { goodId: 5, quantity: 2, isDeleted: false },
      { goodId: 9, quantity: 1, isDeleted: true },
    ];
    expect(parseGuestCart(serializeGuestCart(lines))).toEqual(lines);
    expect(parseGuestCart("5:2,abc,0:1,7:0,5:3,8:1000,'or 1=1,6:1")).toEqual([
      { goodId: 5, quantity: 2, isDeleted: false },
      { goodId: 6, quantity: 1, isDeleted: false },
    ]);
    expect(parseGuestCart(Array.from({ length: 150 }, (_, i) => `${i + 1}:1`).join(','))).toHaveLength(100);
    fc.assert(fc.property(fc.string(), (junk) => Array.isArray(parseGuestCart(junk))));
  });

  it('adds up to 999, soft-deletes at quantity ≤ 0 and restores (§4, §5)', () => {
    let cart = applyGuestAction([], { intent: 'add', id: 5, quantity: 2 });
    cart = applyGuestAction(cart, { intent: 'add', id: 5, quantity: 998 });
    expect(cart).toEqual([{ goodId: 5, quantity: 999, isDeleted: false }]);
    cart = applyGuestAction(cart, { intent: 'edit', id: 5, quantity: 0 });
    expect(cart[0]).toMatchObject({ isDeleted: true, quantity: 999 });
    cart = applyGuestAction(cart, { intent: 'restore', id: 5 });
    expect(cart[0]?.isDeleted).toBe(false);
    cart = applyGuestAction(cart, { intent: 'delete', id: 5 });
    cart = applyGuestAction(cart, { intent: 'add', id: 5, quantity: 1 });
    expect(cart).toEqual([{ goodId: 5, quantity: 1, isDeleted: false }]);
  });

  it('closing the cart purges removed lines (§4)', () => {
    const cart = parseGuestCart('1:1,2:3:d,3:1');
    expect(applyGuestAction(cart, { intent: 'purge' }).map((l) => l.goodId)).toEqual([1, 3]);
  });
});
