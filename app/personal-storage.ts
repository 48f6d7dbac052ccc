/** Every browser-storage key of the shop starts with this prefix (wish lists, waiting list, compare, viewed…). */
export const storagePrefix = 'poplavok:';

/**
 * SPEC §4 sign-out: wish list, waiting list and compare state are cleared. Removes every
 * `poplavok:` key from localStorage and sessionStorage; a no-op on the server.
 */
export function clearPersonalStorage(): void {
  if (typeof window === 'undefined') return;
  for (const storage of [window.localStorage, window.sessionStorage]) {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(storagePrefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
}
