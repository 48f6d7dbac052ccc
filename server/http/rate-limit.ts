import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Services } from '#server/context';
import { clientAddress, trustNobody } from './proxy';

type Limiter = RateLimiterMemory | RateLimiterRedis;
type LimiterStore = { redis: Redis | null; limiters: Map<string, { redis: Redis | null; limiter: Limiter }> };

/**
 * One set of counters per process, kept on `globalThis`: the server bundle has one copy of this
 * module, but a second copy (e.g. the storefront build compiled in memory by the test harness)
 * must count in the same budgets, or the forms would be a second door (ADR 0035).
 */
const storeKey = Symbol.for('poplavok.rate-limits');
const globals = globalThis as { [storeKey]?: LimiterStore };
globals[storeKey] ??= { redis: null, limiters: new Map() };
const store: LimiterStore = globals[storeKey];

/** Forgets every counter: a test file sharing its process with others starts afresh (test/support/per-file.ts). */
export function resetRateLimits(): void {
  store.limiters.clear();
}

/** The limiter named `prefix`, made again when the Redis connection it was made with changed. */
function limiterOf(prefix: string, points: number, seconds: number): Limiter {
  const known = store.limiters.get(prefix);
  if (known && known.redis === store.redis) return known.limiter;
  const limiter = store.redis
    ? new RateLimiterRedis({
        storeClient: store.redis,
        keyPrefix: prefix,
        points,
        duration: seconds,
        insuranceLimiter: new RateLimiterMemory({ points, duration: seconds }),
      })
    : new RateLimiterMemory({ keyPrefix: prefix, points, duration: seconds });
  store.limiters.set(prefix, { redis: store.redis, limiter });
  return limiter;
}

/**
 * Rate limits live in memory, or in Redis when REDIS_URL is set (shared by several servers).
 * Waits (up to 5 s) for Redis to be ready so the first requests are counted in Redis too; while
 * Redis is down each process falls back to its own in-memory counters (the insurance limiter).
 */
export async function configureRateLimits(redisUrl: string | undefined): Promise<() => Promise<void>> {
  if (!redisUrl) return async () => {};
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {}); // reconnects by itself; requests use the insurance limiter meanwhile
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  store.redis = redis;
  return async () => {
    store.redis = null;
    redis.disconnect();
  };
}

/**
 * The client's address, the key of per-address limits: the socket peer, or — only when that peer
 * is a proxy trusted by `TRUST_PROXY` — the X-Forwarded-For entry those proxies vouch for, so
 * customers behind the reverse proxy do not share one budget and nobody else can pick one (ADR 0042).
 */
export function clientIp(c: Context): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
  const trust = (c.get('services') as Services | undefined)?.env.TRUST_PROXY ?? trustNobody;
  return clientAddress(socket, c.req.header('x-forwarded-for'), trust);
}

export type LimitResult = { ok: true } | { ok: false; retryAfter: number };

/**
 * A limit of `points` per `seconds` for each key, with its own counters (memory, or Redis when
 * configured). `consume(id)` spends one point.
 */
export function createLimit(name: string, points: number, seconds: number): (id: string) => Promise<LimitResult> {
  return async (id) => {
    try {
      await limiterOf(`rl:${name}`, points, seconds).consume(id);
      return { ok: true };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { ok: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    }
  };
}

export type FailureBudget = {
  /** Whether `id` has no failures left (checked before the attempt; spends nothing). */
  blocked(id: string): Promise<LimitResult>;
  /** Spends one failure of `id`. */
  fail(id: string): Promise<void>;
};

/**
 * `points` failures per `seconds` for each key: only failed attempts count (ADR 0035), so a
 * shopper's successful sign-ins or valid vouchers never use up their budget.
 */
export function createFailureBudget(name: string, points: number, seconds: number): FailureBudget {
  const get = () => limiterOf(`fb:${name}`, points, seconds);
  return {
    async blocked(id) {
      const res = await get().get(id);
      if (!res || res.consumedPoints < points) return { ok: true };
      return { ok: false, retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    },
    async fail(id) {
      try {
        await get().penalty(id, 1);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
      }
    },
  };
}

export type AmountBudget = {
  /** What `id` has left now (spends nothing), and seconds until it renews. */
  left(id: string): Promise<{ amount: number; retryAfter: number }>;
  /** Spends `amount` of `id`'s budget; not ok (nothing more allowed) once that goes over it. */
  spend(id: string, amount: number): Promise<LimitResult>;
};

/** `total` units (e.g. bytes) per `seconds` for each key, spent in amounts (ADR 0079). */
export function createAmountBudget(name: string, total: number, seconds: number): AmountBudget {
  const get = () => limiterOf(`ab:${name}`, total, seconds);
  return {
    async left(id) {
      const res = await get().get(id);
      return {
        amount: total - (res?.consumedPoints ?? 0),
        retryAfter: Math.max(1, Math.ceil((res?.msBeforeNext ?? 0) / 1000)),
      };
    },
    async spend(id, amount) {
      try {
        await get().consume(id, amount);
        return { ok: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return { ok: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      }
    },
  };
}

export type KeyMemory = {
  /** Whether `id` was remembered within the last `seconds`. */
  has(id: string): Promise<boolean>;
  /** Remembers `id` for `seconds` from now. */
  remember(id: string): Promise<void>;
};

/**
 * Keys remembered for `seconds` (memory, or Redis when configured, like the limits): e.g. the
 * addresses 1C signed in from, which a global failure budget does not lock out (ADR 0106).
 */
export function createKeyMemory(name: string, seconds: number): KeyMemory {
  const get = () => limiterOf(`km:${name}`, 1, seconds);
  return {
    async has(id) {
      return ((await get().get(id))?.consumedPoints ?? 0) > 0;
    },
    async remember(id) {
      await get().set(id, 1, seconds);
    },
  };
}
