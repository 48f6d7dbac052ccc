import { describe, expect, it } from 'vitest';
import { diffCart } from './cart-diff';
import { isCartSubmission } from './hooks';
import type { AnalyticsGood } from './items';

const good = (id: number, price = 10_000): AnalyticsGood => ({
  id,
  name: `Good ${id}`,
  price,
  brand: null,
  categories: [],
  isAvailable: true,
});

describe('cart events from two snapshots of the cart (ADR 0054)', () => {
  it('a new line is added with its quantity', () => {
    expect(diffCart([], [{ good: good(1), quantity: 2 }])).toEqual({
      added: [{ good: good(1), quantity: 2 }],
      removed: [],
    });
  });
  it('a higher quantity adds the difference, a lower one removes it', () => {
    const before = [
      { good: good(1), quantity: 1 },
      { good: good(2), quantity: 5 },
    ];
    const after = [
      { good: good(1), quantity: 3 },
      { good: good(2), quantity: 4 },
    ];
    expect(diffCart(before, after)).toEqual({
      added: [{ good: good(1), quantity: 2 }],
      removed: [{ good: good(2), quantity: 1 }],
    });
  });
  it('a line gone (removed) is removed with all its pieces; nothing changed is nothing', () => {
    const line = { good: good(3), quantity: 4 };
    expect(diffCart([line], [])).toEqual({ added: [], removed: [line] });
    expect(diffCart([line], [{ ...line }])).toEqual({ added: [], removed: [] });
  });
  it('the item data is the newest snapshot (fresh price)', () => {
    expect(diffCart([{ good: good(1, 100), quantity: 1 }], [{ good: good(1, 200), quantity: 2 }]).added).toEqual([
      { good: good(1, 200), quantity: 1 },
    ]);
  });
});

describe('which posts are cart changes', () => {
  const form = (intent: string) => {
    const data = new FormData();
    data.set('intent', intent);
    return data;
  };
  it('cart intents to the personal route or the checkout page, in both languages', () => {
    expect(isCartSubmission({ formAction: '/personal', formData: form('add') })).toBe(true);
    expect(isCartSubmission({ formAction: '/ru/personal', formData: form('edit') })).toBe(true);
    expect(isCartSubmission({ formAction: '/checkout', formData: form('delete') })).toBe(true);
    expect(isCartSubmission({ formAction: '/ru/checkout?index', formData: form('restore') })).toBe(true);
  });
  it('not placing an order, purging, list intents, sign-in or a plain navigation', () => {
    expect(isCartSubmission({ formAction: '/checkout', formData: form('place') })).toBe(false);
    expect(isCartSubmission({ formAction: '/personal', formData: form('purge') })).toBe(false);
    expect(isCartSubmission({ formAction: '/personal', formData: form('wish') })).toBe(false);
    expect(isCartSubmission({ formAction: '/profile', formData: form('add') })).toBe(false);
    expect(isCartSubmission({})).toBe(false);
  });
});
