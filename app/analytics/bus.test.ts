import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPersonalStorage } from '../personal-storage';
import { randomGuid, track } from './bus';
import type { DataLayerEntry } from './events';
import type { AnalyticsGood } from './items';

class MemoryStorage {
  data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

/** A browser tab: its own dataLayer, the shared localStorage of the site. */
type Tab = { dataLayer?: DataLayerEntry[]; localStorage: MemoryStorage; sessionStorage: MemoryStorage };
let local: MemoryStorage;
let tab: Tab;
function openTab(): Tab {
  tab = {
    localStorage: local,
    sessionStorage: new MemoryStorage(),
    addEventListener() {},
    removeEventListener() {},
  } as Tab;
  vi.stubGlobal('window', tab);
  return tab;
}
beforeEach(() => {
  local = new MemoryStorage();
  openTab();
});
afterEach(() => vi.unstubAllGlobals());

const rod: AnalyticsGood = { id: 11, name: 'Rod', price: 52_499, brand: 'Flagman', categories: [], isAvailable: true };
const events = () => (tab.dataLayer ?? []).map((e) => e.event).filter(Boolean);
const order = (id: number) => ({
  id,
  lines: [{ good: rod, quantity: 1 }],
  total: 52_499,
  shipping: 0,
  coupon: null,
  affiliate: null,
});

describe('the event bus (ADR 0054)', () => {
  it('pushes to window.dataLayer, creating it', () => {
    track({ type: 'view_item', good: rod });
    expect(events()).toEqual(['view_item']);
  });

  it('StatusCart keeps one generated GUID in browser storage across pages and tabs (SPEC §7)', () => {
    track({ type: 'cart_status', lines: [{ good: rod, quantity: 1 }] });
    const first = tab.dataLayer?.[0]?.GUID;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    openTab(); // a new page load
    track({ type: 'cart_status', lines: [{ good: rod, quantity: 2 }] });
    expect(tab.dataLayer?.[0]?.GUID).toBe(first);
  });

  it('StatusCart fires when the cart changes, not again for the same cart (another tab, a reload)', () => {
    track({ type: 'cart_status', lines: [] }); // an empty cart at first: nothing to say
    expect(events()).toEqual([]);
    track({ type: 'cart_status', lines: [{ good: rod, quantity: 1 }] });
    openTab();
    track({ type: 'cart_status', lines: [{ good: rod, quantity: 1 }] });
    expect(events()).toEqual([]);
    track({ type: 'cart_status', lines: [] }); // emptied (an order): said once
    expect(events()).toEqual(['StatusCart']);
    expect(tab.dataLayer?.[0]?.StatusCart).toEqual([]);
  });

  it('purchase is reported once per order: a reload or another tab of the success page adds nothing', () => {
    track({ type: 'purchase', order: order(5) });
    expect(events()).toEqual(['purchase']);
    openTab();
    track({ type: 'purchase', order: order(5) });
    expect(events()).toEqual([]);
    track({ type: 'purchase', order: order(6) });
    expect(events()).toEqual(['purchase']);
  });

  it('CustomerData only when the contacts differ from the last sent; sign-out forgets them', () => {
    const customer = { email: 'a@example.com', phone: '+380501234567', firstName: 'Ivan', lastName: 'Franko' };
    track({ type: 'customer', customer });
    track({ type: 'customer', customer: { ...customer } });
    expect(events()).toEqual(['CustomerData']);
    track({ type: 'customer', customer: { ...customer, email: 'b@example.com' } });
    expect(events()).toEqual(['CustomerData', 'CustomerData']);
    clearPersonalStorage();
    track({ type: 'customer', customer: { ...customer, email: 'b@example.com' } });
    expect(events()).toHaveLength(3);
  });

  it('the same payload object twice (an effect running again) is reported once', () => {
    const lines = [{ good: rod, quantity: 1 }];
    track({ type: 'add_to_cart', lines });
    track({ type: 'add_to_cart', lines });
    track({ type: 'add_to_cart', lines: [...lines] });
    expect(events()).toEqual(['add_to_cart', 'add_to_cart']);
  });

  it('does nothing on the server', () => {
    vi.stubGlobal('window', undefined);
    expect(() => track({ type: 'view_item', good: rod })).not.toThrow();
  });

  it('GUIDs are version-4 UUIDs and differ', () => {
    expect(randomGuid()).not.toBe(randomGuid());
  });
});
