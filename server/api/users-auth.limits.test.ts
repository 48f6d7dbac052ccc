import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests, enquiries, smsOutbox } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';

// Rate limits live in module state (one set per test file), so they are tested here, apart from
// the functional tests, each scenario from its own client address (ADR 0013). Sign-in budgets per
// phone and per browser have their own tests in sign-in.test.ts (ADR 0035).
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const from = (ip: string) => async (path: string, form: Record<string, string>) =>
  t.api.request(
    path,
    {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
let lastIp = 0;
const anyIp = () => from(`10.9.${Math.floor(++lastIp / 250)}.${lastIp % 250}`);

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status: 'error', code: 'rate_limited' });
  expect(body.message_ua).toBe(`Забагато спроб. Спробуйте через ${retryAfter} с`);
  expect(body.message).toBe(`Слишком много попыток. Попробуйте через ${retryAfter} с`);
}

describe('rate limits (ADR 0013)', () => {
  it('sign-in: 20 requests a minute per address, right or wrong (scrypt is expensive; ADR 0035)', async () => {
    const post = from('10.0.0.1');
    for (let i = 0; i < 20; i++) {
      const response = await post('/users/auth/phoneauth/', {
        phone: `05000000${String(i).padStart(2, '0')}`,
        password: 'guess',
      });
      expect(response.status).toBe(401);
    }
    await expectLimited(await post('/users/auth/phoneauth/', { phone: '0500000099', password: 'guess' }));
  }, 180_000); // 20 real scrypt checks: seconds each on a loaded 2-core machine

  it('recovery: 3 an hour per phone, so the SMS outbox gets at most 3 messages (§4 Recovery)', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await anyIp()('/site/users/auth/recovery/', { phone: '0501234567' })).status).toBe(200);
    }
    await expectLimited(await anyIp()('/site/users/auth/recovery/', { phone: '+38(050)123-45-67' }));
    await expectLimited(await anyIp()('/site/users/auth/recovery/', { phone: '0501234567' }));
    const [sent] = await t.database.db
      .select({ n: count() })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, '+380501234567'));
    expect(sent?.n).toBe(3);
  });

  it('recovery: 10 an hour per address', async () => {
    const post = from('10.0.0.2');
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('/site/users/auth/recovery/', { phone: `05000001${String(i).padStart(2, '0')}` })).status,
      ).toBe(404);
    }
    await expectLimited(await post('/site/users/auth/recovery/', { phone: '0931234500' }));
    const [sent] = await t.database.db
      .select({ n: count() })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, '+380931234500'));
    expect(sent?.n).toBe(0);
  });

  it('phone check: 30 a minute per address (§5 debounce 500 ms allows 2 a second)', async () => {
    const post = from('10.0.0.3');
    for (let i = 0; i < 30; i++)
      expect((await post('/site/users/auth/phone/', { phone: '0501234567' })).status).toBe(200);
    await expectLimited(await post('/site/users/auth/phone/', { phone: '0501234567' }));
    expect((await from('10.0.0.4')('/site/users/auth/phone/', { phone: '0501234567' })).status).toBe(200);
  });

  it('callback: 5 an hour per address; nothing is stored past the limit', async () => {
    const post = from('10.0.0.5');
    const form = { phone: '0501112233', type: 'phone', username: 'Петро', comment: 'Передзвоніть' };
    for (let i = 0; i < 5; i++) expect((await post('/site/users/auth/callback/', form)).status).toBe(200);
    await expectLimited(await post('/site/users/auth/callback/', form));
    const [stored] = await t.database.db.select({ n: count() }).from(callbackRequests);
    expect(stored?.n).toBe(5);
  });

  it('registration: 10 an hour per address (3 per phone and address, each a texted code)', async () => {
    const post = from('10.0.0.6');
    const form = (n: number) => ({
      phone: `06610000${String(n).padStart(2, '0')}`,
      password: 'secret',
      first_name: 'Іван',
      last_name: 'Франко',
    });
    for (let i = 0; i < 3; i++) expect((await post('/site/users/auth/registration/', form(0))).status).toBe(200);
    await expectLimited(await post('/site/users/auth/registration/', form(0)));
    // The refused fourth spent the address's budget too: 6 more numbers, then the address is limited.
    for (let i = 1; i < 7; i++) expect((await post('/site/users/auth/registration/', form(i))).status).toBe(200);
    await expectLimited(await post('/site/users/auth/registration/', form(7)));
  });

  it('newsletter: 10 an hour per address; wholesale enquiry: 5 an hour per address', async () => {
    const post = from('10.0.0.7');
    for (let i = 0; i < 10; i++) {
      expect((await post('/site/users/auth/subscribe/', { email: `a${i}@example.com` })).status).toBe(200);
    }
    await expectLimited(await post('/site/users/auth/subscribe/', { email: 'z@example.com' }));
    const enquiry = { name: 'ТОВ Рибалка', phone: '0501112233', message: 'Оптові ціни на котушки' };
    for (let i = 0; i < 5; i++) expect((await post('/site/users/enquiries/wholesale/', enquiry)).status).toBe(200);
    await expectLimited(await post('/site/users/enquiries/wholesale/', enquiry));
    const [stored] = await t.database.db.select({ n: count() }).from(enquiries);
    expect(stored?.n).toBe(5);
  });

  it('bad input does not use up a limit: it is rejected before counting', async () => {
    const post = from('10.0.0.8');
    for (let i = 0; i < 40; i++) expect((await post('/site/users/auth/phone/', { phone: 'junk' })).status).toBe(400);
    expect((await post('/site/users/auth/phone/', { phone: '0501234567' })).status).toBe(200);
  });
});
