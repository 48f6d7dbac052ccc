import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tagIds } from '#core/catalog';
import { type CatalogChanges, catalogChanges, forgetCatalogChanges } from '#core/change-feed';
import { likeReview } from '#core/reviews';
import { goods } from '#db/schema';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type CachedPage, inlineScriptHashes, MemoryPageStore, PageCache, pickEncoding } from './page-cache';
import { sharedPageKey } from './page-cache-key';
import { RedisPageStore } from './page-cache-redis';

// The HTML cache of anonymous pages (ADR 0066) in front of the real storefront build.
let shop: TestShop;
let good: { id: number; slug: string; price: number };
beforeAll(async () => {
  // Shoppers whose browser runs scripts share pages too (ADR 0074; off unless configured).
  shop = await createTestShop({ pageCache: {}, env: { SHARE_PAGES_WITH_SCRIPTS: '1' } });
  const rows = (await shop.database.db.execute(
    sql.raw('select id, slug, price from goods where is_active order by id limit 1'),
  )) as unknown as { rows: { id: number; slug: string; price: number }[] };
  good = rows.rows[0] as typeof good;
}, 120_000);
afterAll(() => shop.close());

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const page = (path: string, headers: Record<string, string> = {}) =>
  shop.app.request(`http://shop.test${path}`, {
    headers: { accept: 'text/html', 'user-agent': browser, 'accept-language': 'uk', ...headers },
  });

