/**
 * `pattern` attributes for the shop's inputs. Browsers compile a pattern as `^(?:…)$` with the
 * `v` flag, where ( ) [ ] { } / - \ | inside a class must be escaped: an unescaped one makes the
 * pattern invalid, Chromium logs an error on every page with the field and skips the check
 *.
 */

/** A phone as typed: digits, +, brackets, hyphens and spaces, 10–19 of them (+38(050)123-45-67). */
export const phonePattern = String.raw`[0-9+\(\) \-]{10,19}`;

/**
 * A pattern from the shop's data (a delivery field's `^…$`) as an attribute, or none when the
 * browser could not compile it: a bad pattern then only loses the browser's hint, the server
 * checks the value anyway.
 */
export function htmlPattern(source: string | null | undefined): string | undefined {
  const body = source?.replace(/^\^|\$$/g, '');
  if (!body) return undefined;
  try {
    new RegExp(`^(?:${body})$`, 'v');
    return body;
  } catch {
    return undefined;
  }
}
