/**
 * The one reader of the `Cookie` header (ADR 0075). The HTML cache's key, the locale
 * middleware, the API's session and the storefront's loaders all read cookies through it, so a
 * request cannot be keyed one way and rendered another (`locale =ru` was "no cookie" to the
 * render and "ru" to the key). RFC 6265 as browsers send it: pairs split on `;`, name and value
 * trimmed of spaces and tabs, a value in double quotes unquoted, the first pair of a name wins
 * (the most specific path comes first). A value that does not percent-decode (`%zz`, a cut UTF-8
 * sequence) or holds control characters is malformed: it is ignored as if absent, and the app
 * clears it (`clearMalformedCookies`), never a 500.
 */
export type ParsedCookies = {
  values: ReadonlyMap<string, string>;
  /** Names whose value was malformed (ignored). */
  malformed: readonly string[];
  /** Every name in the header, as it was trimmed (also the malformed and the repeated ones). */
  names: readonly string[];
};

const validName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

const trim = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, '');

/** Parses a `Cookie` header (see the module's note for the rules). */
export function parseCookies(header: string | null | undefined): ParsedCookies {
  const values = new Map<string, string>();
  const malformed: string[] = [];
  const names: string[] = [];
  if (!header) return { values, malformed, names };
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = trim(pair.slice(0, at));
    if (!validName.test(name)) continue;
    names.push(name);
    if (values.has(name) || malformed.includes(name)) continue;
    let raw = trim(pair.slice(at + 1));
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    const value = decode(raw);
    if (value === null) malformed.push(name);
    else values.set(name, value);
  }
  return { values, malformed, names };
}

/** Whether a text holds a control character (C0 or DEL). */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function decode(raw: string): string | null {
  if (hasControl(raw)) return null;
  if (!raw.includes('%')) return raw;
  try {
    const value = decodeURIComponent(raw);
    return hasControl(value) ? null : value;
  } catch {
    return null;
  }
}

const parsed = new WeakMap<Request, ParsedCookies>();

/** The request's cookies, parsed once per request object. */
export function cookiesOf(request: Request): ParsedCookies {
  let cookies = parsed.get(request);
  if (!cookies) {
    cookies = parseCookies(request.headers.get('cookie'));
    parsed.set(request, cookies);
  }
  return cookies;
}

/** One cookie's value, or null when it is absent or malformed. */
export function readCookie(request: Request, name: string): string | null {
  return cookiesOf(request).values.get(name) ?? null;
}

/** A `Set-Cookie` that removes a cookie the browser keeps at `/`. */
export const expiredCookie = (name: string) => `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
