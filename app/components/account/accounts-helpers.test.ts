import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPersonalStorage } from '../../personal-storage';
import { withNotice } from '../../routes/profile/auth.server';
import { safeNext } from '../../safe-next';
import { isPhoneKeyAllowed } from '../forms/phone-input';
import { filterName } from './register-form';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('accounts helpers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('name parts keep only Cyrillic letters, hyphen, apostrophes and spaces (§5)', () => {
    expect(filterName('Ivan Іван-Петро1!')).toBe(' Іван-Петро');
    expect(filterName("О'Коннор ʼЇжак’")).toBe("О'Коннор ʼЇжак’");
    expect(filterName('Ёлкин Ґудзь')).toBe('Ёлкин Ґудзь');
  });

  it('the phone field lets through digits and editing keys only (§5 digit filter)', () => {
    for (const k of ['0', '9', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Escape'])
      expect(isPhoneKeyAllowed(key(k))).toBe(true);
    for (const k of ['a', '+', ' ', '-', 'я']) expect(isPhoneKeyAllowed(key(k))).toBe(false);
    expect(isPhoneKeyAllowed(key('v', { ctrlKey: true }))).toBe(true);
  });

  it('sign-in comes back only to a local path, without an old notice', () => {
    expect(safeNext('/shops?notice=logged_out&a=1', '/profile')).toBe('/shops?a=1');
    expect(safeNext('//evil.example/x', '/profile')).toBe('/profile');
    expect(safeNext('https://evil.example', '/profile')).toBe('/profile');
    expect(safeNext('/\\evil.example', '/profile')).toBe('/profile');
    expect(safeNext(undefined, '/ru/profile')).toBe('/ru/profile');
    // What a browser makes of the path is what counts, not its raw text.
    for (const hostile of [
      '/x/..//evil.example/phish',
      '/./..//evil.example',
      '/x/%2e%2e//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/x/..\\/evil.example',
      '/%5C%5Cevil.example',
      '///evil.example',
    ])
      expect(new URL(safeNext(hostile, '/profile'), 'https://poplavok.ua').host).toBe('poplavok.ua');
    expect(safeNext('/x/../shops?a=1', '/profile')).toBe('/shops?a=1');
    expect(withNotice('/checkout?merged=1', 'logged_in')).toBe('/checkout?merged=1&notice=logged_in');
  });

  it('sign-out clears every poplavok: key and nothing else (§4)', () => {
    const store = () => {
      const map = new Map<string, string>();
      return {
        get length() {
          return map.size;
        },
        key: (i: number) => [...map.keys()][i] ?? null,
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => void map.set(k, v),
        removeItem: (k: string) => void map.delete(k),
      };
    };
    const localStorage = store();
    const sessionStorage = store();
    vi.stubGlobal('window', { localStorage, sessionStorage });
    localStorage.setItem('poplavok:compare', '[1]');
    localStorage.setItem('poplavok:wishlist', '[2]');
    localStorage.setItem('other', 'x');
    sessionStorage.setItem('poplavok:waitlist', '[3]');
    clearPersonalStorage();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('other')).toBe('x');
    expect(sessionStorage.length).toBe(0);
  });
});
