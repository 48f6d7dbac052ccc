import { Redis } from 'ioredis';
import type { CachedPage, PageStore } from './page-cache';

const prefix = 'poplavok:page:';

/**
 * Cached pages in Redis (`REDIS_URL`), shared by every server process and machine (ADR 0066):
 * one hash per page (its description as JSON and its three bodies as bytes), expiring with the
 * page's maximum age. Failures surface to the cache, which renders instead.
 */
export class RedisPageStore implements PageStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // Errors reach the callers of get/set; an unhandled 'error' event would end the process.
    this.redis.on('error', () => {});
  }

  /** Resolves once connected (tests; requests never wait: until then every page is a miss). */
  ready(): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => this.redis.once('ready', () => resolve()));
  }

  async get(key: string): Promise<CachedPage | undefined> {
    if (this.redis.status !== 'ready') return undefined;
    const fields = await this.redis.hgetallBuffer(prefix + key);
    const meta = fields.meta?.toString('utf8');
    if (!meta || !fields.body || !fields.gzip || !fields.br) return undefined;
    const { headers, scriptHashes, tags, stamp, storedAt } = JSON.parse(meta) as Omit<
      CachedPage,
      'body' | 'gzip' | 'br'
    >;
    // A page stored before ADR 0080 (no tags) is a miss.
    if (!Array.isArray(tags) || typeof stamp !== 'number') return undefined;
    return {
      headers,
      scriptHashes,
      tags,
      stamp,
      storedAt,
      body: new Uint8Array(fields.body),
      gzip: new Uint8Array(fields.gzip),
      br: new Uint8Array(fields.br),
    };
  }

  async set(key: string, page: CachedPage, ttlMs: number) {
    if (this.redis.status !== 'ready') return;
    const { body, gzip, br, ...meta } = page;
    await this.redis
      .multi()
      .del(prefix + key)
      .hset(prefix + key, {
        meta: JSON.stringify(meta),
        body: Buffer.from(body),
        gzip: Buffer.from(gzip),
        br: Buffer.from(br),
      })
      .pexpire(prefix + key, ttlMs)
      .exec();
  }

  async close() {
    this.redis.disconnect();
  }
}
