import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCsrfToken, totpCode } from '#core/staff';
import { demoAdminTotpSecret } from '#db/demo';
import { auditLog, staff } from '#db/schema';
import { createFailureBudget } from '#server/http/rate-limit';
import { seededAt } from '#test/support/db';
import { createTestShop, type TestShop } from '#test/support/shop';
import { staffClient } from '#test/support/staff-client';

// The audit log records who came into the back office (and who tried), who left,
// and every export of customer data — with who, what and the address, never a password or a code.
let shop: TestShop;
const exchangeLogin = 'exchange1c';
const exchangePassword = 'secret-password-1c';
beforeAll(async () => {
  shop = await createTestShop({ env: { EXCHANGE_1C_LOGIN: exchangeLogin, EXCHANGE_1C_PASSWORD: exchangePassword } });
}, 120_000);
afterAll(() => shop.close());

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
/** A form post from a browser on this site at `address`, as the sign-in and sign-out forms send it. */
const post = (path: string, fields: Record<string, string>, address: string, cookie?: string) =>
  shop.app.request(
    `http://shop.test${path}`,
    {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'sec-fetch-site': 'same-origin',
        accept: 'text/html',
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    },
    from(address),
  );
const signIn = (login: string, password: string, address: string, totp = '') =>
  post('/admin/login', { login, password, totp, next: '/admin' }, address);
const rowsOf = (action: string) => shop.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const idOf = async (login: string) =>
  (await shop.database.db.select({ id: staff.id }).from(staff).where(eq(staff.login, login)))[0]?.id;

describe('the audit log of who came in', () => {
  it('a sign-in, a wrong password, an unknown login, a wrong code and a sign-out each leave one row with who, what and the address — never the password or the code', async () => {
    const managerId = await idOf('manager');
    const adminId = await idOf('admin');

    const signedIn = await signIn('manager', 'poplavok', '198.51.100.10');
    expect(signedIn.status).toBe(302);
    const cookie = /staff_session=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
    expect(cookie).not.toBe('');
    expect(await rowsOf('staff.sign_in')).toMatchObject([
      {
        actorKind: 'staff',
        staffId: managerId,
        actorName: 'manager',
        entity: 'staff',
        entityId: String(managerId),
        after: { address: '198.51.100.10' },
      },
    ]);

    expect((await signIn('manager', 'wrong-secret-1', '198.51.100.11')).status).toBe(401);
    expect((await signIn('ghost.user', 'guess-secret-2', '198.51.100.12')).status).toBe(401);
    // A password typed into the login field is not kept as typed.
    expect((await signIn('Hunter2!Secret', 'guess-secret-3', '198.51.100.12')).status).toBe(401);
    expect(await rowsOf('staff.sign_in_failed')).toMatchObject([
      {
        actorKind: 'visitor',
        staffId: null,
        actorName: '198.51.100.11',
        entityId: String(managerId),
        after: { login: 'manager', reason: 'wrong_password', address: '198.51.100.11' },
      },
      {
        actorName: '198.51.100.12',
        entityId: '',
        after: { login: 'ghost.user', reason: 'unknown_login', address: '198.51.100.12' },
      },
      { entityId: '', after: { login: null, reason: 'unknown_login', address: '198.51.100.12' } },
    ]);

    // The admin's password is right; the code is asked (no row), then a wrong code is refused.
    const code = totpCode(demoAdminTotpSecret, seededAt);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await signIn('admin', 'poplavok', '198.51.100.13')).status).toBe(400);
    expect((await signIn('admin', 'poplavok', '198.51.100.13', wrongCode)).status).toBe(401);
    expect(await rowsOf('staff.totp_failed')).toMatchObject([
      {
        actorKind: 'visitor',
        entityId: String(adminId),
        after: { login: 'admin', address: '198.51.100.13' },
      },
    ]);
    expect((await signIn('admin', 'poplavok', '198.51.100.13', code)).status).toBe(302);
    expect(await rowsOf('staff.sign_in')).toHaveLength(2);

    const token = cookie.split('=')[1] as string;
    const out = await post('/admin/logout', { _csrf: staffCsrfToken(token) }, '198.51.100.14', cookie);
    expect(out.status).toBe(302);
    expect(await rowsOf('staff.sign_out')).toMatchObject([
      { actorKind: 'staff', staffId: managerId, actorName: 'manager', after: { address: '198.51.100.14' } },
    ]);
    // A second sign-out of the ended session writes nothing more.
    await post('/admin/logout', { _csrf: staffCsrfToken(token) }, '198.51.100.14', cookie);
    expect(await rowsOf('staff.sign_out')).toHaveLength(1);

    const everything = JSON.stringify(await shop.database.db.select().from(auditLog));
    for (const secret of ['poplavok', 'wrong-secret-1', 'guess-secret-2', 'guess-secret-3', 'Hunter2', wrongCode, code])
      expect(everything).not.toContain(secret);
  });

  it('past the cap on failure rows (all addresses together) refused passwords write no more rows, the answer stays the same; a refused code is still written', async () => {
    // The server's budget of those rows, spent as a flood of many addresses would spend it.
    const rows = createFailureBudget('staff-signin-audit-rows', 200, 15 * 60);
    for (let i = 0; i < 200; i++) await rows.fail('all');
    const before = (await rowsOf('staff.sign_in_failed')).length;
    expect((await signIn('nobody.at.all', 'x-guess', '198.51.100.20')).status).toBe(401);
    expect(await rowsOf('staff.sign_in_failed')).toHaveLength(before);
    // A wrong code comes after the right password: never capped (its login's budget bounds it).
    const code = totpCode(demoAdminTotpSecret, seededAt);
    expect((await signIn('admin', 'poplavok', '198.51.100.21', code === '000000' ? '111111' : '000000')).status).toBe(
      401,
    );
    expect(await rowsOf('staff.totp_failed')).toHaveLength(2);
  });

  it('the audit screen says who came in, who tried and who left in words, with the address', async () => {
    const admin = await staffClient(shop);
    const page = await (await admin.get('admin', '/admin/audit?entity=staff')).text();
    for (const words of [
      'Вхід до адмінки',
      'Невдала спроба входу',
      'логін «ghost.user»; такого логіна немає; адреса 198.51.100.12',
      'логін «manager»; невірний пароль; адреса 198.51.100.11',
      'логін не схожий на логін (не записано)',
      'Невірний код автентифікатора',
      'логін «admin», пароль правильний; адреса 198.51.100.13',
      'Вихід з адмінки',
      '198.51.100.11<small> (<!-- -->не ввійшов<!-- -->)</small>',
    ])
      expect(page).toContain(words);
  });
});

