/** A stand-in origin to resolve against: only what stays on it is one of our paths. */
const here = 'http://shop.invalid';

/**
 * `value` as a path of this shop, resolved the way a browser resolves a link or a `Location`
 * (WHATWG URL: dot segments, backslashes, tabs and newlines normalised), or null. Kept only when
 * the text starts with one '/' not followed by '/' or '\', the result stays on our origin, and its
 * path cannot be read as another host (`/x/..//evil.example` → `//evil.example`) — checking the raw
 * text alone missed those.
 */
export function ownPath(value: string): URL | null {
  if (!value.startsWith('/') || value[1] === '/' || value[1] === '\\') return null;
  let url: URL;
  try {
    url = new URL(value, here);
  } catch {
    return null;
  }
  if (url.origin !== here || url.pathname.startsWith('//') || url.username || url.password) return null;
  return url;
}

/** Whitespace and control characters: a browser drops some of them inside a URL, so none are allowed. */
const unseen = /[\s\p{Cc}\p{Cf}]/u;

/** The longest link an editor may enter. */
export const linkMaxLength = 500;

/**
 * A link an editor typed (a banner, a tooltip, a menu banner), as it may be put
 * in an `href`, or null: the shop's own path (see {@link ownPath}) or an absolute `https://` URL
 * of any host without credentials in it (`https://shop.ua@evil.example` reads as our shop). No
 * whitespace or control characters anywhere, so what the browser follows is what was checked.
 * Used when a link is saved and again when it is rendered (rows saved before the rule).
 */
export function safeLink(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text || text.length > linkMaxLength || unseen.test(text)) return null;
  if (text.startsWith('/')) return ownPath(text) ? text : null;
  if (!/^https:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
  return text;
}
