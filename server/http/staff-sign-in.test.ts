import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { createTestDatabase, seededAt } from '#test/support/db';
import { guardedStaffSignIn } from './staff-sign-in';

/**
 * The back office's sign-in has the shoppers' no-lock-out budgets (ADR 0035, 0090):
 * a stranger's wrong guesses stop guessing from unknown browsers, never the owner's own browser.
 */
let database: Database;
let ctx: Ctx;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
});
afterAll(() => database?.close());

const attempt = (password: string, ip: string, device: string | null = null) =>
  guardedStaffSignIn(ctx, { login: 'moderator', password, totp: '' }, { ip, device });

describe('staff sign-in budgets (ADR 0090)', () => {
  it('stops guesses from unknown browsers after 5 failures, but not the owner in a known browser', async () => {
    const owner = await attempt('poplavok', '10.9.0.1');
    expect(owner.ok).toBe(true);
    const device = owner.ok ? owner.device : null;
    for (let i = 0; i < 5; i++)
      expect(await attempt('wrong-password', `10.9.1.${i}`)).toMatchObject({ error: 'wrong_credentials' });
    // The login's budget is spent: from an unknown browser even the right password waits…
    expect(await attempt('poplavok', '10.9.2.1')).toMatchObject({ ok: false, error: 'login_locked' });
    // …while the owner's browser (its device mark) signs in.
    expect((await attempt('poplavok', '10.9.2.2', device)).ok).toBe(true);
    // A forged mark is an unknown browser.
    expect(await attempt('poplavok', '10.9.2.3', `${device?.split('.')[0]}.forged`)).toMatchObject({
      error: 'login_locked',
    });
  });

  it('limits attempts per address, whatever the login', async () => {
    const results = [];
    for (let i = 0; i < 21; i++)
      results.push(
        await guardedStaffSignIn(
          ctx,
          { login: `nobody${i}`, password: 'x', totp: '' },
          { ip: '10.9.3.1', device: null },
        ),
      );
    expect(results.at(-1)).toMatchObject({ ok: false, error: 'rate_limited' });
  });
});
