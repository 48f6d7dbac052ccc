import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  hashingLimits,
  hashingLoad,
  hashPassword,
  isHashingBusy,
  unmatchableHash,
  verifyPassword,
} from '#core/passwords';
import { createTestApi, type TestApi } from '#test/support/api';

// A bounded password-hashing queue: anyone may ask for a hash without an account, so a crowd or a
// botnet must get a quick 503 instead of making every sign-in wait behind thousands of hashes.
let t: TestApi;
const defaults = { ...hashingLimits };
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());
afterEach(() => Object.assign(hashingLimits, defaults));

describe('password hashing queue', () => {
  it('runs at most `running` hashes, queues `waiting` more and refuses the next at once', async () => {
    Object.assign(hashingLimits, { running: 1, waiting: 2 });
    const held = [hashPassword('a1b2c'), hashPassword('a1b2c'), hashPassword('a1b2c')];
    expect(hashingLoad()).toEqual({ running: 1, waiting: 2 });
    const refused = await hashPassword('a1b2c').catch((error: unknown) => error);
    expect(isHashingBusy(refused)).toBe(true);
    await Promise.all(held);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
    expect(await hashPassword('a1b2c')).toMatch(/^scrypt\$/);
  });

  it('the unmatchable hash costs a real check and matches nothing', async () => {
    expect(await verifyPassword('', unmatchableHash)).toBe(false);
    expect(await verifyPassword('poplavok', unmatchableHash)).toBe(false);
  });

  it('the API answers 503 hashing_busy with Retry-After while the queue is full, then signs in again', async () => {
    Object.assign(hashingLimits, { running: 1, waiting: 3 });
    // Four hashes hold the queue for about a second: the sign-in arrives while it is full.
    const held = Array.from({ length: 4 }, () => hashPassword('a1b2c'));
    const signIn = () =>
      t.api.request(
        '/users/auth/phoneauth/',
        {
          method: 'POST',
          body: new URLSearchParams({ phone: '0501234567', password: 'poplavok' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        { incoming: { socket: { remoteAddress: '10.9.9.9' } } },
      );
    const busy = await signIn();
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    expect(await busy.json()).toMatchObject({
      code: 'hashing_busy',
      message_ua: expect.stringContaining('кілька секунд'),
    });
    await Promise.all(held);
    const ok = await signIn();
    expect(ok.status).toBe(200);
  });
});
