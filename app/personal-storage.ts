/**
 * The shopper's personal data kept in this browser (compare, viewed goods, pending actions):
 * typed localStorage entries under the `poplavok:` prefix, a cross-tab `storage` subscription,
 * and one call to forget them all at sign-out (SPEC §4). Safe on the server (no window: no-ops).
 */
export const storagePrefix = 'poplavok:';

export type StorageKey =
  | 'compare'
  | 'viewed'
  | 'pending-wishlist'
  | 'cart-stamp'
  // Analytics (app/analytics/bus.ts): the cart's GUID, the last StatusCart and CustomerData, reported orders.
  | 'status-cart-guid'
  | 'status-cart'
  | 'customer-data'
  | 'purchases';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as empty
  }
}

/** Reads an entry; a missing, unreadable or invalid value gives `fallback`. */
export function readPersonal<T>(key: StorageKey, fallback: T, isValid: (value: unknown) => value is T): T {
  const raw = store()?.getItem(storagePrefix + key);
  if (raw == null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Writes an entry and tells this tab's subscribers (the `storage` event only reaches others). */
export function writePersonal(key: StorageKey, value: unknown): void {
  const s = store();
  if (!s) return;
  try {
    s.setItem(storagePrefix + key, JSON.stringify(value));
  } catch {
    return; // quota exceeded: the page keeps working without memory
  }
  notify(key);
}

export function removePersonal(key: StorageKey): void {
  store()?.removeItem(storagePrefix + key);
  notify(key);
}

/** Forgets everything personal kept here, in local and session storage (sign-out, SPEC §4). */
export function clearPersonalStorage(): void {
  if (typeof window === 'undefined') return;
  const cleared = new Set<string>();
  for (const s of [window.localStorage, window.sessionStorage]) {
    if (!s) continue;
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(storagePrefix)) keys.push(k);
    }
    for (const k of keys) {
      s.removeItem(k);
      cleared.add(k);
    }
  }
  for (const k of cleared) notify(k.slice(storagePrefix.length) as StorageKey);
}

type Listener = (key: StorageKey) => void;
const listeners = new Set<Listener>();

function notify(key: StorageKey) {
  for (const listener of listeners) listener(key);
}

/**
 * Calls `listener` when an entry changes in this tab or another one (the `storage` event);
 * a `storage` event with a null key (another tab cleared everything) reports every key.
 * Returns the unsubscribe function.
 */
export function subscribePersonal(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null) {
      for (const key of allKeys) listener(key);
    } else if (event.key.startsWith(storagePrefix)) {
      listener(event.key.slice(storagePrefix.length) as StorageKey);
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

const allKeys: StorageKey[] = [
  'compare',
  'viewed',
  'pending-wishlist',
  'cart-stamp',
  'status-cart-guid',
  'status-cart',
  'customer-data',
  'purchases',
];

/** A list of good ids (compare, viewed). */
export function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((v) => Number.isInteger(v) && v > 0);
}

/** Puts `id` first, drops an older copy, keeps at most `max` (compare §4, viewed §3). */
export function pushFront(ids: readonly number[], id: number, max: number): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, max);
}
