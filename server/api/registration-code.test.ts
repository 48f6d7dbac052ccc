import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken, listOutbox, releasedPhone } from '#core/accounts';
import { authTokens, emailOutbox, orders, phoneCodes, smsOutbox, users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';

// ADR 0116: registration proves the phone with a code texted to it, in two
// calls of the same §7 path; a number registered but never verified is reclaimed by its owner.
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

let lastIp = 0;
const nextIp = () => `10.30.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
const post = (form: Record<string, string>, ip = nextIp()) =>
  t.api.request(
    '/site/users/auth/registration/',
    {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
// biome-ignore lint/suspicious/noExplicitAny: response payloads
const json = async (r: Response) => (await r.json()) as any;
const fields = (phone: string, extra: Record<string, string> = {}) => ({
  phone,
  password: 'secret-1',
  first_name: 'Леся',
  last_name: 'Українка',
  ...extra,
});
const smsTo = (phone: string) =>
  t.database.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.purpose, 'registration_code')));
const userOf = async (phone: string) => (await t.database.db.select().from(users).where(eq(users.phone, phone)))[0];

describe('registration verifies the phone (§5, §7)', () => {
  it('the first call texts a 6-digit code and signs nobody in; the second with the code registers, verified (§7)', async () => {
    const first = await post(fields('+38(063)300-00-01'));
    expect(first.status).toBe(200);
    const body = await json(first);
    expect(body).toMatchObject({
      status: 200,
      data: { code_sent: 1, phone: '+380633000001', expires_in: 600 },
      message_ua: expect.stringContaining('+38(063)300-00-01'),
    });
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(body.data.token).toBeUndefined();
    expect(await userOf('+380633000001')).toBeUndefined();
    const [sms] = await smsTo('+380633000001');
    expect(sms?.text).toContain(body.data.demo_code);
    expect(sms?.text).toMatch(/код реєстрації \d{6}/);
    // The table keeps a hash, never the code.
    const [pending] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+380633000001'));
    expect(pending?.codeHash).not.toContain(body.data.demo_code);

    const second = await post(fields('+38(063)300-00-01', { code: body.data.demo_code }));
    expect(second.status).toBe(200);
    const done = await json(second);
    expect(done.message_ua).toBe('Дякуємо за реєстрацію!');
    expect(done.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(second.headers.get('set-cookie')).toContain(`token=${done.data.token}`);
    expect((await userOf('+380633000001'))?.phoneVerifiedAt).not.toBeNull();
    // The code is spent and its SMS text wiped.
    expect((await smsTo('+380633000001'))[0]?.text).toBe('');
    expect((await post(fields('+38(063)300-00-01', { code: body.data.demo_code }))).status).toBe(400);
    // Now verified: a new registration of the number is refused at once (§8).
    expect((await post(fields('+38(063)300-00-01'))).status).toBe(409);
  });

  it('a wrong code, a malformed one and an expired one are refused on the code field, in both languages', async () => {
    const phone = '+380633000002';
    const { data } = await json(await post(fields(phone)));
    const wrong = data.demo_code === '000000' ? '111111' : '000000';
    const refused = await post(fields(phone, { code: wrong }));
    expect(refused.status).toBe(400);
    expect((await json(refused)).data.errors.code).toEqual({
      message_ua: 'Код не вірний. Перевірте SMS і спробуйте ще раз.',
      message: 'Код неверный. Проверьте SMS и попробуйте ещё раз.',
    });
    expect((await json(await post(fields(phone, { code: '12a' })))).errors.code.message_ua).toBe('Код — 6 цифр із SMS');
    expect(await userOf(phone)).toBeUndefined();

    // Ten minutes later the code no longer works.
    const later = new Date(t.services.now().getTime() + 10 * 60 * 1000 + 1);
    t.services.now = () => later;
    try {
      const stale = await post(fields(phone, { code: data.demo_code }));
      expect(stale.status).toBe(400);
      expect((await json(stale)).errors.code.message_ua).toBe(
        'Код застарів або вже використаний. Надішліть новий код.',
      );
    } finally {
      t.services.now = () => new Date(later.getTime() - 10 * 60 * 1000 - 1);
    }
    expect(await userOf(phone)).toBeUndefined();
  });

  it('a new code replaces the old one (its SMS wiped); spaces in a typed code are forgiven', async () => {
    const phone = '+380633000003';
    const old = (await json(await post(fields(phone)))).data.demo_code;
    const fresh = (await json(await post(fields(phone)))).data.demo_code;
    const texts = await smsTo(phone);
    expect(texts.map((s) => s.text === '')).toEqual([true, false]);
    if (old !== fresh) expect((await post(fields(phone, { code: old }))).status).toBe(400);
    const spaced = `${fresh.slice(0, 3)} ${fresh.slice(3)}`;
    expect((await post(fields(phone, { code: spaced }))).status).toBe(200);
  });

  it('a verified number answers "Цей номер вже зареєстрований" and texts nothing (§5, §8)', async () => {
    const response = await post(fields('050 123 45 67'));
    expect(response.status).toBe(409);
    expect((await json(response)).errors.phone.message_ua).toBe('Цей номер вже зареєстрований');
    expect(await smsTo('+380501234567')).toEqual([]);
  });

  it('the owner reclaims a number someone registered without verifying; the squatter’s account is released, its orders stay with it', async () => {
    const phone = '+380633000004';
    const [squatter] = await t.database.db
      .insert(users)
      .values({ phone, passwordHash: 'scrypt$1$1$1$x$y', firstName: 'Чужий', lastName: 'Реєстратор' })
      .returning({ id: users.id });
    if (!squatter) throw new Error('no squatter');
    const { token: squatterToken } = await issueToken(
      { db: t.database.db, locale: 'ua', now: t.services.now() },
      squatter.id,
    );
    // A free number and an unverified one answer alike: nothing tells them apart.
    const sent = await json(await post(fields(phone)));
    expect(sent.data).toMatchObject({ code_sent: 1, phone });
    const done = await post(fields(phone, { code: sent.data.demo_code, first_name: 'Власник' }));
    expect(done.status).toBe(200);
    const owner = await userOf(phone);
    expect(owner?.id).not.toBe(squatter.id);
    expect(owner).toMatchObject({ firstName: 'Власник', phoneVerifiedAt: expect.any(Date) });
    const [released] = await t.database.db.select().from(users).where(eq(users.id, squatter.id));
    expect(released?.phone).toBe(releasedPhone(phone, squatter.id));
    // Its sessions end: the squatter's token no longer signs in.
    expect((await t.post('/users/auth', { token: squatterToken })).status).toBe(401);
    const live = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, squatter.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    expect(
      await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.userId, owner?.id ?? 0)),
    ).toEqual([]);
    // The back office still finds the released account by the number's digits.
    expect(await t.database.db.select().from(users).where(like(users.phone, '%633000004%'))).toHaveLength(2);
  });
});

describe('registration limits (ADR 0116)', () => {
  it('one address texts a phone at most 3 codes an hour; the 4th answers 429 with Retry-After', async () => {
    const ip = '10.31.0.1';
    for (let i = 0; i < 3; i++) expect((await post(fields('+380633000010'), ip)).status).toBe(200);
    const limited = await post(fields('+380633000010'), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await smsTo('+380633000010')).toHaveLength(3);
  });

  it('a stranger guessing codes from one address cannot lock the owner out: their budget runs out, the owner’s code still works', async () => {
    const phone = '+380633000011';
    const code = (await json(await post(fields(phone), '10.31.0.2'))).data.demo_code;
    const wrong = code === '000000' ? '111111' : '000000';
    const stranger = '10.31.0.3';
    for (let i = 0; i < 5; i++) expect((await post(fields(phone, { code: wrong }), stranger)).status).toBe(400);
    // The stranger's budget for this phone is spent: even the right code is not checked for them.
    expect((await post(fields(phone, { code }), stranger)).status).toBe(429);
    expect((await post(fields(phone, { code }), '10.31.0.2')).status).toBe(200);
  });

  it('no enumeration through registration — a free and a never-verified number get the same answer shape', async () => {
    const phone = '+380633000012';
    await t.database.db.insert(users).values({ phone, passwordHash: 'x', firstName: 'А', lastName: 'Б' });
    const a = await json(await post(fields(phone)));
    const b = await json(await post(fields('+380633000013')));
    expect(Object.keys(a.data).sort()).toEqual(Object.keys(b.data).sort());
    expect(a.message_ua.replace(/\+38\S+/, '')).toBe(b.message_ua.replace(/\+38\S+/, ''));
  });
});

describe('the outbox screen’s list (ADR 0116)', () => {
  it('SMS and e-mails newest first, filtered by phone or e-mail, a keyset page at a time; admin and managers only', async () => {
    const ctx = { db: t.database.db, locale: 'ua' as const, now: t.services.now() };
    const staffOf = (role: 'admin' | 'manager' | 'content') => ({
      id: 1,
      login: role,
      name: role,
      role,
      storeId: null,
    });
    const first = await listOutbox(ctx, staffOf('manager'), {});
    expect(first.items.length).toBeGreaterThan(0);
    for (let i = 1; i < first.items.length; i++)
      expect(first.items[i - 1]?.createdAt.getTime()).toBeGreaterThanOrEqual(first.items[i]?.createdAt.getTime() ?? 0);
    const one = await listOutbox(ctx, staffOf('admin'), { q: '063 300 00 10' });
    expect(one.items).toHaveLength(3);
    expect(one.items.every((m) => m.to === '+380633000010' && m.channel === 'sms' && m.status === 'queued')).toBe(true);
    // Paging: 60 SMS and 60 e-mails at one moment (ties broken by channel, then id) — every row once.
    const moment = new Date(ctx.now.getTime() - 1000);
    await t.database.db.insert(smsOutbox).values(
      Array.from({ length: 60 }, (_, i) => ({
        phone: '+380633000077',
        text: `sms ${i}`,
        purpose: 'order_status',
        createdAt: moment,
      })),
    );
    await t.database.db.insert(emailOutbox).values(
      Array.from({ length: 60 }, (_, i) => ({
        to: `buyer${i}@example.com`,
        subject: 'Poplavok',
        text: `mail ${i}`,
        purpose: 'order_status',
        createdAt: moment,
      })),
    );
    expect((await listOutbox(ctx, staffOf('manager'), { q: 'buyer1' })).items.every((m) => m.channel === 'email')).toBe(
      true,
    );
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 50; page++) {
      const found = await listOutbox(ctx, staffOf('manager'), { before });
      seen.push(...found.items.map((m) => `${m.channel}-${m.id}`));
      if (!found.next) break;
      before = found.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const all = await t.database.db.select({ id: smsOutbox.id }).from(smsOutbox);
    expect(seen.filter((k) => k.startsWith('sms-'))).toHaveLength(all.length);
    expect(seen.filter((k) => k.startsWith('email-')).length).toBeGreaterThanOrEqual(60);
    expect(seen.length).toBeGreaterThan(100);
    await expect(listOutbox(ctx, staffOf('content'), {})).rejects.toThrow(/messages/);
  });
});
