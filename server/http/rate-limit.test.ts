import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureRateLimits, createFailureBudget, createLimit } from './rate-limit';

describe('rate limits (brute force and SMS bombing)', () => {
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
      // Two limits of one name, as two servers make them: one budget in Redis.
      const [one, two] = [createLimit(name, 3, 60), createLimit(name, 3, 60)];
      expect((await one('same-client')).ok).toBe(true);
      expect((await two('same-client')).ok).toBe(true);
      expect((await one('same-client')).ok).toBe(true);
      expect((await two('same-client')).ok).toBe(false);
    });
  });
});
