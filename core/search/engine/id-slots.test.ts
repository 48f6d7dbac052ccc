import { describe, expect, test } from 'vitest';
import { IdSlots } from './id-slots';

describe('IdSlots (good id → slot)', () => {
  test('serial ids: set, overwrite, unknown ids, size', () => {
    const slots = new IdSlots();
    slots.set(1, 0);
    slots.set(5000, 1);
    slots.set(1, 2);
    expect(slots.get(1)).toBe(2);
    expect(slots.get(5000)).toBe(1);
    expect(slots.get(2)).toBeUndefined();
    expect(slots.get(-1)).toBeUndefined();
    expect(slots.get(10_000_000)).toBeUndefined();
    expect(slots.size).toBe(2);
  });

  test('an id far past the goods turns it into a map and keeps what it had', () => {
    const slots = new IdSlots();
    slots.set(7, 0);
    slots.set(2_000_000_000, 1);
    expect(slots.get(7)).toBe(0);
    expect(slots.get(2_000_000_000)).toBe(1);
    expect(slots.size).toBe(2);
    expect(slots.bytes()).toBe(80);
  });
});
