import { describe, expect, it } from 'vitest';
import type { Db } from '#db/client';
import { invalidateMemo, memo } from './cache';

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
