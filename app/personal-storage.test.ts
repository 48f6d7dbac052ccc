import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCompareId, addViewedId, compareList, readIds } from './personal-lists';
import { clearPersonalStorage, isIdList, readPersonal, subscribePersonal, writePersonal } from './personal-storage';

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

let storage: MemoryStorage;
let target: EventTarget;

beforeEach(() => {
  storage = new MemoryStorage();
  target = new EventTarget();
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  });
});
afterEach(() => vi.unstubAllGlobals());

function otherTabWrites(key: string | null, value: string | null) {
  if (key) value === null ? storage.removeItem(key) : storage.setItem(key, value);
  const event = new Event('storage') as Event & { key: string | null };
  Object.defineProperty(event, 'key', { value: key });
  target.dispatchEvent(event);
}

describe('compare list (SPEC §4, §9)', () => {
  it('puts a new good first and ignores one already there', () => {
    expect(addCompareId([2, 1], 3)).toEqual([3, 2, 1]);
    expect(addCompareId([3, 2, 1], 2)).toEqual([3, 2, 1]);
  });
  it('keeps at most 20 goods: the 21st drops the oldest', () => {
    let ids: number[] = [];
    for (let id = 1; id <= 21; id++) ids = addCompareId(ids, id);
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe(21);
    expect(ids).not.toContain(1);
  });
  it('ignores goods without a positive integer id', () => {
    expect(addCompareId([1], Number.NaN)).toEqual([1]);
    expect(addCompareId([1], 0)).toEqual([1]);
  });
  it('is kept under the poplavok: prefix', () => {
    compareList.add(7);
    compareList.add(8);
    expect(storage.getItem('poplavok:compare')).toBe('[8,7]');
    compareList.remove(7);
    expect(readIds('compare')).toEqual([8]);
  });
});

describe('viewed goods (SPEC §3, §9)', () => {
  it('are newest first, a repeat moves to the front, at most 20', () => {
    expect(addViewedId([3, 2, 1], 1)).toEqual([1, 3, 2]);
    let ids: number[] = [];
    for (let id = 1; id <= 25; id++) ids = addViewedId(ids, id);
    expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
  });
});

describe('personal storage', () => {
  it('falls back on a missing or corrupt value', () => {
    expect(readPersonal('compare', [], isIdList)).toEqual([]);
    storage.setItem('poplavok:compare', '{oops');
    expect(readPersonal('compare', [], isIdList)).toEqual([]);
    storage.setItem('poplavok:compare', '["x"]');
    expect(readPersonal('compare', [], isIdList)).toEqual([]);
  });
  it('tells subscribers of changes in this tab and in other tabs', () => {
    const seen: string[] = [];
    const stop = subscribePersonal((key) => seen.push(key));
    writePersonal('compare', [1]);
    otherTabWrites('poplavok:viewed', '[5]');
    otherTabWrites('unrelated', '1');
    expect(seen).toEqual(['compare', 'viewed']);
    expect(readIds('viewed')).toEqual([5]);
    stop();
    writePersonal('compare', [2]);
    expect(seen).toHaveLength(2);
  });
  it('reports every key when another tab clears storage', () => {
    const seen = new Set<string>();
    subscribePersonal((key) => seen.add(key));
    otherTabWrites(null, null);
    expect(seen.has('compare')).toBe(true);
    expect(seen.has('viewed')).toBe(true);
  });
  it('clearPersonalStorage forgets only our entries (sign-out, §4)', () => {
    storage.setItem('other', 'keep');
    writePersonal('compare', [1]);
    writePersonal('viewed', [2]);
    clearPersonalStorage();
    expect(storage.getItem('other')).toBe('keep');
    expect(storage.length).toBe(1);
  });
});
