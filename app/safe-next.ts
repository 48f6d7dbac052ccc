import { ownPath } from '#core/shared';

/**
 * A path on this shop to come back to after a form (sign-in, sign-out, newsletter), or `fallback`
 *. `next` is resolved against our origin the way a browser resolves a
 * `Location` (dot segments, backslashes, tabs and newlines normalised first), and kept only when
 * the result stays on our origin and its path cannot be read as another host (`//host`): checking
 * the raw text missed `/x/..//evil.example`. The rule is core's `ownPath`, shared with the links
 * editors type. An old `notice` is dropped.
 */
export function safeNext(next: string | null | undefined, fallback: string): string {
  const url = next ? ownPath(next) : null;
  if (!url) return fallback;
  url.searchParams.delete('notice');
  return url.pathname + url.search;
}
