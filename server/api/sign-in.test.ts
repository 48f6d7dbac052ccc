import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverPassword, registerUser, sendRegistrationCode, wipeExpiredSms } from '#core/accounts';
import { hashPassword } from '#core/passwords';
import { smsOutbox, users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';

// Sign-in budgets live in module state: this file has its own (ADR 0035). Every request comes from
// its own address unless told, as a stranger with a botnet would send them.
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

let lastIp = 0;
const nextIp = () => `10.5.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
const login = (phone: string, password: string, options: { device?: string; ip?: string } = {}) =>
  t.api.request(
    '/users/auth/phoneauth/',
    {
      method: 'POST',
      body: new URLSearchParams({ phone, password }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.device ? { cookie: `device=${options.device}` } : {}),
      },
    },
    { incoming: { socket: { remoteAddress: options.ip ?? nextIp() } } },
  );
const deviceOf = (response: Response) =>
  /(?:^|, )device=([A-Za-z0-9_-]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
const ctx = () => ({ db: t.database.db, locale: 'ua' as const, now: t.services.now() });
let lastPhone = 0;
async function newShopper(password = 'owner-pass') {
  const phone = `+38063777${String(++lastPhone).padStart(4, '0')}`;
  const sent = await sendRegistrationCode(ctx(), { phone });
  if (!sent.ok) throw new Error(sent.error);
  const result = await registerUser(ctx(), {
    code: sent.code,
    phone,
    password,
    email: null,
    first_name: 'Олена',
    last_name: 'Пчілка',
    father_name: null,
  });
  if (!result.ok) throw new Error(result.error);
  return { phone, password };
}
async function strangerGuesses(phone: string, n: number) {
  for (let i = 0; i < n; i++) {
    const response = await login(phone, `guess-${i}`);
    expect([401, 429]).toContain(response.status);
  }
}
const smsPassword = async (phone: string) => {
  const [sms] = await t.database.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.purpose, 'password_recovery')));
  return /(?:пароль|password) ([a-z2-9]{8,}) /.exec(sms?.text ?? '')?.[1] ?? '';
};

describe('sign-in budgets: slow guessing, never lock the owner out (ADR 0035, hardening issue hole 2)', {
  timeout: 120_000,
}, () => {
  it("a stranger's wrong guesses from many addresses lock the phone for unknown browsers, not for the owner's own", async () => {
    const owner = await newShopper();
    const first = await login(owner.phone, owner.password);
    expect(first.status).toBe(200);
    const device = deviceOf(first);
    expect(device).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(first.headers.get('set-cookie')).toMatch(/device=[^;]+; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);

    await strangerGuesses(owner.phone, 6);
    const unknown = await login(owner.phone, owner.password);
    expect(unknown.status).toBe(429);
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await unknown.json()) as Record<string, string>;
    expect(body.code).toBe('login_locked');
    expect(body.message_ua).toMatch(/^Забагато невдалих спроб для цього номера\. Спробуйте через \d+ хв/);
    expect(body.message).toMatch(/^Слишком много неудачных попыток для этого номера\. Попробуйте через \d+ мин/);

    const own = await login(owner.phone, owner.password, { device });
    expect(own.status).toBe(200);
    expect(deviceOf(own)).toBe(device);
  });

  it('while the phone is locked, the password from a recovery SMS still signs the owner in (§4 Recovery)', async () => {
    const owner = await newShopper();
    await strangerGuesses(owner.phone, 6);
    expect((await login(owner.phone, owner.password)).status).toBe(429);
    await recoverPassword(ctx(), { phone: owner.phone });
    const sent = await smsPassword(owner.phone);
    expect(sent).not.toBe('');
    expect((await login(owner.phone, 'another-guess')).status).toBe(429);
    expect((await login(owner.phone, sent)).status).toBe(200);
  });

  it('a device cookie of another account gives no budget of its own for this phone', async () => {
    const mine = await newShopper();
    const victim = await newShopper('victim-pass');
    const device = deviceOf(await login(mine.phone, mine.password));
    for (let i = 0; i < 6; i++) await login(victim.phone, `guess-${i}`, { device });
    expect((await login(victim.phone, 'victim-pass', { device })).status).toBe(429);
  });

  it("the owner's browser has its own budget: 10 wrong passwords, then it waits too", async () => {
    const owner = await newShopper();
    const device = deviceOf(await login(owner.phone, owner.password));
    for (let i = 0; i < 10; i++) expect((await login(owner.phone, `typo-${i}`, { device })).status).toBe(401);
    expect((await login(owner.phone, owner.password, { device })).status).toBe(429);
    expect((await login(owner.phone, owner.password)).status).toBe(200); // the phone's own budget is untouched
  });

  it('successful sign-ins never use up the budget (they counted before)', async () => {
    const owner = await newShopper();
    for (let i = 0; i < 8; i++) expect((await login(owner.phone, owner.password)).status).toBe(200);
    await strangerGuesses(owner.phone, 4);
    expect((await login(owner.phone, owner.password)).status).toBe(200);
  });
});

describe('recovery keeps no readable password (ADR 0035)', { timeout: 120_000 }, () => {
  it('signing in with the current password cancels a pending recovery and wipes its SMS', async () => {
    const owner = await newShopper();
    await recoverPassword(ctx(), { phone: owner.phone });
    const sent = await smsPassword(owner.phone);
    expect((await login(owner.phone, owner.password)).status).toBe(200);
    expect(await smsPassword(owner.phone)).toBe('');
    expect((await login(owner.phone, sent)).status).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, owner.phone));
    expect(row?.recoveryPasswordHash).toBeNull();
  });

  it('an unused recovery password stops working after an hour and its SMS text is wiped then', async () => {
    const owner = await newShopper();
    await recoverPassword(ctx(), { phone: owner.phone });
    const sent = await smsPassword(owner.phone);
    const later = { ...ctx(), now: new Date(t.services.now().getTime() + 61 * 60 * 1000) };
    expect(await wipeExpiredSms(later)).toBeGreaterThanOrEqual(1);
    expect(await smsPassword(owner.phone)).toBe('');
    const { logIn } = await import('#core/accounts');
    expect(await logIn(later, { phone: owner.phone, password: sent })).toEqual({ ok: false, error: 'wrong_password' });
  });

  it('a second recovery replaces the first: only the newest texted password works', async () => {
    const owner = await newShopper();
    await recoverPassword(ctx(), { phone: owner.phone });
    const first = await smsPassword(owner.phone);
    await recoverPassword(ctx(), { phone: owner.phone });
    const texts = await t.database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, owner.phone), eq(smsOutbox.purpose, 'password_recovery')));
    expect(texts.map((s) => s.text === '')).toEqual([true, false]);
    expect((await login(owner.phone, first)).status).toBe(401);
  });
});

describe('password hashing (OWASP scrypt guidance, ADR 0035)', () => {
  it('new hashes use scrypt N=2^15, r=8, p=3 (an OWASP minimum)', async () => {
    expect(await hashPassword('x')).toMatch(/^scrypt\$32768\$8\$3\$/);
  });

  it('a hash made with the old parameters is upgraded at the next sign-in', async () => {
    const owner = await newShopper();
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const legacy = [
      'scrypt',
      32768,
      8,
      1,
      salt.toString('base64url'),
      scryptSync(owner.password, salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('base64url'),
    ].join('$');
    await t.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.phone, owner.phone));
    expect((await login(owner.phone, owner.password)).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, owner.phone));
    expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect((await login(owner.phone, owner.password)).status).toBe(200);
  });
});