describe('HTML cache of anonymous pages (ADR 0066)', () => {
  it('renders a page once and serves the same bytes after; the CSP lists the hashes of exactly its inline scripts', async () => {
    const first = await page('/pages/brands');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    const html = await first.text();
    const second = await page('/pages/brands');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(html);
    // No nonce anywhere: the policy allows the page's own inline scripts by their hashes.
    const csp = second.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('nonce-');
    expect(html).not.toMatch(/nonce="[^"]/);
    const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(1);
    const allowed = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    for (const script of scripts)
      expect(allowed).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(allowed.filter((s) => s.startsWith("'sha256-")).length).toBe(new Set(scripts).size);
    expect(allowed).not.toContain("'unsafe-inline'");
    // Still the shop's own answer around it: locale cookie, never publicly cacheable.
    expect(second.headers.get('cache-control')).toMatch(/^private/);
  });

  it('serves brotli or gzip as the browser accepts, the same page inside', async () => {
    const plain = await (await page('/pages/brands')).text();
    const br = await page('/pages/brands', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(plain);
    const gz = await page('/pages/brands', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(plain);
  });

  it('never shares a page with a session, a guest cart or a guest checkout; never caches account pages or .data', async () => {
    await page('/');
    for (const cookie of ['token=abc', `cart=${good.id}:2`, 'guest_session=xyz']) {
      const response = await page('/', { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache'), cookie).toBeNull();
      expect(response.headers.get('content-security-policy')).toContain("'nonce-");
    }
    // The guest's cart count is their own.
    const withCart = await (await page('/', { cookie: `cart=${good.id}:2` })).text();
    expect(withCart).toMatch(/data-counter="cart">2</);
    expect(await (await page('/')).text()).toMatch(/data-counter="cart">0</);
    for (const path of ['/profile', '/checkout', '/ru/checkout', '/_root.data', '/promotions/x.data']) {
      expect((await page(path)).headers.get('x-cache'), path).toBeNull();
      expect((await page(path)).headers.get('x-cache'), path).toBeNull();
    }
  });

  it('with SHARE_PAGES_WITH_SCRIPTS, shares the page with a session or a cart whose browser runs scripts (ADR 0074), rendered without their cookies', async () => {
    const path = '/pages/about-us';
    // The first visitor to miss it has a cart: what is kept and served must not show their 2.
    const first = await page(path, { cookie: `cart=${good.id}:2; js=1; locale=ua` });
    expect(first.headers.get('x-cache')).toBe('miss');
    const html = await first.text();
    expect(html).toMatch(/data-counter="cart">0</);
    expect(first.headers.get('content-security-policy')).not.toContain("'nonce-");
    for (const cookie of ['token=abc; js=1', `js=1; cart=${good.id}:2`, 'guest_session=xyz;js=1', '']) {
      const response = await page(path, cookie ? { cookie } : {});
      expect(response.headers.get('x-cache'), cookie).toBe('hit');
      expect(await response.text(), cookie).toBe(html);
    }
    // Without scripts their page is still their own, with their cart count.
    const noScripts = await page(path, { cookie: `cart=${good.id}:2` });
    expect(noScripts.headers.get('x-cache')).toBeNull();
    expect(await noScripts.text()).toMatch(/data-counter="cart">2</);
    // Account pages and the review form (its author is the session's) are never shared.
    for (const own of ['/profile', '/checkout', `/review/${good.id}`]) {
      expect((await page(own, { cookie: 'token=abc; js=1' })).headers.get('x-cache'), own).toBeNull();
    }
    // Not configured (the default): scripts or not, a shopper's page is their own.
    const request = () =>
      new Request(`http://shop.test${path}`, { headers: { accept: 'text/html', cookie: `cart=${good.id}:2; js=1` } });
    expect(sharedPageKey(request())).toBeNull();
    expect(sharedPageKey(request(), { withScripts: true })).not.toBeNull();
  });

  it('does not keep answers other than 200 (404 pages are rendered each time)', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await page('/no-such-page-at-all');
      expect(response.status).toBe(404);
      expect(response.headers.get('x-cache')).toBeNull();
    }
  });

  it('keeps the Russian-version offer (ADR 0046) apart from the page without it', async () => {
    const offered = await page('/promotions', { 'accept-language': 'ru-RU,ru;q=0.9,uk;q=0.5' });
    const plain = await page('/promotions', { 'accept-language': 'uk-UA,uk;q=0.9' });
    const offeredHtml = await offered.text();
    const plainHtml = await plain.text();
    expect(offeredHtml).toContain('\\"suggestRussian\\",true');
    expect(plainHtml).toContain('\\"suggestRussian\\",false');
    expect((await page('/promotions', { 'accept-language': 'ru' })).headers.get('x-cache')).toBe('hit');
    expect(await (await page('/promotions', { 'accept-language': 'ru' })).text()).toBe(offeredHtml);
    // Once the shopper has chosen (a locale cookie), no offer.
    expect(await (await page('/promotions', { 'accept-language': 'ru', cookie: 'locale=ua' })).text()).toBe(plainHtml);
  });

  it('a change to a good is seen at once: pages rendered under the old catalogue are not served', async () => {
    const path = `/${good.slug}/p${good.id}`;
    await page(path);
    expect((await page(path)).headers.get('x-cache')).toBe('hit');
    const price = good.price + 12_300;
    await shop.database.db.update(goods).set({ price }).where(eq(goods.id, good.id));
    // As the app does after a write of its own (another process's write shows within a second, as
    // the change feed is read again): the product's kept catalogue part follows it too (ADR 0072, 0080).
    forgetCatalogChanges(shop.database.db);
    const after = await page(path);
    expect(after.headers.get('x-cache')).toBe('miss');
    const uah = new Intl.NumberFormat('uk-UA').format(price / 100).replace(/\s/g, '');
    expect((await after.text()).replace(/\s|&nbsp;/g, '')).toContain(uah);
    await shop.database.db.update(goods).set({ price: good.price }).where(eq(goods.id, good.id));
  });

  it('a like drops only its good’s product page (the new count shows); home and listings stay cached', async () => {
    const rows = (await shop.database.db.execute(
      sql.raw(`select r.id, g.id as good_id, g.slug, g.category_id from reviews r join goods g on g.id = r.good_id
               where r.status = 'published' order by r.id limit 1`),
    )) as unknown as { rows: { id: number; good_id: number; slug: string; category_id: number }[] };
    const review = rows.rows[0] as { id: number; good_id: number; slug: string; category_id: number };
    const category = (await shop.database.db.execute(
      sql.raw(`select slug from categories where id = ${review.category_id}`),
    )) as unknown as { rows: { slug: string }[] };
    const path = `/${review.slug}/p${review.good_id}`;
    const others = ['/', `/${category.rows[0]?.slug}/c${review.category_id}`, '/hits'];
    for (const url of [path, ...others]) {
      await page(url);
      expect((await page(url)).headers.get('x-cache'), url).toBe('hit');
    }
    const liked = await likeReview({ db: shop.database.db, locale: 'ua', now: new Date() }, review.id, {
      guestId: 'page-cache-test-voter-1',
      ip: '203.0.113.9',
    });
    expect(liked).toMatchObject({ ok: true, liked: true });
    const after = await page(path);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(await after.text()).toContain(String(liked.ok && liked.likes));
    for (const url of others) expect((await page(url)).headers.get('x-cache'), url).toBe('hit');
  });

  it('a price change drops its product page, its category and ancestors, tags, home (it shows it) and search; an unrelated category stays cached', async () => {
    const db = shop.database.db;
    const query = async <T>(text: string) => ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
    // The first hit: home shows it.
    const [shown] = await query<{ id: number; slug: string; price: number; category_id: number }>(
      `select g.id, g.slug, g.price, g.category_id from good_tags t join goods g on g.id = t.good_id
       where t.tag_id = ${tagIds.hits} and g.is_active order by t.position, g.id limit 1`,
    );
    if (!shown) throw new Error('the demo has no hits');
    const lineage = await query<{ id: number; slug: string }>(
      `with recursive up(id) as (select ${shown.category_id} union select c.parent_id from categories c join up on c.id = up.id where c.parent_id is not null)
       select c.id, c.slug from categories c join up using (id)`,
    );
    const [unrelated] = await query<{ id: number; slug: string }>(
      `select id, slug from categories where parent_id is null and id not in (${lineage.map((c) => c.id).join(',')}) order by id limit 1`,
    );
    if (!unrelated || lineage.length < 2) throw new Error('the demo lacks a nested category or a second root');
    const dropped = [
      '/',
      `/${shown.slug}/p${shown.id}`,
      ...lineage.map((c) => `/${c.slug}/c${c.id}`),
      '/hits',
      '/search/a',
    ];
    const kept = [`/${unrelated.slug}/c${unrelated.id}`, '/pages/brands', '/pages/about-us'];
    for (const url of [...dropped, ...kept]) {
      expect((await page(url)).status, url).toBe(200);
      expect((await page(url)).headers.get('x-cache'), url).toBe('hit');
    }
    await db
      .update(goods)
      .set({ price: shown.price + 700 })
      .where(eq(goods.id, shown.id));
    try {
      for (const url of dropped) expect((await page(url)).headers.get('x-cache'), url).toBe('miss');
      for (const url of kept) expect((await page(url)).headers.get('x-cache'), url).toBe('hit');
    } finally {
      await db.update(goods).set({ price: shown.price }).where(eq(goods.id, shown.id));
    }
  });

  it('the product page’s like form gives a guest the voter cookie; the same browser likes once', async () => {
    const rows = (await shop.database.db.execute(
      sql.raw(`select r.id, g.id as good_id, g.slug from reviews r join goods g on g.id = r.good_id
               where r.status = 'published' order by r.id desc limit 1`),
    )) as unknown as { rows: { id: number; good_id: number; slug: string }[] };
    const review = rows.rows[0] as { id: number; good_id: number; slug: string };
    const post = (headers: Record<string, string>) =>
      shop.app.request(`http://shop.test/${review.slug}/p${review.good_id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test', ...headers },
        body: new URLSearchParams({ intent: 'like', reviewId: String(review.id) }).toString(),
      });
    const first = await post({ 'user-agent': 'A' });
    expect(first.status).toBe(303);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^voter=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
    const count = async () =>
      (
        (await shop.database.db.execute(sql.raw(`select likes from reviews where id = ${review.id}`))) as unknown as {
          rows: { likes: number }[];
        }
      ).rows[0]?.likes;
    const liked = await count();
    const again = await post({ 'user-agent': 'B', cookie: cookie.split(';')[0] as string });
    expect(again.status).toBe(303);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await count()).toBe(liked);
  });

  it('many visitors at once for a page not in the cache cause one render', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => page('/tags')));
    const states = answers.map((a) => a.headers.get('x-cache'));
    expect(states.filter((s) => s === 'miss')).toHaveLength(1);
    expect(states.filter((s) => s === 'hit')).toHaveLength(7);
    const bodies = new Set(await Promise.all(answers.map((a) => a.text())));
    expect(bodies.size).toBe(1);
  });
});

describe('one read of the change feed per process, as server/main.ts wires it (ADR 0066, 0072, 0080)', () => {
  let wired: TestShop;
  beforeAll(async () => {
    wired = await createTestShop({ pageCache: { changes: () => catalogChanges(wired.services.db) } });
  }, 120_000);
  afterAll(() => wired?.close());

  it('a category page rendered on a miss reads the change feed once for the HTML cache and the listing cache; a post reads it again', async () => {
    const db = wired.services.db;
    const rows = (await db.execute(
      sql.raw('select id, slug from categories where parent_id is null order by id limit 2'),
    )) as unknown as { rows: { id: number; slug: string }[] };
    const [warm, cold] = rows.rows.map((c) => `http://shop.test/${c.slug}/c${c.id}`) as [string, string];
    const get = (url: string) => wired.app.request(url, { headers: { accept: 'text/html', 'user-agent': browser } });
    expect((await get(warm)).status).toBe(200); // the route's modules and the tree are loaded
    forgetCatalogChanges(db);
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    const text = (q: unknown) => (typeof q === 'string' ? q : String((q as { text?: string } | null)?.text));
    const reads = () => query.mock.calls.filter(([q]) => text(q).includes('pg_current_snapshot')).length;
    try {
      const miss = await get(cold);
      expect([miss.status, miss.headers.get('x-cache')]).toEqual([200, 'miss']);
      expect(reads()).toBe(1);
      // Any write through this process (here one the API turns away) makes the next request read it again.
      await wired.app.request('http://shop.test/site/no-such-thing', { method: 'POST' });
      expect((await get(cold)).headers.get('x-cache')).toBe('hit');
      expect(reads()).toBe(2);
    } finally {
      query.mockRestore();
    }
  });
});

/** A change feed that has seen `changed` tags at `xid` (the feed's own rule: stale at or after a stamp). */
const feed = (stamp: number, changed: Record<string, number> = {}): CatalogChanges => ({
  stamp,
  isStale: (tags, at) => tags.some((tag) => (changed[tag] ?? -1) >= at),
});

describe('page cache mechanics (ADR 0066)', () => {
  const entry = (size: number): CachedPage => ({
    headers: [['content-type', 'text/html; charset=utf-8']],
    scriptHashes: [],
    body: new Uint8Array(size),
    gzip: new Uint8Array(0),
    br: new Uint8Array(0),
    tags: ['goods'],
    stamp: 1,
    storedAt: Date.now(),
  });

  it('the memory store drops the least recently used pages past its budget', async () => {
    const store = new MemoryPageStore(3 * (1000 + 512));
    await store.set('a', entry(1000), 60_000);
    await store.set('b', entry(1000), 60_000);
    await store.set('c', entry(1000), 60_000);
    await store.get('a'); // a is now the most recent
    await store.set('d', entry(1000), 60_000);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBeDefined();
    expect(await store.get('c')).toBeDefined();
    expect(store.stats()).toEqual({ pages: 3, bytes: 3 * 1512 });
    await store.set('huge', entry(10_000), 60_000);
    expect(await store.get('huge')).toBeUndefined();
    await store.set('old', entry(10), -1);
    expect(await store.get('old')).toBeUndefined();
  });

  it('a stale page is served once more while one refresh renders it; a change to what it shows is a miss', async () => {
    let changes = feed(10);
    let renders = 0;
    const cache = new PageCache({
      store: new MemoryPageStore(2 ** 20),
      changes: async () => changes,
      log: pino({ level: 'silent' }),
      freshMs: 0,
    });
    const render = async () => {
      renders++;
      return new Response(`<html><script>n=${renders}</script></html>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    };
    const policy = (hashes: string[]) => `script-src 'self' ${hashes.join(' ')}`;
    const ask = () => cache.serve(new Request('http://shop.test/x'), 'k', render, policy);
    const first = await ask();
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(await first.text()).toContain('n=1');
    const stale = await ask();
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(await stale.text()).toContain('n=1');
    await new Promise((resolve) => setImmediate(resolve));
    await expect.poll(async () => (await (await ask()).text()).includes('n=2')).toBe(true);
    // Something it does not show changed: still served; something it shows (`goods`, the tag of
    // a page that did not name its goods) changed: rendered again.
    changes = feed(12, { 'good:1': 11 });
    expect((await ask()).headers.get('x-cache')).not.toBe('miss');
    changes = feed(13, { goods: 12 });
    const fresh = await ask();
    expect(fresh.headers.get('x-cache')).toBe('miss');
    expect(fresh.headers.get('content-security-policy')).toBe(
      `script-src 'self' 'sha256-${createHash('sha256').update(`n=${renders}`).digest('base64')}'`,
    );
  });

  it('hashes inline scripts as the browser reads them, skips external ones', () => {
    const hashes = inlineScriptHashes(
      '<script src="/a.js"></script><script type="module">a()\r\nb()</script><script>x</script>',
    );
    const h = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(hashes).toEqual([h('a()\nb()'), h('x')]);
  });

  it('picks brotli, then gzip, by the Accept-Encoding weights', () => {
    expect(pickEncoding(null)).toBeNull();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('pages in Redis, shared by instances (ADR 0066; TEST_REDIS_URL)', () => {
  it('two caches on one Redis: a page rendered by one is served by the other', async () => {
    const key = `test-${process.pid}-${Date.now()}`;
    const stores = [0, 1].map(() => new RedisPageStore(process.env.TEST_REDIS_URL as string));
    await Promise.all(stores.map((s) => s.ready()));
    const caches = stores.map(
      (store) =>
        new PageCache({
          store,
          changes: async () => feed(1),
          log: pino({ level: 'silent' }),
        }),
    );
    const [one, two] = caches as [PageCache, PageCache];
    let renders = 0;
    const render = async () => {
      renders++;
      return new Response('<html><script>shared()</script>ok</html>', { headers: { 'content-type': 'text/html' } });
    };
    const policy = (hashes: string[]) => hashes.join(' ');
    try {
      expect((await one.serve(new Request('http://shop.test/'), key, render, policy)).headers.get('x-cache')).toBe(
        'miss',
      );
      const other = await two.serve(
        new Request('http://shop.test/', { headers: { 'accept-encoding': 'br' } }),
        key,
        render,
        policy,
      );
      expect(other.headers.get('x-cache')).toBe('hit');
      expect(other.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await other.arrayBuffer())).toString()).toContain('ok');
      expect(other.headers.get('content-security-policy')).toBe(inlineScriptHashes('<script>shared()</script>')[0]);
      expect(renders).toBe(1);
    } finally {
      await Promise.all(caches.map((c) => c.close()));
    }
  });
});
