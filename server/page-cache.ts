import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger } from 'pino';
import { collectCacheTags } from '#core/cache-tags';
import type { CatalogChanges } from '#core/change-feed';

/**
 * The shared HTML cache of anonymous pages (ADR 0066). A page a visitor without a session asks
 * for is a function of its address, of whether the Russian version is being offered, and of the
 * catalogue: rendered once, it is kept with its gzip and brotli forms and the hashes of its inline
 * scripts (the CSP of a cached page lists them instead of a nonce), and served to everyone until
 * it ages or something it shows changes (ADR 0080). Nothing personal is in it: the header's
 * counters come from `/personal` and browser storage.
 */
export type CachedPage = {
  /** The rendered answer's headers worth replaying (Content-Type, Link…). */
  headers: [string, string][];
  /** `'sha256-…'` sources of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  /** The cache tags of what it shows (`good:12`, `category:3`, `goods`…; ADR 0080). */
  tags: string[];
  /** The change feed's stamp it was rendered under (the oldest transaction then running). */
  stamp: number;
  /** `Date.now()` when it was rendered. */
  storedAt: number;
};

/** Where cached pages live: this process's memory, or Redis shared by every instance. */
export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

export const pageSize = (page: CachedPage) => page.body.byteLength + page.gzip.byteLength + page.br.byteLength + 512;

