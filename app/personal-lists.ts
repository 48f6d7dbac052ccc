import { useSyncExternalStore } from 'react';
import { isIdList, pushFront, readPersonal, subscribePersonal, writePersonal } from './personal-storage';

/** SPEC §9: compare and viewed goods keep at most 20 ids each. */
export const compareMax = 20;
export const viewedMax = 20;

/** Compare (§4): a new id goes first, over 20 the oldest drops, an id already there is ignored. */
export function addCompareId(ids: readonly number[], id: number): number[] {
  if (!Number.isInteger(id) || id <= 0 || ids.includes(id)) return [...ids];
  return [id, ...ids].slice(0, compareMax);
}

/** Viewed goods (§3): newest first, a repeat view moves the id to the front, at most 20. */
export function addViewedId(ids: readonly number[], id: number): number[] {
  if (!Number.isInteger(id) || id <= 0) return [...ids];
  return pushFront(ids, id, viewedMax);
}

export function readIds(key: 'compare' | 'viewed'): number[] {
  return readPersonal(key, [], isIdList);
}

export const compareList = {
  add: (id: number) => writePersonal('compare', addCompareId(readIds('compare'), id)),
  remove: (id: number) =>
    writePersonal(
      'compare',
      readIds('compare').filter((x) => x !== id),
    ),
  clear: () => writePersonal('compare', []),
};

export const viewedList = {
  add: (id: number) => writePersonal('viewed', addViewedId(readIds('viewed'), id)),
};

const empty: number[] = [];
const snapshots = new Map<string, { raw: string; ids: number[] }>();

function snapshot(key: 'compare' | 'viewed'): number[] {
  const ids = readIds(key);
  const raw = ids.join(',');
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.ids;
  snapshots.set(key, { raw, ids });
  return ids;
}

/** The ids of a personal list, live across tabs; empty during SSR and hydration. */
export function usePersonalIds(key: 'compare' | 'viewed'): number[] {
  return useSyncExternalStore(
    (onChange) => subscribePersonal((changed) => changed === key && onChange()),
    () => snapshot(key),
    () => empty,
  );
}