describe('the audit log of customer data exported', () => {
  it("1C's query for orders (names, phones, addresses) leaves one row: by the exchange, which orders, from which address; an empty query none", async () => {
    const auth = `Basic ${Buffer.from(`${exchangeLogin}:${exchangePassword}`).toString('base64')}`;
    const call = (query: string, cookie?: string) =>
      shop.app.request(
        `http://localhost/1c/exchange?${query}`,
        { headers: cookie ? { cookie } : { authorization: auth } },
        from('192.0.2.40'),
      );
    const [, name, value] = (await (await call('type=sale&mode=checkauth')).text()).split('\n');
    const session = `${name}=${value}`;
    const answer = await call('type=sale&mode=query', session);
    expect(answer.status).toBe(200);
    const sent = [...(await answer.text()).matchAll(/<Документ>\s*<Ид>(\d+)<\/Ид>/g)].map((m) => Number(m[1]));
    expect(sent.length).toBeGreaterThan(0);
    const [row, ...more] = await rowsOf('orders.export');
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actorKind: 'import',
      actorName: '1C exchange',
      entity: 'orders',
      after: { count: sent.length, ids: sent, to: '1C', address: '192.0.2.40' },
    });
    expect(JSON.stringify(row)).not.toContain(exchangePassword);
    await call('type=sale&mode=success', session);
    await call('type=sale&mode=query', session);
    expect(await rowsOf('orders.export')).toHaveLength(1);
    const admin = await staffClient(shop);
    const page = await (await admin.get('admin', '/admin/audit?action=orders.export')).text();
    expect(page).toContain('Вивантаження замовлень з даними клієнтів');
    expect(page).toContain(`замовлень: ${sent.length}`);
    expect(page).toContain('куди: 1C; адреса 192.0.2.40');
    expect(
      await shop.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'orders.export'), eq(auditLog.actorKind, 'staff'))),
    ).toEqual([]);
  });
});
