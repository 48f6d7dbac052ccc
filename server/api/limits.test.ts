import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '#db/client';
import type { Services } from '#server/context';
import { parseEnv } from '#server/env';
import { createPaymentGateway } from '#server/payment-gateway';
import { apiContext } from './auth';
import { createRouter } from './http';
import { rateLimit } from './limits';

const services: Services = {
  db: {} as Db,
  log: pino({ level: 'silent' }),
  env: parseEnv({}),
  now: () => new Date(),
  payments: createPaymentGateway(parseEnv({})),
};

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

describe('rate limits (brute force and SMS bombing)', () => {
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
});
