import { describe, expect, it } from 'vitest';
import { htmlPattern, phonePattern } from './form-patterns';

// Browsers compile the attribute like this (HTML "compiling a pattern attribute").
const asBrowser = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

describe('pattern attributes', () => {
  it('the phone pattern compiles with the v flag and checks a phone', () => {
    const re = asBrowser(phonePattern);
    expect(re.test('+38(050)123-45-67')).toBe(true);
    expect(re.test('050 123 45 67')).toBe(true);
    expect(re.test('+38(050)1')).toBe(false);
    expect(re.test('call me maybe')).toBe(false);
  });

  it('the pattern the phone fields had is what Chromium rejects', () => {
    expect(() => asBrowser('[0-9+() \\-]{10,19}')).toThrow(SyntaxError);
  });

  it('a shop pattern loses its anchors; one the browser cannot compile is dropped', () => {
    expect(htmlPattern('^[0-9]{8}$')).toBe('[0-9]{8}');
    expect(htmlPattern('^[a-z(]+$')).toBeUndefined();
    expect(htmlPattern(null)).toBeUndefined();
    expect(htmlPattern('^$')).toBeUndefined();
  });
});
