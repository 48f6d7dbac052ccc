import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientIp, createLimit, type LimitResult } from '#server/http/rate-limit';
import { type ApiEnv, apiError } from './http';

/**
 * `points` requests per `seconds` for each key (by default the client IP; `key` may add e.g.
 * the phone, so one number cannot be brute-forced or SMS-bombed from many addresses).
 * Answers 429 with a bilingual message and Retry-After.
 */
export function rateLimit(
  name: string,
  points: number,
  seconds: number,
  key?: (c: Context<ApiEnv>) => Promise<string> | string,
) {
  return limitBy(createLimit(name, points, seconds), key);
}

/** The middleware of an existing limit, so that a limit shared with the storefront has one counter. */
export function limitBy(
  consume: (id: string) => Promise<LimitResult>,
  key?: (c: Context<ApiEnv>) => Promise<string> | string,
) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const result = await consume(key ? await key(c) : clientIp(c));
    if (!result.ok) {
      c.header('Retry-After', String(result.retryAfter));
      return apiError(c, 429, 'rate_limited', { seconds: result.retryAfter });
    }
    await next();
  });
}
