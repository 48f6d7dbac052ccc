import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client';
import type { Services } from '../context';
import { parseEnv } from '../env';
import { createPaymentGateway } from '../payment-gateway';
import { apiContext } from './auth';
import { createRouter } from './http';
import { configureRateLimits, createFailureBudget, rateLimit } from './rate-limit';

const services: Services = {
  db: {} as Db,
  log: pino({ level: 'silent' }),
  env: parseEnv({}),
  now: () => new Date(),
  payments: createPaymentGateway(parseEnv({})),
};

/** One "server process": its own router and limiter instance, as after a restart or on another host. */
function server(name: string) {
  const app = createRouter();
  app.use('/site/*', apiContext(services));
  app.post(
    '/site/limited',
    rateLimit(name, 3, 60, () => 'same-client'),
    (c) => c.json({ status: 200 }),
  );
  return app;
}
const hit = (app: ReturnType<typeof server>) => app.request('/site/limited', { method: 'POST' });

describe('rate limits (issue 3: brute force and SMS bombing)', () => {
  it('answer 429 with Retry-After and a bilingual message after the limit (memory store)', async () => {
    const app = server(`memory-${Date.now()}`);
    for (let i = 0; i < 3; i++) expect((await hit(app)).status).toBe(200);
    const limited = await hit(app);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      code: 'rate_limited',
      message_ua: expect.stringContaining('Забагато спроб'),
    });
  });

  it('a failure budget counts only failures: checking spends nothing, the N-th failure blocks (ADR 0035)', async () => {
    const budget = createFailureBudget(`failures-${Date.now()}`, 3, 60);
    for (let i = 0; i < 10; i++) expect(await budget.blocked('client')).toEqual({ ok: true });
    await budget.fail('client');
    await budget.fail('client');
    expect(await budget.blocked('client')).toEqual({ ok: true });
    await budget.fail('client');
    const blocked = await budget.blocked('client');
    expect(blocked.ok).toBe(false);
    expect(blocked.ok ? 0 : blocked.retryAfter).toBeGreaterThan(0);
    expect(await budget.blocked('other client')).toEqual({ ok: true });
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  describe.runIf(redisUrl)('shared through Redis (REDIS_URL)', () => {
    let close: () => Promise<void> = async () => {};
    beforeAll(async () => {
      close = await configureRateLimits(redisUrl);
    });
    afterAll(() => close());

    it('a failure budget is shared too', async () => {
      const name = `redis-fb-${process.pid}-${Date.now()}`;
      const [one, two] = [createFailureBudget(name, 2, 60), createFailureBudget(name, 2, 60)];
      await one.fail('client');
      expect(await two.blocked('client')).toEqual({ ok: true });
      await two.fail('client');
      expect((await one.blocked('client')).ok).toBe(false);
    });

    it('counts one client across two server processes', async () => {
      const name = `redis-${process.pid}-${Date.now()}`;
      const [one, two] = [server(name), server(name)];
      expect((await hit(one)).status).toBe(200);
      expect((await hit(two)).status).toBe(200);
      expect((await hit(one)).status).toBe(200);
      expect((await hit(two)).status).toBe(429);
    });
  });
});