/** Least recently used pages go first once the bytes pass the budget. */
export class MemoryPageStore implements PageStore {
  private readonly pages = new Map<string, { page: CachedPage; size: number; expiresAt: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async get(key: string) {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.pages.delete(key);
    if (entry.expiresAt <= Date.now()) {
      this.bytes -= entry.size;
      return undefined;
    }
    this.pages.set(key, entry);
    return entry.page;
  }

  async set(key: string, page: CachedPage, ttlMs: number) {
    const size = pageSize(page);
    if (size > this.maxBytes) return;
    const old = this.pages.get(key);
    if (old) {
      this.bytes -= old.size;
      this.pages.delete(key);
    }
    this.pages.set(key, { page, size, expiresAt: Date.now() + ttlMs });
    this.bytes += size;
    for (const [oldest, entry] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  /** Pages and bytes held (for tests and the bench). */
  stats() {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  async close() {
    this.pages.clear();
    this.bytes = 0;
  }
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Inline `<script>` elements (no `src`) and their text as the browser hashes it. */
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** CSP hash sources of a page's inline scripts (CSP Level 2 `'sha256-…'`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    // The HTML parser turns CR LF and lone CR into LF before the script sees its text.
    const text = (match[2] ?? '').replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Headers of a rendered page that describe the page itself (the rest are set per response). */
const kept = new Set(['content-type', 'link', 'content-language', 'x-robots-tag']);

export type PageCacheOptions = {
  store: PageStore;
  /**
   * The catalogue's changes as this process knows them. The shop passes `catalogChanges`
   * (core/catalog), the one reading the listing cache shares: read at most once a second and
   * again after a write in this process. Tests read it on every request.
   */
  changes: () => Promise<CatalogChanges>;
  log: Logger;
  /** Served as is below this age; older, served once more while one refresh runs. */
  freshMs?: number;
  /** Never served past this age. */
  maxAgeMs?: number;
};

type Render = (request: Request) => Promise<Response>;
export type CacheState = 'hit' | 'stale' | 'miss';

export class PageCache {
  private readonly inflight = new Map<string, Promise<CachedPage | null>>();
  readonly freshMs: number;
  readonly maxAgeMs: number;

  constructor(private readonly options: PageCacheOptions) {
    this.freshMs = options.freshMs ?? 60_000;
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  }

  /**
   * The page for `key`: from the cache when it is there under the current catalogue (a stale one
   * is served while one refresh renders it again), else rendered once however many visitors ask
   * at the same moment. `render` must produce the whole document without a nonce.
   */
  async serve(request: Request, key: string, render: Render, policy: (hashes: string[]) => string): Promise<Response> {
    const encoding = pickEncoding(request.headers.get('accept-encoding'));
    let changes: CatalogChanges;
    try {
      changes = await this.options.changes();
    } catch (error) {
      this.options.log.warn({ err: error }, 'page cache: catalogue changes unreadable, rendering uncached');
      return render(request);
    }
    const stamp = changes.stamp;
    const cached = await this.read(key);
    // One render in flight per page and stamp.
    const flight = `${stamp} ${key}`;
    if (cached && Array.isArray(cached.tags) && !changes.isStale(cached.tags, cached.stamp)) {
      const age = Date.now() - cached.storedAt;
      if (age < this.freshMs) return respond(cached, 'hit', encoding, policy);
      if (age < this.maxAgeMs) {
        if (!this.inflight.has(flight)) void this.fill(key, flight, request, render, stamp).catch(() => {});
        return respond(cached, 'stale', encoding, policy);
      }
    }
    const pending = this.inflight.get(flight);
    if (pending) {
      const page = await pending.catch(() => null);
      return page ? respond(page, 'hit', encoding, policy) : render(request);
    }
    const { page, response } = await this.fill(key, flight, request, render, stamp);
    return page ? respond(page, 'miss', encoding, policy) : response;
  }

  private async read(key: string): Promise<CachedPage | undefined> {
    try {
      return await this.options.store.get(key);
    } catch (error) {
      this.options.log.warn({ err: error }, 'page cache: read failed');
      return undefined;
    }
  }

  /** Renders `key` once (others asking meanwhile wait for it) and stores it when it may be shared. */
  private async fill(key: string, flight: string, request: Request, render: Render, stamp: number) {
    let settle: (page: CachedPage | null) => void = () => {};
    this.inflight.set(
      flight,
      new Promise<CachedPage | null>((resolve) => {
        settle = resolve;
      }),
    );
    try {
      // Without the visitor's abort signal: the render serves everyone waiting for it. The tags
      // are what its loaders read (ADR 0080); all of them have run once the whole document is ready.
      const { value: response, tags } = await collectCacheTags(() =>
        render(new Request(request.url, { headers: request.headers })),
      );
      const page = await capture(response, tags, stamp);
      settle(page);
      if (page) {
        await this.options.store.set(key, page, this.maxAgeMs).catch((error: unknown) => {
          this.options.log.warn({ err: error }, 'page cache: write failed');
        });
        return { page, response };
      }
      return { page: null, response };
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      this.inflight.delete(flight);
    }
  }

  async close() {
    await this.options.store.close();
  }
}

/**
 * The rendered page as a cache entry, or null when it must not be shared: anything but a 200
 * HTML document, an answer that sets a cookie, or one its route marked `no-store`. A page that is
 * not shared is returned unread by the caller.
 */
async function capture(response: Response, tags: string[], stamp: number): Promise<CachedPage | null> {
  const headers = response.headers;
  if (
    response.status !== 200 ||
    !(headers.get('content-type') ?? '').startsWith('text/html') ||
    headers.has('set-cookie') ||
    /no-store|private/.test(headers.get('cache-control') ?? '')
  ) {
    return null;
  }
  const body = new Uint8Array(await response.arrayBuffer());
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  ]);
  return {
    headers: [...headers].filter(([name]) => kept.has(name.toLowerCase())),
    scriptHashes: inlineScriptHashes(new TextDecoder().decode(body)),
    body,
    gzip: new Uint8Array(gz),
    br: new Uint8Array(br),
    tags,
    stamp,
    storedAt: Date.now(),
  };
}

type Encoding = 'br' | 'gzip' | null;

/** Brotli when the client takes it, else gzip, else the plain bytes (q=0 refuses). */
export function pickEncoding(header: string | null): Encoding {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function respond(
  page: CachedPage,
  state: CacheState,
  encoding: Encoding,
  policy: (hashes: string[]) => string,
): Response {
  const headers = new Headers(page.headers);
  headers.set('Content-Security-Policy', policy(page.scriptHashes));
  headers.set('Vary', 'Accept-Encoding');
  headers.set('X-Cache', state);
  headers.set('Age', String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
  if (encoding) headers.set('Content-Encoding', encoding);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  return new Response(body, { status: 200, headers });
}
