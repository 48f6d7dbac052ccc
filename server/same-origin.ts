import type { MiddlewareHandler } from 'hono';
import { pageError } from './request-body';

export type Provenance = 'same' | 'cross' | 'unknown';

/**
 * Where a state-changing request comes from (ADR 0045). Fetch Metadata first: every current
 * browser sends `Sec-Fetch-Site`, and `same-origin` is the one answer a foreign page cannot forge.
 * Then `Origin` (`null` tells nothing), then `Referer`. A request with none of them did not come
 * from a browser page, so it carries no ambient cookie worth forging: `unknown`.
 */
export function provenance(headers: Headers, requestUrl: string): Provenance {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' ? 'same' : 'cross';
  const host = headers.get('host') ?? new URL(requestUrl).host;
  for (const name of ['origin', 'referer'] as const) {
    const value = headers.get(name);
    if (!value || value === 'null') continue;
    try {
      return new URL(value).host === host ? 'same' : 'cross';
    } catch {
      return 'cross';
    }
  }
  return headers.get('origin') === 'null' ? 'cross' : 'unknown';
}

const mutations = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Page actions accept the shop's own form posts, from a browser with JavaScript or without, and
 * refuse foreign ones with 403. React Router's own check compares `Origin` with the URL and
 * refuses `Origin: null` (sent by privacy settings and by `Referrer-Policy: no-referrer`), so a
 * post we know is ours is handed on with our origin.
 */
export function sameOriginForms(): MiddlewareHandler {
  return async (c, next) => {
    if (!mutations.has(c.req.method)) return next();
    const raw = c.req.raw;
    const from = provenance(raw.headers, raw.url);
    if (from === 'cross') return pageError(c, 403, 'csrf');
    const origin = new URL(raw.url).origin;
    if (raw.headers.get('origin') !== origin) {
      const headers = new Headers(raw.headers);
      headers.set('origin', origin);
      c.req.raw = new Request(raw.url, {
        method: raw.method,
        headers,
        body: raw.body,
        signal: raw.signal,
        duplex: 'half',
      } as RequestInit);
    }
    return next();
  };
}
