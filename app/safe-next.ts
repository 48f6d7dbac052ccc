/** A stand-in origin to resolve against: only what stays on it is one of our paths. */
const here = 'http://shop.invalid';

/**
 * A path on this shop to come back to after a form (sign-in, sign-out, newsletter), or `fallback`
 * (issue 17 hole 3). `next` is resolved against our origin the way a browser resolves a
 * `Location` (dot segments, backslashes, tabs and newlines normalised first), and kept only when
 * the result stays on our origin and its path cannot be read as another host (`//host`): checking
 * the raw text missed `/x/..//evil.example`. An old `notice` is dropped.
 */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(next, here);
  } catch {
    return fallback;
  }
  if (url.origin !== here || url.pathname.startsWith('//') || url.username || url.password) return fallback;
  url.searchParams.delete('notice');
  return url.pathname + url.search;
}
