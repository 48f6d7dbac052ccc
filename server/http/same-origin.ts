// No imports: the API's auth and the page guards both use this, and it must not close an import cycle.

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
