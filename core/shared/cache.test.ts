import { describe, expect, it } from 'vitest';
import type { Db } from '#db/client';
import { canonicalKey, createMemo, invalidateMemo, memo } from './cache';

const fakeDb = () => ({}) as Db; // only used as a WeakMap key

describe('memo', () => {
  it('shares one load between concurrent callers and serves it until the TTL ends', async () => {
    const db = fakeDb();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([memo(db, 'k', load), memo(db, 'k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await memo(db, 'k', load, 0)).toBe(1); // still fresh from the first call's TTL
    invalidateMemo(db);
    expect(await memo(db, 'k', load)).toBe(2);
  });

  it('does not cache failures', async () => {
    const db = fakeDb();
    await expect(memo(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo(db, 'k', async () => 'up')).toBe('up');
  });

  it('keeps databases apart', async () => {
    const [one, two] = [fakeDb(), fakeDb()];
    await memo(one, 'k', async () => 'one');
    expect(await memo(two, 'k', async () => 'two')).toBe('two');
  });
});

describe('createMemo: bounded and versioned', () => {
  it('an entry is served only under the version it was loaded under', async () => {
    const db = fakeDb();
    const cache = createMemo<string>({ name: 'test-versions', maxEntries: 4 });
    let loads = 0;
    const load = async () => `load ${++loads}`;
    expect(await cache.get(db, 'k', load, { version: 'v1' })).toBe('load 1');
    expect(await cache.get(db, 'k', load, { version: 'v1' })).toBe('load 1');
    expect(await cache.get(db, 'k', load, { version: 'v2' })).toBe('load 2');
    expect(await cache.get(db, 'k', load, { version: 'v2', ttlMs: 0 })).toBe('load 2'); // fresh from its load's TTL
  });

  it('is one per process by its name, as when Vite loads a second copy of this module', async () => {
    const db = fakeDb();
    const copy = createMemo<string>({ name: 'test-one-per-process' });
    const other = createMemo<string>({ name: 'test-one-per-process' });
    expect(await copy.get(db, 'k', async () => 'first')).toBe('first');
    expect(await other.get(db, 'k', async () => 'second')).toBe('first');
    other.forget(db, 'k');
    expect(await copy.get(db, 'k', async () => 'third')).toBe('third');
  });

  it('keeps at most maxEntries per database: the least recently used one goes', async () => {
    const db = fakeDb();
    const cache = createMemo<string>({ name: 'test-lru', maxEntries: 2 });
    const loaded: string[] = [];
    const get = (key: string) =>
      cache.get(db, key, async () => {
        loaded.push(key);
        return key;
      });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // b goes
    await get('a');
    await get('c');
    await get('b');
    expect(loaded).toEqual(['a', 'b', 'c', 'b']);
    // The other database has its own budget.
    await cache.get(fakeDb(), 'x', async () => 'x');
    await get('b');
    expect(loaded).toEqual(['a', 'b', 'c', 'b']);
  });

  it('shares one load between concurrent callers; a failure is not kept, and does not drop a newer entry', async () => {
    const db = fakeDb();
    const cache = createMemo<string>({ name: 'test-flight', maxEntries: 8 });
    let fail: (error: Error) => void = () => {};
    const failing = new Promise<string>((_, reject) => {
      fail = reject;
    });
    const [a, b] = [cache.get(db, 'k', () => failing), cache.get(db, 'k', async () => 'unused')];
    expect(b).toBe(a);
    cache.forget(db, 'k');
    expect(await cache.get(db, 'k', async () => 'newer')).toBe('newer');
    fail(new Error('down'));
    await expect(a).rejects.toThrow('down');
    expect(await cache.get(db, 'k', async () => 'unused')).toBe('newer');
    await expect(cache.get(db, 'j', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(db, 'j', async () => 'up')).toBe('up');
  });
});

describe('canonicalKey', () => {
  it('one text whatever order the keys were set in, at any depth; arrays keep their order', () => {
    expect(canonicalKey({ b: 1, a: { d: [2, 1], c: null } })).toBe(canonicalKey({ a: { c: null, d: [2, 1] }, b: 1 }));
    expect(canonicalKey({ a: [1, 2] })).not.toBe(canonicalKey({ a: [2, 1] }));
    expect(canonicalKey({ a: 1, b: undefined })).toBe(canonicalKey({ a: 1 }));
  });
});
